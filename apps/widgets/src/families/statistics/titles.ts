import type { FamilyTitles } from '../define-family';

export const statisticsTitles: FamilyTitles<'statistics'> = {
  personStatistics: (_, t) => t.playerStatistics,
  teamStatistics: (_, t) => t.teamStatistics,
};
