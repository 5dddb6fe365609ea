import { defineFamily } from './define-family';

/** Players and Person Detail (packages/shared/src/features/players.ts, person-detail.ts). */
export const personsFamily = defineFamily({
  name: 'persons',
  widgets: {
    players: { resource: 'persons', title: 'players', pageTitle: 'screen' },
    personDetail: { resource: 'person_detail', subject: 'person', title: 'playerProfile' },
  },
});
