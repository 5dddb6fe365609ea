/**
 * The usage tables (docs/product.md#usage-and-health, decisions 131 and 162): a flush appends an interval's
 * counts of one instance as new rows, in one statement; the retention sweep of every instance folds those rows
 * into one row per key; reads sum both. Only this file writes SQL for usage.
 */
import type { UsageGranularity, UsageOrigin } from '@eua/shared';
import type { Db, Queryable } from '../../db';
import type { UsageSnapshot } from './usage-counters';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The rows of a flush as one text, a line per row and a tab between fields: PostgreSQL splits one text several
 * times faster than it parses ten thousand array elements per column (decisions 152, 162). Website ids and
 * origins come from outside, so `free` writes their `%`, tab and line break as `%25`, `%09`, `%0A` and `text`
 * reads them back; widget ids, outcomes, times (milliseconds since 1970, cheaper to read than a date text) and
 * counts are the server's own words and numbers.
 */
const lines = (rows: string[][]): string => rows.map((row) => row.join('\t')).join('\n');
const free = (value: string) => value.replaceAll('%', '%25').replaceAll('\t', '%09').replaceAll('\n', '%0A');

/** Field `n` of a `lines` row in SQL. */
const field = (n: number) => `split_part(line, E'\\t', ${n})`;
/** Field `n`, written by `free`, decoded. */
const text = (n: number) =>
  `replace(replace(replace(${field(n)}, '%0A', E'\\n'), '%09', E'\\t'), '%25', '%')`;
/** Field `n`, milliseconds since 1970, as a time (to the millisecond: PostgreSQL keeps microseconds). */
const time = (n: number) => `to_timestamp(${field(n)}::bigint / 1000.0)`;

/**
 * Appends `snapshot` to the tables in one statement, as new rows: no row is read, updated or checked for a
 * conflict, so instances flushing at once never wait for each other (decision 162). Answers how many rows it
 * wrote.
 */
export async function addUsage(db: Queryable, snapshot: UsageSnapshot): Promise<number> {
  const { counts, origins } = snapshot;
  await db.query(
    `with o as (
       insert into usage_origin_deltas (website_id, day, origin, allowed, n, first_seen, last_seen)
       select ${text(1)}, ${field(2)}::date, ${text(3)}, ${field(4)} = 't', ${field(5)}::bigint, ${time(6)},
              ${time(7)}
       from string_to_table($2::text, E'\\n') as line
     )
     insert into usage_count_deltas (website_id, widget, hour, outcome, n)
     select ${text(1)}, ${field(2)}, ${time(3)}, ${field(4)}, ${field(5)}::bigint
     from string_to_table($1::text, E'\\n') as line`,
    [
      lines(counts.map((e) => [free(e.websiteId), e.widget, String(e.hour), e.outcome, String(e.n)])),
      lines(
        origins.map((e) => [
          free(e.websiteId),
          isoDay(e.day),
          free(e.origin),
          e.allowed ? 't' : 'f',
          String(e.n),
          String(e.firstSeen),
          String(e.lastSeen),
        ]),
      ),
    ],
  );
  return counts.length + origins.length;
}

/** The advisory lock one fold holds (migrations hold 727001): a second instance's fold meanwhile skips. */
const FOLD_LOCK = 727162;

/**
 * Folds every appended row into one row per key of the totals, in one transaction (decision 162): the rows
 * are deleted and their sums added to the totals together, so a reader sees them on one side or the other,
 * never both nor neither, and a flush committed meanwhile is kept for the next fold. One instance folds at a
 * time; another that tries meanwhile does nothing (the next sweep folds what it would have). Answers how many
 * appended rows it folded.
 */
