/**
 * Customer defaults (docs/product.md#customer-defaults, decision 144), on every engine: a website's value is
 * its own when it sets one, else its customer's default for its sport, else the field's default — in the
 * console's GET and in the public widget answer alike; a change of the defaults reaches, at once, every
 * website that does not set the field itself (a new ETag, its CDN tags purged, an activity entry), and
 * leaves alone the websites that do and the website's own version (its If-Match stays valid).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { engines } from '../../test-support/engines';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import type { CdnPurge } from '../widgets/cdn';

const DEFAULTS = 'defaults-1001-basketball';
const PAGE = 'http://club.example';

describe.each(engines)('customer defaults on $name', (engine) => {
  let ctx: TestContext;
  let admin: string;
  let adminIce: string;
  const purges: CdnPurge[] = [];
  beforeAll(async () => {
    ctx = await startTestApp({ engine, cdnPurger: (purge) => void purges.push(purge) });
    admin = await productToken(ctx, demoUsers.admin.id, '1001');
    adminIce = await productToken(ctx, demoUsers.admin.id, '1002');
    // 2002 sets no number of leaders of its own (as a website that never changed it); 2001 sets 9.
    await ctx.db.query(
      `update configs set document = document - 'leadersCountPerStatistic'
        where website_id = '2002' and resource = 'leaders'`,
    );
    await ctx.db.query(
      `update configs set document = jsonb_set(document, '{referrerDomains}', '["club.example"]')
        where website_id in ('2001', '2002') and resource = 'general'`,
    );
    await ctx.db.query(
      `update configs set document = jsonb_set(document, '{leadersCountPerStatistic}', '9')
        where website_id = '2001' and resource = 'leaders'`,
    );
  });
  afterAll(async () => ctx?.close());

  const read = async (websiteId: string, resource: string, token = admin) => {
    const response = await ctx.app.inject({
      url: `/v1/config/${websiteId}/${resource}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [document] = response.json().data as {
      config: Record<string, unknown>;
      sources: Record<string, string>;
      version: number;
    }[];
    return { ...document!, etag: response.headers.etag };
  };
  const widget = (websiteId: string) =>
    ctx.app.inject({ url: `/widgets/v1/${websiteId}/leaders`, headers: { origin: PAGE } });
  const put = (websiteId: string, payload: object, ifMatch: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/v1/config/${websiteId}/leaders`,
      headers: { ...bearer(admin), 'if-match': ifMatch },
      payload,
    });

  it('opens the defaults like a website of the customer, and keeps them off the websites list and the public path', async () => {
    const defaults = await read(DEFAULTS, 'leaders');
    // The demo data stores the customer's shared values on its defaults.
    expect(defaults.version).toBe(1);
    const list = await ctx.app.inject({ url: '/v1/config/websites', headers: bearer(admin) });
    expect(list.body).not.toContain(DEFAULTS);
    // Asked for apart, for the console's navigation: the customer's owners, named with the customer.
    const owners = await ctx.app.inject({ url: '/v1/config/websites?kind=defaults', headers: bearer(admin) });
    expect(owners.json().data).toEqual([
      { websiteId: DEFAULTS, name: 'Defaults · Northern Basketball League', sport: 'basketball' },
    ]);
    const ice = await ctx.app.inject({ url: '/v1/config/websites?kind=defaults', headers: bearer(adminIce) });
    expect(ice.json().data.map((owner: { name: string }) => owner.name)).toEqual([
      'Defaults · Ice & Court Media · Handball',
      'Defaults · Ice & Court Media · Hockey',
    ]);
    const bad = await ctx.app.inject({ url: '/v1/config/websites?kind=league', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect((await widget(DEFAULTS)).statusCode).toBe(404);
    // Another customer's defaults are not found, as another customer's website.
    const other = await ctx.app.inject({ url: `/v1/config/${DEFAULTS}/leaders`, headers: bearer(adminIce) });
    expect(other.statusCode).toBe(404);
  });

  it('tells per field where the value comes from', async () => {
    const following = await read('2002', 'leaders');
    expect(following.sources.leadersCountPerStatistic).toBe('defaults');
    expect(following.config.leadersCountPerStatistic).toBe(5);
    expect((await read('2001', 'leaders')).sources.leadersCountPerStatistic).toBe('website');
  });

  it('changes every following website at once when a default is saved, and no website that sets its own', async () => {
    const followingBefore = await read('2002', 'leaders');
    const ownBefore = await read('2001', 'leaders');
    const answerBefore = await widget('2002');
    expect(answerBefore.statusCode, answerBefore.body).toBe(200);
    purges.length = 0;

    const saved = await put(DEFAULTS, { leadersCountPerStatistic: 7 }, '"1"');
    expect(saved.statusCode, saved.body).toBe(200);

    const following = await read('2002', 'leaders');
    expect(following.config.leadersCountPerStatistic).toBe(7);
    expect(following.sources.leadersCountPerStatistic).toBe('defaults');
    // Its own document is untouched: the version (its If-Match) is the same.
    expect(following.version).toBe(followingBefore.version);
    const answer = await widget('2002');
    expect(answer.json().data.config.leadersCountPerStatistic).toBe(7);
    expect(answer.headers.etag).not.toBe(answerBefore.headers.etag);
    expect(purges.map((purge) => purge.websiteId).sort()).toEqual(expect.arrayContaining([DEFAULTS, '2002']));

    const own = await read('2001', 'leaders');
    expect(own.config.leadersCountPerStatistic).toBe(9);
    expect(own.sources.leadersCountPerStatistic).toBe('website');
    expect((await widget('2001')).json().data.config.leadersCountPerStatistic).toBe(9);
    expect(purges.some((purge) => purge.websiteId === '2001')).toBe(false);

    const activity = await ctx.db.query<{ websiteId: string; changes: string[] }>(
      `select website_id as "websiteId", changes from activity where website_id = '2002' and resource = 'leaders'
        order by created_at desc limit 1`,
    );
    expect(activity[0]?.changes.join('\n')).toContain("From the customer's defaults");
    expect(ownBefore.version).toBe(own.version);
  });

  it("keeps a website's own edit and a default's edit apart, each with its own If-Match", async () => {
    const website = await read('2002', 'leaders');
    const defaults = await read(DEFAULTS, 'leaders');
    // Both people read, then both save.
    expect((await put(DEFAULTS, { leadersCountPerStatistic: 8 }, defaults.etag!)).statusCode).toBe(200);
    const own = await put('2002', { leadersCountPerStatistic: 3 }, website.etag!);
    expect(own.statusCode, own.body).toBe(200);
    expect((await read('2002', 'leaders')).config.leadersCountPerStatistic).toBe(3);
    expect((await read(DEFAULTS, 'leaders')).config.leadersCountPerStatistic).toBe(8);
    // A stale If-Match on the defaults is refused as on any document.
    expect((await put(DEFAULTS, { leadersCountPerStatistic: 6 }, defaults.etag!)).statusCode).toBe(412);
  });

  const useDefaults = (websiteId: string, payload: string, ifMatch?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/v1/config/${websiteId}/leaders/use-defaults`,
      headers: {
        ...bearer(admin),
        'content-type': 'application/json',
        ...(ifMatch ? { 'if-match': ifMatch } : {}),
      },
      payload,
    });

  it('drops a website\'s own value with "Use the customer\'s default", and resets a whole screen', async () => {
    const before = await read('2001', 'leaders');
    expect(before.sources.leadersCountPerStatistic).toBe('website');
    const used = await useDefaults('2001', '{"fields":["leadersCountPerStatistic"]}', before.etag);
    expect(used.statusCode, used.body).toBe(200);
    const [answer] = used.json().data;
    expect(answer.version).toBe(before.version + 1);
    expect(answer.config.leadersCountPerStatistic).toBe(8);
    expect(answer.sources.leadersCountPerStatistic).toBe('defaults');
    const after = await read('2001', 'leaders');
    expect(after.config).toEqual(answer.config);
    expect(after.sources).toEqual(answer.sources);
    expect((await widget('2001')).json().data.config.leadersCountPerStatistic).toBe(8);

    // Editing the field sets it on the website again; the other fields keep following.
    const edited = await put('2001', { leadersCountPerStatistic: 4 }, after.etag!);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data[0].sources.leadersCountPerStatistic).toBe('website');

    const reset = await useDefaults('2001', '{}', edited.headers.etag as string);
    expect(reset.statusCode, reset.body).toBe(200);
    const sources = Object.values(reset.json().data[0].sources as Record<string, string>);
    expect(sources).not.toContain('website');
    expect(reset.json().data[0].config.leadersCountPerStatistic).toBe(8);
  });

  it('refuses a malformed or stale call to use the defaults with a message, never a 5xx', async () => {
    const { etag, version } = await read('2002', 'leaders');
    const cases: [string, number, string | undefined][] = [
      ['{"oops', 400, etag],
      ['[]', 400, etag],
      ['{"fields":"leadersCountPerStatistic"}', 400, etag],
      ['{"fields":[]}', 400, etag],
      ['{"fields":[7]}', 400, etag],
      ['{"fields":["noSuchField"]}', 400, etag],
      ['{"fields":["leadersCountPerStatistic"]}', 412, '"999"'],
      ['{"fields":["leadersCountPerStatistic"]}', 400, 'not a tag'],
    ];
    for (const [payload, status, ifMatch] of cases) {
      const response = await useDefaults('2002', payload, ifMatch);
      expect(response.statusCode, `${payload} ${ifMatch}`).toBe(status);
      expect(typeof response.json().message).toBe('string');
    }
    expect((await read('2002', 'leaders')).version).toBe(version);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/v1/config/2002/nothing/use-defaults',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists, before anything is written, every website a default changes in plain words and those that keep their own value', async () => {
    const defaults = await read(DEFAULTS, 'leaders');
    const own = await read('2002', 'leaders');
    // 2003 follows the defaults for the number of leaders; 2001 and 2002 set their own.
    await ctx.db.query(
      `update configs set document = document - 'leadersCountPerStatistic'
        where website_id = '2003' and resource = 'leaders'`,
    );
    await put('2001', { leadersCountPerStatistic: 9 }, (await read('2001', 'leaders')).etag!);
    const preview = await ctx.app.inject({
      method: 'POST',
      url: `/v1/config/${DEFAULTS}/leaders/defaults-preview`,
      headers: bearer(admin),
      payload: { leadersCountPerStatistic: 11 },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { data } = preview.json();
    expect(data.version).toBe(defaults.version);
    expect(data.changes).toEqual([
      { websiteId: '2003', name: expect.any(String), changes: [expect.stringMatching(/8 → 11|8.*11/)] },
    ]);
    expect(data.keeping.map((website: { websiteId: string }) => website.websiteId)).toEqual(['2001', '2002']);
    expect(data.keeping[0].fields).toEqual(['Number of leaders per statistic']);
    // Nothing was written.
    expect((await read(DEFAULTS, 'leaders')).version).toBe(defaults.version);
    expect((await read('2002', 'leaders')).version).toBe(own.version);
    // A website is followed by no one; a bad body is refused as the save would refuse it.
    const ofWebsite = await ctx.app.inject({
      method: 'POST',
      url: '/v1/config/2002/leaders/defaults-preview',
      headers: bearer(admin),
      payload: { leadersCountPerStatistic: 11 },
    });
    expect(ofWebsite.statusCode).toBe(409);
    expect(ofWebsite.json().message).toBe("Only a customer's defaults are followed by websites");
    for (const payload of ['{"leadersCountPerStatistic": 500}', '[]', '{"oops']) {
      const bad = await ctx.app.inject({
        method: 'POST',
        url: `/v1/config/${DEFAULTS}/leaders/defaults-preview`,
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload,
      });
      expect(bad.statusCode, payload).toBe(400);
      expect(typeof bad.json().message).toBe('string');
    }
  });
});
