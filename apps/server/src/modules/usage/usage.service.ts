/**
 * Reading usage (docs/product.md#usage-and-health, decision 131): what the database holds for the token's
 * customer, plus what this instance counted and has not written yet, so a load shows at once on the instance
 * that served it (other instances' counts arrive with their next flush, within a minute). Read scope suffices.
 */
import {
  type UsageAnswer,
  type UsageOrigin,
  type UsageOriginsQuery,
  type UsageOutcome,
  type UsageQuery,
  type UsageRow,
  usageOutcomes,
} from '@eua/shared';
import type { Db } from '../../db';
import type { VerifiedProductToken } from '../tokens/product-token';
import { ownWebsite } from '../websites/websites.service';
import { customerWebsiteIds, readUsageCounts, readUsageOrigins } from './usage.repo';
import type { UsageCounters } from './usage-counters';

const DAY_MS = 86_400_000;
/** A report without `from` covers the 30 days before its end. */
export const DEFAULT_USAGE_DAYS = 30;

export type UsageDeps = { db: Db; counters: UsageCounters; now: () => number };

/** The span asked for, with its defaults: up to now, 30 days back. */
export function spanOf(query: { from?: Date | undefined; to?: Date | undefined }, now: number) {
  const to = query.to ?? new Date(now);
  const from = query.from ?? new Date(to.getTime() - DEFAULT_USAGE_DAYS * DAY_MS);
  return { from, to };
}

const bucketOf = (ms: number, granularity: UsageQuery['granularity']) => {
  const size = granularity === 'day' ? DAY_MS : 3_600_000;
  return `${new Date(ms - (ms % size)).toISOString().slice(0, 13)}:00:00Z`;
};

const emptyRow = (websiteId: string, widget: string, at: string): UsageRow => ({
  websiteId,
  widget,
  at,
  ...(Object.fromEntries(usageOutcomes.map((outcome) => [outcome, 0])) as Record<UsageOutcome, number>),
});

export async function readUsage(
  deps: UsageDeps,
  principal: VerifiedProductToken,
  query: UsageQuery,
): Promise<UsageAnswer> {
  const { db, counters } = deps;
  if (query.websiteId !== undefined) await ownWebsite(db, principal, query.websiteId);
  const span = spanOf(query, deps.now());
  const filter = {
    ...span,
    websiteId: query.websiteId,
    widget: query.widget,
    granularity: query.granularity,
  };
  const stored = await readUsageCounts(db, principal.customerId, filter);
  const rows = new Map<string, UsageRow>();
  const add = (websiteId: string, widget: string, at: string, outcome: string, n: number) => {
    const key = `${websiteId}\n${widget}\n${at}`;
    let row = rows.get(key);
    if (!row) {
      row = emptyRow(websiteId, widget, at);
      rows.set(key, row);
    }
    if ((usageOutcomes as readonly string[]).includes(outcome)) row[outcome as UsageOutcome] += n;
  };
  for (const row of stored) add(row.websiteId, row.widget, row.at, row.outcome, row.n);
  const pending = counters.pending().counts;
  if (pending.length > 0) {
    const own = new Set(
      query.websiteId !== undefined ? [query.websiteId] : await customerWebsiteIds(db, principal.customerId),
    );
    const from = span.from.getTime();
    const to = span.to.getTime();
    for (const entry of pending) {
      if (!own.has(entry.websiteId) || (query.widget && entry.widget !== query.widget)) continue;
      if (entry.hour < from || entry.hour >= to) continue;
      add(entry.websiteId, entry.widget, bucketOf(entry.hour, query.granularity), entry.outcome, entry.n);
    }
  }
  const data = [...rows.values()].sort(
    (a, b) =>
      a.websiteId.localeCompare(b.websiteId) || a.widget.localeCompare(b.widget) || a.at.localeCompare(b.at),
  );
  return {
    data,
    span: { from: span.from.toISOString(), to: span.to.toISOString(), granularity: query.granularity },
  };
}

const CSV_HEADER = [
  'Website ID',
  'Widget',
  'At',
  'Served',
  'Revalidated',
  'Refused',
  'Not found',
  'Limited',
  'Errors',
];

/** A CSV cell (RFC 4180); text a spreadsheet would run as a formula is prefixed with an apostrophe. */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function usageCsv(answer: UsageAnswer): string {
  const lines = [
    CSV_HEADER,
    ...answer.data.map((row) => [row.websiteId, row.widget, row.at, ...usageOutcomes.map((o) => row[o])]),
  ];
  return lines.map((line) => `${line.map(cell).join(',')}\r\n`).join('');
}

export async function readOrigins(
  deps: UsageDeps,
  principal: VerifiedProductToken,
  query: UsageOriginsQuery,
): Promise<UsageOrigin[]> {
  const { db, counters } = deps;
  await ownWebsite(db, principal, query.websiteId);
  const span = spanOf(query, deps.now());
  const stored = await readUsageOrigins(db, query.websiteId, span);
  const byKey = new Map(stored.map((origin) => [`${origin.allowed}\n${origin.origin}`, origin]));
  const fromDay = span.from.getTime() - (span.from.getTime() % DAY_MS);
  for (const entry of counters.pending().origins) {
    if (entry.websiteId !== query.websiteId || entry.day < fromDay || entry.day >= span.to.getTime())
      continue;
    const key = `${entry.allowed}\n${entry.origin}`;
    const known = byKey.get(key);
    const first = new Date(entry.firstSeen).toISOString();
    const last = new Date(entry.lastSeen).toISOString();
    if (!known) {
      byKey.set(key, {
        origin: entry.origin,
        allowed: entry.allowed,
        count: entry.n,
        firstSeen: first,
        lastSeen: last,
      });
      continue;
    }
    known.count += entry.n;
    if (first < known.firstSeen) known.firstSeen = first;
    if (last > known.lastSeen) known.lastSeen = last;
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count || a.origin.localeCompare(b.origin));
}
