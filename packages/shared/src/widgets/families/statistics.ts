import { defineFamily } from './define-family';

/** Person and Team Statistics (packages/shared/src/features/person-statistics.ts, team-statistics.ts). */
export const statisticsFamily = defineFamily({
  name: 'statistics',
  widgets: {
    personStatistics: { resource: 'statistics_persons', title: 'playerStatistics' },
    teamStatistics: { resource: 'statistics_entities', title: 'teamStatistics' },
  },
});
