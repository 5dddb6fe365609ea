/**
 * The append-only usage migration and its way back (decision 162), on every engine: the rows of an existing
 * database become the totals as they are; going back folds what was appended since into one row per key of
 * the tables as they were, so no figure changes either way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test-support/engines';
import { revertMigrations, runMigrations } from './migrate';
import type { Db } from './types';

const MIGRATION = '0019-usage-append-only-deltas.sql';

const counts = (db: Db) =>
  db.query<{ website: string; widget: string; hour: string; outcome: string; n: string }>(
    `select website_id as website, widget, to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as hour,
            outcome, n::text as n
       from usage_counts order by 1, 2, 3, 4`,
  );
const origins = (db: Db) =>
  db.query<{ website: string; day: string; origin: string; n: string; first: string; last: string }>(
    `select website_id as website, day::text as day, origin, n::text as n,
            to_char(first_seen at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') as first,
            to_char(last_seen at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') as last
       from usage_origins order by 1, 2, 3`,
  );
const kindOf = async (db: Db, table: string) =>
  (
    await db.query<{ kind: string }>(
      `select table_type as kind from information_schema.tables where table_name = $1`,
      [table],
    )
  )[0]?.kind;

describe.each(engines)('usage append-only migration on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.open());
    // A database as it stood before: one row per key, updated by every flush.
    await revertMigrations(db, MIGRATION);
    await db.query(
      `insert into usage_counts (website_id, widget, hour, outcome, n) values
         ('w1', 'leaders', '2026-11-28T10:00:00Z', 'served', 40),
         ('w1', 'leaders', '2026-11-28T10:00:00Z', 'refused', 2),
         ('w2', 'standings', '2026-11-28T11:00:00Z', 'served', 7)`,
    );
    await db.query(
      `insert into usage_origins (website_id, day, origin, allowed, n, first_seen, last_seen) values
         ('w1', '2026-11-28', 'https://club.example', true, 40, '2026-11-28T10:01:00.250Z', '2026-11-28T10:59:00Z')`,
    );
  });
  afterAll(async () => cleanup?.());

  it('keeps every row as a total and shows the same figures under the same names', async () => {
    const before = { counts: await counts(db), origins: await origins(db) };
    await runMigrations(db);
    expect(await kindOf(db, 'usage_counts')).toBe('VIEW');
    expect(await kindOf(db, 'usage_origins')).toBe('VIEW');
    expect({ counts: await counts(db), origins: await origins(db) }).toEqual(before);
    const [totals] = await db.query<{ rows: string }>(
      'select count(*)::text as rows from usage_count_totals',
    );
    expect(totals?.rows).toBe('3');
  });

  it('goes back by folding what was appended into the rows it adds to, and forward again', async () => {
    await db.query(
      `insert into usage_count_deltas (website_id, widget, hour, outcome, n) values
         ('w1', 'leaders', '2026-11-28T10:00:00Z', 'served', 5),
         ('w1', 'leaders', '2026-11-28T10:00:00Z', 'served', 1),
         ('w3', 'teams', '2026-11-28T12:00:00Z', 'served', 3)`,
    );
    await db.query(
      `insert into usage_origin_deltas (website_id, day, origin, allowed, n, first_seen, last_seen) values
         ('w1', '2026-11-28', 'https://club.example', true, 6, '2026-11-28T10:00:30Z', '2026-11-28T11:30:00.500Z')`,
    );
    const expected = {
      counts: [
        { website: 'w1', widget: 'leaders', hour: '2026-11-28 10:00', outcome: 'refused', n: '2' },
        { website: 'w1', widget: 'leaders', hour: '2026-11-28 10:00', outcome: 'served', n: '46' },
        { website: 'w2', widget: 'standings', hour: '2026-11-28 11:00', outcome: 'served', n: '7' },
        { website: 'w3', widget: 'teams', hour: '2026-11-28 12:00', outcome: 'served', n: '3' },
      ],
      origins: [
        {
          website: 'w1',
          day: '2026-11-28',
          origin: 'https://club.example',
          n: '46',
          first: '2026-11-28 10:00:30.000',
          last: '2026-11-28 11:30:00.500',
        },
      ],
    };
    expect({ counts: await counts(db), origins: await origins(db) }).toEqual(expected);

    await revertMigrations(db, MIGRATION);
    expect(await kindOf(db, 'usage_counts')).toBe('BASE TABLE');
    expect(await kindOf(db, 'usage_count_deltas')).toBeUndefined();
    expect(await kindOf(db, 'usage_origin_totals')).toBeUndefined();
    expect({ counts: await counts(db), origins: await origins(db) }).toEqual(expected);
    const [fill] = await db.query<{ options: string[] | string | null }>(
      `select reloptions as options from pg_class where relname = 'usage_counts'`,
    );
    expect(String(fill?.options)).toContain('fillfactor=50');
    expect(await db.query('select 1 from schema_migrations where name = $1', [MIGRATION])).toEqual([]);

    await runMigrations(db);
    expect({ counts: await counts(db), origins: await origins(db) }).toEqual(expected);
    const [deltas] = await db.query<{ rows: string }>(
      'select count(*)::text as rows from usage_count_deltas',
    );
    expect(deltas?.rows).toBe('0');
  });
});
