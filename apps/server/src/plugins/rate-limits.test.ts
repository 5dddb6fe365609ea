/**
 * The per-user request limits (decision 066) on the token service and the data API's writes,
 * counted in the database: on every engine, and shared by two app instances on one database (on PostgreSQL
 * each with its own connection pool, as two processes would be). Time is the apps' injected clock.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoUsers } from '../seed/demo-data';
import { engines } from '../test-support/engines';
import {
  bearer,
  identityToken,
  productToken,
  startTestApp,
  type TestContext,
} from '../test-support/fixtures';
import { type SecondInstance, secondInstance } from '../test-support/second-instance';
import { tooManyRequestsMessage } from './rate-limits';

const limitsEnv = {
  RATE_LIMITS: 'true',
  RATE_LIMIT_TOKENS_PER_MINUTE: '4',
  RATE_LIMIT_WRITES_PER_MINUTE: '3',
};

describe.each(engines)('request limits on $name', (engine) => {
  let ctx: TestContext;
  let other: SecondInstance;
  let second: FastifyInstance;
  let now = Date.parse('2026-11-23T09:00:00Z');
  const clock = () => now;
  let admin: string;
  let adminOtherCustomer: string;
  let viewer: string;

  beforeAll(async () => {
    ctx = await startTestApp({ engine, clock, env: { ...limitsEnv, SERVICES: 'api,tokens' } });
    other = await secondInstance(ctx, { env: { ...limitsEnv, SERVICES: 'api,tokens' }, clock });
    second = other.app;
    admin = await productToken(ctx, demoUsers.admin.id, '1001');
    adminOtherCustomer = await productToken(ctx, demoUsers.admin.id, '1002');
    viewer = await productToken(ctx, demoUsers.viewer.id, '1001');
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });
  // Each test starts in a window of its own.
  beforeEach(() => {
    now += 61_000;
  });

  const post = (url: string, payload: object, app = ctx.app, remoteAddress = '203.0.113.10') =>
    app.inject({ method: 'POST', url, payload, remoteAddress });

  it('answers the fifth token-service call of a user in a minute with 429, Retry-After and { message }', async () => {
    const userIdentityToken = await identityToken(ctx.db, ctx.config, { sub: demoUsers.admin.id });
    const product = 'embedded_ui_admin';
    const calls = [
      post('/v1/list/customers', { userIdentityToken, product }),
      post('/v1/list/products', { userIdentityToken, customerId: '1001' }),
      post('/v1/products/token', { userIdentityToken, product, customerId: '1001' }),
      post('/v1/oauth2/rest/token', {
        userIdentityToken,
        applicationId: 'embedded_ui_admin:1001',
        sport: 'basketball',
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(200);

    now += 15_000;
    const refused = await post('/v1/list/customers', { userIdentityToken, product });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({ message: tooManyRequestsMessage(4, 'token-service calls', 45) });

    // Per user: the viewer, from the same address, still has all of hers.
    const viewerToken = await identityToken(ctx.db, ctx.config, { sub: demoUsers.viewer.id });
    expect((await post('/v1/list/customers', { userIdentityToken: viewerToken, product })).statusCode).toBe(
      200,
    );

    // The next window lets the user in again.
    now += 45_000;
    expect((await post('/v1/list/customers', { userIdentityToken, product })).statusCode).toBe(200);
  });

  it('counts a call whose identity token does not verify against the client address, not the sub it claims', async () => {
    const forged = `${(await identityToken(ctx.db, ctx.config, { sub: demoUsers.admin.id })).slice(0, -4)}AAAA`;
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const response = await post(
        '/v1/list/customers',
        { userIdentityToken: forged, product: 'x' },
        ctx.app,
        '192.0.2.50',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // The user the forged token names is untouched.
    const real = await identityToken(ctx.db, ctx.config, { sub: demoUsers.admin.id });
    expect(
      (await post('/v1/list/customers', { userIdentityToken: real, product: 'x' }, ctx.app, '192.0.2.50'))
        .statusCode,
    ).toBe(200);
  });

  it('limits writes (PUT and restore) per user across two instances on one database, not reads', async () => {
    const read = await ctx.app.inject({ url: '/v1/config/2001/general', headers: bearer(admin) });
    expect(read.statusCode).toBe(200);
    const { config } = read.json().data[0] as { config: Record<string, unknown> };
    const put = (app: FastifyInstance, token = admin, websiteId = '2001') =>
      app.inject({
        method: 'PUT',
        url: `/v1/config/${websiteId}/general`,
        headers: bearer(token),
        payload: { ...config, websiteId },
      });

    expect((await put(ctx.app)).statusCode).toBe(200);
    expect((await put(second)).statusCode).toBe(200);
    const restore = await second.inject({
      method: 'POST',
      url: '/v1/config/2001/general/revisions/1/restore',
      headers: bearer(admin),
    });
    expect(restore.statusCode, restore.body).toBe(200);

    // Three writes, two of them through the other instance: the fourth is refused by either, for any of the
    // user's customers.
    now += 20_000;
    for (const [app, token, websiteId] of [
      [ctx.app, admin, '2001'],
      [second, adminOtherCustomer, '2101'],
    ] as const) {
      const refused = await put(app, token, websiteId);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('40');
      expect(refused.json()).toEqual({ message: tooManyRequestsMessage(3, 'configuration writes', 40) });
    }
    const restoreRefused = await ctx.app.inject({
      method: 'POST',
      url: '/v1/config/2001/general/revisions/1/restore',
      headers: bearer(admin),
    });
    expect(restoreRefused.statusCode).toBe(429);
    expect(restoreRefused.headers['retry-after']).toBe('40');

    // Reads are not limited; another user is counted apart (the viewer may not write: 403, not 429).
    for (let i = 0; i < 5; i++) {
      expect(
        (await ctx.app.inject({ url: '/v1/config/2001/general', headers: bearer(admin) })).statusCode,
      ).toBe(200);
    }
    expect((await put(ctx.app, viewer)).statusCode).toBe(403);

    now += 40_000;
    expect((await put(second)).statusCode).toBe(200);
  });

  it('refuses before reading the body: a limited write of a malformed body is 429, not 400', async () => {
    for (let i = 0; i < 3; i++) {
      await ctx.app.inject({
        method: 'PUT',
        url: '/v1/config/2001/general',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: '{',
      });
    }
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/config/2001/general',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{',
    });
    expect(response.statusCode).toBe(429);
  });
});

describe('request limits, when they are off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({ env: { RATE_LIMITS: 'false', SERVICES: 'api,tokens' } });
  });
  afterAll(async () => ctx?.close());

  it('takes any number of writes and token calls under RATE_LIMITS=false, and adds no limit headers', async () => {
    const admin = await productToken(ctx, demoUsers.admin.id, '1001');
    const { config } = (
      await ctx.app.inject({ url: '/v1/config/2001/general', headers: bearer(admin) })
    ).json().data[0] as { config: Record<string, unknown> };
    for (let i = 0; i < 80; i++) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/v1/config/2001/general',
        headers: bearer(admin),
        payload: { ...config, websiteId: '2001' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
    const userIdentityToken = await identityToken(ctx.db, ctx.config, { sub: demoUsers.admin.id });
    for (let i = 0; i < 40; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/list/customers',
        payload: { userIdentityToken, product: 'embedded_ui_admin' },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('request limits behind a proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({
      env: { SERVICES: 'tokens', RATE_LIMITS: 'true', RATE_LIMIT_TOKENS_PER_MINUTE: '2', TRUST_PROXY: '1' },
    });
  });
  afterAll(async () => ctx?.close());

  it('counts by the address X-Forwarded-For names when TRUST_PROXY trusts the proxy', async () => {
    const call = (client: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/list/customers',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': client },
        payload: { userIdentityToken: 'not-a-token', product: 'embedded_ui_admin' },
      });
    const first = [await call('198.51.100.1'), await call('198.51.100.1'), await call('198.51.100.1')];
    expect(first.map((r) => r.statusCode)).toEqual([401, 401, 429]);
    // Another client behind the same proxy has its own count.
    expect((await call('198.51.100.2')).statusCode).toBe(401);
  });
});

describe("the drafts' limits (docs/product.md#drafts-and-scheduled-publishing)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({
      env: {
        RATE_LIMITS: 'true',
        RATE_LIMIT_WRITES_PER_MINUTE: '2',
        RATE_LIMIT_WIDGETS_PER_MINUTE: '2',
        SERVICES: 'api,tokens',
      },
    });
  });
  afterAll(async () => ctx?.close());

  it("counts a draft's saves as writes, and a review link's reads per address as the widgets' reads", async () => {
    const admin = await productToken(ctx, demoUsers.admin.id, '1001');
    const saves = [];
    for (let i = 0; i < 3; i++) {
      saves.push(
        await ctx.app.inject({
          method: 'PUT',
          url: '/v1/config/2001/general/draft',
          headers: { ...bearer(admin), ...(i > 0 ? { 'if-match': `"${i}"` } : {}) },
          payload: { showMainNavigation: i % 2 === 0 },
        }),
      );
    }
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    const read = (remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: '/v1/review/unknown-token', remoteAddress });
    expect([(await read('203.0.113.7')).statusCode, (await read('203.0.113.7')).statusCode]).toEqual([
      404, 404,
    ]);
    const refused = await read('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests: at most 2 review link reads a minute/);
    expect((await read('203.0.113.8')).statusCode).toBe(404);
  });
});
