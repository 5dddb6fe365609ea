import {
  type UsageGranularity,
  type UsageOrigin,
  type UsageOutcome,
  type UsageRow,
  usageOutcomes,
} from '@eua/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';

/** The periods the usage pages offer (docs/product.md#usage-and-health). */
export const usagePeriods = [7, 30, 90] as const;
export type UsagePeriod = (typeof usagePeriods)[number];

const DAY_MS = 86_400_000;

/** The span of the last `days` days up to now, as the API takes it: whole UTC days, today included. */
export function spanOfDays(days: number, now = Date.now()): { from: string; to: string } {
  const today = now - (now % DAY_MS);
  return {
    from: new Date(today - (days - 1) * DAY_MS).toISOString(),
    to: new Date(today + DAY_MS).toISOString(),
  };
}

/** The days of the span, oldest first, as `YYYY-MM-DD` (UTC). */
export function daysOf(days: number, now = Date.now()): string[] {
  const today = now - (now % DAY_MS);
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

export type UsageFilter = { websiteId?: string; days: UsagePeriod; granularity?: UsageGranularity };

export function usagePath(filter: UsageFilter, base = '/v1/usage'): string {
  const query = new URLSearchParams({ ...spanOfDays(filter.days), granularity: filter.granularity ?? 'day' });
  if (filter.websiteId) query.set('websiteId', filter.websiteId);
  return `${base}?${query}`;
}

/** GET /v1/usage: the counts per website, widget and day. */
export function useUsage(filter: UsageFilter) {
  const api = useApiClient();
  const path = usagePath(filter);
  return useQuery({
    queryKey: ['usage', path],
    queryFn: () => api.get<UsageRow[]>(path),
    // New loads are counted all the time: read afresh whenever the page is shown.
    staleTime: 0,
  });
}

/** GET /v1/usage/origins: the page origins that asked for a website's widgets. */
export function useUsageOrigins(websiteId: string, days: UsagePeriod) {
  const api = useApiClient();
  const query = new URLSearchParams({ websiteId, ...spanOfDays(days) });
  const path = `/v1/usage/origins?${query}`;
  return useQuery({
    queryKey: ['usage-origins', path],
    queryFn: () => api.get<UsageOrigin[]>(path),
    staleTime: 0,
  });
}

/** Downloads GET /v1/usage.csv for the filter as `usage.csv`. */
export async function downloadUsageCsv(api: ApiClient, filter: UsageFilter): Promise<void> {
  const blob = await api.getFile(usagePath(filter, '/v1/usage.csv'));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'usage.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** What a set of rows adds up to: loads (served and revalidated), each outcome, and the last day with a load. */
export type UsageTotals = Record<UsageOutcome, number> & { loads: number; lastLoad: string | null };

export function totalsOf(rows: readonly UsageRow[]): UsageTotals {
  const totals = {
    ...(Object.fromEntries(usageOutcomes.map((outcome) => [outcome, 0])) as Record<UsageOutcome, number>),
    loads: 0,
    lastLoad: null as string | null,
  };
  for (const row of rows) {
    for (const outcome of usageOutcomes) totals[outcome] += row[outcome];
    const loads = row.served + row.revalidated;
    totals.loads += loads;
    if (loads > 0 && (totals.lastLoad === null || row.at > totals.lastLoad)) totals.lastLoad = row.at;
  }
  return totals;
}

/** Loads per day of `days` (oldest first), from daily rows. */
export function loadsPerDay(rows: readonly UsageRow[], days: readonly string[]): number[] {
  const byDay = new Map<string, number>();
  for (const row of rows) {
    const day = row.at.slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + row.served + row.revalidated);
  }
  return days.map((day) => byDay.get(day) ?? 0);
}
