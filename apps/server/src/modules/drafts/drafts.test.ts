/**
 * Drafts, publishing, schedules and review links through the data API
 * (docs/product.md#drafts-and-scheduled-publishing), on PGlite with a clock the test moves. The scheduler
 * across instances and restarts is scheduler.test.ts.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import {
  bearer,
  productToken,
  startTestApp,
  TEST_PUBLIC_URL,
  type TestContext,
} from '../../test-support/fixtures';

let ctx: TestContext;
let admin: string;
let viewer: string;
const PAGE = 'http://club.example';
const START = Date.parse('2026-11-25T12:00:00Z');
let clock = START;

type Json = Record<string, unknown>;
const send = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown; ifMatch?: string } = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: {
      ...bearer(options.token ?? admin),
      ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });

const live = async (resource: string) => {
  const response = await send('GET', `/v1/config/2001/${resource}`);
  expect(response.statusCode).toBe(200);
  return response.json().data[0] as { config: Json; version: number };
};
const draftUrl = (resource: string) => `/v1/config/2001/${resource}/draft`;
const publicStandings = () =>
  ctx.app.inject({ method: 'GET', url: '/widgets/v1/2001/standings', headers: { origin: PAGE } });

async function saveLive(resource: string, changes: Json) {
  const current = await live(resource);
  const response = await send('PUT', `/v1/config/2001/${resource}`, {
    body: { ...current.config, ...changes },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0] as { version: number };
}

async function saveDraft(resource: string, changes: Json, ifMatch?: string, query = '') {
  const response = await send('PUT', `${draftUrl(resource)}${query}`, { body: changes, ifMatch });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0] as Json & { version: number; baseVersion: number };
}

const activity = async (resource: string) =>
  (await send('GET', `/v1/activity?websiteId=2001&resource=${resource}`)).json().data as {
    outcome: string;
    status: number;
    message: string | null;
    source: { kind: string; detail?: Json };
    user: { name: string };
  }[];

beforeAll(async () => {
  ctx = await startTestApp({ scheduler: { enabled: true, now: () => clock, intervalMs: 3_600_000 } });
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
  viewer = await productToken(ctx, demoUsers.viewer.id, '1001');
  await saveLive('general', { timezone: 'Europe/London', referrerDomains: ['club.example'] });
});
afterAll(async () => ctx?.close());

describe('a draft', () => {
  it('is saved apart from the live settings: the widget keeps serving them until it is published', async () => {
    // No draft is the routine answer of a screen: 200 with an empty list and no ETag, not a 404 (decision 135).
    const none = await send('GET', draftUrl('standings'));
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: [] });
    expect(none.headers.etag).toBeUndefined();
    const before = await live('standings');
    const widgetBefore = (await publicStandings()).json().data.config;
    expect(widgetBefore.showPools).toBe(before.config.showPools);

    const response = await send('PUT', draftUrl('standings'), {
      body: { showPools: !before.config.showPools, showStage: !before.config.showStage },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    const draft = response.json().data[0];
    expect(draft).toMatchObject({
      version: 1,
      baseVersion: before.version,
      author: { id: demoUsers.admin.id, name: 'Alex Admin' },
      changeCount: 2,
      schedule: null,
    });
    expect(draft.changes).toEqual([
      `Show pools: ${before.config.showPools ? 'on → off' : 'off → on'}`,
      `Show stage: ${before.config.showStage ? 'on → off' : 'off → on'}`,
    ]);
    expect(draft.config.showPools).toBe(!before.config.showPools);
    // Nothing live moved: the document, its version, and what the public path serves.
    expect(await live('standings')).toEqual(before);
    expect((await publicStandings()).json().data.config).toEqual(widgetBefore);

    const read = await send('GET', draftUrl('standings'));
    expect(read.headers.etag).toBe('"1"');
    expect(read.json().data[0]).toEqual(draft);
  });

  it('takes If-Match once it exists: 428 without, 412 with the current draft when stale, 400 malformed', async () => {
    const missing = await send('PUT', draftUrl('standings'), { body: { showSeasonName: false } });
    expect(missing.statusCode).toBe(428);
    expect(missing.json()).toEqual({ message: expect.stringMatching(/If-Match/) });
    const stale = await send('PUT', draftUrl('standings'), {
      body: { showSeasonName: false },
      ifMatch: '"7"',
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ version: 1, changeCount: 2 });
    expect(stale.headers.etag).toBe('"1"');
    const malformed = await send('PUT', draftUrl('standings'), { body: {}, ifMatch: 'seven' });
    expect(malformed.statusCode).toBe(400);
    const saved = await saveDraft('standings', { showSeasonName: false }, '"1"');
    expect(saved.version).toBe(2);
  });

  it('refuses what the configuration PUT refuses, with the same field errors, and stores nothing', async () => {
    const body = { entityName: 'nope', websiteId: '2001' };
    const asSave = await send('PUT', '/v1/config/2001/standings', { body });
    const asDraft = await send('PUT', draftUrl('standings'), { body, ifMatch: '"2"' });
    expect(asDraft.statusCode).toBe(400);
    expect(asDraft.json()).toEqual(asSave.json());
    const otherWebsite = await send('PUT', draftUrl('standings'), {
      body: { websiteId: '2002' },
      ifMatch: '"2"',
    });
    expect(otherWebsite.statusCode).toBe(400);
    for (const payload of ['null', '[]', '{"x": tru']) {
      const refused = await ctx.app.inject({
        method: 'PUT',
        url: draftUrl('standings'),
        headers: { ...bearer(admin), 'content-type': 'application/json', 'if-match': '"2"' },
        payload,
      });
      expect(refused.statusCode, payload).toBe(400);
    }
    expect((await send('GET', draftUrl('standings'))).json().data[0].version).toBe(2);
    expect((await send('GET', '/v1/config/2001/nope/draft')).statusCode).toBe(404);
  });

  it('is published as a save: new live version, revision and activity from the draft, caches dropped', async () => {
    const before = await live('standings');
    const draft = (await send('GET', draftUrl('standings'))).json().data[0];
    expect((await send('POST', `${draftUrl('standings')}/publish`)).statusCode).toBe(428);
    expect((await send('POST', `${draftUrl('standings')}/publish`, { ifMatch: '"1"' })).statusCode).toBe(412);
    expect(
      (await send('POST', `${draftUrl('standings')}/publish`, { token: viewer, ifMatch: '"2"' })).statusCode,
    ).toBe(403);

    const published = await send('POST', `${draftUrl('standings')}/publish`, { ifMatch: '"2"' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.headers.etag).toBe(`"${before.version + 1}"`);
    expect(published.json().data[0]).toMatchObject({ version: before.version + 1, config: draft.config });
    expect(await live('standings')).toMatchObject({ version: before.version + 1, config: draft.config });
    expect((await publicStandings()).json().data.config).toMatchObject({
      showPools: draft.config.showPools,
      showSeasonName: false,
    });
    expect((await send('GET', draftUrl('standings'))).json()).toEqual({ data: [] });

    const revisions = (await send('GET', '/v1/config/2001/standings/revisions')).json().data;
    expect(revisions[0].source).toEqual({
      kind: 'publish',
      detail: { draftId: expect.any(String), author: { sub: demoUsers.admin.id, name: 'Alex Admin' } },
    });
    const [entry] = await activity('standings');
    expect(entry).toMatchObject({
      outcome: 'saved',
      source: { kind: 'publish' },
      user: { name: 'Alex Admin' },
    });
    const csv = (await send('GET', '/v1/activity.csv?websiteId=2001&resource=standings')).body;
    expect(csv).toContain('Published from a draft (draft by Alex Admin)');
  });

  it('is not published over live settings that changed after it was made: 409, then re-based', async () => {
    const made = await saveDraft('standings', { showStage: true });
    await saveLive('standings', { showEntityLogo: false });
    const liveNow = await live('standings');
    const refused = await send('POST', `${draftUrl('standings')}/publish`, { ifMatch: `"${made.version}"` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'The live settings changed after this draft was made',
      live: { version: liveNow.version, config: liveNow.config },
      draft: { version: made.version, baseVersion: made.baseVersion },
    });
    expect(await live('standings')).toEqual(liveNow);
    expect((await activity('standings'))[0]).toMatchObject({
      outcome: 'refused',
      status: 409,
      message: 'The live settings changed after this draft was made',
      source: { kind: 'publish' },
    });

    const rebased = await saveDraft('standings', {}, `"${made.version}"`, '?rebase=true');
    expect(rebased.baseVersion).toBe(liveNow.version);
    const published = await send('POST', `${draftUrl('standings')}/publish`, {
      ifMatch: `"${rebased.version}"`,
    });
    expect(published.statusCode, published.body).toBe(200);
    // The user saw both and kept the draft: it is what is live now.
    expect((await live('standings')).config).toEqual(rebased.config);
  });

  it('is discarded with If-Match (204), its schedule with it', async () => {
    const made = await saveDraft('leaders', { showSeasonSelector: false });
    const scheduled = await send('PUT', `${draftUrl('leaders')}/schedule`, {
      body: { at: '2026-12-01T00:00' },
      ifMatch: '"1"',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((await send('DELETE', draftUrl('leaders'))).statusCode).toBe(428);
    expect((await send('DELETE', draftUrl('leaders'), { ifMatch: '"5"' })).statusCode).toBe(412);
    const discarded = await send('DELETE', draftUrl('leaders'), { ifMatch: `"${made.version}"` });
    expect(discarded.statusCode).toBe(204);
    expect(discarded.body).toBe('');
    expect((await send('GET', draftUrl('leaders'))).json()).toEqual({ data: [] });
    expect((await send('GET', '/v1/scheduled')).json().data).toEqual([]);
    expect((await send('DELETE', draftUrl('leaders'), { ifMatch: '"1"' })).json()).toEqual({
      message: 'No draft',
    });
  });
});

describe('a schedule', () => {
  it("is a local time in General's time zone, in the future; it is listed and can be cancelled", async () => {
    await saveDraft('fixtures', { showSeasonSelector: false });
    const url = `${draftUrl('fixtures')}/schedule`;
    const past = await send('PUT', url, { body: { at: '2026-11-25T11:59' }, ifMatch: '"1"' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      message: 'Choose a time in the future',
      errors: [{ field: 'at', message: 'Choose a time in the future' }],
    });
    for (const at of ['tomorrow', '2026-02-30T10:00', '2026-12-01T24:00']) {
      const bad = await send('PUT', url, { body: { at }, ifMatch: '"1"' });
      expect(bad.statusCode, at).toBe(400);
      expect(bad.json().errors[0].field, at).toBe('at');
    }
    expect(
      (await send('PUT', url, { body: { at: '2026-12-01T00:00', extra: 1 }, ifMatch: '"1"' })).statusCode,
    ).toBe(400);
    expect((await send('PUT', url, { body: { at: '2026-12-01T00:00' } })).statusCode).toBe(428);

    // Summer time: 1 July 09:30 in London is 08:30 UTC; winter: 1 December 00:00 is midnight UTC.
    const summer = await send('PUT', url, { body: { at: '2027-07-01T09:30' }, ifMatch: '"1"' });
    expect(summer.json().data[0].schedule).toMatchObject({ dueAt: '2027-07-01T08:30:00.000Z' });
    const set = await send('PUT', url, { body: { at: '2026-12-01T00:00' }, ifMatch: '"1"' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data[0].schedule).toEqual({
      at: '2026-12-01T00:00',
      timeZone: 'Europe/London',
      dueAt: '2026-12-01T00:00:00.000Z',
      setBy: { id: demoUsers.admin.id, name: 'Alex Admin' },
      setAt: new Date(START).toISOString(),
      status: 'pending',
      message: null,
    });

    const listed = await send('GET', '/v1/scheduled');
    expect(listed.json().data).toEqual([
      {
        websiteId: '2001',
        websiteName: expect.any(String),
        resource: 'fixtures',
        schedule: set.json().data[0].schedule,
        author: { id: demoUsers.admin.id, name: 'Alex Admin' },
        changeCount: 1,
      },
    ]);
    const otherCustomer = await productToken(ctx, demoUsers.admin.id, '1002');
    expect((await send('GET', '/v1/scheduled', { token: otherCustomer })).json().data).toEqual([]);

    const cancelled = await send('DELETE', url, { ifMatch: '"1"' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data[0]).toMatchObject({ version: 1, schedule: null });
    expect((await send('GET', '/v1/scheduled')).json().data).toEqual([]);
  });

  it('is published by the scheduler when due, once, with the schedule as its source', async () => {
    const url = `${draftUrl('fixtures')}/schedule`;
    await send('PUT', url, { body: { at: '2026-11-25T13:00' }, ifMatch: '"1"' });
    const before = await live('fixtures');
    expect(await ctx.app.scheduler?.tick()).toBe(0);
    expect(await live('fixtures')).toEqual(before);

    clock = Date.parse('2026-11-25T13:00:01Z');
    expect(await ctx.app.scheduler?.tick()).toBe(1);
    expect(await ctx.app.scheduler?.tick()).toBe(0);
    expect(await live('fixtures')).toMatchObject({
      version: before.version + 1,
      config: { showSeasonSelector: false },
    });
    expect((await send('GET', draftUrl('fixtures'))).json()).toEqual({ data: [] });
    expect((await send('GET', '/v1/scheduled')).json().data).toEqual([]);
    const revisions = (await send('GET', '/v1/config/2001/fixtures/revisions')).json().data;
    expect(revisions[0]).toMatchObject({
      version: before.version + 1,
      author: { sub: demoUsers.admin.id },
      source: {
        kind: 'schedule',
        detail: { setBy: { sub: demoUsers.admin.id, name: 'Alex Admin' }, dueAt: '2026-11-25T13:00:00.000Z' },
      },
    });
    expect(revisions[0].source.detail.late).toBeUndefined();
    const csv = (await send('GET', '/v1/activity.csv?websiteId=2001&resource=fixtures')).body;
    expect(csv).toContain('Published by schedule (set by Alex Admin)');
  });

  it('is conflicted, its draft kept, when the live settings changed after the draft was made', async () => {
    await saveDraft('fixtures', { showSeasonSelector: true });
    const url = `${draftUrl('fixtures')}/schedule`;
    expect((await send('PUT', url, { body: { at: '2026-11-25T14:00' }, ifMatch: '"1"' })).statusCode).toBe(
      200,
    );
    await saveLive('fixtures', { showRounds: false });
    const liveNow = await live('fixtures');
    clock = Date.parse('2026-11-25T14:00:00Z');
    expect(await ctx.app.scheduler?.tick()).toBe(1);
    expect(await live('fixtures')).toEqual(liveNow);
    const draft = (await send('GET', draftUrl('fixtures'))).json().data[0];
    expect(draft.schedule).toMatchObject({
      status: 'conflicted',
      message: 'The live settings changed after this draft was made',
    });
    expect((await send('GET', '/v1/scheduled')).json().data[0].schedule.status).toBe('conflicted');
    expect((await activity('fixtures'))[0]).toMatchObject({
      outcome: 'refused',
      status: 409,
      source: { kind: 'schedule' },
    });
    // Not tried again: it stays conflicted until the user schedules it again.
    expect(await ctx.app.scheduler?.tick()).toBe(0);
  });
});

describe('a schedule whose author lost the write scope', () => {
  it('fails, its draft kept, and says why', async () => {
    await saveDraft('standings-fragment', { showPools: false });
    const url = `${draftUrl('standings-fragment')}/schedule`;
    expect((await send('PUT', url, { body: { at: '2026-11-25T15:00' }, ifMatch: '"1"' })).statusCode).toBe(
      200,
    );
    // The author's role is now Viewer's (docs/product.md#roles): read only.
    const role = (to: string) =>
      ctx.db.query('update memberships set role = $3 where user_id = $1 and customer_id = $2', [
        demoUsers.admin.id,
        '1001',
        to,
      ]);
    await role('viewer');
    try {
      clock = Date.parse('2026-11-25T15:00:00Z');
      expect(await ctx.app.scheduler?.tick()).toBe(1);
    } finally {
      await role('admin');
    }
    const draft = (await send('GET', draftUrl('standings-fragment'))).json().data[0];
    expect(draft.schedule).toMatchObject({
      status: 'failed',
      message:
        'The person who scheduled this change can no longer change this configuration: schedule it again.',
    });
    expect((await activity('standings-fragment'))[0]).toMatchObject({ outcome: 'refused', status: 403 });
  });
});

describe('a review link', () => {
  let url = '';
  let id = '';

  it('is made for a draft, shown once, stored only as its hash', async () => {
    const noDraft = await send('POST', `${draftUrl('fixtures_fragment')}/review-links`, { body: {} });
    expect(noDraft.json()).toEqual({ message: 'No draft' });
    await saveDraft('standings', { showPools: false, showSeasonName: true });
    const made = await send('POST', `${draftUrl('standings')}/review-links`, { body: { expiresInHours: 2 } });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json().data[0];
    expect(link.expiresAt).toBe(new Date(clock + 2 * 3_600_000).toISOString());
    expect(link.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/review/[A-Za-z0-9_-]{43}$`));
    ({ url, id } = link);
    const token = url.split('/review/')[1]!;
    const stored = await ctx.db.query<{ tokenHash: string }>(
      'select token_hash as "tokenHash" from review_links',
    );
    expect(stored.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(JSON.stringify(await ctx.db.query('select * from review_links'))).not.toContain(token);

    for (const expiresInHours of [0, 169, 1.5, '2']) {
      const refused = await send('POST', `${draftUrl('standings')}/review-links`, {
        body: { expiresInHours },
      });
      expect(refused.statusCode, String(expiresInHours)).toBe(400);
    }
    const listed = await send('GET', `${draftUrl('standings')}/review-links`, { token: viewer });
    expect(listed.json().data).toEqual([
      {
        id,
        createdAt: new Date(clock).toISOString(),
        expiresAt: link.expiresAt,
        createdBy: { id: demoUsers.admin.id, name: 'Alex Admin' },
        revoked: false,
      },
    ]);
  });

  it('shows the draft without a sign-in: the changes in words and the widget with the draft', async () => {
    const token = url.split('/review/')[1]!;
    const response = await ctx.app.inject({ method: 'GET', url: `/v1/review/${token}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const review = response.json().data[0];
    expect(review).toMatchObject({
      websiteId: '2001',
      resource: 'standings',
      widget: 'standings',
      screenTitle: 'Standings',
      expiresAt: new Date(clock + 2 * 3_600_000).toISOString(),
    });
    expect(review.changes.length).toBeGreaterThan(0);
    expect(review.preview.payload).toMatchObject({
      widget: 'standings',
      websiteId: '2001',
      config: { showPools: false, showSeasonName: true },
    });
    expect(review.preview.payload.content.widget).toBe('standings');
  });

  it("shows a detail widget with the subject the screen's preview shows first", async () => {
    await saveDraft('person_detail', {});
    const made = await send('POST', `${draftUrl('person_detail')}/review-links`, { body: {} });
    const token = made.json().data[0].url.split('/review/')[1];
    const review = (await ctx.app.inject({ method: 'GET', url: `/v1/review/${token}` })).json().data[0];
    const subjects = (await send('GET', '/v1/config/2001/widget-subjects/person')).json();
    expect(review).toMatchObject({ widget: 'personDetail', screenTitle: 'Person Detail', changes: [] });
    expect(review.preview.payload.content).toMatchObject({
      widget: 'personDetail',
      person: { personId: subjects.meta.defaultId },
    });
  });

  it('answers 404 once revoked or expired, and for any other token', async () => {
    const token = url.split('/review/')[1]!;
    const gone = { message: 'This review link has expired or was revoked' };
    const read = (t: string) => ctx.app.inject({ method: 'GET', url: `/v1/review/${t}` });
    expect((await read('x'.repeat(43))).json()).toEqual(gone);

    const saved = clock;
    clock += 2 * 3_600_000;
    const expired = await read(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(gone);
    expect(expired.headers['cache-control']).toBe('no-store');
    clock = saved;
    expect((await read(token)).statusCode).toBe(200);

    const otherCustomer = await productToken(ctx, demoUsers.admin.id, '1002');
    expect((await send('DELETE', `/v1/review-links/${id}`, { token: otherCustomer })).statusCode).toBe(404);
    expect((await send('DELETE', `/v1/review-links/${id}`, { token: viewer })).statusCode).toBe(403);
    expect((await send('DELETE', '/v1/review-links/abc')).statusCode).toBe(404);
    expect((await read(token)).statusCode).toBe(200);
    expect((await send('DELETE', `/v1/review-links/${id}`)).statusCode).toBe(204);
    expect((await read(token)).json()).toEqual(gone);
    expect((await send('GET', `${draftUrl('standings')}/review-links`)).json().data[0].revoked).toBe(true);
  });

  it('goes with its draft: published or discarded, a later draft of the screen is not shown through it', async () => {
    const gone = { message: 'This review link has expired or was revoked' };
    const read = (t: string) => ctx.app.inject({ method: 'GET', url: `/v1/review/${t}` });
    const links = async () => (await send('GET', `${draftUrl('entities')}/review-links`)).json().data;
    for (const end of ['discard', 'publish'] as const) {
      const first = await saveDraft('entities', { showEntityLogo: false });
      const made = (await send('POST', `${draftUrl('entities')}/review-links`, { body: {} })).json().data[0];
      const token = made.url.split('/review/')[1]!;
      expect((await read(token)).statusCode).toBe(200);
      const ended =
        end === 'discard'
          ? await send('DELETE', draftUrl('entities'), { ifMatch: `"${first.version}"` })
          : await send('POST', `${draftUrl('entities')}/publish`, { ifMatch: `"${first.version}"` });
      expect(ended.statusCode, ended.body).toBe(end === 'discard' ? 204 : 200);
      expect(await links()).toEqual([]);

      // Someone starts another draft of the screen: the old link still shows nothing.
      const next = await saveDraft('entities', { showEntityLogo: true, showSeasonSelector: false });
      expect((await read(token)).json(), end).toEqual(gone);
      expect(await links()).toEqual([]);
      expect((await send('DELETE', draftUrl('entities'), { ifMatch: `"${next.version}"` })).statusCode).toBe(
        204,
      );
    }
  });
});

describe('the order of checks of the drafts’ writes (docs/api.md)', () => {
  const json = { 'content-type': 'application/json' };
  it.each([
    ['no token over a malformed body', 'PUT', draftUrl('general'), null, '{x', 401],
    ['a malformed draft', 'PUT', draftUrl('general'), 'admin', '{x', 400],
    ['a draft of JSON null', 'PUT', draftUrl('general'), 'admin', 'null', 400],
    ['a schedule of a list', 'PUT', `${draftUrl('general')}/schedule`, 'admin', '[]', 400],
    ['a malformed schedule', 'PUT', `${draftUrl('general')}/schedule`, 'admin', '{"at":', 400],
    ['a review link of JSON null', 'POST', `${draftUrl('general')}/review-links`, 'admin', 'null', 400],
    ['an unknown website over the write scope', 'PUT', '/v1/config/9999/general/draft', 'viewer', '{}', 404],
    ['an unknown screen over the write scope', 'PUT', '/v1/config/2001/nope/draft', 'viewer', '{}', 404],
    [
      'the write scope over an invalid draft',
      'PUT',
      draftUrl('general'),
      'viewer',
      '{"showMainNavigation":3}',
      403,
    ],
    [
      'no draft to schedule',
      'PUT',
      `${draftUrl('general')}/schedule`,
      'admin',
      '{"at":"2027-01-01T00:00"}',
      404,
    ],
  ] as const)('%s', async (_name, method, url, who, payload, status) => {
    const token = who === 'admin' ? admin : who === 'viewer' ? viewer : null;
    const response = await ctx.app.inject({
      method,
      url,
      headers: { ...json, ...(token ? bearer(token) : {}) },
      payload,
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(Object.keys(response.json())).toEqual(
      status === 400 ? expect.arrayContaining(['message']) : ['message'],
    );
    expect((await send('GET', draftUrl('general'))).json()).toEqual({ data: [] });
  });
});
