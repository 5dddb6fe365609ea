/**
 * The public widget path behind a CDN (docs/cdn.md, decision 098): the caching headers and tags of an answer
 * and of its 304, and the purge hook each committed configuration write calls with the tags it made stale.
 */
import { featureList, widgetIds } from '@eua/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceConfigWrite, EVERY_WEBSITE } from '../../core/config-notify';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { subjectQuery } from '../../test-support/widget-subjects';
import { type CdnPurge, loggingCdnPurger, websiteTag, widgetTag } from './cdn';
import { WIDGET_CACHE_CONTROL, WIDGET_CDN_CACHE_CONTROL, WIDGET_PRIVATE_CACHE_CONTROL } from './get-widget';

let ctx: TestContext;
let admin: string;
let viewer: string;
const PAGE = 'http://club.example';
const purges: CdnPurge[] = [];
let purgerFails = false;

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const fromPage = (url: string, headers: Record<string, string> = {}) =>
  get(url, { origin: PAGE, ...headers });

async function read(websiteId: string, resource: string) {
  const response = await get(`/v1/config/${websiteId}/${resource}`, bearer(admin));
  return { config: response.json().data[0].config as Record<string, unknown>, etag: response.headers.etag };
}

function put(
  websiteId: string,
  resource: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = bearer(admin),
) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/v1/config/${websiteId}/${resource}`,
    headers,
    payload: { ...payload, websiteId },
  });
}

/** A write of the document as it stands, If-Match its current version: 200, the version it stored. */
/**
 * A real change of the resource (a write that changes nothing stores nothing and purges nothing): `changes`,
 * or else its first checkbox flipped.
 */
async function save(websiteId: string, resource: string, changes?: Record<string, unknown>) {
  const { config, etag } = await read(websiteId, resource);
  const feature = featureList.find((f) => f.resource === resource);
  const flag = feature?.fields.find((f) => f.type === 'checkbox' && !f.condition)?.name;
  if (!changes && !flag) throw new Error(`no checkbox to flip in ${resource}`);
  const change = changes ?? { [flag as string]: config[flag as string] !== true };
  const response = await put(
    websiteId,
    resource,
    { ...config, ...change },
    {
      ...bearer(admin),
      'if-match': String(etag),
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0].version as number;
}

/** The headers a CDN and a browser cache by. */
const CACHING = ['cache-control', 'cdn-cache-control', 'surrogate-key', 'cache-tag', 'etag', 'vary'];
const caching = (headers: Record<string, unknown>) =>
  Object.fromEntries(CACHING.map((name) => [name, headers[name]]));

beforeAll(async () => {
  ctx = await startTestApp({
    cdnPurger: (purge) => {
      purges.push(purge);
      if (purgerFails) throw new Error('the CDN is down');
    },
  });
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
  viewer = await productToken(ctx, demoUsers.viewer.id, '1001');
  await save('2001', 'general', { referrerDomains: ['club.example'] });
  await save('2003', 'general', { referrerDomains: ['club.example'] });
});
afterAll(async () => {
  await ctx?.close();
});

describe('the caching headers of a public widget answer', () => {
  it('lets a CDN keep an answer 30 s and serve it stale while revalidating or while the server fails', async () => {
    const response = await fromPage('/widgets/v1/2001/standings');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe(WIDGET_CACHE_CONTROL);
    expect(response.headers['cdn-cache-control']).toBe(WIDGET_CDN_CACHE_CONTROL);
    expect(WIDGET_CDN_CACHE_CONTROL).toMatch(/\bs?max-age=30\b.*stale-while-revalidate=60.*stale-if-error=/);
    // A browser revalidates every time, so a page reloaded after a save shows it: no stale-while-revalidate.
    expect(WIDGET_CACHE_CONTROL).toMatch(/\bmax-age=0\b/);
    expect(WIDGET_CACHE_CONTROL).not.toContain('stale-while-revalidate');
    expect(WIDGET_CACHE_CONTROL).toContain('stale-if-error=');
    expect(response.headers.vary).toMatch(/\bOrigin\b/);
  });

  it('answers a 304 with the same caching headers, tags and ETag as the 200', async () => {
    for (const widget of widgetIds) {
      const url = `/widgets/v1/2001/${widget}${await subjectQuery(ctx.db, '2001', widget)}`;
      const full = await fromPage(url, { 'accept-encoding': 'gzip' });
      expect(full.statusCode).toBe(200);
      const again = await fromPage(url, {
        'accept-encoding': 'gzip',
        'if-none-match': full.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
      expect(caching(again.headers)).toEqual(caching(full.headers));
      expect(again.headers['access-control-allow-origin']).toBe(PAGE);
    }
  });

  it('keeps the security headers on the 200 and leaves them to it on a 304, which updates the stored 200', async () => {
    const full = await fromPage('/widgets/v1/2001/standings');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.headers['referrer-policy']).toBe('no-referrer');
    expect(full.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const again = await fromPage('/widgets/v1/2001/standings', {
      'if-none-match': full.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['x-content-type-options']).toBeUndefined();
    expect(again.headers['cross-origin-resource-policy']).toBeUndefined();
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.headers.vary).toBe(full.headers.vary);
  });

  it('tags each answer with every widget answer, its website and its widget on that website', async () => {
    for (const websiteId of ['2001', '2003']) {
      for (const widget of widgetIds) {
        const query = await subjectQuery(ctx.db, websiteId, widget);
        const { statusCode, headers } = await fromPage(`/widgets/v1/${websiteId}/${widget}${query}`);
        expect(statusCode).toBe(200);
        const tags = ['eua-widgets', `eua-website-${websiteId}`, `eua-widget-${websiteId}-${widget}`];
        expect(headers['surrogate-key']).toBe(tags.join(' '));
        expect(headers['cache-tag']).toBe(tags.join(','));
      }
    }
    // The Origin and the season asked for are not in the tags: one purge drops every copy of an answer.
    const other = await get('/widgets/v1/2001/leaders', { origin: 'https://club.example' });
    const seasons = (await fromPage('/widgets/v1/2001/leaders')).json().data.seasons as {
      seasonId: string;
    }[];
    const season = await fromPage(`/widgets/v1/2001/leaders?season=${seasons.at(-1)?.seasonId}`);
    expect(other.headers['surrogate-key']).toBe('eua-widgets eua-website-2001 eua-widget-2001-leaders');
    expect(season.headers['surrogate-key']).toBe(other.headers['surrogate-key']);
  });

  it('keeps an answer granted on the Referer out of shared caches, the Origin they key on being absent', async () => {
    const byReferer = await get('/widgets/v1/2001/schedule', { referer: `${PAGE}/fixtures` });
    expect(byReferer.statusCode).toBe(200);
    expect(byReferer.headers['cache-control']).toBe(WIDGET_PRIVATE_CACHE_CONTROL);
    expect(byReferer.headers['cdn-cache-control']).toBeUndefined();
    expect(byReferer.headers['surrogate-key']).toBeUndefined();
    const again = await get('/widgets/v1/2001/schedule', {
      referer: `${PAGE}/fixtures`,
      'if-none-match': byReferer.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(caching(again.headers)).toEqual(caching(byReferer.headers));
  });

  it('lets no error be kept: refusals and unknown websites, widgets or seasons ask again next time', async () => {
    const errors = await Promise.all([
      get('/widgets/v1/2001/standings', { origin: 'http://evil.test' }),
      get('/widgets/v1/2001/standings'),
      fromPage('/widgets/v1/9999/standings'),
      fromPage('/widgets/v1/2001/nope'),
      fromPage('/widgets/v1/2001/standings?season=nope'),
    ]);
    expect(errors.map((e) => e.statusCode)).toEqual([403, 403, 404, 404, 404]);
    for (const error of errors) {
      expect(error.headers['cache-control']).toBe('no-store');
      expect(error.headers['cdn-cache-control']).toBeUndefined();
      expect(error.headers['surrogate-key']).toBeUndefined();
    }
  });
});

describe('the purge hook', () => {
  beforeEach(() => {
    purges.length = 0;
    purgerFails = false;
  });

  it("purges exactly the widget's answers after a save of its screen", async () => {
    const version = await save('2001', 'standings');
    expect(purges).toEqual([
      { keys: ['eua-widget-2001-standings'], websiteId: '2001', resource: 'standings', version },
    ]);
    purges.length = 0;
    // A screen whose resource is named otherwise: the schedule widget reads `fixtures`.
    const schedule = await save('2003', 'fixtures');
    expect(purges).toEqual([
      { keys: ['eua-widget-2003-schedule'], websiteId: '2003', resource: 'fixtures', version: schedule },
    ]);
  });

  it('purges every answer of the website after a save of General, whose settings are in each', async () => {
    const version = await save('2001', 'general', { statisticsDecimalPlaces: 2 });
    expect(purges).toEqual([{ keys: ['eua-website-2001'], websiteId: '2001', resource: 'general', version }]);
  });

  it('purges after a restore, a write like a PUT', async () => {
    const first = await save('2001', 'leaders');
    await save('2001', 'leaders');
    purges.length = 0;
    const { etag } = await read('2001', 'leaders');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/config/2001/leaders/revisions/${first}/restore`,
      headers: { ...bearer(admin), 'if-match': String(etag) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(purges).toEqual([
      {
        keys: ['eua-widget-2001-leaders'],
        websiteId: '2001',
        resource: 'leaders',
        version: response.json().data[0].version,
      },
    ]);
  });

  it("purges a detail or statistics widget's tag after a save of its screen, whatever subject its answers show", async () => {
    const version = await save('2001', 'statistics_entities');
    expect(purges).toEqual([
      {
        keys: ['eua-widget-2001-teamStatistics'],
        websiteId: '2001',
        resource: 'statistics_entities',
        version,
      },
    ]);
    purges.length = 0;
    const detail = await save('2001', 'entity_detail');
    expect(purges).toEqual([
      {
        keys: ['eua-widget-2001-teamDetails'],
        websiteId: '2001',
        resource: 'entity_detail',
        version: detail,
      },
    ]);
  });

  it('is not called for a refused write: stale version, invalid body, no write scope', async () => {
    const { config, etag } = await read('2001', 'leaders');
    await save('2001', 'leaders');
    purges.length = 0;
    const stale = await put('2001', 'leaders', config, { ...bearer(admin), 'if-match': String(etag) });
    expect(stale.statusCode).toBe(412);
    const invalid = await put('2001', 'leaders', { ...config, leadersCountPerStatistic: 51 });
    expect(invalid.statusCode).toBe(400);
    const readOnly = await put('2001', 'leaders', config, bearer(viewer));
    expect(readOnly.statusCode).toBe(403);
    expect(purges).toEqual([]);
  });

  it('answers the stored write 200 when the purge fails', async () => {
    purgerFails = true;
    const version = await save('2001', 'standings');
    expect(purges.map((p) => p.version)).toEqual([version]);
    expect((await read('2001', 'standings')).etag).toBe(`"${version}"`);
  });

  it('logs one info line per purge, naming its keys, by default', () => {
    const info = vi.fn();
    const purge = { keys: ['eua-website-2001'], websiteId: '2001', resource: 'general', version: 7 };
    loggingCdnPurger({ info })(purge);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith({ cdnPurge: purge }, 'CDN purge: eua-website-2001');
  });
});

describe('the tags', () => {
  it('escape what a CDN would split or refuse, so no website id names another website', () => {
    expect(websiteTag('2001')).toBe('eua-website-2001');
    expect(websiteTag('a b,c%é')).toBe('eua-website-a%20b%2Cc%25%C3%A9');
    expect(widgetTag('2001-x', 'leaders')).toBe('eua-widget-2001-x-leaders');
    expect(widgetTag('2001', 'standingsFragment')).not.toBe(websiteTag('2001-standingsFragment'));
  });
});

describe('loading the data set again', () => {
  it('drops every cached widget answer of this instance', async () => {
    const before = await fromPage('/widgets/v1/2003/standings');
    await ctx.db.query('update sports_data_versions set version = version + 1000 where website_id = $1', [
      '2003',
    ]);
    expect((await fromPage('/widgets/v1/2003/standings')).headers.etag).toBe(before.headers.etag);
    await announceConfigWrite(ctx.db, EVERY_WEBSITE);
    const after = await fromPage('/widgets/v1/2003/standings');
    expect(after.json().data.dataVersion).toBe(before.json().data.dataVersion + 1000);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
