import { defineFamily } from './define-family';

/** Standings and its fragment (packages/shared/src/features/standings.ts, standings-fragment.ts). */
export const standingsFamily = defineFamily({
  name: 'standings',
  widgets: {
    standings: { resource: 'standings', title: 'standings' },
    standingsFragment: { resource: 'standings-fragment', title: 'table' },
  },
});
