import type { FamilyTitles } from '../define-family';

export const teamsTitles: FamilyTitles<'teams'> = {
  teams: (payload, t) => {
    const page = payload.config.labelPage;
    return (page !== null && payload.labels.labelOptions?.[page]) || t.teams;
  },
  teamDetails: (_, t) => t.teamProfile,
};
