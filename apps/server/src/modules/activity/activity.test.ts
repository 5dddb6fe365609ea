/**
 * The activity log (docs/product.md#activity, decision 105): every configuration write recorded with who,
 * where, how and what changed, in the write's own statement; refused writes recorded beside it; a customer
 * reads only its own entries, a page at a time by keyset or all of them as CSV.
 */
import type { ActivityEntry, ActivityListAnswer } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';

let ctx: TestContext;
let admin: string;
let viewer: string;
let iceAndCourt: string;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
  viewer = await productToken(ctx, demoUsers.viewer.id, '1001');
  iceAndCourt = await productToken(ctx, demoUsers.admin.id, '1002');
});
afterAll(async () => ctx?.close());

const configUrl = (websiteId: string, resource: string) => `/v1/config/${websiteId}/${resource}`;
const read = async (websiteId: string, resource: string) => {
  const response = await ctx.app.inject({ url: configUrl(websiteId, resource), headers: bearer(admin) });
  expect(response.statusCode).toBe(200);
  return response.json().data[0] as { config: Record<string, unknown>; version: number };
};
const put = (
  websiteId: string,
  resource: string,
  body: object,
  headers: Record<string, string> = {},
  token = admin,
) =>
  ctx.app.inject({
    method: 'PUT',
    url: configUrl(websiteId, resource),
    headers: { ...bearer(token), ...headers },
    payload: body,
  });
