/**
 * Export and import of a website's settings (docs/product.md#settings-that-move, decision 114): a file of
 * every screen's settings, checked against the target's rules before anything is written, a dry run that
 * shows the changes, all screens in one transaction or none, and a clear message for every bad file.
 */
import type { ImportAnswer, SettingsFile } from '@eua/shared';
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

const read = async (websiteId: string, resource: string) => {
  const response = await ctx.app.inject({
    url: `/v1/config/${websiteId}/${resource}`,
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0] as { config: Record<string, unknown>; version: number };
};
const exportFile = async (websiteId: string, query = '') => {
  const response = await ctx.app.inject({
    url: `/v1/config/${websiteId}/export${query}`,
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { file: response.json() as SettingsFile, headers: response.headers };
};
const importFile = (
  websiteId: string,
  payload: string,
  query = '',
  token = admin,
  type = 'application/json',
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/config/${websiteId}/import${query}`,
    headers: { ...bearer(token), 'content-type': type },
    payload,
  });
/** Every screen's version of a website, to see that a refused import wrote nothing. */
const versions = async (websiteId: string, resources: string[]) =>
  Promise.all(resources.map(async (resource) => (await read(websiteId, resource)).version));

describe('export', () => {
  it('answers a file of every screen with its version and settings, named after the website', async () => {
    const { file, headers } = await exportFile('2001');
    expect(headers['content-disposition']).toBe(
      'attachment; filename="nbl-official-website-2001-settings.json"',
    );
    expect(file).toMatchObject({
      format: 'eua-settings',
      formatVersion: 1,
      exportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      source: { websiteId: '2001', name: 'NBL Official Website', sport: 'basketball' },
    });
    expect(Object.keys(file.resources)).toHaveLength(14);
    const general = await read('2001', 'general');
    expect(file.resources.general).toEqual({ version: general.version, settings: general.config });
    // Referrer domains are settings and go with them; nothing of users or tokens does.
    expect(file.resources.general!.settings).toHaveProperty('referrerDomains');
    expect(JSON.stringify(file)).not.toMatch(/token|password|@demo\.test/i);
  });

  it('answers only the screens asked for, 400 for an unknown one and 404 for another customer', async () => {
    const { file } = await exportFile('2001', '?resources=general,leaders');
    expect(Object.keys(file.resources)).toEqual(['general', 'leaders']);
    const unknown = await ctx.app.inject({
      url: '/v1/config/2001/export?resources=nope',
      headers: bearer(admin),
    });
    expect(unknown.statusCode).toBe(400);
    const other = await ctx.app.inject({ url: '/v1/config/2001/export', headers: bearer(iceAndCourt) });
    expect(other.statusCode).toBe(404);
  });
});

describe('import', () => {
  it('shows the changes per screen on a dry run, writes nothing, then writes every screen: History names the file', async () => {
    const { file } = await exportFile('2001', '?resources=general,standings');
    file.resources.general!.settings.statisticsDecimalPlaces = 0;
    file.resources.standings!.settings.showPools = false;
    const text = JSON.stringify(file);
    const before = await versions('2002', ['general', 'standings']);
    const dry = await importFile('2002', text, '?dryRun=true&fileName=nbl.json');
    expect(dry.statusCode, dry.body).toBe(200);
    const answer = dry.json().data as ImportAnswer['data'];
    expect(answer).toMatchObject({ websiteId: '2002', websiteName: "NBL Women's League", dryRun: true });
    const general = answer.screens.find((s) => s.resource === 'general')!;
    expect(general).toMatchObject({ status: 'ok', version: before[0] });
    expect(general.changes).toContain('Statistics decimal places: 1 → 0');
    // Seasons are each website's own, named as the website exported from names them.
    expect(general.warnings).toContain(
      "Season 2023-24 (50002) is not a season of NBL Women's League (2002): left out",
    );
    expect(await versions('2002', ['general', 'standings'])).toEqual(before);

    const expected = answer.screens.map((s) => `${s.resource}:${s.version}`).join(',');
    const done = await importFile('2002', text, `?fileName=nbl.json&expectedVersions=${expected}`);
    expect(done.statusCode, done.body).toBe(200);
    expect(
      (done.json().data as ImportAnswer['data']).screens.map((s) => [s.resource, s.status, s.version]),
    ).toEqual([
      ['general', 'applied', before[0]! + 1],
      ['standings', 'applied', before[1]! + 1],
    ]);
    expect((await read('2002', 'general')).config.statisticsDecimalPlaces).toBe(0);
    const revisions = await ctx.app.inject({
      url: '/v1/config/2002/general/revisions',
      headers: bearer(admin),
    });
    expect(revisions.json().data[0].source).toEqual({ kind: 'import', detail: { fileName: 'nbl.json' } });
  });

  it('refuses with 409 and writes nothing when a screen changed since the dry run', async () => {
    const { file } = await exportFile('2001', '?resources=general,leaders');
    file.resources.general!.settings.statisticsDecimalPlaces = 2;
    const text = JSON.stringify(file);
    const dry = (await importFile('2003', text, '?dryRun=true')).json().data as ImportAnswer['data'];
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/config/2003/leaders',
      headers: bearer(admin),
      payload: { showSeasonSelector: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    const before = await versions('2003', ['general', 'leaders']);
    const expected = dry.screens.map((s) => `${s.resource}:${s.version}`).join(',');
    const refused = await importFile('2003', text, `?expectedVersions=${expected}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^Leaders changed since the dry run \(version \d+, now \d+\): nothing was imported/,
    );
    expect(await versions('2003', ['general', 'leaders'])).toEqual(before);
  });

  it('refuses a file with a value the target refuses, naming screen and field, and writes nothing', async () => {
    const { file } = await exportFile('2001', '?resources=general,standings');
    file.resources.general!.settings.statisticsDecimalPlaces = 9;
    file.resources.standings!.settings.showPools = 'yes';
    const before = await versions('2002', ['general', 'standings']);
    const response = await importFile('2002', JSON.stringify(file));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "The file cannot be imported into NBL Women's League (2002): General, Statistics decimal places: Must be 3 or less. (and 1 more)",
    );
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'general.statisticsDecimalPlaces',
      'standings.showPools',
    ]);
    expect(await versions('2002', ['general', 'standings'])).toEqual(before);
  });

  it('lists every error and every warning of a file at once, on a dry run as on an import', async () => {
    const { file } = await exportFile('2001', '?resources=general,leaders');
    file.resources.general!.settings.statisticsDecimalPlaces = 9;
    file.resources.leaders!.settings.notASetting = true;
    for (const query of ['?dryRun=true', '']) {
      const response = await importFile('2002', JSON.stringify(file), query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        message: expect.stringMatching(/Statistics decimal places: Must be 3 or less\.$/),
        errors: [{ field: 'general.statisticsDecimalPlaces', message: expect.any(String) }],
        warnings: expect.arrayContaining([
          "Leaders: 'notASetting' is not a setting of this screen: left out",
          expect.stringMatching(
            /^General: Season .* is not a season of NBL Women's League \(2002\): left out$/,
          ),
        ]),
      });
    }
  });

  it('answers every bad file with a clear message, and changes nothing', async () => {
    const { file } = await exportFile('2001', '?resources=general');
    const before = await versions('2002', ['general']);
    const cases: [string, string, number, string | RegExp][] = [
      ['not JSON', 'name,value\nx,1', 400, 'The file is not JSON'],
      ['a list', '[]', 400, 'The file is not a settings file: it holds no JSON object'],
      [
        'another format',
        JSON.stringify({ ...file, format: 'other' }),
        400,
        'The file is not a settings file: format must be "eua-settings"',
      ],
      [
        'another version',
        JSON.stringify({ ...file, formatVersion: 7 }),
        400,
        'Unknown format version 7: this console reads version 1',
      ],
      [
        'the wrong shape',
        JSON.stringify({ ...file, resources: { general: { version: 1, settings: [] } } }),
        400,
        'The file is not a settings file: resources.general.settings must be an object',
      ],
      [
        'an unknown screen',
        JSON.stringify({ ...file, resources: { nope: { version: 1, settings: {} } } }),
        400,
        /^The file is not a settings file: resources\.nope/,
      ],
      [
        'no screen',
        JSON.stringify({ ...file, resources: {} }),
        400,
        'The file is not a settings file: it holds no screen',
      ],
      [
        'a __proto__ key',
        '{"format":"eua-settings","__proto__":{"x":1}}',
        400,
        'The file is not a settings file: it uses the forbidden key __proto__',
      ],
      [
        'over 1 MB',
        JSON.stringify({ ...file, padding: 'x'.repeat(1024 * 1024) }),
        413,
        'The file is larger than 1 MB: it cannot be a settings file',
      ],
    ];
    for (const [name, payload, status, message] of cases) {
      const response = await importFile('2002', payload);
      expect(response.statusCode, name).toBe(status);
      expect(Object.keys(response.json()), name).toEqual(['message']);
      if (typeof message === 'string') expect(response.json().message, name).toBe(message);
      else expect(response.json().message, name).toMatch(message);
    }
    // Any content type: a file is read as the text it is.
    const plain = await importFile('2002', JSON.stringify(file), '?dryRun=true', admin, 'text/plain');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await versions('2002', ['general'])).toEqual(before);
  });

  it("answers 404 for another customer's website and 403 for a read-only token", async () => {
    const { file } = await exportFile('2001', '?resources=general');
    const other = await importFile('2001', JSON.stringify(file), '?dryRun=true', iceAndCourt);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Website not found' });
    const readOnly = await importFile('2002', JSON.stringify(file), '', viewer);
    expect(readOnly.statusCode).toBe(403);
  });

  it('leaves out what another sport cannot take, with a warning each', async () => {
    const { file } = await exportFile('2001', '?resources=fixture_detail');
    const response = await importFile('2101', JSON.stringify(file), '?dryRun=true', iceAndCourt);
    expect(response.statusCode, response.body).toBe(200);
    const [screen] = (response.json().data as ImportAnswer['data']).screens;
    expect(screen!.warnings).toContain(
      'Show Play by Play tab is not a setting of hockey websites such as Ice Hockey Central (2101): left out',
    );
  });
});

