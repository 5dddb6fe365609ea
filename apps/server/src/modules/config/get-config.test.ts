/**
 * GET /v1/config/{websiteId}/{resource} over a real socket: a cached document answers the same header for
 * header each time, a save shows at once, and every refusal is the route's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken } from '../../test-support/fixtures';
import { listening, putGeneral } from '../../test-support/listening';

describe('GET /v1/config/{websiteId}/{resource} over a socket', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  let admin: string;
  let otherCustomer: string;

  beforeAll(async () => {
    server = await listening({ SERVICES: 'api,tokens' });
    admin = await productToken(server.ctx, demoUsers.admin.id, '1001');
    otherCustomer = await productToken(server.ctx, demoUsers.admin.id, '1002');
  });
  afterAll(async () => server?.ctx.close());

  it('answers a cached document the same each time, header for header', async () => {
    const first = await server.get('/v1/config/2001/leaders', bearer(admin));
    expect(first.status).toBe(200);
    const again = await server.get('/v1/config/2001/leaders', bearer(admin));
    expect(again).toEqual(first);
  });

  it('answers the saved version at once after a save', async () => {
    const before = await server.get('/v1/config/2001/general', bearer(admin));
    await putGeneral(server.ctx, admin, '2001', { referrerDomains: ['club.example', 'news.example'] });
    const after = await server.get('/v1/config/2001/general', bearer(admin));
    expect(JSON.parse(after.body).data[0].version).toBe(JSON.parse(before.body).data[0].version + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('refuses another customer, a bad token and no token, and reads a query it does not use', async () => {
    expect((await server.get('/v1/config/2001/general', bearer(admin))).status).toBe(200);
    expect((await server.get('/v1/config/2001/general', bearer(otherCustomer))).status).toBe(404);
    expect((await server.get('/v1/config/2001/general', bearer(`${admin}x`))).status).toBe(401);
    expect((await server.get('/v1/config/2001/general')).status).toBe(401);
    expect((await server.get('/v1/config/2001/general?x=1', bearer(admin))).status).toBe(200);
  });
});
