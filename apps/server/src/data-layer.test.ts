/**
 * The data-layer suite (docs/product.md#storage), run on every engine available: PGlite in a temporary
 * folder always, and PostgreSQL when DATABASE_URL is set or a server answers at 127.0.0.1:5432 (a fresh
 * database per run, dropped afterwards).
 */
import { allLookupKeys, featureList, sports, validateConfigBody } from '@eua/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from './db';
import { DataDirInUseError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { findConfig, findLookups, writeConfigIfVersion } from './modules/config/config.repo';
import { saveConfig } from './modules/config/save-config';
import { verifyPassword } from './modules/idp/password';
import { getSigningKey } from './modules/keys/key-store';
import { referenceLookups } from './modules/sports/reference-data';
import { findUserByEmail, listCustomersWithProduct, listProducts } from './modules/tokens/accounts.repo';
import {
  findWebsite,
  listCompetitions,
  listOrganizations,
  listSeasonPlaces,
  listSeasons,
  listWebsites,
} from './modules/websites/websites.repo';
import { demoUsers } from './seed/demo-data';
import { resetDemoData, seedIfEmpty, syncReferenceData } from './seed/demo-seed';
import { engines } from './test-support/engines';
import { tempDir } from './test-support/fixtures';
import { configEventsOf } from './write-events';

/** What a write records beside the document, for the repository's own tests: an API write. */
const recorded = { source: { kind: 'api' } as const, websiteName: 'A website' };

describe.each(engines)('data layer on $name', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanup } = await engine.open());
  });
  afterAll(async () => cleanup?.());

  it('applies every migration once, and again is a no-op', async () => {
    const applied = (
      await db.query<{ name: string }>('select name from schema_migrations order by name')
    ).map((r) => r.name);
    expect(applied).toContain('0001-core.sql');
    await runMigrations(db);
    const again = await db.query<{ name: string }>('select name from schema_migrations order by name');
    expect(again.map((r) => r.name)).toEqual(applied);
  });

  it('seeds the demo data into an empty database, once', async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    const [counts] = await db.query<Record<string, number>>(
      `select (select count(*) from users)::int as users, (select count(*) from customers)::int as customers,
              (select count(*) from websites where kind = 'website')::int as websites,
              (select count(*) from websites where kind = 'defaults')::int as defaults,
              (select count(*) from configs)::int as configs`,
    );
    // One defaults owner per customer and sport (decision 144): basketball; hockey and handball; none. Each
    // website and each owner stores every screen: the owners the values the websites share (decision 155).
    expect(counts).toEqual({
      users: 5,
      customers: 3,
      websites: 5,
      defaults: 3,
      configs: (5 + 3) * featureList.length,
    });
  });

  it('writes the reference lists again at each start, so a database seeded earlier gets a changed list', async () => {
    await db.query(
      `update lookups set items = '[{"text":"Stale","value":"stale"}]'::jsonb where sport = 'basketball' and key = 'labelOptions'`,
    );
    await db.query(`update products set name = 'Old name' where code = 'user_manager'`);
    await syncReferenceData(db);
    const [lookup] = await db.query<{ items: { value: string }[] }>(
      `select items from lookups where sport = 'basketball' and key = 'labelOptions'`,
    );
    expect(lookup?.items.map((o) => o.value)).toEqual(
      referenceLookups.basketball.labelOptions?.map((o) => o.value),
    );
    const [product] = await db.query<{ name: string }>(
      `select name from products where code = 'user_manager'`,
    );
    expect(product?.name).toBe('User Manager');
    // It touches nothing else: the demo users are still there, and seeding still sees a seeded database.
    expect(await seedIfEmpty(db)).toBe(false);
  });

  it('stores the demo users with hashed passwords and pictures we serve', async () => {
    const admin = await findUserByEmail(db, 'ADMIN@demo.test');
    expect(admin?.id).toBe(demoUsers.admin.id);
    expect(admin?.passwordHash).not.toContain('demo');
    expect(await verifyPassword('demo', admin!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong', admin!.passwordHash)).toBe(false);
    expect(admin?.picture).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('gives every website a tree of at least 2 organisations × 2 competitions × 3 seasons', async () => {
    for (const customerId of ['1001', '1002']) {
      const { items } = await listWebsites(db, customerId, { limit: 50, offset: 0 });
      for (const website of items) {
        const organizations = await listOrganizations(db, website.websiteId);
        const competitions = await listCompetitions(db, website.websiteId);
        const seasons = await listSeasons(db, website.websiteId);
        expect(organizations.length).toBeGreaterThanOrEqual(2);
        for (const org of organizations) {
          const own = competitions.filter((c) => c.organizationId === org.organizationId);
          expect(own.length).toBeGreaterThanOrEqual(2);
          for (const c of own) {
            expect(seasons.filter((s) => s.competitionId === c.competitionId).length).toBeGreaterThanOrEqual(
              3,
            );
          }
        }
      }
    }
    const hockey = await listSeasons(db, '2101');
    expect(hockey.some((s) => s.hasTrackingData)).toBe(true);
    expect(hockey.some((s) => !s.hasTrackingData)).toBe(true);
  });

  it('has every lookup the feature definitions name, for every sport', async () => {
    for (const sport of sports) {
      const lookups = await findLookups(db, sport);
      for (const key of allLookupKeys()) expect(lookups[key]?.length, `${sport} ${key}`).toBeGreaterThan(0);
    }
  });

  it('seeds configuration documents that pass the shared validation', async () => {
    const { items } = await listWebsites(db, '1001', { limit: 50, offset: 0 });
    const all = [...items, ...(await listWebsites(db, '1002', { limit: 50, offset: 0 })).items];
    for (const { websiteId } of all) {
      const website = (await findWebsite(
        db,
        websiteId === '2101' || websiteId === '2102' ? '1002' : '1001',
        websiteId,
      ))!;
      const seasons = new Map(
        (await listSeasonPlaces(db, websiteId)).map(({ seasonId, ...place }) => [seasonId, place]),
      );
      for (const feature of featureList) {
        const stored = await findConfig(db, websiteId, feature.resource);
        expect(stored?.version).toBe(1);
        const lookups = await findLookups(db, website.sport);
        const result = validateConfigBody(feature, stored!.config, {
          lookups,
          sport: website.sport,
          trackingData: website.trackingData,
          seasons,
          websiteId,
        });
        expect(result.ok ? [] : result.errors, `${websiteId} ${feature.resource}`).toEqual([]);
      }
    }
  });

  it('increments the version by one on every write, and starts a new document at 1', async () => {
    const before = (await findConfig(db, '2001', 'general'))!;
    const at = (expectedVersion: number) => ({ expectedVersion, changedFields: [], ...recorded });
    const first = await writeConfigIfVersion(
      db,
      '2001',
      'general',
      { ...before.config, showSeasonSelector: false },
      'user-admin',
      at(before.version),
    );
    expect(first?.version).toBe(before.version + 1);
    expect(first?.config.showSeasonSelector).toBe(false);
    const second = await writeConfigIfVersion(
      db,
      '2001',
      'general',
      before.config,
      'user-admin',
      at(first!.version),
    );
    expect(second?.version).toBe(before.version + 2);
    expect(await findConfig(db, '2001', 'general')).toEqual(second);

    // A document that was never written: no row and no history.
    await db.query("delete from configs where website_id = '2002' and resource = 'leaders'");
    await db.query("delete from config_revisions where website_id = '2002' and resource = 'leaders'");
    expect(await findConfig(db, '2002', 'leaders')).toBeUndefined();
    const created = await writeConfigIfVersion(
      db,
      '2002',
      'leaders',
      { leadersCountPerStatistic: 5 },
      null,
      at(0),
    );
    expect(created?.version).toBe(1);
  });

  it('stores a write expecting a version only while the document is at it, with its revision', async () => {
    const before = (await findConfig(db, '2002', 'standings'))!;
    const revisions = async () =>
      (
        await db.query<{ version: number; changed: string[] }>(
          `select version, changed_fields as changed from config_revisions
            where website_id = '2002' and resource = 'standings' order by version`,
        )
      ).map((r) => r.version);
    const expectBefore = { expectedVersion: before.version, changedFields: ['n'], ...recorded };
    // Eight writers that all read the same version: exactly one stores, the others store nothing.
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        writeConfigIfVersion(db, '2002', 'standings', { ...before.config, n: i }, 'user-admin', expectBefore),
      ),
    );
    const stored = results.filter((r) => r !== undefined);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.version).toBe(before.version + 1);
    expect(await findConfig(db, '2002', 'standings')).toEqual(stored[0]);
    expect((await revisions()).at(-1)).toBe(before.version + 1);
    const [revision] = await db.query<{ author: string; changed: string[] }>(
      `select author_email as author, changed_fields as changed from config_revisions
        where website_id = '2002' and resource = 'standings' and version = $1`,
      [before.version + 1],
    );
    expect(revision).toEqual({ author: demoUsers.admin.email, changed: ['n'] });

    // Expecting a version that is gone: nothing written, no revision.
    const count = (await revisions()).length;
    expect(
      await writeConfigIfVersion(db, '2002', 'standings', before.config, null, expectBefore),
    ).toBeUndefined();
    expect((await revisions()).length).toBe(count);

    // A document never written (version 0): the first expecting 0 creates it at 1, a second gets nothing.
    await db.query("delete from configs where website_id = '2002' and resource = 'teams'");
    const first = { expectedVersion: 0, changedFields: [], ...recorded };
    expect((await writeConfigIfVersion(db, '2002', 'teams', { a: 1 }, null, first))?.version).toBe(1);
    expect(await writeConfigIfVersion(db, '2002', 'teams', { a: 2 }, null, first)).toBeUndefined();
    expect((await findConfig(db, '2002', 'teams'))?.config).toEqual({ a: 1 });
  });

  it('rolls a failed transaction back', async () => {
    const before = await findConfig(db, '2001', 'leaders');
    await expect(
      db.transaction(async (tx) => {
        await writeConfigIfVersion(tx, '2001', 'leaders', { changed: true }, null, {
          expectedVersion: before!.version,
          changedFields: ['changed'],
          ...recorded,
        });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await findConfig(db, '2001', 'leaders')).toEqual(before);
  });

  it('scopes websites to their customer and pages them', async () => {
    expect(await findWebsite(db, '1002', '2001')).toBeUndefined();
    expect((await findWebsite(db, '1001', '2001'))?.name).toBe('NBL Official Website');
    const page = await listWebsites(db, '1001', { limit: 2, offset: 0 });
    expect(page.items).toHaveLength(2);
    expect(page.hasMore).toBe(true);
    const rest = await listWebsites(db, '1001', { limit: 2, offset: 2 });
    expect(rest.items).toHaveLength(1);
    expect(rest.hasMore).toBe(false);
  });

  it('filters seasons by many competitions in one query', async () => {
    const competitions = await listCompetitions(db, '2001');
    const two = competitions.slice(0, 2).map((c) => c.competitionId);
    const seasons = await listSeasons(db, '2001', two);
    expect(new Set(seasons.map((s) => s.competitionId))).toEqual(new Set(two));
  });

  it('answers customers and products for the token service', async () => {
    expect(
      (await listCustomersWithProduct(db, demoUsers.viewer.id, 'embedded_ui_admin')).map((c) => c.name),
    ).toEqual(['Northern Basketball League']);
    const products = await listProducts(db, '1002');
    expect(products.find((p) => p.code === 's3')?.subProducts.map((s) => s.subProductName)).toEqual([
      'Schedule Manager',
      'Image Manager',
    ]);
  });

  it('generates each signing key once and then keeps it', async () => {
    const first = await getSigningKey(db, 'product-token');
    const again = await getSigningKey(db, 'product-token');
    expect(again.kid).toBe(first.kid);
    expect((await getSigningKey(db, 'idp')).kid).not.toBe(first.kid);
  });

  it('keeps both of two partial writes that race for one document (decision 056)', async () => {
    const admin = { sub: demoUsers.admin.id, customerId: '1001', scopes: ['config:read', 'config:write'] };
    const principal = { ...admin, appId: 'test', exp: Math.floor(Date.now() / 1000) + 60 };
    const source = { kind: 'api' } as const;
    const services = { events: configEventsOf(db) };
    for (let round = 0; round < 6; round += 1) {
      const on = round % 2 === 0;
      await Promise.all([
        saveConfig({
          db,
          principal,
          services,
          write: { websiteId: '2002', resource: 'general', body: { showMainNavigation: on }, source },
        }),
        saveConfig({
          db,
          principal,
          services,
          write: { websiteId: '2002', resource: 'general', body: { showSeasonSelector: on }, source },
        }),
        saveConfig({
          db,
          principal,
          services,
          write: {
            websiteId: '2002',
            resource: 'general',
            body: { statisticsDecimalPlaces: round % 3 },
            source,
          },
        }),
      ]);
      const stored = await findConfig(db, '2002', 'general');
      expect(stored?.config).toMatchObject({
        showMainNavigation: on,
        showSeasonSelector: on,
        statisticsDecimalPlaces: round % 3,
      });
    }
  });

  it('resets the demo data: edits gone, versions back to 1, keys kept', async () => {
    const kid = (await getSigningKey(db, 'product-token')).kid;
    await resetDemoData(db);
    expect((await findConfig(db, '2001', 'general'))?.version).toBe(1);
    expect((await getSigningKey(db, 'product-token')).kid).toBe(kid);
    const [counts] = await db.query<{ users: number }>('select count(*)::int as users from users');
    expect(counts?.users).toBe(5);
  });
});

describe('the embedded data folder', () => {
  it('refuses a second opener of the same folder with a clear error', async () => {
    const folder = tempDir('eua-lock-');
    const db = await openDb({ dataDir: folder.dir });
    try {
      await expect(openDb({ dataDir: folder.dir })).rejects.toThrow(DataDirInUseError);
    } finally {
      await db.close();
      folder.remove();
    }
  });
});
