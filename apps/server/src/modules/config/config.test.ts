import {
  DEFAULT_SEASON_NOT_ALLOWED,
  featureList,
  LOCALE_DEFAULT_NOT_SELECTED,
  LOCALES_EMPTY,
  lookupKeysOf,
  UNKNOWN_FIELD,
} from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../seed/demo-data';
import { bearer, productToken, startTestApp, type TestContext } from '../../test-support/fixtures';

let ctx: TestContext;
let admin: string;
let adminIce: string;
let viewer: string;
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
  adminIce = await productToken(ctx, demoUsers.admin.id, '1002');
  viewer = await productToken(ctx, demoUsers.viewer.id, '1001');
});
afterAll(async () => ctx?.close());

type Doc = {
  websiteId: string;
  config: Record<string, unknown>;
  lookups: Record<string, { text: string; value: string }[]>;
  sport: string;
  trackingData: boolean;
  version: number;
  sources?: Record<string, string>;
};

const getDoc = async (websiteId: string, resource: string, token = admin): Promise<Doc> => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/config/${websiteId}/${resource}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { data: Doc[] };
  expect(body.data).toHaveLength(1);
  return body.data[0]!;
};
const put = (websiteId: string, resource: string, payload: unknown, token = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/v1/config/${websiteId}/${resource}`,
    headers: bearer(token),
    payload: payload as object,
  });

describe('GET /v1/config/{websiteId}/{resource}', () => {
  it.each(featureList.map((f) => [f.resource, f] as const))(
    '%s answers the seeded document with its lookups, sport and version',
    async (resource, feature) => {
      for (const websiteId of ['2001', '2101', '2102']) {
        const token = websiteId === '2001' ? admin : adminIce;
        const doc = await getDoc(websiteId, resource, token);
        expect(doc.websiteId).toBe(websiteId);
        expect(doc.version).toBeGreaterThanOrEqual(1);
        expect(['basketball', 'hockey', 'handball']).toContain(doc.sport);
        expect(doc.trackingData).toBe(websiteId === '2101');
        expect(Object.keys(doc.lookups).sort()).toEqual([...lookupKeysOf(feature)].sort());
        for (const list of Object.values(doc.lookups)) expect(list.length).toBeGreaterThan(0);
      }
    },
  );

  it('answers 404 for an unknown resource', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/config/2001/nothing',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(404);
  });

  it('fixture_detail carries the sport the check boxes depend on', async () => {
    expect((await getDoc('2101', 'fixture_detail', adminIce)).sport).toBe('hockey');
    expect((await getDoc('2001', 'fixture_detail')).sport).toBe('basketball');
  });
});

describe('PUT /v1/config/{websiteId}/{resource}', () => {
  it.each(featureList.map((f) => [f.resource, f] as const))(
    '%s stores a changed document and increments the version by one',
    async (resource, feature) => {
      const before = await getDoc('2002', resource);
      // A checkbox every website has: flipping it is a change on any of them. The theme has none: a number
      // moved to its other bound is.
      const flag = feature.fields.find((f) => f.type === 'checkbox' && f.condition === undefined)?.name;
      const number = feature.fields.find((f) => f.type === 'number' && f.condition === undefined)!;
      const sent = flag
        ? { ...before.config, [flag]: !before.config[flag] }
        : {
            ...before.config,
            [number.name]: before.config[number.name] === number.min ? number.max : number.min,
          };
      const response = await put('2002', resource, { ...sent, websiteId: '2002' });
      expect(response.statusCode, response.body).toBe(200);
      const written = response.json().data[0] as Doc;
      expect(written.version).toBe(before.version + 1);
      expect(written.config).toEqual(sent);
      expect((await getDoc('2002', resource)).version).toBe(before.version + 1);
    },
  );

  it.each(featureList.map((f) => [f.resource] as const))(
    '%s answers a write that changes nothing with the current document and ETag, and adds no version or revision',
    async (resource) => {
      const before = await getDoc('2102', resource, adminIce);
      const revisionsUrl = `/v1/config/2102/${resource}/revisions`;
      const revisions = async () =>
        (await ctx.app.inject({ url: revisionsUrl, headers: bearer(adminIce) })).json().data.length;
      const revisionsBefore = await revisions();
      // The values the website sets itself as they are, then the same with every field left out (each keeps
      // its value). The others follow the customer's defaults: sending them would set them on the website.
      const own = Object.fromEntries(
        Object.entries(before.config).filter(([name]) => before.sources?.[name] === 'website'),
      );
      for (const body of [{ ...own, websiteId: '2102' }, {}]) {
        const response = await put('2102', resource, body, adminIce);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers.etag).toBe(`"${before.version}"`);
        expect(response.json().data[0]).toEqual(before);
      }
      expect(await getDoc('2102', resource, adminIce)).toEqual(before);
      expect(await revisions()).toBe(revisionsBefore);
    },
  );

  it('saves a changed value and reads it back', async () => {
    const before = await getDoc('2001', 'general');
    const changed = {
      ...before.config,
      showMainNavigation: !before.config.showMainNavigation,
      websiteId: '2001',
    };
    const response = await put('2001', 'general', changed);
    expect(response.statusCode).toBe(200);
    const after = await getDoc('2001', 'general');
    expect(after.config.showMainNavigation).toBe(!before.config.showMainNavigation);
    expect(after.version).toBe(before.version + 1);
  });

  it('gives concurrent writes distinct, consecutive versions', async () => {
    const before = await getDoc('2003', 'leaders');
    const responses = await Promise.all(
      // Each a different count, so that each is a change whichever is stored first.
      Array.from({ length: 5 }, (_, i) =>
        put('2003', 'leaders', { ...before.config, leadersCountPerStatistic: 20 + i, websiteId: '2003' }),
      ),
    );
    const versions = responses.map((r) => (r.json().data[0] as Doc).version).sort((a, b) => a - b);
    expect(versions).toEqual([1, 2, 3, 4, 5].map((n) => before.version + n));
  });

  const invalid: [
    string,
    string,
    (config: Record<string, unknown>) => Record<string, unknown>,
    string,
    string?,
  ][] = [
    [
      'leaders',
      'leadersCountPerStatistic',
      (c) => ({ ...c, leadersCountPerStatistic: 51 }),
      'leadersCountPerStatistic',
    ],
    [
      'leaders',
      'a wrong type',
      (c) => ({ ...c, leadersCountPerStatistic: 'ten' }),
      'leadersCountPerStatistic',
    ],
    [
      'general',
      'an unknown field',
      (c) => ({ ...c, favouriteColour: 'blue' }),
      'favouriteColour',
      UNKNOWN_FIELD,
    ],
    ['general', 'empty locales', (c) => ({ ...c, locales: [] }), 'locales', LOCALES_EMPTY],
    [
      'general',
      'a default locale not among the locales',
      (c) => ({ ...c, locales: ['en-EN'], localeDefault: 'de-DE' }),
      'localeDefault',
      LOCALE_DEFAULT_NOT_SELECTED,
    ],
    [
      'general',
      'a default season that is not allowed',
      (c) => ({ ...c, allowedSeasons: {} }),
      'defaultSeasonId',
      DEFAULT_SEASON_NOT_ALLOWED,
    ],
    [
      'general',
      'a lookup value not in its lookup',
      (c) => ({ ...c, timezone: 'Mars/Olympus_Mons' }),
      'timezone',
    ],
    [
      'entity_detail',
      'more than 5 teamSummaryStandingsFields',
      (c) => ({ ...c, teamSummaryStandingsFields: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      'teamSummaryStandingsFields',
    ],
    [
      'person_detail',
      'more than 4 personAverages',
      (c) => ({ ...c, personAverages: ['a', 'b', 'c', 'd', 'e'] }),
      'personAverages',
    ],
  ];

  it.each(invalid)(
    '%s: rejects %s with 400 { message, errors } and changes nothing',
    async (resource, _what, change, field, message) => {
      const before = await getDoc('2001', resource);
      const response = await put('2001', resource, { ...change(before.config), websiteId: '2001' });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json() as { message: string; errors: { field: string; message: string }[] };
      expect(typeof body.message).toBe('string');
      const error = body.errors.find((e) => e.field === field);
      expect(error, JSON.stringify(body.errors)).toBeDefined();
      if (message) expect(error?.message).toBe(message);
      expect(await getDoc('2001', resource)).toEqual(before);
    },
  );

  it.each([
    ['entity_detail', 'teamSummaryStandingsFields', 5],
    ['person_detail', 'personAverages', 4],
  ] as const)(
    '%s: refuses more than the limit of %s even when each item is a real choice',
    async (resource, name, limit) => {
      const feature = featureList.find((f) => f.resource === resource)!;
      const field = feature.fields.find((f) => f.name === name)!;
      const key = field.lookup && 'key' in field.lookup ? field.lookup.key : '';
      const before = await getDoc('2001', resource);
      const choices = (before.lookups[key] ?? []).map((o) => o.value);
      expect(choices.length).toBeGreaterThan(limit);
      const tooMany = await put('2001', resource, {
        ...before.config,
        [name]: choices.slice(0, limit + 1),
        websiteId: '2001',
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().errors.map((e: { field: string }) => e.field)).toEqual([name]);
      const enough = await put('2001', resource, {
        ...before.config,
        [name]: choices.slice(0, limit),
        websiteId: '2001',
      });
      expect(enough.statusCode, enough.body).toBe(200);
    },
  );

  it('answers 403 to a read-only token and changes nothing', async () => {
    const before = await getDoc('2001', 'general', viewer);
    const response = await put('2001', 'general', { ...before.config, websiteId: '2001' }, viewer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect((await getDoc('2001', 'general', viewer)).version).toBe(before.version);
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    // Unparsable JSON, and valid JSON that tries prototype poisoning: the parser refuses both alike.
    for (const payload of [
      '{"showMainNavigation": tru',
      '{"websiteId": "2001", "__proto__": {"isAdmin": true}}',
    ]) {
      const refused = await ctx.app.inject({
        method: 'PUT',
        url: '/v1/config/2001/general',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message:
          'The request body is not valid JSON, or uses a forbidden key (__proto__, constructor.prototype)',
      });
    }
    const list = await put('2001', 'general', [1, 2]);
    expect(list.statusCode).toBe(400);
    // JSON null is a body too, and not an object: refused like a list, and nothing is stored.
    const before = await getDoc('2001', 'general');
    for (const payload of ['null', '[]']) {
      const refused = await ctx.app.inject({
        method: 'PUT',
        url: '/v1/config/2001/general',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload,
      });
      expect(refused.statusCode, payload).toBe(400);
      expect(refused.json().message, payload).toBe(
        'Invalid request body: (body) The body must be a JSON object.',
      );
    }
    expect((await getDoc('2001', 'general')).version).toBe(before.version);
    const constructorKey = await put('2001', 'general', { constructor: { isAdmin: true } });
    expect(constructorKey.statusCode).toBe(400);
    expect(constructorKey.json().errors).toEqual([{ field: 'constructor', message: 'Unknown field.' }]);
  });

  it('answers 400, never a 5xx, for a NUL character in a value or a key', async () => {
    const before = await getDoc('2001', 'general');
    for (const body of [
      { ...before.config, referrerDomains: ['www.example.com\u0000'], websiteId: '2001' },
      { ...before.config, 'bad\u0000key': true, websiteId: '2001' },
    ]) {
      const response = await put('2001', 'general', body);
      expect(response.statusCode).toBe(400);
    }
    expect((await getDoc('2001', 'general')).version).toBe(before.version);
  });

  it('answers 400 { message }, never a 5xx, for text that is not well-formed Unicode', async () => {
    const general = await getDoc('2001', 'general');
    const standings = await getDoc('2001', 'standings');
    // Raw JSON text, so the escapes reach the server exactly as a client wrote them.
    const cases: [string, string][] = [
      ['general', '{"websiteId":"2001","referrerDomains":["\\ud800"]}'],
      ['general', '{"websiteId":"2001","referrerDomains":["www.example.com\\udc00"]}'],
      ['standings', '{"websiteId":"2001","promotionRelegationColours":{"\\udc00":"#aabbcc"}}'],
      ['standings', '{"websiteId":"2001","promotionRelegationColours":{"1":"#aabbcc\\ud83d"}}'],
    ];
    for (const [resource, payload] of cases) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/v1/config/2001/${resource}`,
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toEqual({ message: expect.stringContaining('well-formed Unicode') });
    }
    expect((await getDoc('2001', 'general')).version).toBe(general.version);
    expect((await getDoc('2001', 'standings')).version).toBe(standings.version);
    // A surrogate pair (an emoji) is well-formed text, and not refused for being one.
    const other = await getDoc('2003', 'general');
    const emoji = await put('2003', 'general', {
      ...other.config,
      referrerDomains: ['\u{1F3C0}.example.com'],
      websiteId: '2003',
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
    // Stored in its ASCII form, as every internationalised referrer domain is.
    expect((await getDoc('2003', 'general')).config.referrerDomains).toEqual(['xn--xl8h.example.com']);
  });

  it('never answers a 5xx, whatever type each field is given', async () => {
    const odd: unknown[] = [
      null,
      '',
      'x',
      -1,
      1.5,
      10 ** 12,
      true,
      [],
      [null],
      [{}],
      {},
      { a: { b: [] } },
      // Unpaired surrogates: JSON.stringify writes them as `\ud800` escapes, which PostgreSQL refuses.
      '\ud800',
      ['\udc00'],
      { '\ud800': '#aabbcc' },
    ];
    for (const feature of featureList) {
      const before = await getDoc('2003', feature.resource);
      for (const field of feature.fields) {
        for (const value of odd) {
          const response = await put('2003', feature.resource, {
            ...before.config,
            [field.name]: value,
            websiteId: '2003',
          });
          expect(
            response.statusCode,
            `${feature.resource}.${field.name} = ${JSON.stringify(value)}`,
          ).toBeLessThan(500);
        }
      }
    }
  });

  it('answers 400 when the body names another website', async () => {
    const before = await getDoc('2001', 'general');
    const response = await put('2001', 'general', { ...before.config, websiteId: '2002' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 413 for a body over 256 KiB', async () => {
    const response = await put('2001', 'general', { referrerDomains: ['x'.repeat(300 * 1024)] });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is larger than 256 KiB' });
  });
});

