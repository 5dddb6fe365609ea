/**
 * The flush statement and the fold on both engines (docs/product.md#usage-and-health, decisions 152 and 162):
 * flushes append, a read of `usage_counts` and `usage_origins` sums them per key, two instances flushing the
 * same keys at once add up without losing a count, and the fold (one row per key) changes no total, however
 * it runs beside flushes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { engines } from '../../test-support/engines';
import { addUsage, foldUsage } from './usage.repo';
import type { UsageSnapshot } from './usage-counters';

const HOUR = Date.UTC(2026, 10, 29, 9);
const DAY = Date.UTC(2026, 10, 29);

const snapshot = (
  widgets: string[],
  n: number,
  origin = 'https://club.example',
  websiteId = '2001',
): UsageSnapshot => ({
  counts: widgets.map((widget) => ({ websiteId, widget, hour: HOUR, outcome: 'served', n })),
  origins: [{ websiteId, day: DAY, origin, allowed: true, n, firstSeen: HOUR + n, lastSeen: HOUR + 10 * n }],
});

describe.each(engines)('adding usage counts on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.open());
  });
  afterAll(async () => cleanup?.());

  const counts = async () =>
    Object.fromEntries(
      (
        await db.query<{ widget: string; n: string }>(
          "select widget, n from usage_counts where website_id = '2001' order by widget",
        )
      ).map((row) => [row.widget, Number(row.n)]),
    );

  it('inserts new keys, adds to existing ones, and keeps first and last seen of an origin', async () => {
    expect(await addUsage(db, snapshot(['leaders', 'standings'], 2))).toBe(3);
    expect(await addUsage(db, snapshot(['standings', 'teams'], 3))).toBe(3);
    expect(await counts()).toEqual({ leaders: 2, standings: 5, teams: 3 });
    const [origin] = await db.query<{ n: string; first_seen: Date | string; last_seen: Date | string }>(
      "select n, first_seen, last_seen from usage_origins where website_id = '2001'",
    );
    expect(Number(origin?.n)).toBe(5);
    expect(new Date(origin?.first_seen ?? 0).getTime()).toBe(HOUR + 2);
    expect(new Date(origin?.last_seen ?? 0).getTime()).toBe(HOUR + 30);
  });

  it('keeps a tab, a line break and a percent sign in a value as they were', async () => {
    const odd = 'https://a%09b.example\tx\ny%25';
    await addUsage(db, { counts: [], origins: snapshot([], 1, odd).origins });
    const stored = await db.query<{ origin: string }>(
      "select origin from usage_origins where website_id = '2001' and n = 1",
    );
    expect(stored.map((row) => row.origin)).toEqual([odd]);
  });

  it('adds up two flushes of the same new keys at once', async () => {
    await Promise.all([addUsage(db, snapshot(['fixtures'], 4)), addUsage(db, snapshot(['fixtures'], 6))]);
    expect((await counts()).fixtures).toBe(10);
  });
});

describe.each(engines)('folding appended usage on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.open());
  });
  afterAll(async () => cleanup?.());

  const totals = async (websiteId: string) =>
    Object.fromEntries(
      (
        await db.query<{ widget: string; n: string }>(
          'select widget, n from usage_count_totals where website_id = $1 order by widget',
          [websiteId],
        )
      ).map((row) => [row.widget, Number(row.n)]),
    );
  const summed = async (websiteId: string) =>
    Object.fromEntries(
      (
        await db.query<{ widget: string; n: string }>(
          'select widget, n from usage_counts where website_id = $1 order by widget',
          [websiteId],
        )
      ).map((row) => [row.widget, Number(row.n)]),
    );
  const origin = async (websiteId: string) => {
    const rows = await db.query<{ n: string; first_seen: Date | string; last_seen: Date | string }>(
      'select n, first_seen, last_seen from usage_origins where website_id = $1',
      [websiteId],
    );
    return rows.map((row) => ({
      n: Number(row.n),
      first: new Date(row.first_seen).getTime(),
      last: new Date(row.last_seen).getTime(),
    }));
  };
  const appended = async () => {
    const [row] = await db.query<{ rows: string }>(
      'select (select count(*) from usage_count_deltas) + (select count(*) from usage_origin_deltas) as rows',
    );
    return Number(row?.rows);
  };

  it('folds every appended row into one row per key, and a second fold changes nothing', async () => {
    await addUsage(db, snapshot(['leaders', 'standings'], 2, 'https://club.example', '2003'));
    await addUsage(db, snapshot(['standings'], 3, 'https://club.example', '2003'));
    const before = { counts: await summed('2003'), origin: await origin('2003') };
    expect(before.counts).toEqual({ leaders: 2, standings: 5 });

    expect(await foldUsage(db)).toBe(5);
    expect(await appended()).toBe(0);
    expect(await totals('2003')).toEqual({ leaders: 2, standings: 5 });
    expect(await origin('2003')).toEqual([{ n: 5, first: HOUR + 2, last: HOUR + 30 }]);
    expect({ counts: await summed('2003'), origin: await origin('2003') }).toEqual(before);

    expect(await foldUsage(db)).toBe(0);
    expect(await totals('2003')).toEqual({ leaders: 2, standings: 5 });

    // A later flush of a folded key is appended and summed with its total, then folded into it.
    await addUsage(db, snapshot(['leaders'], 4, 'https://club.example', '2003'));
    expect(await summed('2003')).toEqual({ leaders: 6, standings: 5 });
    await foldUsage(db);
    expect(await totals('2003')).toEqual({ leaders: 6, standings: 5 });
    expect(await origin('2003')).toEqual([{ n: 9, first: HOUR + 2, last: HOUR + 40 }]);
  });

  it('adds up exactly two instances flushing the same keys at once while folds run', async () => {
    // On PostgreSQL each call takes a connection of the pool of its own, as two instances would; on PGlite
    // one process owns the folder and runs them one after the other.
    const widgets = ['fixtures', 'results', 'teams'];
    const writes: Promise<unknown>[] = [];
    for (let i = 1; i <= 20; i++) {
      writes.push(addUsage(db, snapshot(widgets, i, 'https://club.example', '2004')));
      writes.push(addUsage(db, snapshot(widgets, i, 'https://club.example', '2004')));
      if (i % 4 === 0) writes.push(foldUsage(db));
    }
    await Promise.all(writes);
    // 2 × (1 + 2 + … + 20) per key, wherever the rows are now.
    const expected = { fixtures: 420, results: 420, teams: 420 };
    expect(await summed('2004')).toEqual(expected);
    expect(await origin('2004')).toEqual([{ n: 420, first: HOUR + 1, last: HOUR + 200 }]);

    await foldUsage(db);
    expect(await appended()).toBe(0);
    expect(await totals('2004')).toEqual(expected);
    expect(await origin('2004')).toEqual([{ n: 420, first: HOUR + 1, last: HOUR + 200 }]);
  });
});
