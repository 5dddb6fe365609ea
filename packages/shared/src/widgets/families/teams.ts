import { defineFamily } from './define-family';

/** Teams and Team Details (packages/shared/src/features/teams.ts, team-details.ts). */
export const teamsFamily = defineFamily({
  name: 'teams',
  widgets: {
    teams: { resource: 'entities', title: 'teams', pageTitle: 'screen' },
    teamDetails: { resource: 'entity_detail', subject: 'team', title: 'teamProfile' },
  },
});