describe("a customer's defaults (docs/product.md#customer-defaults)", () => {
  it("imports their own export back and a website's file, saying the target is the defaults", async () => {
    const defaults = 'defaults-1001-basketball';
    const { file } = await exportFile(defaults);
    const back = await importFile(defaults, JSON.stringify(file), '?dryRun=false&fileName=defaults.json');
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as ImportAnswer).data).toMatchObject({ websiteId: defaults, kind: 'defaults' });
    const { file: website } = await exportFile('2001', '?resources=leaders');
    const check = await importFile(defaults, JSON.stringify(website), '?dryRun=true');
    expect(check.statusCode, check.body).toBe(200);
    expect((check.json() as ImportAnswer).data.kind).toBe('defaults');
    const onWebsite = await importFile('2002', JSON.stringify(website), '?dryRun=true');
    expect((onWebsite.json() as ImportAnswer).data.kind).toBe('website');
  });

  it("refuses a file of another sport's website: only websites of their sport follow them", async () => {
    const hockey = await ctx.app.inject({
      url: '/v1/config/2101/export?resources=general',
      headers: bearer(iceAndCourt),
    });
    expect(hockey.statusCode, hockey.body).toBe(200);
    const response = await importFile('defaults-1001-basketball', hockey.body, '?dryRun=true');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The defaults of basketball websites cannot take a settings file of a hockey website',
    );
  });
});
