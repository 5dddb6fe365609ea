import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { type ManyWebsites, seedCustomerWithManyWebsites } from '../../test-support/many-websites';

let ctx: TestContext;
let northern: string;
let ice: string;
let empty: string;
let thousand: string;
let many: ManyWebsites;
beforeAll(async () => {
  ctx = await startTestApp();
  many = await seedCustomerWithManyWebsites(ctx.db, { count: 1000, userIds: [demoUsers.admin.id] });
  northern = await productToken(ctx, demoUsers.admin.id, '1001');
  ice = await productToken(ctx, demoUsers.admin.id, '1002');
  empty = await productToken(ctx, demoUsers.admin.id, '1003');
  thousand = await productToken(ctx, demoUsers.admin.id, many.customerId);
});
afterAll(async () => ctx?.close());

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /v1/config/websites', () => {
  it("lists the customer's websites with id, name and sport", async () => {
    const response = await get('/v1/config/websites', northern);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { websiteId: '2001', name: 'NBL Official Website', sport: 'basketball' },
        { websiteId: '2002', name: "NBL Women's League", sport: 'basketball' },
        { websiteId: '2003', name: 'NBL Youth Championships', sport: 'basketball' },
      ],
      links: {},
    });
    const other = await get('/v1/config/websites', ice);
    expect(other.json().data.map((w: { sport: string }) => w.sport)).toEqual(['hockey', 'handball']);
  });

  it('answers an empty list for a customer without websites', async () => {
    expect((await get('/v1/config/websites', empty)).json()).toEqual({ data: [], links: {} });
  });

  it('pages with links.next until the list ends', async () => {
    const first = await get('/v1/config/websites?limit=2', northern);
    expect(first.json().data.map((w: { websiteId: string }) => w.websiteId)).toEqual(['2001', '2002']);
    expect(first.json().links.next).toBe('/v1/config/websites?limit=2&offset=2');
    const second = await get(first.json().links.next, northern);
    expect(second.json()).toEqual({
      data: [{ websiteId: '2003', name: 'NBL Youth Championships', sport: 'basketball' }],
      links: {},
    });
  });

  it('takes a page of up to 1,000 websites, so the console loads a whole list in one request (decision 076)', async () => {
    const response = await get('/v1/config/websites?limit=1000', northern);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(3);
    expect(response.json().links).toEqual({});
    const twoHundredAndOne = await get('/v1/config/websites?limit=201&offset=1', northern);
    expect(twoHundredAndOne.statusCode).toBe(200);
    expect(twoHundredAndOne.json().data.map((w: { websiteId: string }) => w.websiteId)).toEqual([
      '2002',
      '2003',
    ]);
  });

  it('answers a customer’s 1,000 websites in one page of limit=1000, and in pages of 50 by default', async () => {
    const whole = await get('/v1/config/websites?limit=1000', thousand);
    expect(whole.statusCode).toBe(200);
    expect(whole.json().data).toEqual(many.websites);
    expect(whole.json().links).toEqual({});

    const first = await get('/v1/config/websites', thousand);
    expect(first.json().data).toHaveLength(50);
    expect(first.json().links.next).toBe('/v1/config/websites?limit=50&offset=50');
    const last = await get('/v1/config/websites?limit=300&offset=900', thousand);
    expect(last.json().data).toEqual(many.websites.slice(900));
    expect(last.json().links).toEqual({});
    // Another customer's list is untouched by this one's thousand.
    expect((await get('/v1/config/websites?limit=1000', northern)).json().data).toHaveLength(3);
  });

  it.each([
    ['limit=0', 'limit', 'from 1 to 1000'],
    ['limit=abc', 'limit', 'from 1 to 1000'],
    ['limit=1001', 'limit', 'from 1 to 1000'],
    ['limit=1&limit=2', 'limit', 'from 1 to 1000'],
    ['limit=2.5', 'limit', 'from 1 to 1000'],
    ['limit=-5', 'limit', 'from 1 to 1000'],
    ['offset=-1', 'offset', 'from 0 to 1000000000'],
    ['offset=1e20', 'offset', 'from 0 to 1000000000'],
    ['offset=99999999999999999999', 'offset', 'from 0 to 1000000000'],
  ])('answers 400 for %s, naming the parameter once with its bounds', async (query, field, bounds) => {
    const response = await get(`/v1/config/websites?${query}`, northern);
    expect(response.statusCode).toBe(400);
    const message = `${field} must be a whole number ${bounds}`;
    expect(response.json()).toEqual({
      message: `Invalid query: ${message}`,
      errors: [{ field, message: `must be a whole number ${bounds}` }],
    });
  });

  it('takes an empty paging parameter as its default', async () => {
    const response = await get('/v1/config/websites?limit=&offset=', northern);
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /v1/config/websites/{websiteId}', () => {
  it('answers 400, never a 5xx, for a NUL character in a path or query', async () => {
    for (const url of [
      '/v1/config/websites/20%0001',
      '/v1/config/2001%00/complist',
      '/v1/config/2001/seasons?competitionIds=40%0001',
    ]) {
      const response = await get(url, northern);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answers the website with its tracking-data flag', async () => {
    expect((await get('/v1/config/websites/2101', ice)).json()).toEqual({
      data: [{ websiteId: '2101', name: 'Ice Hockey Central', sport: 'hockey', trackingData: true }],
    });
  });

  it("answers 404 for another customer's website and for a missing one alike", async () => {
    const foreign = await get('/v1/config/websites/2101', northern);
    const missing = await get('/v1/config/websites/9999', northern);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Website not found' });
    expect(missing.body).toBe(foreign.body);
  });
});

describe('organisations, competitions and seasons', () => {
  it('GET complist answers organisations and competitions keyed by organisation', async () => {
    const response = await get('/v1/config/2001/complist', northern);
    expect(response.statusCode).toBe(200);
    const { organizations, competitions } = response.json().data;
    expect(organizations.length).toBeGreaterThanOrEqual(2);
    for (const org of organizations) {
      expect(org).toEqual({ organizationId: expect.any(String), nameLocal: expect.any(String) });
      expect(competitions[org.organizationId].length).toBeGreaterThanOrEqual(2);
      for (const c of competitions[org.organizationId]) {
        expect(c).toEqual({ competitionId: expect.any(String), nameLocal: expect.any(String) });
      }
    }
    expect(organizations.map((o: { nameLocal: string }) => o.nameLocal)).toContain(
      'Northern Basketball League',
    );
  });

  it('GET seasons of one competition answers at least three seasons with their competition', async () => {
    const { organizations, competitions } = (await get('/v1/config/2101/complist', ice)).json().data;
    const org = organizations[0].organizationId;
    const comp = competitions[org][0].competitionId;
    const response = await get(`/v1/config/2101/organizations/${org}/competitions/${comp}/seasons`, ice);
    expect(response.statusCode).toBe(200);
    const seasons = response.json().data;
    expect(seasons.length).toBeGreaterThanOrEqual(3);
    for (const s of seasons) {
      expect(s).toEqual({
        seasonId: expect.any(String),
        nameLocal: expect.any(String),
        competitionId: comp,
        hasTrackingData: expect.any(Boolean),
      });
    }
  });

  it('answers 404 for a competition of another organisation', async () => {
    const { organizations, competitions } = (await get('/v1/config/2001/complist', northern)).json().data;
    const comp = competitions[organizations[0].organizationId][0].competitionId;
    const response = await get(
      `/v1/config/2001/organizations/${organizations[1].organizationId}/competitions/${comp}/seasons`,
      northern,
    );
    expect(response.statusCode).toBe(404);
  });

  it('GET seasons?competitionIds= answers the seasons of many competitions in one request', async () => {
    const { competitions } = (await get('/v1/config/2101/complist', ice)).json().data;
    const ids = Object.values(competitions as Record<string, { competitionId: string }[]>)
      .flat()
      .map((c) => c.competitionId);
    const batched = await get(`/v1/config/2101/seasons?competitionIds=${ids.join(',')}`, ice);
    expect(batched.statusCode).toBe(200);
    const seasons = batched.json().data as { competitionId: string; hasTrackingData: boolean }[];
    expect(new Set(seasons.map((s) => s.competitionId))).toEqual(new Set(ids));
    expect(seasons.length).toBeGreaterThanOrEqual(ids.length * 3);
    expect(seasons.some((s) => s.hasTrackingData)).toBe(true);

    const all = await get('/v1/config/2101/seasons', ice);
    expect(all.json().data).toHaveLength(seasons.length);
    const some = await get(`/v1/config/2101/seasons?competitionIds=${ids[0]}`, ice);
    expect(some.json().data.every((s: { competitionId: string }) => s.competitionId === ids[0])).toBe(true);
    const none = await get('/v1/config/2101/seasons?competitionIds=', ice);
    expect(none.json()).toEqual({ data: [] });
  });

  it("does not reveal another customer's competitions through the batched call", async () => {
    const response = await get('/v1/config/2101/seasons', northern);
    expect(response.statusCode).toBe(404);
  });
});
