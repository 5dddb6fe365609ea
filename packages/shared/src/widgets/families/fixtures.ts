import { defineFamily } from './define-family';

/** The schedule and the fixtures fragment (packages/shared/src/features/schedule.ts, fixtures-fragment.ts). */
export const fixturesFamily = defineFamily({
  name: 'fixtures',
  widgets: {
    schedule: {
      resource: 'fixtures',
      title: 'schedule',
      pageTitle: { Match: 'match', Fixtures: 'fixtures' },
    },
    fixturesFragment: { resource: 'fixtures_fragment', title: 'latest' },
  },
});