describe('the order of checks (docs/api.md, decision 062)', () => {
  const json = { 'content-type': 'application/json' };
  const send = (url: string, token: string | null, payload: string, headers: Record<string, string> = json) =>
    ctx.app.inject({
      method: 'PUT',
      url,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
      payload,
    });

  it.each([
    [
      'no token over a malformed body',
      '/v1/config/2001/general',
      null,
      '{x',
      json,
      401,
      /^Missing product token/,
    ],
    [
      'no token over a NUL in the path',
      '/v1/config/20%0001/general',
      null,
      '{}',
      json,
      401,
      /^Missing product token/,
    ],
    [
      'no token over a missing content type',
      '/v1/config/2001/general',
      null,
      'x',
      {},
      401,
      /^Missing product token/,
    ],
    [
      'no token over a body too large',
      '/v1/config/2001/general',
      null,
      `{"a":"${'x'.repeat(300_000)}"}`,
      json,
      401,
      /^Missing product token/,
    ],
    [
      'a body too large over an unknown website',
      '/v1/config/9999/general',
      'admin',
      `{"a":"${'x'.repeat(300_000)}"}`,
      json,
      404,
      /^Website not found$/,
    ],
    // The body's own refusals, on a website the caller may write (decision 120: the right is decided first).
    [
      'a body too large',
      '/v1/config/2001/general',
      'admin',
      `{"a":"${'x'.repeat(300_000)}"}`,
      json,
      413,
      /./,
    ],
    ['a missing content type', '/v1/config/2001/general', 'admin', 'x', {}, 415, /./],
    ['a malformed body', '/v1/config/2001/general', 'admin', '{x', json, 400, /not valid JSON/],
    ['a NUL in the body', '/v1/config/2001/general', 'admin', '{"a":"\\u0000"}', json, 400, /NUL/],
    [
      'a NUL in the path over an unknown website',
      '/v1/config/99%0099/general',
      'admin',
      '{}',
      json,
      400,
      /NUL/,
    ],
    [
      'a missing content type over an unknown website',
      '/v1/config/9999/general',
      'admin',
      'x',
      {},
      404,
      /^Website not found$/,
    ],
    [
      'a malformed body over an unknown website',
      '/v1/config/9999/general',
      'admin',
      '{x',
      json,
      404,
      /^Website not found$/,
    ],
    [
      'a NUL in the body over an unknown website',
      '/v1/config/9999/general',
      'admin',
      '{"a":"\\u0000"}',
      json,
      404,
      /^Website not found$/,
    ],
    [
      'an unknown website over an unknown resource',
      '/v1/config/9999/nope',
      'viewer',
      '{}',
      json,
      404,
      /^Website not found$/,
    ],
    [
      'an unknown website over the write scope',
      '/v1/config/9999/general',
      'viewer',
      '{}',
      json,
      404,
      /^Website not found$/,
    ],
    [
      'an unknown resource over the write scope',
      '/v1/config/2001/nope',
      'viewer',
      '{}',
      json,
      404,
      /^Unknown configuration resource$/,
    ],
    [
      'the write scope over an invalid body',
      '/v1/config/2001/general',
      'viewer',
      '{"showMainNavigation":3}',
      json,
      403,
      /permission/,
    ],
  ] as const)('%s', async (_name, url, who, payload, headers, status, message) => {
    const token = who === 'admin' ? admin : who === 'viewer' ? viewer : null;
    const before = await getDoc('2001', 'general');
    const response = await send(url, token, payload, headers);
    expect(response.statusCode, response.body).toBe(status);
    expect(Object.keys(response.json())).toEqual(['message']);
    expect(response.json().message).toMatch(message);
    expect((await getDoc('2001', 'general')).version).toBe(before.version);
  });
});

