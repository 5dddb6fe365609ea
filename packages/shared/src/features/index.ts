import type { FeatureDefinition, FeatureId } from '../form/types';
import { fixtureDetails } from './fixture-details';
import { fixturesFragment } from './fixtures-fragment';
import { general } from './general';
import { leaders } from './leaders';
import { personDetail } from './person-detail';
import { personStatistics } from './person-statistics';
import { players } from './players';
import { schedule } from './schedule';
import { standings } from './standings';
import { standingsFragment } from './standings-fragment';
import { teamDetails } from './team-details';
import { teamStatistics } from './team-statistics';
import { teams } from './teams';
import { theme } from './theme';

export * from './sections';
export { themeDefaults, themeDensities, themeFonts } from './theme';

/** Each feature's definition, in menu order, with its fields' names and types known to the compiler (settings types). */
export const featureDefinitions = {
  general,
  schedule,
  fixturesFragment,
  fixtureDetails,
  standings,
  standingsFragment,
  teams,
  teamDetails,
  personStatistics,
  personDetail,
  leaders,
  teamStatistics,
  players,
  theme,
} satisfies Record<FeatureId, FeatureDefinition>;

export const features: Record<FeatureId, FeatureDefinition> = featureDefinitions;

/** Menu order (docs/product.md#screens-and-layout): the order of `featureDefinitions`. */
export const featureList: FeatureDefinition[] = Object.values(featureDefinitions);

export const isFeatureId = (id: string): id is FeatureId => Object.hasOwn(features, id);

export const featureById = (id: string): FeatureDefinition | undefined =>
  isFeatureId(id) ? features[id] : undefined;

export const featureByResource = (resource: string): FeatureDefinition | undefined =>
  featureList.find((f) => f.resource === resource);

/** The lookup keys a feature's fields read from the config response, each once, in field order. */
export const lookupKeysOf = (feature: FeatureDefinition): string[] => {
  const keys: string[] = [];
  for (const field of feature.fields) {
    const lookup = field.lookup;
    if (lookup && 'key' in lookup && !keys.includes(lookup.key)) keys.push(lookup.key);
  }
  return keys;
};

/** Every lookup key of every feature (what the seed must provide for each sport). */
export const allLookupKeys = (): string[] => [...new Set(featureList.flatMap(lookupKeysOf))].sort();
