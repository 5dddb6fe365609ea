/**
 * The drafts' scheduler across servers (docs/product.md#drafts-and-scheduled-publishing, decision 115): two
 * instances on one database publish a due change exactly once (on PostgreSQL each with its own pool, as two
 * processes would be), and a change that fell due while no server ran is published when one starts. Clocks
 * are injected: nothing waits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { engines } from '../../test-support/engines';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { type SecondInstance, secondInstance } from '../../test-support/second-instance';
import { localToInstant } from './local-time';

const T0 = Date.parse('2026-11-25T12:00:00Z');

describe.each(engines)('scheduled publishing on $name', (engine) => {
  let ctx: TestContext;
  let admin: string;
  let clock = T0;
  const instances: SecondInstance[] = [];
  const scheduler = { now: () => clock, intervalMs: 3_600_000 };

  const call = (
    app: TestContext['app'],
    method: 'GET' | 'PUT',
    url: string,
    body?: unknown,
    ifMatch?: string,
  ) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(admin), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  /** A draft of `resource` on website 2001 scheduled at the local time `at` (Europe/London). */
  async function schedule(resource: string, changes: Record<string, unknown>, at: string) {
    const made = await call(ctx.app, 'PUT', `/v1/config/2001/${resource}/draft`, changes);
    expect(made.statusCode, made.body).toBe(200);
    const set = await call(
      ctx.app,
      'PUT',
      `/v1/config/2001/${resource}/draft/schedule`,
      { at },
      made.headers.etag as string,
    );
    expect(set.statusCode, set.body).toBe(200);
  }

  const scheduleEntries = async (resource: string) =>
    (await call(ctx.app, 'GET', `/v1/activity?websiteId=2001&resource=${resource}&kind=schedule`)).json()
      .data as { outcome: string; source: { detail: Record<string, unknown> } }[];

  beforeAll(async () => {
    ctx = await startTestApp({ engine, scheduler });
    admin = await productToken(ctx, demoUsers.admin.id, '1001');
    const general = (await call(ctx.app, 'GET', '/v1/config/2001/general')).json().data[0].config;
    const saved = await call(ctx.app, 'PUT', '/v1/config/2001/general', {
      ...general,
      timezone: 'Europe/London',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await ctx?.close();
  });

  it('publishes a due change exactly once when two instances poll at the same moment', async () => {
    const other = await secondInstance(ctx, { scheduler });
    instances.push(other);
    await schedule('standings', { showPools: false }, '2026-11-25T12:30');
    const before = (await call(ctx.app, 'GET', '/v1/config/2001/standings')).json().data[0].version as number;
    clock = Date.parse('2026-11-25T12:30:00Z');
    const [a, b] = [ctx.app.scheduler, other.app.scheduler];
    if (!a || !b) throw new Error('the schedulers did not start');
    const settled = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(settled.reduce((sum, n) => sum + n, 0)).toBe(1);
    const revisions = (await call(ctx.app, 'GET', '/v1/config/2001/standings/revisions')).json().data as {
      version: number;
      source: { kind: string } | null;
    }[];
    expect(revisions.filter((r) => r.source?.kind === 'schedule').map((r) => r.version)).toEqual([
      before + 1,
    ]);
    expect(await scheduleEntries('standings')).toHaveLength(1);
    // The other instance serves the published settings too (its cache was told).
    const read = await call(other.app, 'GET', '/v1/config/2001/standings');
    expect(read.json().data[0]).toMatchObject({ version: before + 1, config: { showPools: false } });
  });

  it('publishes at the next start a change that fell due while no server ran, saying when it was due', async () => {
    await schedule('leaders', { showSeasonSelector: false }, '2026-12-01T00:00');
    for (const instance of instances.splice(0)) await instance.close();
    await ctx.app.close();
    // Two days later a server starts: its first poll, at start, publishes the change.
    clock = Date.parse('2026-12-03T09:00:00Z');
    const next = await secondInstance(ctx, { scheduler });
    instances.push(next);
    expect(await next.app.scheduler?.tick()).toBe(0);
    const published = await call(next.app, 'GET', '/v1/config/2001/leaders');
    expect(published.json().data[0].config.showSeasonSelector).toBe(false);
    const csv = (
      await call(next.app, 'GET', '/v1/activity.csv?websiteId=2001&resource=leaders&kind=schedule')
    ).body;
    expect(csv).toContain('Published by schedule (set by Alex Admin, due 1 Dec 2026 00:00 Europe/London)');
  });
});

describe('a local time in a time zone', () => {
  it.each([
    ['2026-12-01T00:00', 'Europe/London', '2026-12-01T00:00:00.000Z'],
    ['2027-07-01T09:30', 'Europe/London', '2027-07-01T08:30:00.000Z'],
    ['2026-12-01T00:00', 'Australia/Sydney', '2026-11-30T13:00:00.000Z'],
    ['2026-12-01T00:00:30', 'UTC', '2026-12-01T00:00:30.000Z'],
    // The hour skipped in spring is read an hour later; the hour repeated in autumn is its first occurrence.
    ['2027-03-28T01:30', 'Europe/London', '2027-03-28T01:30:00.000Z'],
    ['2026-10-25T01:30', 'Europe/London', '2026-10-25T00:30:00.000Z'],
  ])('%s in %s is %s', (at, zone, instant) => {
    expect(localToInstant(at, zone)?.toISOString()).toBe(instant);
  });

  it.each([['2026-02-29T10:00'], ['2026-12-01T24:00'], ['2026-13-01T10:00'], ['2026-12-01 10:00']])(
    'refuses %s',
    (at) => {
      expect(localToInstant(at, 'UTC')).toBeUndefined();
    },
  );
});
