/**
 * A change of a screen's settings in plain words, one line per field, old → new ("Number of leaders per
 * statistic: 5 → 9"): History's describer (@eua/shared describeChanges) given the website's lookups and the
 * names of its seasons, competitions and organisations. The activity log stores these lines with every
 * entry (decision 129); a draft answers them.
 */
import { describeChanges, type FeatureDefinition, type Option, resolveFeatureSettings } from '@eua/shared';
import type { Queryable } from '../../db';
import type { WebsiteRecord } from '../websites/websites.service';
import { listCompetitions, listOrganizations, listSeasons } from '../websites/websites.service';

/** Names of a website's seasons, competitions and organisations by id. */
export type ChangeNames = {
  seasons: Map<string, string>;
  competitions: Map<string, string>;
  organizations: Map<string, string>;
};

/** Reads the names through `db` (a transaction's, when called inside one). */
export async function changeNamesOf(db: Queryable, websiteId: string): Promise<ChangeNames> {
  const seasons = await listSeasons(db, websiteId);
  const competitions = await listCompetitions(db, websiteId);
  const organizations = await listOrganizations(db, websiteId);
  return {
    seasons: new Map(seasons.map((s) => [s.seasonId, s.nameLocal])),
    competitions: new Map(competitions.map((c) => [c.competitionId, c.nameLocal])),
    organizations: new Map(organizations.map((o) => [o.organizationId, o.nameLocal])),
  };
}

/**
 * What going from `before` to `after` changes, as History words it: both read as the screen shows them
 * (defaults filled in, fields of another sport left out).
 */
export function describeSettingsChange(
  feature: FeatureDefinition,
  facts: { sport: WebsiteRecord['sport']; trackingData: boolean; lookups: Record<string, Option[]> },
  names: ChangeNames,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): string[] {
  const context = { sport: facts.sport, trackingData: facts.trackingData };
  return describeChanges(
    feature,
    resolveFeatureSettings(feature, before, context),
    resolveFeatureSettings(feature, after, context),
    {
      lookups: facts.lookups,
      seasonName: (id) => names.seasons.get(id),
      competitionName: (id) => names.competitions.get(id),
      organizationName: (id) => names.organizations.get(id),
    },
  ).map((line) => line.text);
}
