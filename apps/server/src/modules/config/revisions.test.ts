/**
 * Versions on the wire and revisions (decision 064, docs/api.md): ETag on reads, If-Match on writes (412
 * with the current document, 428 under REQUIRE_IF_MATCH), the revision list, one revision, and restore.
 */
import {
  etagOfVersion,
  IF_MATCH_REQUIRED_MESSAGE,
  ifMatchNames,
  REVISION_NOT_FOUND_MESSAGE,
  STALE_VERSION_MESSAGE,
} from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { announceConfigWrite, EVERY_WEBSITE } from '../../core/config-notify';
import { demoUsers } from '../../seed/demo-data';
import {
  bearer,
  productToken,
  startTestApp,
  type TestContext,
  testConfig,
} from '../../test-support/fixtures';

let ctx: TestContext;
let strict: FastifyInstance;
let admin: string;
let viewer: string;

beforeAll(async () => {
  ctx = await startTestApp();
  // A second app on the same database, run as REQUIRE_IF_MATCH=true would run it.
  strict = await buildApp({
    config: testConfig(ctx.config.dataDir, { REQUIRE_IF_MATCH: 'true' }),
    db: ctx.db,
    seedDemoData: false,
  });
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
  viewer = await productToken(ctx, demoUsers.viewer.id, '1001');
});
afterAll(async () => {
  await strict?.close();
  await ctx?.close();
});

type Doc = { config: Record<string, unknown>; version: number };
const url = (websiteId: string, resource: string, rest = '') => `/v1/config/${websiteId}/${resource}${rest}`;
const get = async (websiteId: string, resource: string) => {
  const response = await ctx.app.inject({ url: url(websiteId, resource), headers: bearer(admin) });
  expect(response.statusCode).toBe(200);
  return { doc: response.json().data[0] as Doc, etag: response.headers.etag };
};
const put = (path: string, body: object, headers: Record<string, string> = {}, app = ctx.app) =>
  app.inject({ method: 'PUT', url: path, headers: { ...bearer(admin), ...headers }, payload: body });
const restore = (path: string, headers: Record<string, string> = {}, token = admin) =>
  ctx.app.inject({ method: 'POST', url: path, headers: { ...bearer(token), ...headers } });

describe('If-Match (RFC 9110 section 13.1.1)', () => {
  it.each([
    ['"7"', 7, true],
    ['"6"', 7, false],
    ['"6", "7"', 7, true],
    ['*', 7, true],
    ['W/"7"', 7, false],
    ['"bogus"', 7, false],
    ['7', 7, undefined],
    ['', 7, undefined],
    ['"7", x', 7, undefined],
  ] as const)('%s against version %i: %s', (header, version, expected) => {
    expect(ifMatchNames(header, version)).toBe(expected);
  });
});

