/**
 * The usage tables (docs/product.md#usage-and-health, decisions 131 and 152): one statement adds an interval's
 * counts of one instance to what every instance added before, reads by customer, and the
 * retention sweep. Only this file writes SQL for usage.
 */
import type { UsageGranularity, UsageOrigin } from '@eua/shared';
import type { Queryable } from '../../db';
import type { UsageSnapshot } from './usage-counters';

const iso = (ms: number) => new Date(ms).toISOString();
const isoDay = (ms: number) => iso(ms).slice(0, 10);

/**
 * The rows of a flush as one text, a line per row and a tab between fields: PostgreSQL splits one text several
 * times faster than it parses ten thousand array elements per column (decision 152). Website ids and origins
 * come from outside, so `free` writes their `%`, tab and line break as `%25`, `%09`, `%0A` and `text` reads
 * them back; widget ids, outcomes, times and counts are the server's own words and numbers.
 */
const lines = (rows: string[][]): string => rows.map((row) => row.join('\t')).join('\n');
const free = (value: string) => value.replaceAll('%', '%25').replaceAll('\t', '%09').replaceAll('\n', '%0A');

/** Field `n` of a `lines` row in SQL. */
const field = (n: number) => `split_part(line, E'\\t', ${n})`;
/** Field `n`, written by `free`, decoded. */
const text = (n: number) =>
  `replace(replace(replace(${field(n)}, '%0A', E'\\n'), '%09', E'\\t'), '%25', '%')`;

/**
 * Adds `snapshot` to the tables in one statement; answers how many rows it touched. Rows that exist (every
 * flush of an hour after its first) are updated through a join, which costs about half of an insert that
 * finds its conflict row by row; only the keys no row holds yet are inserted, and `on conflict` still adds
 * what another instance inserted meanwhile (decision 152).
 */
export async function addUsage(db: Queryable, snapshot: UsageSnapshot): Promise<number> {
  const { counts, origins } = snapshot;
  const rows = await db.query<{ touched: number }>(
    `with c_in (website_id, widget, hour, outcome, n) as (
       select ${text(1)}, ${field(2)}, ${field(3)}::timestamptz, ${field(4)}, ${field(5)}::bigint
       from string_to_table($1::text, E'\\n') as line
     ), c_up as (
       update usage_counts t set n = t.n + c_in.n
       from c_in
       where t.website_id = c_in.website_id and t.hour = c_in.hour and t.widget = c_in.widget
         and t.outcome = c_in.outcome
       returning t.website_id, t.hour, t.widget, t.outcome
     ), c_new as (
       insert into usage_counts (website_id, widget, hour, outcome, n)
       select * from c_in
       where not exists (
         select 1 from c_up
         where c_up.website_id = c_in.website_id and c_up.hour = c_in.hour and c_up.widget = c_in.widget
           and c_up.outcome = c_in.outcome
       )
       on conflict (website_id, hour, widget, outcome) do update set n = usage_counts.n + excluded.n
       returning 1
     ), o_in (website_id, day, origin, allowed, n, first_seen, last_seen) as (
       select ${text(1)}, ${field(2)}::date, ${text(3)}, ${field(4)} = 't', ${field(5)}::bigint,
              ${field(6)}::timestamptz, ${field(7)}::timestamptz
       from string_to_table($2::text, E'\\n') as line
     ), o_up as (
       update usage_origins t
       set n = t.n + o_in.n,
           first_seen = least(t.first_seen, o_in.first_seen),
           last_seen = greatest(t.last_seen, o_in.last_seen)
       from o_in
       where t.website_id = o_in.website_id and t.day = o_in.day and t.origin = o_in.origin
         and t.allowed = o_in.allowed
       returning t.website_id, t.day, t.origin, t.allowed
     ), o_new as (
       insert into usage_origins (website_id, day, origin, allowed, n, first_seen, last_seen)
       select * from o_in
       where not exists (
         select 1 from o_up
         where o_up.website_id = o_in.website_id and o_up.day = o_in.day and o_up.origin = o_in.origin
           and o_up.allowed = o_in.allowed
       )
       on conflict (website_id, day, origin, allowed) do update
         set n = usage_origins.n + excluded.n,
             first_seen = least(usage_origins.first_seen, excluded.first_seen),
             last_seen = greatest(usage_origins.last_seen, excluded.last_seen)
       returning 1
     )
     select ((select count(*) from c_up) + (select count(*) from c_new)
           + (select count(*) from o_up) + (select count(*) from o_new))::int as touched`,
    [
      lines(counts.map((e) => [free(e.websiteId), e.widget, iso(e.hour), e.outcome, String(e.n)])),
      lines(
        origins.map((e) => [
          free(e.websiteId),
          isoDay(e.day),
          free(e.origin),
          e.allowed ? 't' : 'f',
          String(e.n),
          iso(e.firstSeen),
          iso(e.lastSeen),
        ]),
      ),
    ],
  );
  return rows[0]?.touched ?? 0;
}

/** Deletes what is older than `before` (hours before it, days before its day). */
export async function sweepUsage(db: Queryable, before: Date): Promise<void> {
  await db.query('delete from usage_counts where hour < $1', [before.toISOString()]);
  await db.query('delete from usage_origins where day < $1::date', [before.toISOString().slice(0, 10)]);
}

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
       from usage_counts u join websites w on w.id = u.website_id and w.customer_id = $1
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
       from usage_origins
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
