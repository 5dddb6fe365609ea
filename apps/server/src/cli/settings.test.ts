/**
 * `npm run settings` (docs/product.md#settings-that-move): export and import through the same service code as
 * the API, run as its own node process on a data folder of its own; a clear message and a non-zero exit on
 * every refusal, and the data folder lock's error while another process holds the folder.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SettingsFile } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db';
import { findConfig, listRevisions } from '../modules/config/config.repo';
import { seedIfEmpty } from '../seed/demo-seed';
import { tempDir } from '../test-support/fixtures';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'settings.ts');
const tsxLoader = import.meta.resolve('tsx');
const folder = tempDir('eua-settings-cli-');
const dataDir = path.join(folder.dir, 'data');

/** The command as `npm run settings --` runs it, in an empty folder (no `.env` there). */
const run = (args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', tsxLoader, script, ...args],
      {
        cwd: folder.dir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        maxBuffer: 8 * 1024 * 1024,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

beforeAll(async () => {
  const db = await openDb({ dataDir });
  await seedIfEmpty(db);
  await db.close();
});
afterAll(() => folder.remove());

describe('npm run settings', () => {
  it('exports a website to standard output and imports the file into another: dry run first, then for real', async () => {
    const exported = await run(['export', '2001', '--resources', 'general,leaders']);
    expect(exported.code, exported.stderr).toBe(0);
    const file = JSON.parse(exported.stdout) as SettingsFile;
    expect(file).toMatchObject({ format: 'eua-settings', formatVersion: 1, source: { websiteId: '2001' } });
    expect(Object.keys(file.resources)).toEqual(['general', 'leaders']);
    file.resources.general!.settings.statisticsDecimalPlaces = 3;
    const fileName = path.join(folder.dir, 'nbl.json');
    writeFileSync(fileName, JSON.stringify(file));

    const dry = await run(['import', '2002', fileName, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(
      "Dry run: nothing written. Importing would change NBL Women's League (2002):",
    );
    expect(dry.stdout).toContain('    Statistics decimal places: 1 → 3');
    expect(dry.stdout).toMatch(
      /Warning: Season 2023-24 \(\d+\) is not a season of NBL Women's League \(2002\)/,
    );

    const done = await run(['import', '2002', fileName]);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain("Imported into NBL Women's League (2002):");
    expect(done.stdout).toMatch(/general: now version 2/);
    const db = await openDb({ dataDir });
    try {
      expect((await findConfig(db, '2002', 'general'))?.config.statisticsDecimalPlaces).toBe(3);
      const [revision] = (await listRevisions(db, '2002', 'general', { limit: 1, offset: 0 })).items;
      expect(revision).toMatchObject({
        author: { sub: 'Command line' },
        source: { kind: 'import', detail: { fileName: 'nbl.json' } },
      });
    } finally {
      await db.close();
    }
  });

  it('lists every error and every warning of a file at once on a dry run', async () => {
    const exported = await run(['export', '2001', '--resources', 'general,leaders']);
    const file = JSON.parse(exported.stdout) as SettingsFile;
    file.resources.general!.settings.statisticsDecimalPlaces = 9;
    file.resources.leaders!.settings.notASetting = true;
    const fileName = path.join(folder.dir, 'two-problems.json');
    writeFileSync(fileName, JSON.stringify(file));
    const dry = await run(['import', '2003', fileName, '--dry-run']);
    expect(dry.code).not.toBe(0);
    expect(dry.stderr).toMatch(
      /^ {2}general\.statisticsDecimalPlaces: General, Statistics decimal places: Must be 3 or less\.$/m,
    );
    expect(dry.stderr).toMatch(
      /^ {2}Warning: Leaders: 'notASetting' is not a setting of this screen: left out$/m,
    );
  });

  it('exits non-zero with the message for a bad file, an unknown website and wrong arguments', async () => {
    const notJson = path.join(folder.dir, 'notes.txt');
    writeFileSync(notJson, 'not json');
    const cases: [string[], RegExp][] = [
      [['import', '2002', notJson], /^The file is not JSON$/m],
      [
        ['import', '2002', path.join(folder.dir, 'missing.json')],
        /^Cannot read .*missing\.json: no such file$/m,
      ],
      [['export', '9999'], /^Website 9999 not found$/m],
      [['copy', '2001'], /^Usage:/m],
    ];
    for (const [args, message] of cases) {
      const result = await run(args);
      expect(result.code, args.join(' ')).not.toBe(0);
      expect(result.stderr, args.join(' ')).toMatch(message);
    }
  });

  it('refuses with the data folder lock while another process has the folder open', async () => {
    const db = await openDb({ dataDir });
    try {
      const result = await run(['export', '2001']);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/^DATA_DIR .* is already in use by another server process \(pid \d+\)/m);
      expect(readFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), 'utf8')).toMatch(/\d/);
    } finally {
      await db.close();
    }
  });
});
