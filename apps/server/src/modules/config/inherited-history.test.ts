/**
 * A website's History shows the changes its customer's defaults made it show (decision 154): each entry says
 * who changed the defaults and what changed here in History's words, in time order with the website's own
 * versions, just above the version it followed; it is no version of the website, so it cannot be restored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { engines } from '../../test-support/engines';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';

const DEFAULTS = 'defaults-1001-basketball';

describe.each(engines)('History of a website following its defaults on $name', (engine) => {
  let ctx: TestContext;
  let admin: string;
  let publisher: string;
  let adminIce: string;
  beforeAll(async () => {
    ctx = await startTestApp({ engine });
    admin = await productToken(ctx, demoUsers.admin.id, '1001');
    publisher = await productToken(ctx, demoUsers.publisher.id, '1001');
    adminIce = await productToken(ctx, demoUsers.admin.id, '1002');
  });
  afterAll(async () => ctx?.close());

  const read = async (websiteId: string) => {
    const response = await ctx.app.inject({ url: `/v1/config/${websiteId}/leaders`, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    return response.headers.etag as string;
  };
  const put = async (websiteId: string, payload: object, token = admin) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/config/${websiteId}/leaders`,
      headers: { ...bearer(token), 'if-match': await read(websiteId) },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const history = async (websiteId: string, query = '', token = admin) => {
    const response = await ctx.app.inject({
      url: `/v1/config/${websiteId}/leaders/revisions${query}`,
      headers: bearer(token),
    });
    return response;
  };
  type Entry = {
    version: number;
    author: { email: string | null };
    fromDefaults?: { by: string | null; changes: string[] };
  };
  const entries = async (websiteId: string) => (await history(websiteId)).json().data as Entry[];

  it('lists the changes of the defaults a website showed, in order with its own versions', async () => {
    await put(DEFAULTS, { leadersCountPerStatistic: 7 });
    await put('2003', { showPersonImage: false }, publisher);
    await put(DEFAULTS, { leadersCountPerStatistic: 8 }, publisher);
    const list = await entries('2003');
    expect(list.map((entry) => [entry.version, entry.fromDefaults ?? null])).toEqual([
      [2, { by: 'Pat Publisher', changes: ['Number of leaders per statistic: 7 → 8'] }],
      [2, null],
      [1, { by: 'Alex Admin', changes: ['Number of leaders per statistic: 5 → 7'] }],
      [1, null],
    ]);
    expect(list[0]!.author.email).toBe(demoUsers.publisher.email);
    // 2002 sets its own number of leaders: the defaults changed nothing it shows.
    expect((await entries('2002')).some((entry) => entry.fromDefaults)).toBe(false);
    // The defaults' own History lists their versions only.
    expect((await entries(DEFAULTS)).every((entry) => !entry.fromDefaults)).toBe(true);
  });

  it('pages the merged list with links.next', async () => {
    const first = (await history('2003', '?limit=3')).json();
    expect(first.data.map((entry: Entry) => [entry.version, !!entry.fromDefaults])).toEqual([
      [2, true],
      [2, false],
      [1, true],
    ]);
    expect(first.links.next).toBe('/v1/config/2003/leaders/revisions?limit=3&offset=3');
    const second = (await history('2003', '?limit=3&offset=3')).json();
    expect(second.data.map((entry: Entry) => [entry.version, !!entry.fromDefaults])).toEqual([[1, false]]);
    expect(second.links).toEqual({});
  });

  it('keeps a change of the defaults out of restore: only the website’s own versions are versions', async () => {
    const restore = await ctx.app.inject({
      method: 'POST',
      url: '/v1/config/2003/leaders/revisions/3/restore',
      headers: { ...bearer(admin), 'if-match': await read('2003') },
    });
    expect(restore.statusCode).toBe(404);
    // Another customer sees neither the website nor its History.
    expect((await history('2003', '', adminIce)).statusCode).toBe(404);
  });
});
