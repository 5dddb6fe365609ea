/**
 * The server's use of the shared feature definitions (decision 013): which feature a resource is, which
 * lookups it reads, the initial documents of a new website, and PUT validation — all from @eua/shared, so
 * the server and the console apply one set of rules and messages.
 */
import {
  defaultConfig,
  type FeatureDefinition,
  featureByResource,
  featureList,
  lookupKeysOf,
  type Option,
  type Sport,
  type ValidationResult,
  validateConfigBody,
} from '@eua/shared';

/** A website's seasons as the seed lays them out, newest last within each competition. */
export type SeasonTree = {
  organizationId: string;
  competitionId: string;
  seasonId: string;
  name: string;
  hasTrackingData: boolean;
}[];

export type WebsiteFacts = { websiteId: string; sport: Sport; trackingData: boolean };

export const featureOfResource = (resource: string): FeatureDefinition | undefined =>
  featureByResource(resource);

export const lookupKeys = (feature: FeatureDefinition): string[] => lookupKeysOf(feature);

/**
 * A PUT body against the feature's schema — the one the console's form is checked with — built with this
 * website's facts, which add the server's rules: lookup lists, its seasons and their places, stored values for
 * fields left out (decisions 056, 065).
 */
export function validateConfig(
  feature: FeatureDefinition,
  body: unknown,
  ctx: WebsiteFacts & {
    lookups: Record<string, Option[]>;
    seasonPlaces: readonly { seasonId: string; competitionId: string; organizationId: string }[];
    stored?: Record<string, unknown>;
  },
): ValidationResult {
  return validateConfigBody(feature, body, {
    lookups: ctx.lookups,
    sport: ctx.sport,
    trackingData: ctx.trackingData,
    seasons: new Map(ctx.seasonPlaces.map(({ seasonId, ...place }) => [seasonId, place])),
    websiteId: ctx.websiteId,
    stored: ctx.stored,
  });
}

/**
 * The first document of every resource of a website: the shared defaults, and for the features with a
 * competitions tree (general, fixtures fragment) every season allowed, the newest season of the first
 * competition as the default, and the tracked seasons flagged where the website has tracking data.
 */
export function initialConfigs(
  website: WebsiteFacts,
  tree: SeasonTree,
  lookups: Record<string, Option[]>,
): Record<string, Record<string, unknown>> {
  const configs: Record<string, Record<string, unknown>> = {};
  const firstCompetition = tree[0]?.competitionId;
  const newest = tree.filter((s) => s.competitionId === firstCompetition).at(-1);
  const allowedSeasons = Object.fromEntries(tree.map((s) => [s.seasonId, true]));
  const trackedSeasons = Object.fromEntries(
    tree.filter((s) => s.hasTrackingData).map((s) => [s.seasonId, true]),
  );
  for (const feature of featureList) {
    const config = defaultConfig(feature, {
      lookups,
      sport: website.sport,
      trackingData: website.trackingData,
    });
    if ('defaultSeasonId' in config && newest) {
      config.defaultOrganizationId = newest.organizationId;
      config.defaultCompetitionId = newest.competitionId;
      config.defaultSeasonId = newest.seasonId;
      if ('allowedSeasons' in config) config.allowedSeasons = allowedSeasons;
      if ('useTrackingDataSeasons' in config) config.useTrackingDataSeasons = trackedSeasons;
    }
    configs[feature.resource] = config;
  }
  return configs;
}
