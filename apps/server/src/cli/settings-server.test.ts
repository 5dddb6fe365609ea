/**
 * `npm run settings -- --server URL …` (decision 138): export, import and copy through a server listening on a
 * real port, as an API token — so the token's role, its customer and the activity log hold as for any client.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ActivityEntry, SettingsFile } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../seed/demo-data';
import { bearer, productToken, type TestContext } from '../test-support/fixtures';
import { listening, putGeneral } from '../test-support/listening';
import { copyOverHttp, exportOverHttp, importOverHttp, type ServerTarget } from './settings-server';

let ctx: TestContext;
let server: string;
let admin: string;

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'settings.ts');
const tsxLoader = import.meta.resolve('tsx');

/** The command as `npm run settings --` runs it, with `token` in EUA_TOKEN. */
const runCli = (args: string[], token: string | undefined) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: '/nonexistent', DATABASE_URL: '' };
    delete env.EUA_TOKEN;
    if (token) env.EUA_TOKEN = token;
    execFile(
      process.execPath,
      ['--import', tsxLoader, script, ...args],
      { env, maxBuffer: 8 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

/** A new API token of Northern Basketball League with `role`, made through the API by its Admin. */
async function apiToken(role: 'viewer' | 'editor' | 'publisher', name = `cli ${role}`) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/api-tokens',
    headers: bearer(admin),
    payload: { name, role, expiresInDays: 1 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data[0] as { id: string; secret: string };
}

const versionOf = async (websiteId: string, resource: string) => {
  const response = await ctx.app.inject({
    url: `/v1/config/${websiteId}/${resource}`,
    headers: bearer(admin),
  });
  return response.json().data[0].version as number;
};

beforeAll(async () => {
  const started = await listening({});
  ctx = started.ctx;
  server = started.url('');
  admin = await productToken(ctx, demoUsers.admin.id, '1001');
});
afterAll(async () => ctx?.close());

describe('settings through the server, as an API token', () => {
  it('exports, checks and imports a file with a Publisher token; the activity names the token', async () => {
    const publisher = await apiToken('publisher', 'Settings sync');
    const target: ServerTarget = { server, token: publisher.secret };
    const file = await exportOverHttp(target, '2001', ['general', 'leaders']);
    expect(file).toMatchObject({ format: 'eua-settings', formatVersion: 1, source: { websiteId: '2001' } });
    expect(Object.keys(file.resources)).toEqual(['general', 'leaders']);

    const changed: SettingsFile = structuredClone(file);
    changed.resources.general!.settings.statisticsDecimalPlaces = 3;
    const before = await versionOf('2002', 'general');
    const dry = await importOverHttp(target, '2002', JSON.stringify(changed), {
      dryRun: true,
      fileName: 'nbl.json',
    });
    expect(dry.dryRun).toBe(true);
    expect(dry.screens.find((s) => s.resource === 'general')?.changes).toContain(
      'Statistics decimal places: 1 → 3',
    );
    expect(await versionOf('2002', 'general')).toBe(before);

    const applied = await importOverHttp(target, '2002', JSON.stringify(changed), {
      dryRun: false,
      fileName: 'nbl.json',
    });
    expect(applied.screens.find((s) => s.resource === 'general')?.status).toBe('applied');
    expect(await versionOf('2002', 'general')).toBe(before + 1);
    const activity = await ctx.app.inject({ url: '/v1/activity?limit=5', headers: bearer(admin) });
    const entry = (activity.json().data as ActivityEntry[]).find(
      (e) => e.website?.websiteId === '2002' && e.resource === 'general',
    );
    expect(entry?.user.name).toBe('API token ‹Settings sync›');
    expect(entry?.source).toEqual({ kind: 'import', detail: { fileName: 'nbl.json' } });
  });

  it('copies screens to other websites: preview, then apply on the previewed versions', async () => {
    const publisher = await apiToken('publisher');
    const target: ServerTarget = { server, token: publisher.secret };
    const before = await versionOf('2002', 'leaders');
    const outcome = await copyOverHttp(target, {
      sourceWebsiteId: '2002',
      targets: ['2001'],
      resources: ['general'],
    });
    // 2002's General was just imported with 3 decimal places: copying it back changes 2001.
    expect(outcome.preview.map((row) => [row.websiteId, row.resource, row.status])).toEqual([
      ['2001', 'general', 'ok'],
    ]);
    expect(outcome.applied.map((row) => [row.websiteId, row.resource, row.status])).toEqual([
      ['2001', 'general', 'applied'],
    ]);
    expect(await versionOf('2002', 'leaders')).toBe(before);
  });

  it("refuses an Editor token's import and copy (403) but lets it check a file; a revoked token is refused (401)", async () => {
    const editor = await apiToken('editor');
    const target: ServerTarget = { server, token: editor.secret };
    const file = JSON.stringify(await exportOverHttp(target, '2001', ['general']));
    const dry = await importOverHttp(target, '2002', file, { dryRun: true, fileName: 'f.json' });
    expect(dry.dryRun).toBe(true);
    // A change to copy: the preview finds it, the apply is refused.
    await putGeneral(ctx, admin, '2001', { statisticsDecimalPlaces: 2 });
    await expect(
      importOverHttp(target, '2002', file, { dryRun: false, fileName: 'f.json' }),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: 'You do not have permission to change this configuration',
    });
    await expect(
      copyOverHttp(target, { sourceWebsiteId: '2001', targets: ['2002'], resources: ['general'] }),
    ).rejects.toMatchObject({ statusCode: 403 });

    const revoked = await apiToken('viewer');
    await ctx.app.inject({ method: 'DELETE', url: `/v1/api-tokens/${revoked.id}`, headers: bearer(admin) });
    await expect(exportOverHttp({ server, token: revoked.secret }, '2001')).rejects.toMatchObject({
      statusCode: 401,
      message: 'Invalid, expired or revoked API token',
    });
    // Another customer's website is not found, as on every call.
    await expect(exportOverHttp(target, '2101')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('runs as `npm run settings -- --server URL`, with the token from EUA_TOKEN', async () => {
    const viewer = await apiToken('viewer');
    const exported = await runCli(
      ['--server', server, 'export', '2001', '--resources', 'leaders'],
      viewer.secret,
    );
    expect(exported.code, exported.stderr).toBe(0);
    expect(Object.keys((JSON.parse(exported.stdout) as SettingsFile).resources)).toEqual(['leaders']);

    const noToken = await runCli(['--server', server, 'export', '2001'], undefined);
    expect(noToken.code).toBe(1);
    expect(noToken.stderr).toContain('Set EUA_TOKEN to an API token');

    const copy = await runCli(
      ['--server', server, 'copy', '2001', '2002', '--resources', 'leaders'],
      viewer.secret,
    );
    expect(copy.code).toBe(1);
    expect(copy.stderr).toContain('You do not have permission to change this configuration');
  });
});
