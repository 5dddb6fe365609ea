/** The sign-in lock-out's state in `sign_in_failures` (decision 066); only this file writes its SQL. */
import type { Queryable } from '../../db';

export type ThrottleRow = {
  key: string;
  failures: number;
  lastFailureAt: number;
  lockedUntil: number | undefined;
};

type Row = {
  key: string;
  failures: number;
  last_failure_at: Date | string;
  locked_until: Date | string | null;
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The rows of `keys`, created when missing and locked for the rest of the transaction (`for update`), in key
 * order so two attempts that lock the same keys never wait for each other in a circle.
 */
export async function lockThrottleRows(tx: Queryable, keys: string[], now: number): Promise<ThrottleRow[]> {
  const rows: ThrottleRow[] = [];
  for (const key of [...keys].sort()) {
    await tx.query(
      `insert into sign_in_failures (key, failures, last_failure_at) values ($1, 0, $2::timestamptz)
       on conflict (key) do nothing`,
      [key, iso(now)],
    );
    const [row] = await tx.query<Row>(
      'select key, failures, last_failure_at, locked_until from sign_in_failures where key = $1 for update',
      [key],
    );
    if (!row) throw new Error('sign-in throttle: a row just written is missing');
    rows.push({
      key: row.key,
      failures: Number(row.failures),
      lastFailureAt: new Date(row.last_failure_at).getTime(),
      lockedUntil: row.locked_until === null ? undefined : new Date(row.locked_until).getTime(),
    });
  }
  return rows;
}

export async function saveThrottleRow(tx: Queryable, row: ThrottleRow): Promise<void> {
  await tx.query(
    `update sign_in_failures set failures = $2, last_failure_at = $3::timestamptz, locked_until = $4::timestamptz
     where key = $1`,
    [
      row.key,
      row.failures,
      iso(row.lastFailureAt),
      row.lockedUntil === undefined ? null : iso(row.lockedUntil),
    ],
  );
}

export async function deleteThrottleRow(db: Queryable, key: string): Promise<void> {
  await db.query('delete from sign_in_failures where key = $1', [key]);
}

/**
 * Takes back one counted attempt that turned out right; a lock-out that attempt started (the count fell
 * below `maxFailures` again) ends with it.
 */
export async function takeBackAttempt(db: Queryable, key: string, maxFailures: number): Promise<void> {
  await db.query(
    `update sign_in_failures
       set failures = greatest(failures - 1, 0),
           locked_until = case when failures - 1 < $2 then null else locked_until end
     where key = $1`,
    [key, maxFailures],
  );
}

/** Forgets keys with no attempt since `before` and no lock-out still running at `now`. */
export async function deleteStaleThrottleRows(db: Queryable, before: number, now: number): Promise<void> {
  await db.query(
    `delete from sign_in_failures
     where last_failure_at < $1::timestamptz and (locked_until is null or locked_until <= $2::timestamptz)`,
    [iso(before), iso(now)],
  );
}
