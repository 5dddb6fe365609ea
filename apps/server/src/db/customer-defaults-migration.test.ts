/**
 * The customer defaults' migration and its way back (decision 144), on every engine: an existing database
 * keeps every stored value as the website's own and gains one defaults owner per customer and sport; going
 * back makes what a website inherited its own, so no answer changes either way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test-support/engines';
import { revertMigrations, runMigrations } from './migrate';
import type { Db } from './types';

const MIGRATION = '0016-customer-defaults.sql';

const configs = (db: Db) =>
  db.query<{ website: string; resource: string; document: Record<string, unknown>; version: number }>(
    `select website_id as website, resource, document, version from configs order by website_id, resource`,
  );

describe.each(engines)('customer defaults migration on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.open());
    // A database as it stood before customer defaults: two customers, one with two sports.
    await revertMigrations(db, MIGRATION);
    await db.query(`insert into customers (id, name) values ('c1', 'League'), ('c2', 'Media')`);
    await db.query(
      `insert into websites (id, customer_id, name, sport) values
         ('w1', 'c1', 'One', 'basketball'), ('w2', 'c1', 'Two', 'basketball'),
         ('w3', 'c2', 'Ice', 'hockey'), ('w4', 'c2', 'Court', 'handball')`,
    );
    await db.query(
      `insert into configs (website_id, resource, document, version) values
         ('w1', 'leaders', '{"numberOfLeaders": 5}', 3), ('w3', 'general', '{"showSeasonSelector": false}', 1)`,
    );
  });
  afterAll(async () => cleanup?.());

  it("keeps every stored value as the website's own and adds one defaults owner per customer and sport", async () => {
    const before = await configs(db);
    await runMigrations(db);
    expect(await configs(db)).toEqual(before);
    const owners = await db.query<{ id: string; name: string; sport: string }>(
      `select id, name, sport from websites where kind = 'defaults' order by id`,
    );
    expect(owners).toEqual([
      { id: 'defaults-c1-basketball', name: 'Defaults · League', sport: 'basketball' },
      { id: 'defaults-c2-handball', name: 'Defaults · Media · Handball', sport: 'handball' },
      { id: 'defaults-c2-hockey', name: 'Defaults · Media · Hockey', sport: 'hockey' },
    ]);
    const kinds = await db.query<{ id: string }>(
      `select id from websites where kind = 'website' order by id`,
    );
    expect(kinds.map((row) => row.id)).toEqual(['w1', 'w2', 'w3', 'w4']);
  });

  it("goes back by making each inherited value the website's own, then removing the defaults", async () => {
    await db.query(
      `insert into configs (website_id, resource, document, version) values
         ('defaults-c1-basketball', 'leaders', '{"numberOfLeaders": 7, "showTeamLogo": false}', 2)`,
    );
    await revertMigrations(db, MIGRATION);
    expect(await configs(db)).toEqual([
      {
        website: 'w1',
        resource: 'leaders',
        document: { numberOfLeaders: 5, showTeamLogo: false },
        version: 4,
      },
      {
        website: 'w2',
        resource: 'leaders',
        document: { numberOfLeaders: 7, showTeamLogo: false },
        version: 1,
      },
      { website: 'w3', resource: 'general', document: { showSeasonSelector: false }, version: 1 },
    ]);
    expect(await db.query(`select id from websites where id like 'defaults-%'`)).toEqual([]);
    const column = await db.query(
      `select 1 from information_schema.columns where table_name = 'websites' and column_name = 'kind'`,
    );
    expect(column).toEqual([]);
    const applied = await db.query(`select 1 from schema_migrations where name = $1`, [MIGRATION]);
    expect(applied).toEqual([]);
    // And forward again.
    await runMigrations(db);
    expect(await db.query(`select id from websites where kind = 'defaults'`)).toHaveLength(3);
  });
});
