/**
 * The counts of the request limits (decision 066) in `rate_limit_counters`: one row per key and fixed window,
 * counted by one atomic upsert, so instances on one database share them.
 */
import type { Queryable } from '../db';

export type Counter = { hits: number; windowEndsAt: number };

type CounterRow = { hits: number; window_ends_at: Date | string };

const counterOf = (row: CounterRow): Counter => ({
  hits: Number(row.hits),
  windowEndsAt: new Date(row.window_ends_at).getTime(),
});

/**
 * Counts one hit of `key` at `now` (ms), or `count` hits (a request that makes several writes); a window that
 * has ended starts again with these hits.
 */
export async function countHit(
  db: Queryable,
  key: string,
  now: number,
  windowMs: number,
  count = 1,
): Promise<Counter> {
  const rows = await db.query<CounterRow>(
    `insert into rate_limit_counters as c (key, hits, window_ends_at) values ($1, $4, $3::timestamptz)
     on conflict (key) do update set
       hits = case when c.window_ends_at <= $2::timestamptz then $4 else c.hits + $4 end,
       window_ends_at = case when c.window_ends_at <= $2::timestamptz then excluded.window_ends_at
                             else c.window_ends_at end
     returning hits, window_ends_at`,
    [key, new Date(now).toISOString(), new Date(now + windowMs).toISOString(), count],
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit: the counter upsert returned no row');
  return counterOf(row);
}

/** The count of `key` in its current window, without counting; undefined when no window is open. */
export async function readCounter(db: Queryable, key: string, now: number): Promise<Counter | undefined> {
  const rows = await db.query<CounterRow>(
    'select hits, window_ends_at from rate_limit_counters where key = $1 and window_ends_at > $2::timestamptz',
    [key, new Date(now).toISOString()],
  );
  return rows[0] ? counterOf(rows[0]) : undefined;
}

export async function deleteEndedCounters(db: Queryable, now: number): Promise<void> {
  await db.query('delete from rate_limit_counters where window_ends_at <= $1::timestamptz', [
    new Date(now).toISOString(),
  ]);
}
