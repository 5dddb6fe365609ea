import {
  type ChangeLine,
  describeChanges,
  type FeatureDefinition,
  type FormValues,
  prepareForSubmit,
} from '@eua/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { fetchSeasonTree } from '../api/get-season-tree';
import { useFormEngine } from '../engine-context';
import { useFormT } from '../use-form-t';

/**
 * What a form would send for `values`, without `websiteId`: the shape versions are stored and compared in
 * (decision 064: versions compare the values the form would send, so "5" and 5 are the same value).
 */
export function sentValues(feature: FeatureDefinition, values: FormValues): Record<string, unknown> {
  const { websiteId: _, ...sent } = prepareForSubmit(feature, values);
  return sent;
}

type Names = {
  seasons: Map<string, string>;
  competitions: Map<string, string>;
  organizations: Map<string, string>;
};

/**
 * The names of a website's seasons, competitions and organisations, read only when a change is first
 * described — opening a screen costs no extra request — from the complist and seasons queries the season
 * tree shares: loaded once per website (decision 064, 069).
 */
async function loadNames(queryClient: QueryClient, api: ApiClient, websiteId: string): Promise<Names> {
  const tree = await fetchSeasonTree(queryClient, api, websiteId);
  const result: Names = { seasons: new Map(), competitions: new Map(), organizations: new Map() };
  const competitions = tree.organizations.flatMap((organization) => organization.competitions);
  const seasons = competitions.flatMap((competition) => competition.seasons);
  // Seasons of different competitions often share a name ('2022-23'): such a name is told apart by its
  // competition, as the season tree labels its checkboxes, so that "+2022-23, −2022-23" never happens.
  const uses = new Map<string, number>();
  for (const season of seasons) uses.set(season.nameLocal, (uses.get(season.nameLocal) ?? 0) + 1);
  for (const organization of tree.organizations) {
    result.organizations.set(organization.organizationId, organization.nameLocal);
    for (const competition of organization.competitions) {
      result.competitions.set(competition.competitionId, competition.nameLocal);
      for (const season of competition.seasons) {
        const shared = (uses.get(season.nameLocal) ?? 0) > 1;
        result.seasons.set(
          season.seasonId,
          shared ? `${season.nameLocal} (${competition.nameLocal})` : season.nameLocal,
        );
      }
    }
  }
  return result;
}

const hasSeasonTree = (feature: FeatureDefinition) => feature.fields.some((f) => f.widget === 'competitions');

/**
 * Describes changes between two versions in the screen's words (labels, lookup texts, season names) with
 * the shared describeChanges; season names fill in once loaded (ids until then).
 */
export function useDescribeChanges(): (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) => ChangeLine[] {
  const { feature, document, websiteId } = useFormEngine();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const t = useFormT();
  // Derived from the cached complist and seasons queries; no own request when the season tree has them.
  const { data: names } = useQuery({
    queryKey: ['season-names', websiteId],
    queryFn: () => loadNames(queryClient, api, websiteId),
    enabled: hasSeasonTree(feature),
  });

  return useCallback(
    (before, after) =>
      describeChanges(feature, before, after, {
        lookups: document.lookups,
        seasonName: (id) => names?.seasons.get(id),
        competitionName: (id) => names?.competitions.get(id),
        organizationName: (id) => names?.organizations.get(id),
        t: (text) => t(text),
      }),
    [feature, document.lookups, names, t],
  );
}

/** Lines of changes as a list; `empty` when there are none. */
export function ChangeList({ lines, empty }: { lines: ChangeLine[]; empty?: string }) {
  if (lines.length === 0) return empty ? <p className="text-body-secondary mb-0">{empty}</p> : null;
  return (
    <ul className="change-list mb-0">
      {lines.map((line) => (
        <li key={line.field}>{line.text}</li>
      ))}
    </ul>
  );
}
