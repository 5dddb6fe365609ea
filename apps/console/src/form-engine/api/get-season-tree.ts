import type { Competition, CompList, Organization, Season } from '@eua/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';

export type SeasonTreeData = {
  organizations: (Organization & { competitions: (Competition & { seasons: Season[] })[] })[];
};

const base = (websiteId: string) => `/v1/config/${encodeURIComponent(websiteId)}`;

/**
 * GET …/complist: the website's organisations and their competitions (docs/product.md#data-api), once per
 * website.
 */
export const complistQuery = (api: ApiClient, websiteId: string) => ({
  queryKey: ['complist', websiteId] as const,
  queryFn: () => api.get<CompList>(`${base(websiteId)}/complist`),
});

/**
 * The batched seasons call without ids: all the website's seasons in one request, however many competitions
 * there are (decision 058) — never one per competition.
 */
export const seasonsQuery = (api: ApiClient, websiteId: string) => ({
  queryKey: ['seasons', websiteId] as const,
  queryFn: async () => (await api.get<Season[]>(`${base(websiteId)}/seasons`)) ?? [],
});

const competitionsOf = (complist: CompList | undefined, org: Organization) =>
  complist?.competitions?.[String(org.organizationId)] ?? [];

const hasCompetitions = (complist: CompList | undefined) =>
  (complist?.organizations ?? []).some((org) => competitionsOf(complist, org).length > 0);

/** The organisation → competition → season tree, ids as strings. */
export function toSeasonTree(complist: CompList | undefined, seasons: readonly Season[]): SeasonTreeData {
  const byCompetition = new Map<string, Season[]>();
  for (const season of seasons) {
    const key = String(season.competitionId);
    byCompetition.set(key, [
      ...(byCompetition.get(key) ?? []),
      { ...season, seasonId: String(season.seasonId) },
    ]);
  }
  return {
    organizations: (complist?.organizations ?? []).map((org) => ({
      ...org,
      organizationId: String(org.organizationId),
      competitions: competitionsOf(complist, org).map((c) => ({
        ...c,
        competitionId: String(c.competitionId),
        seasons: byCompetition.get(String(c.competitionId)) ?? [],
      })),
    })),
  };
}

/** The tree from the cache, read once per website (the season names of History, decision 064). */
export async function fetchSeasonTree(
  queryClient: QueryClient,
  api: ApiClient,
  websiteId: string,
): Promise<SeasonTreeData> {
  const complist = await queryClient.ensureQueryData(complistQuery(api, websiteId));
  const seasons = hasCompetitions(complist)
    ? await queryClient.ensureQueryData(seasonsQuery(api, websiteId))
    : [];
  return toSeasonTree(complist, seasons);
}

/**
 * The tree in a fixed number of requests: the complist, then (when it has competitions) the batched seasons
 * call. Both are cached per website, so the General screen, the fixtures fragment and Competition Admin of one
 * website share them.
 */
export function useSeasonTree(websiteId: string, enabled = true) {
  const api = useApiClient();
  const complist = useQuery({ ...complistQuery(api, websiteId), enabled });
  const needsSeasons = enabled && complist.isSuccess && hasCompetitions(complist.data);
  const seasons = useQuery({ ...seasonsQuery(api, websiteId), enabled: needsSeasons });
  const error = complist.error ?? seasons.error;
  const ready = complist.isSuccess && (!needsSeasons || seasons.isSuccess);
  return {
    tree: ready ? toSeasonTree(complist.data, needsSeasons ? (seasons.data ?? []) : []) : null,
    error,
  };
}