const list = async (query = '', token = admin) => {
  const response = await ctx.app.inject({ url: `/v1/activity${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: ActivityEntry[]; links: { next?: string } };
};
/** Every entry matching `query`, following links.next. */
const all = async (query = '?limit=200', token = admin) => {
  const entries: ActivityEntry[] = [];
  let next: string | undefined = `/v1/activity${query}`;
  while (next) {
    const page: Pick<ActivityListAnswer, 'data' | 'links'> = await list(
      next.replace('/v1/activity', ''),
      token,
    );
    entries.push(...page.data);
    next = page.links.next;
  }
  return entries;
};

describe('what a write records', () => {
  it('records a console save with who, the website by name, the screen, the source and the fields changed', async () => {
    const { config, version } = await read('2001', 'general');
    const response = await put(
      '2001',
      'general',
      { showMainNavigation: !config.showMainNavigation, statisticsDecimalPlaces: 3 },
      { 'x-change-source': 'console', 'if-match': `"${version}"` },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = (await list('?limit=1')).data;
    expect(entry).toEqual({
      id: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
      user: { sub: demoUsers.admin.id, name: demoUsers.admin.name, email: demoUsers.admin.email },
      action: 'config-write',
      website: { websiteId: '2001', name: 'NBL Official Website' },
      resource: 'general',
      source: { kind: 'save' },
      outcome: 'saved',
      status: 200,
      message: null,
      version: version + 1,
      changedFields: ['showMainNavigation', 'statisticsDecimalPlaces'],
      changes: [
        `Show main navigation: ${config.showMainNavigation ? 'on → off' : 'off → on'}`,
        `Statistics decimal places: ${config.statisticsDecimalPlaces} → 3`,
      ],
      reason: null,
    });
  });

  it('records a PUT without the console header as an API write, and a restore with the version restored', async () => {
    await put('2002', 'leaders', { leadersCountPerStatistic: 7 });
    expect((await list('?limit=1')).data[0]).toMatchObject({ source: { kind: 'api' }, resource: 'leaders' });
    const { version } = await read('2002', 'leaders');
    const restored = await ctx.app.inject({
      method: 'POST',
      url: `${configUrl('2002', 'leaders')}/revisions/1/restore`,
      headers: { ...bearer(admin), 'if-match': `"${version}"` },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await list('?limit=1')).data[0]).toMatchObject({
      source: { kind: 'restore', detail: { version: 1 } },
      outcome: 'saved',
      version: version + 1,
    });
  });

  it('records refused writes — a stale version (412), an invalid body (400), no write scope (403) — and answers them as before', async () => {
    const { version } = await read('2001', 'leaders');
    const stale = await put('2001', 'leaders', { leadersCountPerStatistic: 9 }, { 'if-match': '"0"' });
    expect(stale.statusCode).toBe(412);
    const invalid = await put('2001', 'leaders', { leadersCountPerStatistic: 500 });
    expect(invalid.statusCode).toBe(400);
    const readOnly = await put('2001', 'leaders', { leadersCountPerStatistic: 9 }, {}, viewer);
    expect(readOnly.statusCode).toBe(403);
    expect((await read('2001', 'leaders')).version).toBe(version);

    const [forbidden, refused, conflict] = (await list('?limit=3')).data;
    expect(conflict).toMatchObject({
      outcome: 'refused',
      status: 412,
      message: stale.json().message,
      version: null,
      changedFields: [],
      website: { websiteId: '2001', name: 'NBL Official Website' },
      resource: 'leaders',
      source: { kind: 'api' },
    });
    expect(refused).toMatchObject({ outcome: 'refused', status: 400, message: invalid.json().message });
    expect(forbidden).toMatchObject({
      outcome: 'refused',
      status: 403,
      user: { sub: demoUsers.viewer.id, name: demoUsers.viewer.name, email: demoUsers.viewer.email },
    });
  });

  it("records nothing for another customer's website (404) or a read", async () => {
    const before = (await list('?limit=1')).data[0];
    expect((await put('2101', 'general', { showMainNavigation: false })).statusCode).toBe(404);
    await read('2001', 'general');
    expect((await list('?limit=1')).data[0]).toEqual(before);
    expect(await all('?websiteId=2101', iceAndCourt)).toEqual([]);
  });

  it('stores a write and its entry together: a write that fails leaves no entry, an entry that fails no write', async () => {
    const saved = async () => (await all('?websiteId=2002&resource=standings')).length;
    const entriesBefore = await saved();
    const { config, version } = await read('2002', 'standings');
    const change = { ...config, websiteId: '2002' };
    // The revision cannot be stored: the write fails whole, and no entry says it was saved.
    await ctx.db.query(
      "alter table config_revisions add constraint no_revision check (resource <> 'standings') not valid",
    );
    try {
      const failed = await put('2002', 'standings', {
        ...change,
        showSeasonSelector: !config.showSeasonSelector,
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await ctx.db.query('alter table config_revisions drop constraint no_revision');
    }
    expect(await saved()).toBe(entriesBefore);
    expect((await read('2002', 'standings')).version).toBe(version);
    // The entry cannot be stored: the document is not written either.
    await ctx.db.query(
      "alter table activity add constraint no_entry check (outcome <> 'saved' or resource <> 'standings') not valid",
    );
    try {
      const failed = await put('2002', 'standings', {
        ...change,
        showSeasonSelector: !config.showSeasonSelector,
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await ctx.db.query('alter table activity drop constraint no_entry');
    }
    expect((await read('2002', 'standings')).version).toBe(version);
    expect(await saved()).toBe(entriesBefore);
  });

  it('answers a refused write as ever when its entry cannot be recorded', async () => {
    await ctx.db.query(
      "alter table activity add constraint no_refusal check (outcome <> 'refused') not valid",
    );
    try {
      const stale = await put('2001', 'leaders', { leadersCountPerStatistic: 9 }, { 'if-match': '"0"' });
      expect(stale.statusCode).toBe(412);
      expect(stale.json().message).toMatch(/changed by someone else/);
    } finally {
      await ctx.db.query('alter table activity drop constraint no_refusal');
    }
  });
});

describe('GET /v1/activity', () => {
  it('shows a customer only its own entries, and a read-only user may read them', async () => {
    expect((await put('2101', 'leaders', { leadersCountPerStatistic: 4 }, {}, iceAndCourt)).statusCode).toBe(
      200,
    );
    const theirs = await all('?limit=200', iceAndCourt);
    expect(theirs.length).toBeGreaterThan(0);
    expect(new Set(theirs.map((e) => e.website?.websiteId))).toEqual(new Set(['2101']));
    const ours = await all('?limit=200', viewer);
    expect(ours.some((e) => e.website?.websiteId === '2101')).toBe(false);
    expect(ours.length).toBeGreaterThan(0);
  });

  it('filters by website, user (id or email), screen, kind and time', async () => {
    const everything = await all();
    const expectFiltered = async (query: string, keep: (entry: ActivityEntry) => boolean) => {
      const filtered = await all(`?limit=200&${query}`);
      expect(filtered.length, query).toBeGreaterThan(0);
      expect(filtered, query).toEqual(everything.filter(keep));
    };
    await expectFiltered('websiteId=2002', (e) => e.website?.websiteId === '2002');
    await expectFiltered('user=user-viewer', (e) => e.user.sub === demoUsers.viewer.id);
    await expectFiltered('user=VIEWER@demo.test', (e) => e.user.sub === demoUsers.viewer.id);
    await expectFiltered('resource=leaders', (e) => e.resource === 'leaders');
    await expectFiltered('kind=restore', (e) => e.source?.kind === 'restore');
    await expectFiltered('websiteId=2001&resource=leaders&kind=api', (e) => {
      return e.website?.websiteId === '2001' && e.resource === 'leaders' && e.source?.kind === 'api';
    });
    const today = new Date().toISOString().slice(0, 10);
    await expectFiltered(`from=${today}&to=${today}`, () => true);
    const newest = everything[0]!;
    await expectFiltered(`to=${encodeURIComponent(newest.createdAt)}`, (e) => e.createdAt < newest.createdAt);
    expect(await all('?from=2000-01-01&to=2000-01-02')).toEqual([]);
  });

  it('pages by keyset: the pages make the whole list, and a write between pages does not shift them', async () => {
    for (let i = 0; i < 5; i += 1) await put('2003', 'leaders', { leadersCountPerStatistic: 20 + i });
    const everything = await all('?websiteId=2003');
    expect(everything.length).toBeGreaterThanOrEqual(5);
    const first = await list('?websiteId=2003&limit=2');
    expect(first.data).toEqual(everything.slice(0, 2));
    expect(first.links.next).toMatch(/^\/v1\/activity\?websiteId=2003&limit=2&cursor=[\w-]+$/);
    // A new write lands at the top; the next page still starts just after the first page's last entry.
    await put('2003', 'leaders', { leadersCountPerStatistic: 40 });
    const rest = await all(first.links.next!.replace('/v1/activity', ''));
    expect([...first.data, ...rest]).toEqual(everything);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=abc', 'limit'],
    ['kind=copied', 'kind'],
    ['resource=nope', 'resource'],
    ['from=yesterday', 'from'],
    ['from=2026-13-45', 'from'],
    ['to=2026-11-25T10:00', 'to'],
    ['from=2026-11-25&to=2026-11-24', 'to'],
    ['websiteId=2001&websiteId=2002', 'websiteId'],
    ['cursor=not-a-cursor', 'cursor'],
    [`cursor=${Buffer.from('["2026-11-25T10:00:00.000000Z",1]').toString('base64url')}`, 'cursor'],
  ])('answers 400 naming the parameter for %s', async (query, field) => {
    const response = await ctx.app.inject({ url: `/v1/activity?${query}`, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/^Invalid query: /),
      errors: expect.any(Array),
    });
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
  });

  it("answers 404 for a website filter naming another customer's website or none", async () => {
    for (const websiteId of ['2101', '9999']) {
      const response = await ctx.app.inject({
        url: `/v1/activity?websiteId=${websiteId}`,
        headers: bearer(admin),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Website not found' });
    }
  });
});

describe('GET /v1/activity.csv', () => {
  it('answers every matching entry as CSV with a header row, in the history words', async () => {
    const entries = await all('?websiteId=2001');
    const response = await ctx.app.inject({
      url: '/v1/activity.csv?websiteId=2001',
      headers: bearer(viewer),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="activity.csv"');
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'When,User,Email,Website ID,Website,Screen,How,Outcome,Status,Change,Version,Changed fields,Reason',
    );
    expect(lines).toHaveLength(entries.length + 1);
    const saved = lines.find((line) => line.includes('Show main navigation'));
    expect(saved).toMatch(
      /,Alex Admin,admin@demo\.test,2001,NBL Official Website,General,Saved in the console,saved,200,"Show main navigation: (on → off|off → on); Statistics decimal places: \d → 3",/,
    );
    expect(saved).toMatch(/,showMainNavigation statisticsDecimalPlaces,$/);
    expect(
      lines.some((line) => line.includes(',refused,412,Refused (412): This configuration was changed')),
    ).toBe(true);
  });

  it('applies the filters, and refuses malformed ones and unowned websites as the list does', async () => {
    const response = await ctx.app.inject({
      url: '/v1/activity.csv?kind=restore',
      headers: bearer(admin),
    });
    const rows = response.body.split('\r\n').filter(Boolean).slice(1);
    expect(rows).toHaveLength((await all('?kind=restore')).length);
    expect(rows.every((row) => row.includes(',Restored version '))).toBe(true);
    const bad = await ctx.app.inject({ url: '/v1/activity.csv?from=soon', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    const other = await ctx.app.inject({ url: '/v1/activity.csv?websiteId=2101', headers: bearer(admin) });
    expect(other.statusCode).toBe(404);
  });
});
