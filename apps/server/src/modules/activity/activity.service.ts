/**
 * Reading a customer's activity log (docs/product.md#activity, decision 105): pages for the console and the
 * API, and every matching entry as CSV. Read scope suffices; only the token's customer's entries are read.
 */
import {
  type ActivityEntry,
  type ActivityFilter,
  type ActivityPerson,
  type ActivityQuery,
  describeActivityChange,
  describeActivityHow,
  featureByResource,
  inActivityRange,
  readIsoInstant,
  type WriteSource,
} from '@eua/shared';
import type { ConfigSubscriber } from '../../core/config-events';
import { sourceOf } from '../../core/write-source';
import type { Db, Queryable } from '../../db';
import { badRequest } from '../../http/errors';
import type { VerifiedProductToken } from '../tokens/product-token';
import { ownWebsite } from '../websites/websites.service';
import {
  type ActivityInsert,
  type ActivityKey,
  deleteActivityBefore,
  insertActivity,
  listActivity,
  listActivityPeople,
  listEntriesWithChangePrefix,
  recordRefusal,
  recordSaved,
} from './activity.repo';

/**
 * Records one entry of the customer's log (decision 129) through `tx`: pass the transaction of the change it
 * records, so the entry is there exactly when the change is. Any module records its own kinds of entry with
 * it (add the kind to `activityActions` in @eua/shared and its words to `describeActivityAction`); a
 * configuration write is recorded by the "configuration committed" event instead.
 */
export type ActivityRecord = ActivityInsert;
export const recordActivity = (tx: Queryable, entry: ActivityRecord): Promise<void> =>
  insertActivity(tx, entry);
/**
 * Records a change to the customer itself (a member's role, an API token, a webhook) in the log, through `tx`,
 * the change's own transaction: an entry of the one kind every module records (`recordActivity`) that names no
 * website, with the change's source and the fields it changed. `who` is null when the server itself acted.
 */
export const recordCustomerChange = (
  tx: Queryable,
  entry: {
    customerId: string;
    who: string | null;
    resource: 'members' | 'api-tokens' | 'webhooks';
    source: WriteSource;
    changedFields?: string[];
  },
): Promise<void> =>
  // No website: an empty id, as the log has stored these entries since it began.
  insertActivity(tx, { ...entry, action: 'config-write', website: { websiteId: '', name: null } });

const CURSOR_MESSAGE = 'must be the cursor of a links.next of this list';
const KEY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A cursor's time: the form the list writes, a real day and time (no 30 February), in the log's range. */
function isKeyTime(text: string): boolean {
  if (!KEY_TIME.test(text)) return false;
  const read = readIsoInstant(text);
  return read !== undefined && inActivityRange(read.at);
}

/** The cursor of links.next: the last entry's key, opaque to clients (base64url of JSON). */
export const cursorOf = (key: ActivityKey): string =>
  Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');

function keyOf(cursor: string): ActivityKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    typeof parsed[0] === 'string' &&
    isKeyTime(parsed[0]) &&
    typeof parsed[1] === 'string' &&
    /^\d{1,18}$/.test(parsed[1])
  ) {
    return { createdAt: parsed[0], id: parsed[1] };
  }
  throw badRequest(`Invalid query: cursor ${CURSOR_MESSAGE}`, [{ field: 'cursor', message: CURSOR_MESSAGE }]);
}

/** A website filter names one of the customer's websites, else 404 as everywhere (not an empty page). */
async function checkFilter(db: Db, principal: VerifiedProductToken, filter: ActivityFilter): Promise<void> {
  if (filter.websiteId !== undefined) await ownWebsite(db, principal, filter.websiteId);
}

export async function readActivity(
  db: Db,
  principal: VerifiedProductToken,
  query: ActivityQuery,
): Promise<{ entries: ActivityEntry[]; next: string | undefined }> {
  const { limit, cursor, ...filter } = query;
  const after = cursor === undefined ? undefined : keyOf(cursor);
  await checkFilter(db, principal, filter);
  const page = await listActivity(db, principal.customerId, filter, { limit, after });
  return { entries: page.entries, next: page.next && cursorOf(page.next) };
}

/** The people who appear in the customer's log, for the Person filter: by name (else email, else id). */
export async function readActivityPeople(db: Db, principal: VerifiedProductToken): Promise<ActivityPerson[]> {
  const people = await listActivityPeople(db, principal.customerId);
  const label = (person: ActivityPerson) => person.name ?? person.email ?? person.sub;
  return people.sort((a, b) => label(a).localeCompare(label(b), 'en') || a.sub.localeCompare(b.sub));
}

const CSV_HEADER = [
  'When',
  'User',
  'Email',
  'Website ID',
  'Website',
  'Screen',
  'How',
  'Outcome',
  'Status',
  'Change',
  'Version',
  'Changed fields',
  'Reason',
];

