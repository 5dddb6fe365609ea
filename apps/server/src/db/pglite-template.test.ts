/**
 * New PGlite data folders start as copies of one template cluster (decision 087): each is a database of its
 * own, already migrated (decision 091), the template is made once even when two openers race for it, and
 * where it cannot be made the folder is created in place as before.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test-support/fixtures';
import type { Db } from './index';
import { migrationsDir, runMigrations } from './migrate';
import { readMigrations } from './migration-files.js';
import { openPgliteWorker } from './pglite-client';
import { schemaTemplateDir } from './pglite-template.js';

describe('PGlite data folders from a template', () => {
  const folder = tempDir('eua-template-');
  const templatesDir = path.join(folder.dir, 'cache', 'pglite-templates');
  const migrations = readMigrations(migrationsDir);
  const templateDir = schemaTemplateDir(templatesDir, migrations);
  const opened: Db[] = [];
  const open = async (name: string, template = templatesDir) => {
    const db = await openPgliteWorker(path.join(folder.dir, name), undefined, template);
    opened.push(db);
    return db;
  };
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    folder.remove();
  });

  it('makes the template once for two folders opened at the same time, each its own database', async () => {
    const [a, b] = await Promise.all([open('a'), open('b')]);
    expect(existsSync(path.join(templateDir, 'PG_VERSION'))).toBe(true);
    // Whoever lost the race removed its half: only the template is left beside it.
    expect(readdirSync(templatesDir)).toEqual([path.basename(templateDir)]);
    expect(path.basename(templateDir)).toMatch(/^schema-[0-9a-f]{12}$/);

    await a.query('create table only_in_a (id int)');
    await a.query('insert into only_in_a values (1)');
    expect(await a.query('select id from only_in_a')).toEqual([{ id: 1 }]);
    await expect(b.query('select id from only_in_a')).rejects.toMatchObject({ code: '42P01' });

    // A third folder, made after those writes, starts from the untouched template.
    const c = await open('c');
    await expect(c.query('select id from only_in_a')).rejects.toMatchObject({ code: '42P01' });
    expect(await c.query<{ ok: number }>('select 1 as ok')).toEqual([{ ok: 1 }]);
  });

  it('creates the database in place when the template cannot be made there', async () => {
    // The template's parent is a file, so no folder can be made under it.
    const blocked = path.join(folder.dir, 'a-file');
    writeFileSync(blocked, 'not a folder');
    const db = await open('d', path.join(blocked, 'pglite-templates'));
    await db.query('create table here (id int)');
    expect(await db.query('select count(*)::int as n from here')).toEqual([{ n: 0 }]);
    expect(existsSync(path.join(folder.dir, 'd', 'PG_VERSION'))).toBe(true);
  });

  it('starts a new folder with every migration applied, so opening it migrates nothing', async () => {
    const db = await open('e');
    const applied = await db.query<{ name: string }>('select name from schema_migrations order by name');
    expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    const progress: string[] = [];
    await runMigrations(db, (message) => progress.push(message));
    expect(progress).toEqual([]);
    // The schema is there: a table of the last migration answers.
    expect(await db.query('select count(*)::int as n from sports_fixtures')).toEqual([{ n: 0 }]);
  });
});
