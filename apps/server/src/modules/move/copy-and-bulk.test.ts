/**
 * Copy between websites and bulk edit (docs/product.md#settings-that-move, decision 113): a preview per
 * target and screen in the history's words with what each target cannot take, then an apply against the
 * previewed versions — stale targets untouched, all or nothing in one transaction, every write in History and
 * the activity log with its source.
 */
import type { ActivityEntry, MoveApplyRow, MovePreviewRow } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';
import { ensureDefaultsOwners } from '../websites/websites.service';

let ctx: TestContext;
let admin: string;
let viewer: string;
let iceAndCourt: string;

beforeAll(async () => {
  ctx = await startTestApp();
  // A hockey website of Northern Basketball League's, so one customer holds two sports (the demo data keeps
  // each customer to one).
  await ctx.db.query(`update websites set customer_id = '1001' where id = '2101'`);
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
  viewer = await productToken(ctx, demoUsers.viewer.id, '1001');
  iceAndCourt = await productToken(ctx, demoUsers.admin.id, '1002');
});
afterAll(async () => ctx?.close());

const read = async (websiteId: string, resource: string) => {
  const response = await ctx.app.inject({
    url: `/v1/config/${websiteId}/${resource}`,
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0] as {
    config: Record<string, unknown>;
    version: number;
    lookups: Record<string, { value: string; text: string }[]>;
  };
};
const put = async (websiteId: string, resource: string, body: object) => {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/v1/config/${websiteId}/${resource}`,
    headers: bearer(admin),
    payload: { ...body, websiteId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0] as { version: number };
};
const post = (url: string, payload: object, token = admin) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const preview = async (url: string, payload: object, token = admin) => {
  const response = await post(url, payload, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as MovePreviewRow[];
};
const apply = async (url: string, payload: object, token = admin) => {
  const response = await post(url, payload, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as MoveApplyRow[];
};
/** The versions a preview showed, as an apply sends them back. */
const versionsOf = (rows: MovePreviewRow[]) => {
  const versions: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    if (row.version === null) continue;
    versions[row.websiteId] = { ...versions[row.websiteId], [row.resource]: row.version };
  }
  return versions;
};

describe('copy', () => {
  it('previews a section of a screen per target in plain words, then applies it: History says where it came from', async () => {
    const source = await read('2001', 'general');
    const zones = source.lookups.timezone!.map((o) => o.value);
    const zone = zones.find((z) => z !== source.config.timezone)!;
    await put('2001', 'general', { timezone: zone, statisticsDecimalPlaces: 3 });
    const body = {
      sourceWebsiteId: '2001',
      targets: ['2002'],
      resources: ['general'],
      sections: { general: ['display'] },
    };
    const rows = await preview('/v1/copy/preview', body);
    const target = await read('2002', 'general');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      websiteId: '2002',
      websiteName: "NBL Women's League",
      resource: 'general',
      status: 'ok',
      version: target.version,
      warnings: [],
    });
    // Only the Display section: the time zone is in Languages and time, and stays.
    expect(rows[0]!.changes).toContain('Statistics decimal places: 1 → 3');
    expect(rows[0]!.changes.join('\n')).not.toContain('Time zone');

    const results = await apply('/v1/copy/apply', { ...body, versions: versionsOf(rows), mode: 'each' });
    expect(results).toEqual([
      {
        websiteId: '2002',
        websiteName: "NBL Women's League",
        kind: 'website',
        resource: 'general',
        status: 'applied',
        version: target.version + 1,
      },
    ]);
    const after = await read('2002', 'general');
    expect(after.config.statisticsDecimalPlaces).toBe(3);
    expect(after.config.timezone).toBe(target.config.timezone);
    const revisions = await ctx.app.inject({
      url: '/v1/config/2002/general/revisions',
      headers: bearer(admin),
    });
    expect(revisions.json().data[0].source).toEqual({
      kind: 'copy',
      detail: { websiteId: '2001', websiteName: 'NBL Official Website' },
    });
  });

  it("says what another sport's website cannot take, and writes the rest", async () => {
    const rows = await preview('/v1/copy/preview', {
      sourceWebsiteId: '2001',
      targets: ['2003', '2101'],
      resources: ['general', 'fixture_detail'],
    });
    const row = (websiteId: string, resource: string) =>
      rows.find((r) => r.websiteId === websiteId && r.resource === resource)!;
    // Seasons are each website's own: a copy never carries them, and says so season by season.
    expect(row('2003', 'general').warnings).toContain(
      'Season 2023-24 (50002) is not a season of NBL Youth Championships (2003): left out',
    );
    expect(row('2003', 'general').warnings[0]).toMatch(
      /^Default season 2024-25 \(\d+\) is not a season of NBL Youth Championships \(2003\): left out$/,
    );
    // A basketball field on a hockey website, and basketball statistics hockey does not have.
    const hockey = row('2101', 'fixture_detail');
    expect(hockey.status).toBe('ok');
    expect(hockey.warnings).toContain(
      'Show Play by Play tab is not a setting of hockey websites such as Ice Hockey Central (2101): left out',
    );
    expect(hockey.warnings).toContain(
      'Statistic Rebounds (reboundsTotal) is not a statistic of Ice Hockey Central (2101): left out',
    );
    const before = await read('2101', 'fixture_detail');
    const results = await apply('/v1/copy/apply', {
      sourceWebsiteId: '2001',
      targets: ['2101'],
      resources: ['fixture_detail'],
      versions: versionsOf(rows),
    });
    expect(results).toMatchObject([{ websiteId: '2101', status: 'applied', version: before.version + 1 }]);
    const after = await read('2101', 'fixture_detail');
    const hockeyStatistics = new Set(after.lookups.personStatistics!.map((o) => o.value));
    for (const value of Object.values(after.config).filter(Array.isArray).flat()) {
      expect(typeof value === 'string' && value === 'reboundsTotal').toBe(false);
    }
    expect(hockeyStatistics.has('reboundsTotal')).toBe(false);
  });

  it('leaves a target changed since the preview untouched (stale) and writes the others', async () => {
    const body = { sourceWebsiteId: '2001', targets: ['2002', '2003'], resources: ['standings'] };
    await put('2001', 'standings', { showPools: false });
    const rows = await preview('/v1/copy/preview', body);
    expect(rows.map((r) => r.status)).toEqual(['ok', 'ok']);
    const moved = await put('2002', 'standings', { showStage: false });
    const results = await apply('/v1/copy/apply', { ...body, versions: versionsOf(rows) });
    expect(results.map((r) => [r.websiteId, r.status])).toEqual([
      ['2002', 'stale'],
      ['2003', 'applied'],
    ]);
    expect(results[0]!.version).toBe(moved.version);
    expect((await read('2002', 'standings')).version).toBe(moved.version);
  });

  it('writes nothing when all or nothing meets one stale target', async () => {
    await put('2001', 'standings', { showSeasonName: false });
    const body = { sourceWebsiteId: '2001', targets: ['2002', '2003'], resources: ['standings', 'leaders'] };
    const rows = await preview('/v1/copy/preview', body);
    const versions = versionsOf(rows);
    await put('2003', 'standings', { showEntityLogo: false });
    const before = {
      '2002': (await read('2002', 'standings')).version,
      '2003': (await read('2003', 'standings')).version,
    };
    const results = await apply('/v1/copy/apply', { ...body, versions, mode: 'all' });
    expect(results.find((r) => r.websiteId === '2003' && r.resource === 'standings')!.status).toBe('stale');
    expect(results.filter((r) => r.status === 'skipped').length).toBeGreaterThan(0);
    expect(results.some((r) => r.status === 'applied')).toBe(false);
    expect((await read('2002', 'standings')).version).toBe(before['2002']);
    expect((await read('2003', 'standings')).version).toBe(before['2003']);
    // Previewed again, all of it goes in one transaction.
    const again = await preview('/v1/copy/preview', body);
    const done = await apply('/v1/copy/apply', { ...body, versions: versionsOf(again), mode: 'all' });
    expect(done.every((r) => r.status === 'applied' || r.status === 'unchanged')).toBe(true);
    expect(done.find((r) => r.websiteId === '2002' && r.resource === 'standings')!.status).toBe('applied');
  });

  it("refuses a target that is not the customer's and the website copied from, screen by screen", async () => {
    const rows = await preview('/v1/copy/preview', {
      sourceWebsiteId: '2001',
      targets: ['2102', '9999', '2001'],
      resources: ['general'],
    });
    expect(rows).toEqual([
      expect.objectContaining({
        websiteId: '2102',
        websiteName: null,
        status: 'refused',
        message: 'Website not found',
      }),
      expect.objectContaining({
        websiteId: '9999',
        websiteName: null,
        status: 'refused',
        message: 'Website not found',
      }),
      expect.objectContaining({
        websiteId: '2001',
        status: 'refused',
        message: 'This is the website copied from',
      }),
    ]);
  });

  it('answers 400 for a section the screen does not have, and a read-only token 403, recording the refusal once', async () => {
    const unknownSection = await post('/v1/copy/preview', {
      sourceWebsiteId: '2001',
      targets: ['2002'],
      resources: ['general'],
      sections: { general: ['nope'] },
    });
    expect(unknownSection.statusCode).toBe(400);
    expect(unknownSection.json().message).toMatch(
      /^General has no section 'nope': its sections are display,/,
    );
    const body = { sourceWebsiteId: '2001', targets: ['2002'], resources: ['general', 'leaders'] };
    expect((await post('/v1/copy/preview', body, viewer)).statusCode).toBe(403);
    const before = await read('2002', 'general');
    const refused = await post(
      '/v1/copy/apply',
      { ...body, versions: { '2002': { general: before.version, leaders: 1 } } },
      viewer,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You do not have permission to change this configuration' });
    expect((await read('2002', 'general')).version).toBe(before.version);
    const activity = await ctx.app.inject({
      url: '/v1/activity?websiteId=2002&limit=2',
      headers: bearer(admin),
    });
    // One entry for the request: its website (the only target), no screen (it named two).
    const entries = activity.json().data as ActivityEntry[];
    expect(entries.map((e) => [e.resource, e.outcome, e.status, e.source?.kind, e.user.sub])).toEqual([
      [null, 'refused', 403, 'copy', demoUsers.viewer.id],
      [expect.any(String), 'saved', 200, expect.any(String), demoUsers.admin.id],
    ]);
  });

  it("answers 404 for another customer's source website", async () => {
    const response = await post(
      '/v1/copy/preview',
      { sourceWebsiteId: '2001', targets: ['2102'] },
      iceAndCourt,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Website not found' });
  });
});

describe('bulk edit', () => {
  it('sets one field on several websites, each against its previewed version: History says Bulk edit', async () => {
    const body = {
      targets: ['2001', '2002', '2003'],
      resource: 'general',
      values: { statisticsDecimalPlaces: 2 },
    };
    const rows = await preview('/v1/bulk/preview', body);
    expect(rows.map((r) => [r.websiteId, r.status])).toEqual([
      ['2001', 'ok'],
      ['2002', 'ok'],
      ['2003', 'ok'],
    ]);
    expect(rows[2]!.changes).toEqual(['Statistics decimal places: 1 → 2']);
    const results = await apply('/v1/bulk/apply', { ...body, versions: versionsOf(rows), mode: 'all' });
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    for (const websiteId of ['2001', '2002', '2003']) {
      expect((await read(websiteId, 'general')).config.statisticsDecimalPlaces).toBe(2);
      const revisions = await ctx.app.inject({
        url: `/v1/config/${websiteId}/general/revisions`,
        headers: bearer(admin),
      });
      expect(revisions.json().data[0].source).toEqual({ kind: 'bulk' });
    }
    // The same values again change nothing.
    const again = await preview('/v1/bulk/preview', body);
    expect(again.map((r) => r.status)).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });

  it("refuses a value a target's rules refuse with the field's message, and a field the screen does not have", async () => {
    const refused = await preview('/v1/bulk/preview', {
      targets: ['2001', '2101'],
      resource: 'standings',
      values: { standingsFields: ['gamesBehind'] },
    });
    expect(refused[0]!.status).toBe('ok');
    // Hockey has no "games behind": left out, so nothing is written there.
    expect(refused[1]).toMatchObject({
      status: 'unchanged',
      warnings: [expect.stringContaining('Games behind')],
    });
    const invalid = await preview('/v1/bulk/preview', {
      targets: ['2001'],
      resource: 'general',
      values: { statisticsDecimalPlaces: 9 },
    });
    expect(invalid[0]).toMatchObject({
      status: 'refused',
      message: expect.stringContaining('Statistics decimal places'),
    });
    const unknown = await post('/v1/bulk/preview', {
      targets: ['2001'],
      resource: 'general',
      values: { nope: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('values.nope is not a setting of General');
  });
});

describe("a customer's defaults as a target (docs/product.md#customer-defaults)", () => {
  const basketball = 'defaults-1001-basketball';
  const hockey = 'defaults-1001-hockey';

  it('copies to the defaults of the same sport, each row saying website or defaults', async () => {
    await put('2001', 'general', { statisticsDecimalPlaces: 0 });
    const body = {
      sourceWebsiteId: '2001',
      targets: ['2002', basketball],
      resources: ['general'],
      sections: { general: ['display'] },
    };
    const rows = await preview('/v1/copy/preview', body);
    expect(rows.map((r) => [r.websiteId, r.kind])).toEqual([
      ['2002', 'website'],
      [basketball, 'defaults'],
    ]);
    expect(rows[1]!.websiteName).toMatch(/^Defaults · /);
    expect(rows[1]!.status).toBe('ok');
    const results = await apply('/v1/copy/apply', { ...body, versions: versionsOf(rows), mode: 'all' });
    expect(results.map((r) => [r.websiteId, r.kind, r.status])).toEqual([
      ['2002', 'website', 'applied'],
      [basketball, 'defaults', 'applied'],
    ]);
    expect((await read(basketball, 'general')).config.statisticsDecimalPlaces).toBe(0);
  });

  it('refuses the defaults of another sport, saying why, and copies from the defaults to a website', async () => {
    await ensureDefaultsOwners(ctx.db);
    const rows = await preview('/v1/copy/preview', {
      sourceWebsiteId: '2001',
      targets: [hockey],
      resources: ['general'],
    });
    expect(rows[0]).toMatchObject({
      websiteId: hockey,
      kind: 'defaults',
      status: 'refused',
      message: 'The defaults of hockey websites cannot take the settings of a basketball website',
    });
    const fromDefaults = await preview('/v1/copy/preview', {
      sourceWebsiteId: basketball,
      targets: ['2003', basketball],
      resources: ['general'],
    });
    expect(fromDefaults.map((r) => [r.kind, r.status === 'refused' ? r.message : 'planned'])).toEqual([
      ['website', 'planned'],
      ['defaults', 'These are the defaults copied from'],
    ]);
  });

  it("bulk edits the defaults beside websites of their sport and refuses another sport's", async () => {
    const rows = await preview('/v1/bulk/preview', {
      targets: ['2002', basketball, hockey],
      resource: 'general',
      values: { statisticsDecimalPlaces: 3 },
    });
    expect(rows.map((r) => [r.websiteId, r.kind, r.status])).toEqual([
      ['2002', 'website', 'ok'],
      [basketball, 'defaults', 'ok'],
      [hockey, 'defaults', 'refused'],
    ]);
    expect(rows[2]!.message).toBe(
      'The defaults of hockey websites cannot take values chosen for basketball websites',
    );
    const results = await apply('/v1/bulk/apply', {
      targets: ['2002', basketball],
      resource: 'general',
      values: { statisticsDecimalPlaces: 3 },
      versions: versionsOf(rows),
      mode: 'each',
    });
    expect(results.map((r) => [r.kind, r.status])).toEqual([
      ['website', 'applied'],
      ['defaults', 'applied'],
    ]);
    expect((await read(basketball, 'general')).config.statisticsDecimalPlaces).toBe(3);
  });
});

describe('the order of checks of the moving calls (docs/api.md)', () => {
  const json = { 'content-type': 'application/json' };
  const urls = ['/v1/copy/preview', '/v1/copy/apply', '/v1/bulk/preview', '/v1/bulk/apply'];
  const cases: [string, 'admin' | null, string, Record<string, string>, number, RegExp][] = [
    ['no token over a malformed body', null, '{x', json, 401, /^Missing product token/],
    ['a malformed body', 'admin', '{x', json, 400, /not valid JSON/],
    ['JSON null', 'admin', 'null', json, 400, /^Invalid request body/],
    ['a list', 'admin', '[]', json, 400, /^Invalid request body/],
    ['a body that is not JSON', 'admin', 'x', {}, 415, /./],
    ['a NUL in the body', 'admin', '{"targets":["20\\u000001"]}', json, 400, /NUL/],
    ['a body too large', 'admin', `{"a":"${'x'.repeat(300_000)}"}`, json, 413, /256 KiB/],
    [
      'a property it does not take',
      'admin',
      '{"targets":["2001"],"extra":1}',
      json,
      400,
      /^Invalid request body/,
    ],
  ];
  it.each(urls.flatMap((url) => cases.map((c) => [url, ...c] as const)))(
    '%s: %s',
    async (url, _name, who, payload, headers, status, message) => {
      const before = await read('2002', 'general');
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...(who ? bearer(admin) : {}) },
        payload,
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
      expect((await read('2002', 'general')).version).toBe(before.version);
    },
  );

  it.each([
    ['no token over a file that is not JSON', null, '{x', 401, /^Missing product token/],
    ['a file that is not JSON', 'admin', '{x', 400, /^The file is not JSON$/],
    ['JSON null', 'admin', 'null', 400, /holds no JSON object/],
    [
      'a NUL in the file',
      'admin',
      '{"format":"eua-settings\\u0000"}',
      400,
      /^The file contains a NUL character/,
    ],
    ['an empty body', 'admin', '', 400, /^The file is not JSON$/],
  ] as const)('import: %s', async (_name, who, payload, status, message) => {
    const before = await read('2002', 'general');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/config/2002/import',
      headers: { 'content-type': 'application/json', ...(who ? bearer(admin) : {}) },
      payload,
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toMatch(message);
    expect((await read('2002', 'general')).version).toBe(before.version);
  });
});
