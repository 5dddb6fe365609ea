/**
 * Cached reads answered before routing (decision 119), over a real socket (app.inject never passes the
 * lanes): a hit answers exactly what the route answers, never reaches the router, and anything the lane
 * cannot answer at once — a refusal, a save since, another customer, the limit — still gets the route's answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../test-support/fixtures';
import { plainQuery } from './fast-lane';

const PAGE = 'http://club.example';

type Seen = { status: number; headers: Record<string, string>; body: string };

/** Status, headers (but the date) and body, as a client sees them. */
async function seen(response: Response): Promise<Seen> {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, body: await response.text() };
}

/** A test app listening on a port, counting the requests Fastify routes (a lane's answer is not one). */
async function listening(env: Record<string, string>) {
  let routed = 0;
  const ctx = await startTestApp({
    env,
    beforeReady: (app) =>
      app.addHook('onRequest', (_request, _reply, done) => {
        routed += 1;
        done();
      }),
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return { ctx, http: server(ctx, () => routed) };
}

function server(ctx: TestContext, routed: () => number) {
  return {
    routed,
    get: async (path: string, headers: Record<string, string> = {}) => {
      const address = ctx.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      return seen(await fetch(`http://127.0.0.1:${address.port}${path}`, { headers }));
    },
  };
}

async function putConfig(
  ctx: TestContext,
  token: string,
  websiteId: string,
  changes: Record<string, unknown>,
) {
  const url = `/v1/config/${websiteId}/general`;
  const current = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const response = await ctx.app.inject({
    method: 'PUT',
    url,
    headers: { ...bearer(token), 'if-match': current.headers.etag as string },
    payload: { ...current.json().data[0].config, ...changes, websiteId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the lanes of cached reads', () => {
  let ctx: TestContext;
  let http: ReturnType<typeof server>;
  let admin: string;
  let otherCustomer: string;

  beforeAll(async () => {
    ({ ctx, http } = await listening({ SERVICES: 'api,tokens' }));
    admin = await productToken(ctx, demoUsers.admin.id, '1001');
    otherCustomer = await productToken(ctx, demoUsers.admin.id, '1002');
    await putConfig(ctx, admin, '2001', { referrerDomains: ['club.example'] });
  });
  afterAll(async () => ctx?.close());

  it('answers a cached widget hit exactly as the route does, 200 plain, gzip and 304, without routing it', async () => {
    const first = await http.get('/widgets/v1/2001/standings', { origin: PAGE });
    expect(first.status).toBe(200);
    const routed = http.routed();
    const again = await http.get('/widgets/v1/2001/standings', { origin: PAGE });
    expect(again).toEqual(first);
    const etag = first.headers.etag ?? '';
    const notModified = await http.get('/widgets/v1/2001/standings', { origin: PAGE, 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['access-control-allow-origin']).toBe(PAGE);
    expect(http.routed()).toBe(routed);
    // The same answer compressed: the route's bytes for a client that takes gzip.
    const gzip = await fetch(
      `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}/widgets/v1/2001/standings`,
      { headers: { origin: PAGE, 'accept-encoding': 'gzip' } },
    );
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(first.body);
    expect(http.routed()).toBe(routed);
  });

  it('leaves the route what it cannot answer at once: another page, no Origin, a new query, an unknown widget', async () => {
    await http.get('/widgets/v1/2001/leaders', { origin: PAGE });
    const before = http.routed();
    const refused = await http.get('/widgets/v1/2001/leaders', { origin: 'http://elsewhere.example' });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).message).toContain('http://elsewhere.example');
    const byReferer = await http.get('/widgets/v1/2001/leaders', { referer: `${PAGE}/news` });
    expect(byReferer.status).toBe(200);
    expect(byReferer.headers['cache-control']).toMatch(/^private/);
    const encoded = await http.get('/widgets/v1/%32001/leaders', { origin: PAGE });
    expect(encoded.status).toBe(200);
    const unknown = await http.get('/widgets/v1/2001/scoreboard', { origin: PAGE });
    expect(unknown.status).toBe(404);
    const twice = await http.get('/widgets/v1/2001/leaders?season=1&season=2', { origin: PAGE });
    expect(twice.status).toBe(400);
    expect(http.routed()).toBe(before + 5);
  });

  it('serves a saved change at once: the lane never answers a version the save replaced', async () => {
    const before = await http.get('/widgets/v1/2001/standings', { origin: PAGE });
    const config = await http.get('/v1/config/2001/general', bearer(admin));
    await putConfig(ctx, admin, '2001', { referrerDomains: ['club.example', 'news.example'] });
    const after = await http.get('/widgets/v1/2001/standings', { origin: PAGE });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const configAfter = await http.get('/v1/config/2001/general', bearer(admin));
    expect(JSON.parse(configAfter.body).data[0].version).toBe(JSON.parse(config.body).data[0].version + 1);
    expect(configAfter.headers.etag).not.toBe(config.headers.etag);
  });

  it('answers a cached configuration GET exactly as the route does, for a token it verified before', async () => {
    const first = await http.get('/v1/config/2001/leaders', bearer(admin));
    expect(first.status).toBe(200);
    const routed = http.routed();
    const again = await http.get('/v1/config/2001/leaders', bearer(admin));
    expect(again).toEqual(first);
    expect(http.routed()).toBe(routed);
  });

  it('leaves the configuration route every refusal: another customer, a bad token, no token', async () => {
    expect((await http.get('/v1/config/2001/general', bearer(admin))).status).toBe(200);
    const other = await http.get('/v1/config/2001/general', bearer(otherCustomer));
    expect(other.status).toBe(404);
    const bad = await http.get('/v1/config/2001/general', bearer(`${admin}x`));
    expect(bad.status).toBe(401);
    const none = await http.get('/v1/config/2001/general');
    expect(none.status).toBe(401);
    const query = await http.get('/v1/config/2001/general?x=1', bearer(admin));
    expect(query.status).toBe(200);
  });
});

describe('the widget lane and the limit', () => {
  let ctx: TestContext;
  let http: ReturnType<typeof server>;

  beforeAll(async () => {
    ({ ctx, http } = await listening({
      SERVICES: 'api,tokens',
      RATE_LIMITS: 'true',
      RATE_LIMIT_WIDGETS_PER_MINUTE: '3',
    }));
    const admin = await productToken(ctx, demoUsers.admin.id, '1001');
    await putConfig(ctx, admin, '2001', { referrerDomains: ['club.example'] });
  });
  afterAll(async () => ctx?.close());

  it('counts the answers it serves in the route’s count: past the limit, 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Seen | undefined;
    for (let i = 0; i < 5; i++) {
      last = await http.get('/widgets/v1/2001/standings', { origin: PAGE });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(last?.body ?? '{}').message).toMatch(/^Too many requests/);
  });
});

describe('plainQuery', () => {
  it('reads plain name=value pairs of the names given, once each, and nothing else', () => {
    expect(plainQuery('', ['season', 'id'])).toEqual({});
    expect(plainQuery('season=2024&id=7', ['season', 'id'])).toEqual({ season: '2024', id: '7' });
    expect(plainQuery('season=1&season=2', ['season'])).toBeUndefined();
    expect(plainQuery('other=1', ['season'])).toBeUndefined();
    expect(plainQuery('season=', ['season'])).toBeUndefined();
    expect(plainQuery('season', ['season'])).toBeUndefined();
    expect(plainQuery('id=a%20b', ['id'])).toBeUndefined();
    expect(plainQuery('id=a+b', ['id'])).toBeUndefined();
  });
});
