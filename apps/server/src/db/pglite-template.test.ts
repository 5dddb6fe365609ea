/**
 * New PGlite data folders start as copies of one template cluster (decision 087): each is a database of its
 * own, the template is made once even when two openers race for it, and where it cannot be made the folder
 * is created in place as before.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test-support/fixtures';
import type { Db } from './index';
import { openPgliteWorker } from './pglite-client';

describe('PGlite data folders from a template', () => {
  const folder = tempDir('eua-template-');
  const templateDir = path.join(folder.dir, 'cache', 'pglite-template');
  const opened: Db[] = [];
  const open = async (name: string, template = templateDir) => {
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
    expect(readdirSync(path.dirname(templateDir))).toEqual(['pglite-template']);

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
    const db = await open('d', path.join(blocked, 'pglite-template'));
    await db.query('create table here (id int)');
    expect(await db.query('select count(*)::int as n from here')).toEqual([{ n: 0 }]);
    expect(existsSync(path.join(folder.dir, 'd', 'PG_VERSION'))).toBe(true);
  });
});
