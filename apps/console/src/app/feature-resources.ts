import { type FeatureId, featureResources } from '@eua/shared';
import type { LazyWidgetKind } from '../form-engine/widget-loaders';

/** Whether `id` (a screen's address names it) is a feature's. */
export const isFeatureId = (id: string | undefined): id is FeatureId =>
  id !== undefined && Object.hasOwn(featureResources, id);

/** The resource of the feature named `id` in a screen's address, if it is one. */
export const resourceOf = (id: string): string | undefined =>
  isFeatureId(id) ? featureResources[id] : undefined;

/**
 * The widgets in chunks of their own (form-engine/widget-loaders.ts) that each feature's fields need, so that
 * the boot script starts them with the page's chunk (decision 092). Found from the definitions instead, they
 * were asked for only once the definitions' chunk had been evaluated, behind the shell on a busy main thread:
 * the last chunks to arrive, and the form waits for them. feature-resources.test.ts checks each list against
 * the definitions.
 */
export const featureWidgets: Record<FeatureId, readonly LazyWidgetKind[]> = {
  general: ['valueList', 'locales', 'seasonTree'],
  schedule: [],
  fixturesFragment: ['seasonTree'],
  fixtureDetails: ['dualList'],
  standings: ['dualList', 'colourRules'],
  standingsFragment: ['dualList', 'colourRules'],
  teams: [],
  teamDetails: ['dualList'],
  personStatistics: ['dualList'],
  personDetail: ['dualList'],
  leaders: ['dualList'],
  teamStatistics: ['dualList'],
  players: ['dualList'],
  theme: ['colour'],
};

/** The widgets the screen of the feature named `id` needs; none for an address that is not a feature's. */
export const widgetsOf = (id: string | undefined): readonly LazyWidgetKind[] =>
  isFeatureId(id) ? featureWidgets[id] : [];
