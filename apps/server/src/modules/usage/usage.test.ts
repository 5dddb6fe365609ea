/**
 * Usage of the public widget path (docs/product.md#usage-and-health): every answer is counted per website,
 * widget, hour and outcome, with the page origin that asked; a read shows it at once, a flush writes it in
 * one statement and instances add up; old rows are swept; the calls refuse malformed parameters with 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { addUsage, sweepUsage } from './usage.repo';
import { MAX_ORIGINS_PER_WEBSITE_DAY, UsageCounters } from './usage-counters';

const PAGE = 'https://club.example';
const HOUR = 3_600_000;

let ctx: TestContext;
let admin: string;
let viewer: string;

const widget = (headers: Record<string, string>, path = '/widgets/v1/2001/standings') =>
  ctx.app.inject({ method: 'GET', url: path, headers });

const usageOf = async (query: string, token = admin) => {
  const response = await ctx.app.inject({ url: `/v1/usage${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Record<string, number | string>[] };
};

const total = (rows: Record<string, number | string>[], outcome: string) =>
  rows.reduce((sum, row) => sum + Number(row[outcome]), 0);

beforeAll(async () => {
  // Written only when a test flushes (a minute is longer than this file).
  ctx = await startTestApp({ usage: { flushIntervalMs: HOUR } });
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
  viewer = await productToken(ctx, demoUsers.viewer.id, '1001');
  const general = await ctx.app.inject({ url: '/v1/config/2001/general', headers: bearer(admin) });
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/v1/config/2001/general',
    headers: bearer(admin),
    payload: { ...general.json().data[0].config, referrerDomains: ['club.example'], websiteId: '2001' },
  });
  expect(response.statusCode, response.body).toBe(200);
});
afterAll(async () => ctx?.close());

describe('counting on the public widget path', () => {
  it('counts served, revalidated, refused and unknown ids per widget, with the origins that asked', async () => {
    const served = await widget({ origin: PAGE });
    expect(served.statusCode).toBe(200);
    const etag = served.headers.etag as string;
    expect((await widget({ origin: PAGE, 'if-none-match': etag })).statusCode).toBe(304);
    expect((await widget({ origin: 'https://www.club.example' })).statusCode).toBe(403);
    expect((await widget({ origin: 'https://www.club.example' })).statusCode).toBe(403);
    expect((await widget({ origin: PAGE }, '/widgets/v1/2001/teamDetails?id=nobody')).statusCode).toBe(404);
    // A website nobody has is no one's usage: not counted.
    expect((await widget({ origin: PAGE }, '/widgets/v1/no-such-site/standings')).statusCode).toBe(404);

    const rows = (await usageOf('?websiteId=2001&granularity=hour')).data;
    const standings = rows.filter((row) => row.widget === 'standings');
    expect(total(standings, 'served')).toBe(1);
    expect(total(standings, 'revalidated')).toBe(1);
    expect(total(standings, 'refused')).toBe(2);
    expect(
      total(
        rows.filter((row) => row.widget === 'teamDetails'),
        'notFound',
      ),
    ).toBe(1);

    const origins = await ctx.app.inject({
      url: '/v1/usage/origins?websiteId=2001',
      headers: bearer(viewer),
    });
    expect(origins.statusCode, origins.body).toBe(200);
    const list = origins.json().data as { origin: string; allowed: boolean; count: number }[];
    expect(list).toContainEqual(expect.objectContaining({ origin: PAGE, allowed: true, count: 2 }));
    expect(list).toContainEqual(
      expect.objectContaining({ origin: 'https://www.club.example', allowed: false, count: 2 }),
    );
    // Origins only: no path, address or cookie.
    expect(JSON.stringify(list)).not.toMatch(/\/widgets|127\.0\.0\.1|cookie/);
  });

  it('writes the counts in one flush and reads the same figures from the database after it', async () => {
    const before = await usageOf('?websiteId=2001');
    await ctx.app.usageRecorder?.flush();
    const rows = await ctx.db.query<{ n: string }>(
      "select n from usage_counts where website_id = '2001' and widget = 'standings' and outcome = 'refused'",
    );
    expect(rows.map((row) => Number(row.n))).toEqual([2]);
    expect((await usageOf('?websiteId=2001')).data).toEqual(before.data);
  });

  it('folds the flushed rows into one row per key in the sweep and answers the same figures', async () => {
    const before = await usageOf('?websiteId=2001');
    await ctx.app.usageRecorder?.sweep();
    const appended = await ctx.db.query(
      'select 1 from usage_count_deltas union all select 1 from usage_origin_deltas',
    );
    expect(appended).toEqual([]);
    const totals = await ctx.db.query<{ n: string }>(
      "select n from usage_count_totals where website_id = '2001' and widget = 'standings' and outcome = 'refused'",
    );
    expect(totals.map((row) => Number(row.n))).toEqual([2]);
    expect((await usageOf('?websiteId=2001')).data).toEqual(before.data);
  });

  it("adds several instances' counts, and sweeps what is older than the retention", async () => {
    const now = Date.now();
    const old = now - 100 * 24 * HOUR;
    const snapshot = {
      counts: [
        { websiteId: '2002', widget: 'leaders', hour: old - (old % HOUR), outcome: 'served' as const, n: 5 },
      ],
      origins: [
        {
          websiteId: '2002',
          day: old - (old % (24 * HOUR)),
          origin: PAGE,
          allowed: true,
          n: 5,
          firstSeen: old,
          lastSeen: old,
        },
      ],
    };
    await addUsage(ctx.db, snapshot);
    await addUsage(ctx.db, snapshot);
    const added = await ctx.db.query<{ n: string }>("select n from usage_counts where website_id = '2002'");
    expect(added.map((row) => Number(row.n))).toEqual([10]);
    await sweepUsage(ctx.db, new Date(now - 90 * 24 * HOUR));
    expect(await ctx.db.query("select 1 from usage_counts where website_id = '2002'")).toEqual([]);
    expect(await ctx.db.query("select 1 from usage_origins where website_id = '2002'")).toEqual([]);
  });

  it('answers the same figures as CSV', async () => {
    const response = await ctx.app.inject({ url: '/v1/usage.csv?websiteId=2001', headers: bearer(viewer) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...lines] = response.body.split('\r\n').filter(Boolean);
    expect(header).toBe('Website ID,Widget,At,Served,Revalidated,Refused,Not found,Limited,Errors');
    expect(lines.some((line) => /^2001,standings,[^,]+,1,1,2,0,0,0$/.test(line))).toBe(true);
  });

  it('refuses malformed parameters with 400 and websites of another customer with 404', async () => {
    const refused: [string, number][] = [
      ['/v1/usage?granularity=week', 400],
      ['/v1/usage?from=soon', 400],
      ['/v1/usage?widget=nope', 400],
      ['/v1/usage?from=2026-11-20&to=2026-11-10', 400],
      ['/v1/usage?from=2020-01-01&to=2026-01-01', 400],
      ['/v1/usage?websiteId=2001&websiteId=2002', 400],
      ['/v1/usage.csv?to=tomorrow', 400],
      ['/v1/usage/origins', 400],
      ['/v1/usage/origins?websiteId=2001&from=x', 400],
      ['/v1/usage?websiteId=2101', 404],
      ['/v1/usage/origins?websiteId=2101', 404],
    ];
    for (const [url, status] of refused) {
      const response = await ctx.app.inject({ url, headers: bearer(admin) });
      expect(response.statusCode, url).toBe(status);
      expect(response.json(), url).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }
  });
});

describe('UsageCounters', () => {
  it('keeps at most a cap of refused origins per website and day, the rest as others', () => {
    const counters = new UsageCounters(() => Date.UTC(2026, 10, 29, 12));
    for (let i = 0; i < 100_000; i++) {
      counters.count('2001', 'standings', 'refused', { origin: `https://x${i}.example`, allowed: false });
    }
    const { counts, origins } = counters.take();
    expect(counts).toEqual([expect.objectContaining({ outcome: 'refused', n: 100_000 })]);
    expect(origins).toHaveLength(MAX_ORIGINS_PER_WEBSITE_DAY + 1);
    expect(origins.find((origin) => origin.origin === 'others')?.n).toBe(
      100_000 - MAX_ORIGINS_PER_WEBSITE_DAY,
    );
    expect(counters.isEmpty).toBe(true);
  });

  it('counts a failed flush again with what came after it', () => {
    const counters = new UsageCounters(() => Date.UTC(2026, 10, 29, 12));
    counters.count('2001', 'standings', 'served', { origin: PAGE, allowed: true });
    const failed = counters.take();
    counters.count('2001', 'standings', 'served', { origin: PAGE, allowed: true });
    counters.restore(failed);
    const { counts, origins } = counters.take();
    expect(counts.map((entry) => entry.n)).toEqual([2]);
    expect(origins.map((entry) => entry.n)).toEqual([2]);
  });
});