describe('the order of checks of restore (POST …/revisions/{version}/restore, docs/product.md#safe-editing)', () => {
  const json = { 'content-type': 'application/json' };
  it.each([
    ['no token over a malformed body', '/v1/config/2001/general/revisions/1/restore', null, '{x', json, 401],
    ['a malformed body', '/v1/config/2001/general/revisions/1/restore', 'admin', '{x', json, 400],
    ['a body that is not JSON', '/v1/config/2001/general/revisions/1/restore', 'admin', 'x', {}, 415],
    [
      'an unknown website over the write scope',
      '/v1/config/9999/general/revisions/1/restore',
      'viewer',
      '{}',
      json,
      404,
    ],
    ['an unknown resource', '/v1/config/2001/nope/revisions/1/restore', 'admin', '{}', json, 404],
    [
      'the write scope over an unknown revision',
      '/v1/config/2001/general/revisions/999/restore',
      'viewer',
      '{}',
      json,
      403,
    ],
    [
      'a version that is not a number',
      '/v1/config/2001/general/revisions/x1/restore',
      'admin',
      '{}',
      json,
      400,
    ],
  ] as const)('%s', async (_name, url, who, payload, headers, status) => {
    const token = who === 'admin' ? admin : who === 'viewer' ? viewer : null;
    const before = await getDoc('2001', 'general');
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
      payload,
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(Object.keys(response.json())).toContain('message');
    expect((await getDoc('2001', 'general')).version).toBe(before.version);
  });
});
