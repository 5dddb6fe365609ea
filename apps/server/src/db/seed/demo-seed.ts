/**
 * Loads the demo data set (DESIGN.md §6) into an empty database on first start, and resets it on demand
 * (`npm run seed:reset`). Everything goes in one transaction: a half-seeded database never exists.
 */

import { insertConfigIfMissing, upsertLookup } from '../../modules/config/config.repo';
import { initialConfigs, type SeasonTree } from '../../modules/config/feature-rules';
import { hashPassword } from '../../modules/idp/password';
import type { Db, Queryable } from '../index';
import {
  avatarDataUri,
  DEMO_PASSWORD,
  demoCustomerProducts,
  demoCustomers,
  demoMemberships,
  demoProducts,
  demoUsers,
  demoWebsites,
} from './demo-data';
import { referenceLookups } from './reference-data';
import {
  insertCompetition,
  insertCustomer,
  insertCustomerProduct,
  insertMembership,
  insertOrganization,
  insertSeason,
  insertUser,
  insertWebsite,
  isEmpty,
  lockSeeding,
  upsertProduct,
  wipeDemoData,
} from './seed.repo';

/**
 * The product's own reference data, which every database needs whether or not it holds the demo data: the
 * platform's product list and each sport's lookup lists (decision 062). The code owns them: each start writes
 * them again, so a list changed in a release reaches databases seeded before it.
 */
export async function syncReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSeeding(tx, db.engine);
    await writeReferenceData(tx);
  });
}

/** Seeds the demo data when the database holds no users and no customers. Returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSeeding(tx, db.engine);
    if (!(await isEmpty(tx))) return false;
    await writeReferenceData(tx);
    await loadDemoData(tx);
    return true;
  });
}

/** Wipes every user, customer and configuration and loads the demo data again. */
export async function resetDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSeeding(tx, db.engine);
    await wipeDemoData(tx);
    await writeReferenceData(tx);
    await loadDemoData(tx);
  });
}

async function writeReferenceData(tx: Queryable): Promise<void> {
  for (const p of demoProducts) await upsertProduct(tx, p.code, p.name);
  for (const [sport, lists] of Object.entries(referenceLookups)) {
    for (const [key, items] of Object.entries(lists))
      await upsertLookup(tx, sport as keyof typeof referenceLookups, key, items);
  }
}

async function loadDemoData(tx: Queryable): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const user of Object.values(demoUsers)) {
    await insertUser(tx, {
      id: user.id,
      email: user.email,
      name: user.name,
      picture: avatarDataUri(user.initials, user.colour),
      passwordHash,
    });
  }
  for (const customer of Object.values(demoCustomers)) await insertCustomer(tx, customer.id, customer.name);
  for (const m of demoMemberships) await insertMembership(tx, m.userId, m.customerId, m.scopes);
  for (const cp of demoCustomerProducts)
    await insertCustomerProduct(tx, cp.customerId, cp.code, cp.subProducts);

  // Ids are numeric strings of at least four digits, like the platform's: the console turns lookup values
  // shorter than four characters into numbers (SPEC.md §5), so short ids would change type on the way back.
  let organizationId = 3000;
  let competitionId = 4000;
  let seasonId = 50000;
  for (const website of demoWebsites) {
    await insertWebsite(tx, website);
    const tree: SeasonTree = [];
    for (const organization of website.organizations) {
      const orgId = String(++organizationId);
      await insertOrganization(tx, website.id, orgId, organization.name);
      for (const competition of organization.competitions) {
        const compId = String(++competitionId);
        await insertCompetition(tx, website.id, orgId, compId, competition.name);
        const tracked = competition.trackedSeasons ?? 0;
        for (const [index, name] of competition.seasons.entries()) {
          const id = String(++seasonId);
          // The newest seasons are the ones with tracking data (they come last in the list).
          const hasTrackingData = index >= competition.seasons.length - tracked;
          await insertSeason(tx, website.id, { id, competitionId: compId, name, hasTrackingData });
          tree.push({ organizationId: orgId, competitionId: compId, seasonId: id, name, hasTrackingData });
        }
      }
    }
    const configs = initialConfigs(
      { websiteId: website.id, sport: website.sport, trackingData: website.trackingData },
      tree,
      referenceLookups[website.sport],
    );
    for (const [resource, config] of Object.entries(configs)) {
      await insertConfigIfMissing(tx, website.id, resource, config);
    }
  }
}
