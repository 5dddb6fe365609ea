/**
 * The flush statement on both engines (docs/product.md#usage-and-health, decision 152): a first flush inserts,
 * later ones add to the same rows, a mix of both adds exactly, and two instances flushing the same keys at
 * once add up without losing a count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { engines } from '../../test-support/engines';
import { addUsage } from './usage.repo';
import type { UsageSnapshot } from './usage-counters';

const HOUR = Date.UTC(2026, 10, 29, 9);
const DAY = Date.UTC(2026, 10, 29);

const snapshot = (widgets: string[], n: number, origin = 'https://club.example'): UsageSnapshot => ({
  counts: widgets.map((widget) => ({ websiteId: '2001', widget, hour: HOUR, outcome: 'served', n })),
  origins: [
    { websiteId: '2001', day: DAY, origin, allowed: true, n, firstSeen: HOUR + n, lastSeen: HOUR + 10 * n },
  ],
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
