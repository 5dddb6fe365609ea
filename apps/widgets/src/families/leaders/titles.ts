import type { FamilyTitles } from '../define-family';

export const leadersTitles: FamilyTitles<'leaders'> = { leaders: (_, t) => t.leaders };
