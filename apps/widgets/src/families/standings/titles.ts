import type { FamilyTitles } from '../define-family';

// Distinct names: the main navigation lists the fragment beside the widget it summarises.
export const standingsTitles: FamilyTitles<'standings'> = {
  standings: (_, t) => t.standings,
  standingsFragment: (_, t) => t.table,
};