describe('versions on the wire', () => {
  it('answers a strong ETag naming the version on every GET, beside data[0].version', async () => {
    const { doc, etag } = await get('2001', 'general');
    expect(etag).toBe(`"${doc.version}"`);
  });

  it('writes with a matching If-Match and answers the new ETag', async () => {
    const { doc, etag } = await get('2001', 'general');
    const response = await put(url('2001', 'general'), { showSeasonSelector: false }, { 'if-match': etag! });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe(etagOfVersion(doc.version + 1));
    expect(response.json().data[0].version).toBe(doc.version + 1);
  });

  it.each(['"bogus"', 'W/"1"', '"0"'])(
    'answers 412 { message, errors: [], current } to If-Match: %s and changes nothing',
    async (ifMatch) => {
      const { doc, etag } = await get('2001', 'general');
      const response = await put(
        url('2001', 'general'),
        { showMainNavigation: !doc.config.showMainNavigation },
        { 'if-match': ifMatch },
      );
      expect(response.statusCode).toBe(412);
      expect(response.headers.etag).toBe(etag);
      const body = response.json();
      expect(Object.keys(body)).toEqual(['message', 'errors', 'current']);
      expect(body.message).toBe(STALE_VERSION_MESSAGE);
      expect(body.errors).toEqual([]);
      expect(body.current).toMatchObject({ websiteId: '2001', version: doc.version, config: doc.config });
      expect(Object.keys(body.current.lookups).length).toBeGreaterThan(0);
      expect((await get('2001', 'general')).doc).toEqual(doc);
    },
  );

  it('answers 412 before looking at the body: a stale write of an invalid value is a conflict, not a 400', async () => {
    const response = await put(
      url('2001', 'leaders'),
      { leadersCountPerStatistic: 99 },
      { 'if-match': '"0"' },
    );
    expect(response.statusCode).toBe(412);
  });

  it('answers 400 to a malformed If-Match, naming the header', async () => {
    const response = await put(url('2001', 'general'), {}, { 'if-match': 'version 3' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^If-Match must be/);
  });

  it('takes a PUT without If-Match', async () => {
    expect((await put(url('2001', 'general'), { showSeasonSelector: true })).statusCode).toBe(200);
  });

  it('answers 428 to a PUT or restore without If-Match when REQUIRE_IF_MATCH=true, and takes one with it', async () => {
    const { doc, etag } = await get('2001', 'general');
    const refused = await put(url('2001', 'general'), { showSeasonSelector: false }, {}, strict);
    expect(refused.statusCode).toBe(428);
    expect(refused.json()).toEqual({ message: IF_MATCH_REQUIRED_MESSAGE });
    const restoreRefused = await strict.inject({
      method: 'POST',
      url: url('2001', 'general', `/revisions/${doc.version}/restore`),
      headers: bearer(admin),
    });
    expect(restoreRefused.statusCode).toBe(428);
    expect((await get('2001', 'general')).doc).toEqual(doc);
    const taken = await put(
      url('2001', 'general'),
      { showSeasonSelector: false },
      { 'if-match': etag! },
      strict,
    );
    expect(taken.statusCode, taken.body).toBe(200);
  });
});

describe('revisions', () => {
  it('lists a revision per write, newest first, with author, time, the fields changed and the source', async () => {
    const { etag } = await get('2003', 'general');
    // The console's save names itself (decision 104); a PUT without the header is a write through the API.
    const first = await put(
      url('2003', 'general'),
      { timezone: 'Europe/Vilnius' },
      { 'if-match': etag!, 'x-change-source': 'console' },
    );
    expect(first.statusCode, first.body).toBe(200);
    await put(url('2003', 'general'), { showMainNavigation: false, statisticsDecimalPlaces: 2 });
    const response = await ctx.app.inject({
      url: url('2003', 'general', '/revisions'),
      headers: bearer(viewer),
    });
    expect(response.statusCode).toBe(200);
    const { data, links } = response.json();
    expect(links).toEqual({});
    expect(data.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
    expect(data[0]).toEqual({
      version: 3,
      author: { sub: demoUsers.admin.id, email: demoUsers.admin.email },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      changedFields: ['showMainNavigation', 'statisticsDecimalPlaces'],
      source: { kind: 'api' },
    });
    expect(data[1]).toMatchObject({ changedFields: ['timezone'], source: { kind: 'save' } });
    // The seeded document is revision 1, written by nobody and from no source: the base of the first edit's diff.
    expect(data[2]).toMatchObject({
      version: 1,
      author: { sub: null, email: null },
      changedFields: [],
      source: null,
    });
  });

  it('pages with links.next', async () => {
    for (let i = 0; i < 3; i += 1) await put(url('2003', 'leaders'), { leadersCountPerStatistic: 10 + i });
    const first = await ctx.app.inject({
      url: url('2003', 'leaders', '/revisions?limit=2'),
      headers: bearer(admin),
    });
    const page = first.json();
    expect(page.data.map((r: { version: number }) => r.version)).toEqual([4, 3]);
    expect(page.links.next).toBe('/v1/config/2003/leaders/revisions?limit=2&offset=2');
    const second = (await ctx.app.inject({ url: page.links.next, headers: bearer(admin) })).json();
    expect(second.data.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    expect(second.links).toEqual({});
    const bad = await ctx.app.inject({
      url: url('2003', 'leaders', '/revisions?limit=0'),
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers one revision with its whole document, and 404 for a version that does not exist', async () => {
    const one = await ctx.app.inject({ url: url('2003', 'leaders', '/revisions/2'), headers: bearer(admin) });
    expect(one.statusCode).toBe(200);
    const [revision] = one.json().data;
    expect(revision).toMatchObject({ websiteId: '2003', resource: 'leaders', version: 2 });
    expect(revision.document.leadersCountPerStatistic).toBe(10);
    for (const path of ['/revisions/999', '/revisions/0']) {
      const missing = await ctx.app.inject({ url: url('2003', 'leaders', path), headers: bearer(admin) });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: REVISION_NOT_FOUND_MESSAGE });
    }
    const bad = await ctx.app.inject({
      url: url('2003', 'leaders', '/revisions/two'),
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('restores an old revision as a new version, with a revision of its own', async () => {
    const { doc, etag } = await get('2003', 'leaders');
    const response = await restore(url('2003', 'leaders', '/revisions/2/restore'), { 'if-match': etag! });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe(etagOfVersion(doc.version + 1));
    const restored = response.json().data[0];
    expect(restored.version).toBe(doc.version + 1);
    expect(restored.config.leadersCountPerStatistic).toBe(10);
    const list = (
      await ctx.app.inject({ url: url('2003', 'leaders', '/revisions?limit=1'), headers: bearer(admin) })
    ).json();
    expect(list.data[0]).toMatchObject({
      version: doc.version + 1,
      changedFields: ['leadersCountPerStatistic'],
      source: { kind: 'restore', detail: { version: 2 } },
    });
  });

  it('answers a restore that changes nothing (the current version) with the document as it is: no version, no revision', async () => {
    const { doc, etag } = await get('2003', 'leaders');
    const before = (
      await ctx.app.inject({ url: url('2003', 'leaders', '/revisions'), headers: bearer(admin) })
    ).json().data.length;
    const response = await restore(url('2003', 'leaders', `/revisions/${doc.version}/restore`), {
      'if-match': etag!,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe(etag);
    expect(response.json().data[0].version).toBe(doc.version);
    const after = (
      await ctx.app.inject({ url: url('2003', 'leaders', '/revisions'), headers: bearer(admin) })
    ).json().data.length;
    expect(after).toBe(before);
  });

  it('refuses a restore with a stale If-Match (412), from a read-only token (403), of an unknown version (404)', async () => {
    const { doc } = await get('2003', 'leaders');
    const stale = await restore(url('2003', 'leaders', '/revisions/2/restore'), { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current.version).toBe(doc.version);
    const readOnly = await restore(url('2003', 'leaders', '/revisions/2/restore'), {}, viewer);
    expect(readOnly.statusCode).toBe(403);
    const unknown = await restore(url('2003', 'leaders', '/revisions/999/restore'));
    expect(unknown.statusCode).toBe(404);
    expect((await get('2003', 'leaders')).doc).toEqual(doc);
  });

  it('refuses to restore a revision that no longer validates (a season the website has lost) with 400 naming the field', async () => {
    const { doc } = await get('2003', 'general');
    const allowed = Object.keys(doc.config.allowedSeasons as object);
    const lost = allowed.find((id) => id !== doc.config.defaultSeasonId)!;
    const before = await get('2003', 'general');
    // The current version (which allows `lost`) becomes history; then the website loses that season.
    await put(url('2003', 'general'), { statisticsDecimalPlaces: 3 });
    const oldVersion = before.doc.version;
    await ctx.db.query("delete from seasons where website_id = '2003' and season_id = $1", [lost]);
    // As loading the data set again does (seed:reset), the change is announced to every cache (decision 088).
    await announceConfigWrite(ctx.db, EVERY_WEBSITE);
    const current = await get('2003', 'general');
    const response = await restore(url('2003', 'general', `/revisions/${oldVersion}/restore`));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain('allowedSeasons');
    expect((await get('2003', 'general')).doc).toEqual(current.doc);
  });
});
