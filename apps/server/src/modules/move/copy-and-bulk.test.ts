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
  for (const row of rows)
    if (row.version !== null) (versions[row.websiteId] ??= {})[row.resource] = row.version;
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
});
