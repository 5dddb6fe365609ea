import { type ActivityEntry, type ActivityPerson, activityFilterNames } from '@eua/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';

/** The Activity page's filters as the address keeps them (docs/product.md#activity): text as chosen. */
export type ActivityFilters = Partial<Record<(typeof activityFilterNames)[number], string>>;

/** How many entries a page shows before "Load more". */
export const ACTIVITY_PAGE_SIZE = 50;

/**
 * The filters as the API takes them: a day chosen in the date fields is the user's own day, so `from` is the
 * start of that day and `to` the start of the day after, as instants.
 */
export function apiQueryOf(filters: ActivityFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of activityFilterNames) {
    const value = filters[name]?.trim();
    if (!value) continue;
    if (name === 'from' || name === 'to') {
      const day = new Date(`${value}T00:00:00`);
      if (Number.isNaN(day.getTime())) continue;
      if (name === 'to') day.setDate(day.getDate() + 1);
      query.set(name, day.toISOString());
    } else query.set(name, value);
  }
  return query;
}

/** GET /v1/activity, the first page; links.next carries the filters and the cursor of the following one. */
export const activityPath = (filters: ActivityFilters) => {
  const query = apiQueryOf(filters);
  query.set('limit', String(ACTIVITY_PAGE_SIZE));
  return `/v1/activity?${query}`;
};

/** GET /v1/activity.csv with the same filters: every matching entry. */
export const activityCsvPath = (filters: ActivityFilters) => {
  const query = apiQueryOf(filters).toString();
  return `/v1/activity.csv${query ? `?${query}` : ''}`;
};

const listActivity = async (api: ApiClient, path: string) => {
  const page = await api.getPage<ActivityEntry[]>(path);
  const meta = page.meta as { retentionDays?: number } | undefined;
  return { data: page.data, next: page.next, retentionDays: meta?.retentionDays };
};

/** The people who appear in the customer's log, for the Person filter (GET /v1/activity/people). */
export function useActivityPeople() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['activity', 'people'],
    queryFn: () => api.get<ActivityPerson[]>('/v1/activity/people'),
    staleTime: 0,
  });
}

/** The customer's activity, a page at a time (keyset: "Load more" follows links.next). */
export function useActivity(filters: ActivityFilters) {
  const api = useApiClient();
  const first = activityPath(filters);
  return useInfiniteQuery({
    queryKey: ['activity', first],
    queryFn: ({ pageParam }) => listActivity(api, pageParam),
    initialPageParam: first,
    getNextPageParam: (page) => page.next,
    // Someone may have written since: read afresh whenever the page is shown.
    staleTime: 0,
  });
}

/** Downloads the filtered CSV as `activity.csv`. */
export async function downloadActivityCsv(api: ApiClient, filters: ActivityFilters): Promise<void> {
  const blob = await api.getFile(activityCsvPath(filters));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'activity.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
