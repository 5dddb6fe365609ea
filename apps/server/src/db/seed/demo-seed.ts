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
import { generateSportsData, type SportsDataWebsite } from './sports-data';
import { insertSportsData } from './sports-data.repo';

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

/** The generator's seed: fixed, so every fresh demo database holds the same teams, players and results. */
const SPORTS_DATA_SEED = 20_240_901;

/**
 * The address of the sample customer page (issue 9 item 6), served on a second origin of this machine while the
 * console is on localhost: the demo websites admit it, so their widgets load there out of the box.
 */
const SAMPLE_SITE_DOMAIN = '127.0.0.1';

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
  const sportsWebsites: SportsDataWebsite[] = [];
  for (const website of demoWebsites) {
    await insertWebsite(tx, website);
    const tree: SeasonTree = [];
    const sportsWebsite: SportsDataWebsite = {
      websiteId: website.id,
      sport: website.sport,
      competitions: [],
    };
    sportsWebsites.push(sportsWebsite);
    for (const organization of website.organizations) {
      const orgId = String(++organizationId);
      await insertOrganization(tx, website.id, orgId, organization.name);
      for (const competition of organization.competitions) {
        const compId = String(++competitionId);
        await insertCompetition(tx, website.id, orgId, compId, competition.name);
        const sportsCompetition = {
          competitionId: compId,
          name: competition.name,
          seasons: [] as { seasonId: string; name: string }[],
        };
        sportsWebsite.competitions.push(sportsCompetition);
        const tracked = competition.trackedSeasons ?? 0;
        for (const [index, name] of competition.seasons.entries()) {
          const id = String(++seasonId);
          // The newest seasons are the ones with tracking data (they come last in the list).
          const hasTrackingData = index >= competition.seasons.length - tracked;
          await insertSeason(tx, website.id, { id, competitionId: compId, name, hasTrackingData });
          tree.push({ organizationId: orgId, competitionId: compId, seasonId: id, name, hasTrackingData });
          sportsCompetition.seasons.push({ seasonId: id, name });
        }
      }
    }
    const configs = initialConfigs(
      { websiteId: website.id, sport: website.sport, trackingData: website.trackingData },
      tree,
      referenceLookups[website.sport],
    );
    // Demo only: a website created later starts with no referrer domain (an empty list refuses every page).
    if (configs.general) configs.general.referrerDomains = [SAMPLE_SITE_DOMAIN];
    for (const [resource, config] of Object.entries(configs)) {
      await insertConfigIfMissing(tx, website.id, resource, config);
    }
  }
  // `today` is the seed day at UTC midnight: fixtures before it are played, the rest upcoming, so a demo
  // database seeded today has results and a schedule around the day it was made.
  const now = new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sportsData = generateSportsData({ seed: SPORTS_DATA_SEED, today, websites: sportsWebsites });
  await insertSportsData(
    tx,
    sportsData,
    sportsWebsites.map((w) => w.websiteId),
  );
}
