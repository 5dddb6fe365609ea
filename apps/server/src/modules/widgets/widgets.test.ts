/**
 * The widgets' public read path (docs/product.md#widgets), the preview data call, the runtime's files and the
 * sample page, through app.inject on PGlite. The cache across instances is widgets.cache.test.ts.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PREVIEW_PATH, widgetAnswerSchema, widgetIds, widgetPreviewAnswerSchema } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext, tempDir } from '../../test-support/fixtures';
import { subjectQuery } from '../../test-support/widget-subjects';
import { WIDGET_CACHE_CONTROL } from './get-widget';
import { samplePages } from './sample-site/pages';
import { listWidgetSeasons } from './widget-content';
import { CHUNK_CACHE_CONTROL, PREVIEW_CSP, RUNTIME_CACHE_CONTROL } from './widget-runtime';

let ctx: TestContext;
let admin: string;
const runtime = tempDir('eua-widgets-dist-');
const PAGE = 'http://club.example';

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const fromPage = (url: string, headers: Record<string, string> = {}) =>
  get(url, { origin: PAGE, ...headers });

async function putConfig(websiteId: string, resource: string, changes: Record<string, unknown>) {
  const url = `/v1/config/${websiteId}/${resource}`;
  const current = (await get(url, bearer(admin))).json().data[0].config;
  const response = await ctx.app.inject({
    method: 'PUT',
    url,
    headers: bearer(admin),
    payload: { ...current, ...changes, websiteId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0] as { version: number; config: Record<string, unknown> };
}

beforeAll(async () => {
  // A fake build of the runtime: the files' contents do not matter here, their headers do.
  mkdirSync(runtime.dir, { recursive: true });
  writeFileSync(path.join(runtime.dir, 'embed.js'), `/* runtime */ ${'console.log("widget");'.repeat(200)}`);
  writeFileSync(path.join(runtime.dir, 'preview.html'), '<!doctype html><title>Preview</title>');
  mkdirSync(path.join(runtime.dir, 'chunks'));
  writeFileSync(path.join(runtime.dir, 'chunks', 'standings-AB12CD34.js'), 'export const renderers = {};');
  ctx = await startTestApp({ widgetsDir: runtime.dir });
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
  await putConfig('2001', 'general', { referrerDomains: ['club.example', '*.league.example'] });
  await putConfig('2002', 'general', { referrerDomains: [] });
});
afterAll(async () => {
  await ctx?.close();
  runtime.remove();
});

describe('GET /widgets/v1/{websiteId}/{widget}', () => {
  it.each(widgetIds)(
    'serves %s to a page of a referrer domain, with CORS for its origin alone',
    async (widget) => {
      const response = await fromPage(
        `/widgets/v1/2001/${widget}${await subjectQuery(ctx.db, '2001', widget)}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(PAGE);
      expect(response.headers.vary).toMatch(/\bOrigin\b/);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['cache-control']).toBe(WIDGET_CACHE_CONTROL);
      expect(response.headers['cdn-cache-control']).toMatch(/stale-while-revalidate=\d+/);
      expect(response.headers.etag).toMatch(/^"[^"]+"$/);
      const body = response.json();
      expect(widgetAnswerSchema.safeParse(body).error).toBeUndefined();
      expect(body.data.widget).toBe(widget);
      // Nothing private: no referrer domains, no e-mail address, no author, no customer.
      expect(response.body).not.toMatch(/referrerDomains|@demo\.test|updated_?[bB]y|author|customer/i);
      expect(response.body).not.toContain('club.example');
    },
  );

  it('answers General without its referrer domains, and the seasons it allows', async () => {
    const body = (await fromPage('/widgets/v1/2001/standings')).json();
    expect(Object.keys(body.data.general)).not.toContain('referrerDomains');
    const allowed = (await get('/v1/config/2001/general', bearer(admin))).json().data[0].config
      .allowedSeasons;
    const seasons = await listWidgetSeasons(ctx.db, '2001');
    expect(body.data.seasons.map((s: { seasonId: string }) => s.seasonId)).toEqual(
      seasons.filter((s) => allowed[s.seasonId]).map((s) => s.seasonId),
    );
  });

  it('takes the Referer when there is no Origin, and matches subdomains of a wildcard entry', async () => {
    const byReferer = await get('/widgets/v1/2001/leaders', {
      referer: 'http://club.example/news/today?x=1',
    });
    expect(byReferer.statusCode).toBe(200);
    expect(byReferer.headers['access-control-allow-origin']).toBe(PAGE);
    const sub = await get('/widgets/v1/2001/leaders', { origin: 'https://www.league.example' });
    expect(sub.statusCode).toBe(200);
    expect(sub.headers['access-control-allow-origin']).toBe('https://www.league.example');
  });

  it('refuses any other page with 403 naming it, which that page may read (no data, no credentials)', async () => {
    const response = await get('/widgets/v1/2001/standings', { origin: 'http://evil.test:8080' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message:
        'Widgets of website 2001 may not load on http://evil.test:8080: its referrer domains do not include evil.test',
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    // The Origin wins over a Referer of an allowed page.
    const both = await get('/widgets/v1/2001/standings', { origin: 'http://evil.test', referer: `${PAGE}/` });
    expect(both.statusCode).toBe(403);
    expect((await get('/widgets/v1/2001/standings', { origin: 'null' })).json()).toEqual({
      message: 'Widgets of website 2001 may not load on null: not an http or https page',
    });
  });

  it('refuses a request that names no page', async () => {
    const response = await get('/widgets/v1/2001/standings');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message:
        'Widgets of website 2001 load only on the pages of its referrer domains: this request names no page (no Origin or Referer header)',
    });
  });

  it('refuses every page when the list is empty, saying so', async () => {
    const response = await fromPage('/widgets/v1/2002/standings');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Website 2002 has no referrer domains: its widgets load on no page',
    });
  });

  it('answers 404 for an unknown website or widget, and for a season the website does not allow', async () => {
    expect((await fromPage('/widgets/v1/9999/standings')).json()).toEqual({
      message: 'Website 9999 not found',
    });
    const unknown = await fromPage('/widgets/v1/2001/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message:
        "Unknown widget 'nope': the widgets are standings, standingsFragment, schedule, fixturesFragment, leaders, players, personDetail, teams, teamDetails, personStatistics, teamStatistics, fixtureDetails",
    });
    const season = await fromPage('/widgets/v1/2001/standings?season=nope');
    expect(season.statusCode).toBe(404);
    expect(season.json()).toEqual({ message: 'Season nope is not one of the seasons website 2001 allows' });
    // The page may read why: it is an allowed page.
    expect(season.headers['access-control-allow-origin']).toBe(PAGE);
    const competition = await fromPage('/widgets/v1/2001/standings?competition=nope');
    expect(competition.json()).toEqual({
      message: 'Competition nope has no season that website 2001 allows',
    });
  });

  it('shows the season asked for, among those General allows', async () => {
    const seasons = (await fromPage('/widgets/v1/2001/standings')).json().data.seasons as {
      seasonId: string;
    }[];
    const other = seasons.at(-1);
    if (!other) return;
    const response = await fromPage(`/widgets/v1/2001/leaders?season=${other.seasonId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.content.season.seasonId).toBe(other.seasonId);
  });

  it('answers 304 to If-None-Match with the current ETag, and gzip when accepted', async () => {
    const first = await fromPage('/widgets/v1/2001/schedule');
    const etag = first.headers.etag as string;
    const again = await fromPage('/widgets/v1/2001/schedule', { 'if-none-match': `"x", W/${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['access-control-allow-origin']).toBe(PAGE);
    const zipped = await fromPage('/widgets/v1/2001/schedule', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
  });

  it('answers each allowed page of one cached answer with its own CORS origin and caching, 200 or 304', async () => {
    const other = 'https://www.league.example';
    const url = '/widgets/v1/2001/standingsFragment';
    const first = await fromPage(url);
    const etag = first.headers.etag as string;
    // Pages taking turns on the same cached answer: each its own origin, the same ETag and body.
    for (const origin of [other, PAGE, other]) {
      const response = await get(url, { origin });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(first.body);
      const again = await get(url, { origin, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.headers['access-control-allow-origin']).toBe(origin);
      expect(again.headers['content-type']).toBeUndefined();
      expect(again.headers['cdn-cache-control']).toBe(response.headers['cdn-cache-control']);
    }
    // The same page by its Referer alone: no shared cache may keep it, though the answer is the cached one.
    const byReferer = await get(url, { referer: `${PAGE}/fixtures` });
    expect(byReferer.headers['access-control-allow-origin']).toBe(PAGE);
    expect(byReferer.headers['cache-control']).toMatch(/^private\b/);
    expect(byReferer.headers['cdn-cache-control']).toBeUndefined();
  });

  it('refuses a page it served before once the referrer domains no longer include it', async () => {
    const page = 'http://former.example';
    await putConfig('2003', 'general', { referrerDomains: ['former.example'] });
    expect((await get('/widgets/v1/2003/standings', { origin: page })).statusCode).toBe(200);
    await putConfig('2003', 'general', { referrerDomains: ['club.example'] });
    const refused = await get('/widgets/v1/2003/standings', { origin: page });
    expect(refused.statusCode).toBe(403);
    // Not the grant it had: the refusal any page may read (decision 100), with no cached headers of the page.
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(refused.headers.etag).toBeUndefined();
    expect((await get('/widgets/v1/2003/standings', { origin: PAGE })).statusCode).toBe(200);
  });

  it('follows a saved change at once: the next answer has the new version and ETag (no stale cache)', async () => {
    const before = await fromPage('/widgets/v1/2001/standings');
    const showPools = (await get('/v1/config/2001/standings', bearer(admin))).json().data[0].config.showPools;
    const saved = await putConfig('2001', 'standings', { showPools: !showPools });
    const after = await fromPage('/widgets/v1/2001/standings', {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.configVersion).toBe(saved.version);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // General too (it is in every answer), and a restore is a write like a PUT.
    const general = await putConfig('2001', 'general', { statisticsDecimalPlaces: 3 });
    const leaders = (await fromPage('/widgets/v1/2001/leaders')).json().data;
    expect(leaders.generalVersion).toBe(general.version);
    expect(leaders.general.statisticsDecimalPlaces).toBe(3);
    const restore = await ctx.app.inject({
      method: 'POST',
      url: `/v1/config/2001/general/revisions/${general.version - 1}/restore`,
      headers: bearer(admin),
    });
    expect(restore.statusCode, restore.body).toBe(200);
    const restored = (await fromPage('/widgets/v1/2001/leaders')).json().data;
    expect(restored.generalVersion).toBe(general.version + 1);
    expect(restored.general.statisticsDecimalPlaces).not.toBe(3);
  });

  it('answers the leaders the saved settings show: the chosen statistics, each cut to the saved count', async () => {
    const preview = (await get('/v1/config/2001/widget-preview/leaders', bearer(admin))).json().data;
    const all = preview.content.statistics as { statistic: string; leaders: unknown[] }[];
    const [first, second] = all.filter((s) => s.leaders.length >= 4).map((s) => s.statistic);
    const before = (await get('/v1/config/2001/leaders', bearer(admin))).json().data[0].config;
    await putConfig('2001', 'leaders', {
      leadersCountPerStatistic: 3,
      leadersStatistics: [second, first],
    });
    const content = (await fromPage('/widgets/v1/2001/leaders')).json().data.content as {
      statistics: { statistic: string; leaders: { personId: string; teamId: string }[] }[];
      persons: Record<string, unknown>;
      teams: Record<string, unknown>;
    };
    expect(content.statistics.map((s) => s.statistic).sort()).toEqual([first, second].sort());
    expect(content.statistics.every((s) => s.leaders.length === 3)).toBe(true);
    const shown = new Set(content.statistics.flatMap((s) => s.leaders.map((l) => l.personId)));
    expect(new Set(Object.keys(content.persons))).toEqual(shown);
    for (const s of content.statistics)
      for (const l of s.leaders) expect(content.teams[l.teamId]).toBeDefined();
    // The console's preview still gets every statistic, for choices not saved yet.
    const again = (await get('/v1/config/2001/widget-preview/leaders', bearer(admin))).json().data;
    expect(again.content.statistics.length).toBe(all.length);
    await putConfig('2001', 'leaders', before);
  });

  it('answers a CORS preflight for an allowed page only', async () => {
    const ok = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/widgets/v1/2001/standings',
      headers: { origin: PAGE, 'access-control-request-method': 'GET' },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(PAGE);
    expect(ok.headers['access-control-allow-methods']).toBe('GET, OPTIONS');
    const refused = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/widgets/v1/2001/standings',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'GET' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /v1/config/{websiteId}/widget-preview/{widget}', () => {
  it('answers content for any season of the website, and every season', async () => {
    const seasons = await listWidgetSeasons(ctx.db, '2001');
    for (const widget of widgetIds) {
      const query = await subjectQuery(ctx.db, '2001', widget);
      const response = await get(`/v1/config/2001/widget-preview/${widget}${query}`, bearer(admin));
      expect(response.statusCode, response.body).toBe(200);
      expect(widgetPreviewAnswerSchema.safeParse(response.json()).error).toBeUndefined();
      expect(response.json().data.seasons).toEqual(seasons);
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
    const unknown = await get('/v1/config/2001/widget-preview/standings?season=nope', bearer(admin));
    expect(unknown.json()).toEqual({ message: 'Season nope is not a season of website 2001' });
  });

  it('needs a token, and answers another customer’s website as not found', async () => {
    expect((await get('/v1/config/2001/widget-preview/standings')).statusCode).toBe(401);
    const other = await productToken(ctx, demoUsers.admin.id, '1002');
    const response = await get('/v1/config/2001/widget-preview/standings', bearer(other));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Website not found' });
  });
});

describe('the runtime files', () => {
  it('serves embed.js to any page, compressed, cached 5 minutes', async () => {
    const response = await get('/widgets/v1/embed.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe(RUNTIME_CACHE_CONTROL);
    expect(response.headers.vary).toBe('Accept-Encoding');
    const gzip = await get('/widgets/v1/embed.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('/* runtime */');
    const plain = await get('/widgets/v1/embed.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const again = await get('/widgets/v1/embed.js', { 'if-none-match': plain.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('serves a widget chunk as a module any origin may import, kept a year; nothing else of the folder', async () => {
    const response = await get('/widgets/v1/chunks/standings-AB12CD34.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe(CHUNK_CACHE_CONTROL);
    expect(gunzipSync(response.rawPayload).toString()).toBe('export const renderers = {};');
    for (const url of ['/widgets/v1/chunks/leaders-ZZ99.js', '/widgets/v1/chunks/..%2Fembed.js']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toEqual({ message: 'No such chunk' });
    }
  });

  it('serves the preview frame with its own CSP, frameable by the console only', async () => {
    const response = await get(PREVIEW_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(PREVIEW_CSP);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers 404 saying what to run when the runtime is not built', async () => {
    const empty = tempDir('eua-no-widgets-');
    const bare = await startTestApp({ widgetsDir: empty.dir });
    try {
      const response = await bare.app.inject({ url: '/widgets/v1/embed.js' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'The widget runtime is not built (no apps/widgets/dist/embed.js): run npm run build',
      });
      expect((await bare.app.inject({ url: PREVIEW_PATH })).statusCode).toBe(404);
    } finally {
      await bare.close();
      empty.remove();
    }
  });
});

describe('the images the content links to', () => {
  it('serves a team logo as SVG that can run no script, or 404', async () => {
    const content = (await fromPage('/widgets/v1/2001/standings')).json().data.content;
    const logo = Object.values(content.teams as Record<string, { logoUrl: string }>)[0]?.logoUrl;
    if (logo) {
      const response = await get(new URL(logo).pathname);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(response.headers['cache-control']).toMatch(/max-age=\d{4,}/);
    }
    const missing = await get('/widgets/v1/2001/logos/nope.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No such image' });
  });
});

describe('the sample customer site', () => {
  it('embeds every widget of website 2001 across its pages, with the runtime from its own host', async () => {
    const embedded = new Set<string>();
    for (const path of [...samplePages.map((p) => `/sample-site${p.path || '/'}`)]) {
      const response = await get(path);
      expect([path, response.statusCode]).toEqual([path, 200]);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<script src="/widgets/v1/embed.js" async></script>');
      for (const [, widget] of response.body.matchAll(
        /<div data-eua-widget="(\w+)" data-website-id="2001" data-link-base="\/sample-site"><\/div>/g,
      )) {
        embedded.add(widget!);
      }
      expect(response.body).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>/);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      // The widgets need no inline style: the page allows none (decision 100).
      expect(response.headers['content-security-policy']).toContain("style-src 'self';");
    }
    // The team, player and match pages: the detail widget with no id, which it reads from the address.
    for (const [path, widget] of [
      ['/sample-site/teams/5001', 'teamDetails'],
      ['/sample-site/players/7001', 'personDetail'],
      ['/sample-site/fixtures/9001', 'fixtureDetails'],
    ]) {
      const response = await get(path!);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        `<div data-eua-widget="${widget}" data-website-id="2001" data-link-base="/sample-site"></div>`,
      );
      embedded.add(widget!);
    }
    // Every widget the runtime renders is on a page (the pages also hold the widgets still to come).
    for (const widget of widgetIds) expect(embedded.has(widget), widget).toBe(true);
    const css = await get('/sample-site/sample.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get('/sample-site')).statusCode).toBe(301);
  });

  it('sends its pages and stylesheet compressed as the browser accepts, plain to a client that asks for none', async () => {
    for (const [url, expected] of [
      ['/sample-site/standings', '<script src="/widgets/v1/embed.js" async></script>'],
      ['/sample-site/teams/5001', 'data-eua-widget="teamDetails"'],
      ['/sample-site/sample.css', '[data-eua-widget] { display: block; }'],
    ] as const) {
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain(expected);
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(gunzipSync(gzip.rawPayload).toString()).toContain(expected);
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain(expected);
    }
  });
});
