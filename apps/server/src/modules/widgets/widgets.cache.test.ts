/**
 * The widgets' cache across instances (docs/product.md#widgets), on every engine: two app instances
 * on one database (on PostgreSQL each with its own pool and LISTEN connection, as two processes would be);
 * a write through one is never followed by a stale answer from the other. And the per-website limit.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tooManyWidgetRequestsMessage } from '../../plugins/rate-limits';
import { demoUsers } from '../../seed/demo-data';
import { engines } from '../../test-support/engines';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { type SecondInstance, secondInstance } from '../../test-support/second-instance';

const PAGE = 'http://club.example';

describe.each(engines)('the widgets cache on $name', (engine) => {
  let ctx: TestContext;
  let other: SecondInstance;
  let b: FastifyInstance;
  let admin: string;

  const widget = (app: FastifyInstance, url: string) => app.inject({ url, headers: { origin: PAGE } });

  async function put(resource: string, changes: Record<string, unknown>) {
    const url = `/v1/config/2001/${resource}`;
    const current = (await ctx.app.inject({ url, headers: bearer(admin) })).json().data[0].config;
    const response = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: bearer(admin),
      payload: { ...current, ...changes, websiteId: '2001' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data[0].version as number;
  }

  beforeAll(async () => {
    ctx = await startTestApp({ engine, env: { SERVICES: 'api,tokens' } });
    other = await secondInstance(ctx, { env: { SERVICES: 'api,tokens' } });
    b = other.app;
    admin = await productToken(ctx, demoUsers.admin.id, '1001');
    await put('general', { referrerDomains: ['club.example'] });
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  it('a write through A: the next answer of B has it (General: the referrer domains, the settings)', async () => {
    // B has cached General (and answers) before the write.
    const before = await widget(b, '/widgets/v1/2001/standings?season=nope');
    expect(before.statusCode).toBe(404);
    expect((await widget(b, '/widgets/v1/2001/standings?competition=nope')).statusCode).toBe(404);

    await put('general', { referrerDomains: ['other.example'] });
    // On PostgreSQL B hears it through NOTIFY; the write's answer waited for the NOTIFY to be sent.
    await vi.waitFor(
      async () => expect((await widget(b, '/widgets/v1/2001/standings')).statusCode).toBe(403),
      { timeout: 2000, interval: 5 },
    );
    const refused = await widget(b, '/widgets/v1/2001/standings');
    expect(refused.json().message).toContain('may not load on http://club.example');
    await put('general', { referrerDomains: ['club.example'] });
    await vi.waitFor(
      async () =>
        expect((await widget(b, '/widgets/v1/2001/standings?season=nope')).json().message).toContain(
          'Season nope',
        ),
      { timeout: 2000, interval: 5 },
    );
  });

  it('A writes many times while B is read: B never answers a version older than the last acknowledged', async () => {
    for (let i = 0; i < 5; i++) {
      const version = await put('leaders', { leadersCountPerStatistic: 3 + i });
      await vi.waitFor(
        async () => {
          const response = await widget(b, '/widgets/v1/2001/leaders');
          expect(response.statusCode).toBe(200);
          expect(response.json().data.configVersion).toBe(version);
        },
        { timeout: 10_000, interval: 5 },
      );
      // A's own next answer is fresh at once, with no wait (same process).
      const mine = await widget(ctx.app, '/widgets/v1/2001/leaders');
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.configVersion).toBe(version);
    }
  });

  // Only PostgreSQL has a LISTEN connection to lose: PGlite's instances share one process's cache.
  if (engine.name === 'PostgreSQL')
    it('switches the cache off while its LISTEN connection is down, and on again', async () => {
      await ctx.db.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
      );
      // Deaf: every answer is read from the database, so a write is seen at once without any notification.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await put('general', { referrerDomains: ['third.example'] });
      expect((await widget(b, '/widgets/v1/2001/standings')).statusCode).toBe(403);
      await put('general', { referrerDomains: ['club.example'] });
      expect((await widget(b, '/widgets/v1/2001/standings')).statusCode).not.toBe(403);
      // Listening again within seconds.
      await vi.waitFor(
        async () => {
          const listening = await ctx.db.query(
            `select 1 from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
          );
          expect(listening.length).toBe(2);
        },
        { timeout: 5000, interval: 100 },
      );
    });
});

describe('the per-website limit on the public read', () => {
  let ctx: TestContext;
  let now = Date.parse('2026-11-23T09:00:00Z');
  beforeAll(async () => {
    ctx = await startTestApp({
      clock: () => now,
      env: { SERVICES: 'api,tokens', RATE_LIMITS: 'true', RATE_LIMIT_WIDGETS_PER_MINUTE: '3' },
    });
  });
  afterAll(async () => ctx?.close());

  const read = (websiteId: string, remoteAddress = '203.0.113.10') =>
    ctx.app.inject({ url: `/widgets/v1/${websiteId}/standings`, headers: { origin: PAGE }, remoteAddress });

  it('answers the fourth read of one website from one address in a minute with 429, others unaffected', async () => {
    for (let i = 0; i < 3; i++) expect((await read('2001')).statusCode).not.toBe(429);
    const limited = await read('2001');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json()).toEqual({ message: tooManyWidgetRequestsMessage(3, '2001', 60) });
    expect((await read('2002')).statusCode).not.toBe(429);
    expect((await read('2001', '198.51.100.7')).statusCode).not.toBe(429);
    now += 61_000;
    expect((await read('2001')).statusCode).not.toBe(429);
  });
});
