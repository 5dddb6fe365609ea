import type { FeatureId } from '@eua/shared';

/**
 * Each feature's API resource (`/v1/config/{websiteId}/{resource}`), for the boot script's early read of a
 * configuration screen's document (decision 089). The definitions themselves (@eua/shared's features, 20 kB)
 * are not in the boot script, which a signed-out visit downloads too, and waiting for their chunk would hold
 * the read behind the shell's evaluation on a busy main thread. `Record<FeatureId, …>` makes the compiler ask
 * for every feature; feature-resources.test.ts checks each value against its definition.
 */
export const featureResources: Record<FeatureId, string> = {
  general: 'general',
  schedule: 'fixtures',
  fixturesFragment: 'fixtures_fragment',
  fixtureDetails: 'fixture_detail',
  standings: 'standings',
  standingsFragment: 'standings-fragment',
  teams: 'entities',
  teamDetails: 'entity_detail',
  personStatistics: 'statistics_persons',
  personDetail: 'person_detail',
  leaders: 'leaders',
  teamStatistics: 'statistics_entities',
  players: 'persons',
};

/** The resource of the feature named `id` in a screen's address, if it is one. */
export const resourceOf = (id: string): string | undefined =>
  Object.hasOwn(featureResources, id) ? featureResources[id as FeatureId] : undefined;