export async function foldUsage(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ held: boolean }>('select pg_try_advisory_xact_lock($1) as held', [
      FOLD_LOCK,
    ]);
    if (!lock?.held) return 0;
    const [counts] = await tx.query<{ folded: string }>(
      `with moved as (
         delete from usage_count_deltas returning website_id, widget, hour, outcome, n
       ), added as (
         insert into usage_count_totals (website_id, widget, hour, outcome, n)
         select website_id, widget, hour, outcome, sum(n) from moved
         group by website_id, widget, hour, outcome
         on conflict (website_id, hour, widget, outcome) do update set n = usage_count_totals.n + excluded.n
       )
       select count(*) as folded from moved`,
    );
    const [origins] = await tx.query<{ folded: string }>(
      `with moved as (
         delete from usage_origin_deltas returning website_id, day, origin, allowed, n, first_seen, last_seen
       ), added as (
         insert into usage_origin_totals (website_id, day, origin, allowed, n, first_seen, last_seen)
         select website_id, day, origin, allowed, sum(n), min(first_seen), max(last_seen) from moved
         group by website_id, day, origin, allowed
         on conflict (website_id, day, origin, allowed) do update
           set n = usage_origin_totals.n + excluded.n,
               first_seen = least(usage_origin_totals.first_seen, excluded.first_seen),
               last_seen = greatest(usage_origin_totals.last_seen, excluded.last_seen)
       )
       select count(*) as folded from moved`,
    );
    return Number(counts?.folded ?? 0) + Number(origins?.folded ?? 0);
  });
}

/** Deletes what is older than `before` (hours before it, days before its day), folded or not. */
export async function sweepUsage(db: Queryable, before: Date): Promise<void> {
  const hour = before.toISOString();
  const day = hour.slice(0, 10);
  await db.query('delete from usage_count_totals where hour < $1', [hour]);
  await db.query('delete from usage_count_deltas where hour < $1', [hour]);
  await db.query('delete from usage_origin_totals where day < $1::date', [day]);
  await db.query('delete from usage_origin_deltas where day < $1::date', [day]);
}

/** The counts in SQL: the folded totals and the rows appended since, to be summed per key. */
const COUNTS = `(select website_id, widget, hour, outcome, n from usage_count_totals
                 union all
                 select website_id, widget, hour, outcome, n from usage_count_deltas)`;
/** The origins in SQL, the same way. */
const ORIGINS = `(select website_id, day, origin, allowed, n, first_seen, last_seen from usage_origin_totals
                  union all
                  select website_id, day, origin, allowed, n, first_seen, last_seen from usage_origin_deltas)`;

type CountRow = { websiteId: string; widget: string; at: string; outcome: string; n: string };

/**
 * The customer's counts in [from, to), per website, widget, hour or day and outcome; `websiteId` and
 * `widget` narrow it. Websites of another customer are never read.
 */
export async function readUsageCounts(
  db: Queryable,
  customerId: string,
  filter: {
    websiteId?: string | undefined;
    widget?: string | undefined;
    from: Date;
    to: Date;
    granularity: UsageGranularity;
  },
): Promise<{ websiteId: string; widget: string; at: string; outcome: string; n: number }[]> {
  const rows = await db.query<CountRow>(
    `select u.website_id as "websiteId", u.widget,
            to_char(date_trunc($4, u.hour at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:00:00"Z"') as at,
            u.outcome, sum(u.n)::text as n
       from ${COUNTS} u join websites w on w.id = u.website_id and w.customer_id = $1
      where u.hour >= $2 and u.hour < $3
        and ($5::text is null or u.website_id = $5)
        and ($6::text is null or u.widget = $6)
      group by 1, 2, 3, 4
      order by 1, 2, 3`,
    [
      customerId,
      filter.from.toISOString(),
      filter.to.toISOString(),
      filter.granularity,
      filter.websiteId ?? null,
      filter.widget ?? null,
    ],
  );
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

type OriginRow = { origin: string; allowed: boolean; count: string; firstSeen: string; lastSeen: string };

/** The origins that asked for a website's widgets on the days of [from, to), most requests first. */
export async function readUsageOrigins(
  db: Queryable,
  websiteId: string,
  span: { from: Date; to: Date },
): Promise<UsageOrigin[]> {
  const rows = await db.query<OriginRow>(
    `select origin, allowed, sum(n)::text as count,
            to_char(min(first_seen) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "firstSeen",
            to_char(max(last_seen) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastSeen"
       from ${ORIGINS} u
      where website_id = $1 and day >= $2::date and day <= $3::date
      group by origin, allowed
      order by sum(n) desc, origin
      limit 1000`,
    [
      websiteId,
      span.from.toISOString().slice(0, 10),
      new Date(span.to.getTime() - 1).toISOString().slice(0, 10),
    ],
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The ids of the customer's websites (to add this instance's unwritten counts to a report of all of them). */
export async function customerWebsiteIds(db: Queryable, customerId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>('select id from websites where customer_id = $1', [customerId]);
  return rows.map((row) => row.id);
}
