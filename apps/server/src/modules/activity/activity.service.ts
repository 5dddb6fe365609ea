/**
 * Reading a customer's activity log (docs/product.md#activity, decision 105): pages for the console and the
 * API, and every matching entry as CSV. Read scope suffices; only the token's customer's entries are read.
 */
import {
  type ActivityEntry,
  type ActivityFilter,
  type ActivityQuery,
  describeActivityChange,
  describeWriteSource,
  featureByResource,
  type WriteSource,
} from '@eua/shared';
import type { ConfigSubscriber } from '../../core/config-events';
import type { Db, Queryable } from '../../db';
import { badRequest } from '../../http/errors';
import type { VerifiedProductToken } from '../tokens/product-token';
import { ownWebsite } from '../websites/websites.service';
import {
  type ActivityKey,
  listActivity,
  recordCustomerEntry,
  recordRefusal,
  recordSaved,
} from './activity.repo';

/**
 * Records a change to the customer itself (a member's role, an API token) in the log, through `tx`, the
 * change's own transaction: another module's way to write an entry that is not a configuration write.
 */
export const recordCustomerChange = (
  tx: Queryable,
  entry: { customerId: string; who: string; resource: 'members' | 'api-tokens'; source: WriteSource },
): Promise<void> => recordCustomerEntry(tx, entry);

const CURSOR_MESSAGE = 'must be the cursor of a links.next of this list';
const KEY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

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
    KEY_TIME.test(parsed[0]) &&
    !Number.isNaN(Date.parse(parsed[0])) &&
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
];

/**
 * A CSV cell (RFC 4180): quoted when it holds a quote, comma or line break; text a spreadsheet would run as a
 * formula (= + - @ at the start) is prefixed with an apostrophe.
 */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(cell).join(',')}\r\n`;

function csvRow(entry: ActivityEntry): string {
  const feature = featureByResource(entry.resource);
  return csvLine([
    entry.createdAt,
    entry.user.name ?? entry.user.sub,
    entry.user.email,
    entry.website.websiteId,
    entry.website.name,
    feature?.title ?? entry.resource,
    describeWriteSource(entry.source),
    entry.outcome,
    entry.status,
    describeActivityChange(entry, feature),
    entry.version,
    entry.changedFields.join(' '),
  ]);
}

/** How many entries one read of the export takes: the CSV is written as they come, never held whole. */
const CSV_BATCH = 500;

/**
 * Every entry matching `filter` as CSV, newest first, a header row first. Checked (a website of the customer)
 * before the first line, so a refusal is an answer of its own; then read a batch at a time by the same keyset
 * as the pages, so entries written during the export (newer than its first) are not in it.
 */
export async function activityCsv(
  db: Db,
  principal: VerifiedProductToken,
  filter: ActivityFilter,
): Promise<AsyncIterable<string>> {
  await checkFilter(db, principal, filter);
  return (async function* lines() {
    yield csvLine(CSV_HEADER);
    let after: ActivityKey | undefined;
    do {
      const page = await listActivity(db, principal.customerId, filter, { limit: CSV_BATCH, after });
      yield page.entries.map(csvRow).join('');
      after = page.next;
    } while (after);
  })();
}

/**
 * The activity log as a subscriber of the "configuration committed" event (decision 121): a saved write's
 * entry in the write's own transaction, a refused one's in a statement of its own.
 */
export const activityLog: ConfigSubscriber = {
  inTransaction: (tx, event) => recordSaved(tx, event),
  refused: (db, event) => recordRefusal(db, event),
};
