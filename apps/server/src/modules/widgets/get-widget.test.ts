/**
 * The public widget read over a real socket, as a page's browser calls it: a cached answer is the same
 * header for header and byte for byte each time (200 plain, gzip, 304), every refusal and every query still
 * gets its own answer, a saved change shows at once, and the per-address limit counts every read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken } from '../../test-support/fixtures';
import { listening, putGeneral, type Seen } from '../../test-support/listening';

const PAGE = 'http://club.example';

describe('GET /widgets/v1/{websiteId}/{widget} over a socket', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  let admin: string;

  beforeAll(async () => {
    server = await listening({ SERVICES: 'api,tokens' });
    admin = await productToken(server.ctx, demoUsers.admin.id, '1001');
    await putGeneral(server.ctx, admin, '2001', { referrerDomains: ['club.example'] });
  });
  afterAll(async () => server?.ctx.close());

  it('answers a cached answer the same each time, header for header: 200 plain, gzip and 304', async () => {
    const first = await server.get('/widgets/v1/2001/standings', { origin: PAGE });
    expect(first.status).toBe(200);
    const again = await server.get('/widgets/v1/2001/standings', { origin: PAGE });
    expect(again).toEqual(first);
    const etag = first.headers.etag ?? '';
    const notModified = await server.get('/widgets/v1/2001/standings', {
      origin: PAGE,
      'if-none-match': etag,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['access-control-allow-origin']).toBe(PAGE);
    // The same answer compressed: the same bytes for a client that takes gzip.
    const gzip = await fetch(server.url('/widgets/v1/2001/standings'), {
      headers: { origin: PAGE, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(first.body);
  });

  it('answers each request on its own: another page, no Origin, an encoded path, an unknown widget, a query twice', async () => {
    await server.get('/widgets/v1/2001/leaders', { origin: PAGE });
    const refused = await server.get('/widgets/v1/2001/leaders', { origin: 'http://elsewhere.example' });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).message).toContain('http://elsewhere.example');
    const byReferer = await server.get('/widgets/v1/2001/leaders', { referer: `${PAGE}/news` });
    expect(byReferer.status).toBe(200);
    expect(byReferer.headers['cache-control']).toMatch(/^private/);
    const encoded = await server.get('/widgets/v1/%32001/leaders', { origin: PAGE });
    expect(encoded.status).toBe(200);
    const unknown = await server.get('/widgets/v1/2001/scoreboard', { origin: PAGE });
    expect(unknown.status).toBe(404);
    const twice = await server.get('/widgets/v1/2001/leaders?season=1&season=2', { origin: PAGE });
    expect(twice.status).toBe(400);
  });

  it('serves a saved change at once: never a version the save replaced', async () => {
    const before = await server.get('/widgets/v1/2001/standings', { origin: PAGE });
    await putGeneral(server.ctx, admin, '2001', { referrerDomains: ['club.example', 'news.example'] });
    const after = await server.get('/widgets/v1/2001/standings', { origin: PAGE });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('the per-address widget limit over a socket', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  let admin: string;

  beforeAll(async () => {
    server = await listening({
      SERVICES: 'api,tokens',
      RATE_LIMITS: 'true',
      RATE_LIMIT_WIDGETS_PER_MINUTE: '3',
    });
    admin = await productToken(server.ctx, demoUsers.admin.id, '1001');
    await putGeneral(server.ctx, admin, '2001', { referrerDomains: ['club.example'] });
  });
  afterAll(async () => server?.ctx.close());

  it('counts every read, cached or not: past the limit, 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Seen | undefined;
    for (let i = 0; i < 5; i++) {
      last = await server.get('/widgets/v1/2001/standings', { origin: PAGE });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(last?.body ?? '{}').message).toMatch(/^Too many requests/);

    // Each answer is counted once, by its outcome (docs/product.md#usage-and-health).
    const usage = await server.ctx.app.inject({
      url: '/v1/usage?websiteId=2001&widget=standings&granularity=hour',
      headers: bearer(admin),
    });
    expect(usage.statusCode, usage.body).toBe(200);
    const rows = usage.json().data as Record<string, number>[];
    const sum = (outcome: string) => rows.reduce((total, row) => total + Number(row[outcome]), 0);
    expect([sum('served'), sum('limited')]).toEqual([3, 2]);
  });
});
