import { defineFamily } from './define-family';

/** Fixture Details, the match centre (packages/shared/src/features/fixture-details.ts). */
export const fixtureFamily = defineFamily({
  name: 'fixture',
  widgets: { fixtureDetails: { resource: 'fixture_detail', subject: 'fixture', title: 'matchCentre' } },
});