/** Where a spreadsheet may start a new cell: the separators it may split on (`,` `;` tab) and line breaks. */
const SEPARATOR = /[,;\t\r\n]/;
/** What a spreadsheet may run as a formula at the start of a cell (OWASP CSV injection), and a quote. */
const RISKY_START = /[=+\-@\t\r"]/;

/**
 * A CSV cell (RFC 4180) neutralised per OWASP's CSV-injection guidance (decision 129): text that a
 * spreadsheet could read as the start of a cell — the cell's own start, and whatever follows a `,`, `;`,
 * tab or line break inside it, as a spreadsheet splitting on another separator would cut it — gets an
 * apostrophe before a formula character (= + - @ tab CR) or a quote; a cell holding a separator, a quote
 * or a line break, or starting with an apostrophe so added, is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  let text = '';
  let atStart = true;
  for (const char of value) {
    if (atStart && RISKY_START.test(char)) text += "'";
    text += char;
    atStart = SEPARATOR.test(char);
  }
  return /[",;\t\r\n']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

function csvRow(entry: ActivityEntry): string {
  const feature = entry.resource === null ? undefined : featureByResource(entry.resource);
  return csvLine([
    entry.createdAt,
    entry.user.name ?? entry.user.sub,
    entry.user.email,
    entry.website?.websiteId ?? null,
    entry.website?.name ?? null,
    feature?.title ?? entry.resource,
    describeActivityHow(entry),
    entry.outcome,
    entry.status,
    describeActivityChange(entry, feature),
    entry.version,
    entry.changedFields.join(' '),
    entry.reason ?? null,
  ]);
}

/** How many entries one read of the export takes: the CSV is written as they come, never held whole. */
const CSV_BATCH = 500;

/**
 * Every entry matching `filter` as CSV, newest first, a header row first. Everything that can refuse or fail
 * is done before the first line (decision 129): the filters checked (a website of the customer) and the first
 * batch read, so a refusal or a failure is an answer of its own, never a 200 that breaks off. Then read a
 * batch at a time by the same keyset as the pages, so entries written during the export (newer than its
 * first) are not in it.
 */
export async function activityCsv(
  db: Db,
  principal: VerifiedProductToken,
  filter: ActivityFilter,
): Promise<AsyncIterable<string>> {
  await checkFilter(db, principal, filter);
  const first = await listActivity(db, principal.customerId, filter, { limit: CSV_BATCH });
  return (async function* lines() {
    yield csvLine(CSV_HEADER);
    let page = first;
    for (;;) {
      yield page.entries.map(csvRow).join('');
      if (!page.next) return;
      page = await listActivity(db, principal.customerId, filter, { limit: CSV_BATCH, after: page.next });
    }
  })();
}

/** How often every instance deletes the entries older than the retention period. */
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const RETENTION_BATCH = 5_000;

/**
 * Deletes the entries older than `retentionDays` days before `now` (decision 130), a batch at a time so a
 * long-unswept log never holds one long transaction; answers how many went. Safe on every instance at
 * once: a row two sweeps both delete goes once.
 */
export async function sweepActivity(db: Db, retentionDays: number, now: number): Promise<number> {
  const before = new Date(now - retentionDays * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await deleteActivityBefore(db, before, RETENTION_BATCH);
    total += deleted;
    if (deleted < RETENTION_BATCH) return total;
  }
}

/** Sweeps at once, then every interval, until stopped; a failed sweep is logged and tried at the next. */
export function startActivitySweep(options: {
  db: Db;
  retentionDays: number;
  now: () => number;
  intervalMs?: number;
  log: { warn(error: unknown, message: string): void };
}): { stop(): Promise<void> } {
  let last: Promise<unknown> = Promise.resolve();
  const run = () => {
    last = last
      .then(() => sweepActivity(options.db, options.retentionDays, options.now()))
      .catch((error: unknown) => options.log.warn(error, 'Deleting expired activity entries failed'));
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? RETENTION_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await last;
    },
  };
}

/**
 * The activity log as a subscriber of the "configuration committed" event (decision 121): a saved write's
 * entry in the write's own transaction, a refused one's in a statement of its own.
 */
export const activityLog: ConfigSubscriber = {
  inTransaction: (tx, event) => recordSaved(tx, event),
  refused: (db, event) => recordRefusal(db, event),
};

/**
 * The changes a website's screen showed because its customer's defaults changed (decision 154): the entries
 * a defaults write recorded for it, whose lines begin with `prefix`; the newest `limit`, newest first.
 */
export async function inheritedChangesOf(
  db: Queryable,
  where: { customerId: string; websiteId: string; resource: string; prefix: string },
  limit: number,
) {
  return (await listEntriesWithChangePrefix(db, where, limit)).map((row) => ({
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    user: { sub: row.userSub, name: row.userName, email: row.userEmail },
    version: row.version ?? 0,
    changedFields: row.changedFields,
    changes: row.changes.map((line) =>
      line.startsWith(where.prefix) ? line.slice(where.prefix.length) : line,
    ),
    source: row.sourceKind === null ? null : (sourceOf(row.sourceKind, row.sourceDetail) as WriteSource),
    reason: row.reason,
  }));
}
