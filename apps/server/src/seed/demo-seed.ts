/**
 * Loads the demo data set (docs/product.md#demo-data) into an empty database on first start, and resets it on demand
 * (`npm run seed:reset`). Everything goes in one transaction: a half-seeded database never exists.
 */

import type { Db, Queryable } from '../db';
import { insertInitialConfigs } from '../modules/config/config.repo';
import { initialConfigs, type SeasonTree } from '../modules/config/feature-rules';
import { referenceLookups } from '../modules/sports/reference-data';
import { generateSportsDataByWebsite } from '../modules/sports/sports-generator';
import type { SportsData, SportsDataWebsite } from '../modules/sports/sports-model';
import { insertSportsData } from '../modules/sports/sports-writes.repo';
import { ensureDefaultsOwners } from '../modules/websites/websites.service';
import {
  avatarDataUri,
  DEMO_PASSWORD_HASH,
  demoCustomerProducts,
  demoCustomers,
  demoMemberships,
  demoProducts,
  demoThemes,
  demoUsers,
  demoWebsites,
} from './demo-data';
import { type DefaultsConfigs, shareDefaults } from './demo-defaults';
import {
  insertCompetitions,
  insertCustomerProducts,
  insertCustomers,
  insertMemberships,
  insertOrganizations,
  insertSeasons,
  insertUsers,
  insertWebsites,
  isEmpty,
  lockSeeding,
  upsertLookups,
  upsertProducts,
  wipeDemoData,
} from './seed.repo';

/** Told what a slow seed is doing, for the start-up progress lines ("Loading the demo data (2/3: …)"). */
export type SeedProgress = (message: string) => void;

/**
 * The product's own reference data, which every database needs whether or not it holds the demo data: the
 * platform's product list and each sport's lookup lists (decision 062). The code owns them: each start writes
 * them again, so a list changed in a release reaches databases seeded before it. A list that has not changed
 * is left alone (decision 081): a restart writes nothing it does not have to.
 */
export async function syncReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSeeding(tx, db.engine);
    await writeReferenceData(tx);
  });
}

export type SeedOptions = {
  /** The demo data set, computed ahead (`planDemoData`) while the database was still opening. */
  plan?: Promise<DemoPlan>;
  onProgress?: SeedProgress;
};

/** Seeds the demo data when the database holds no users and no customers. Returns whether it did. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSeeding(tx, db.engine);
    if (!(await isEmpty(tx))) return false;
    await writeReferenceData(tx);
    await loadDemoData(tx, options);
    return true;
  });
}

/** Wipes every user, customer and configuration and loads the demo data again. */
export async function resetDemoData(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSeeding(tx, db.engine);
    await wipeDemoData(tx);
    await writeReferenceData(tx);
    await loadDemoData(tx, options);
  });
}

async function writeReferenceData(tx: Queryable): Promise<void> {
  await upsertProducts(tx, demoProducts);
  await upsertLookups(
    tx,
    Object.entries(referenceLookups).flatMap(([sport, lists]) =>
      Object.entries(lists).map(([key, items]) => ({ sport, key, items })),
    ),
  );
}

/** The generator's seed: fixed, so every fresh demo database holds the same teams, players and results. */
const SPORTS_DATA_SEED = 20_240_901;

/**
 * The address of the sample customer page (docs/product.md#widgets), served on a second origin of this machine while the
 * console is on localhost: the demo websites admit it, so their widgets load there out of the box.
 */
const SAMPLE_SITE_DOMAIN = '127.0.0.1';

/** The website whose widgets the sample customer site shows. */
const SAMPLE_SITE_WEBSITE = '2001';

/**
 * Demo only: the sample site's widgets link to its pages (docs/product.md#the-sample-customer-site): team,
 * person and fixture names to "Page on this website", the fragments' paths to its match and standings pages.
 */
function linkToSampleSite(configs: Record<string, Record<string, unknown>>): void {
  for (const config of Object.values(configs)) {
    for (const name of ['entityLink', 'personLink', 'fixtureLink']) {
      if (name in config) config[name] = 'internalPage';
    }
  }
  if (configs.fixtures_fragment) configs.fixtures_fragment.fixtureLinkPath = '/sample-site/fixtures/';
  if (configs['standings-fragment'])
    configs['standings-fragment'].standingsLinkPath = '/sample-site/standings';
}

type PlannedWebsite = {
  website: (typeof demoWebsites)[number];
  organizations: { id: string; name: string }[];
  competitions: { id: string; organizationId: string; name: string }[];
  seasons: { id: string; competitionId: string; name: string; hasTrackingData: boolean }[];
  tree: SeasonTree;
  /** The values the website sets itself: those that differ from its customer's defaults, and its seasons. */
  configs: Record<string, Record<string, unknown>>;
};

/**
 * Everything the demo data set writes, computed without the database: each website's tree
 * and configurations, and the generated sports data, one website at a time (the costly part, about a second
 * of CPU in all). The server starts computing it while a fresh database is still being created (decision
 * 081): the first website's sports data is made then, the others as the seed writes (decision 102), so the
 * whole data set is never held at once.
 */
export type DemoPlan = {
  passwordHash: string;
  /** Each website's tree and the values it sets itself (the differences from its customer's defaults). */
  websites: PlannedWebsite[];
  /** Each customer's defaults per sport: the values its websites of that sport share. */
  defaults: DefaultsConfigs[];
  sportsData: Iterable<SportsData>;
};

/**
 * Demo only: the one value a website of Northern Basketball League that is not the sample site's sets for
 * itself (docs/product.md#customer-defaults), so a new user sees a value of its own beside inherited ones.
 */
export const DEMO_OWN_VALUE = {
  websiteId: '2002',
  resource: 'leaders',
  field: 'leadersCountPerStatistic',
  value: 3,
} as const;

/**
 * Every website's complete documents, as if each stored every value: the demo's values before the customers'
 * shared ones move to their defaults (`shareDefaults`). What each website shows is what these say.
 */
export function demoWebsiteConfigs(
  website: (typeof demoWebsites)[number],
  tree: SeasonTree,
): Record<string, Record<string, unknown>> {
  const configs = initialConfigs(
    { websiteId: website.id, sport: website.sport, trackingData: website.trackingData },
    tree,
    referenceLookups[website.sport],
  );
  // Demo only: a website created later starts with no referrer domain (an empty list refuses every page).
  if (configs.general) configs.general.referrerDomains = [SAMPLE_SITE_DOMAIN];
  if (website.id === SAMPLE_SITE_WEBSITE) linkToSampleSite(configs);
  const brand = demoThemes[website.customerId];
  if (brand && configs.theme) Object.assign(configs.theme, brand);
  const own = configs[DEMO_OWN_VALUE.resource];
  if (website.id === DEMO_OWN_VALUE.websiteId && own) own[DEMO_OWN_VALUE.field] = DEMO_OWN_VALUE.value;
  return configs;
}

export async function planDemoData(): Promise<DemoPlan> {
  const passwordHash = DEMO_PASSWORD_HASH;
  // Ids are numeric strings of at least four digits, like the platform's: the console turns lookup values
  // shorter than four characters into numbers (docs/product.md#validation-and-pre-send-rules), so short ids would change type on the way back.
  let organizationId = 3000;
  let competitionId = 4000;
  let seasonId = 50000;
  const websites: PlannedWebsite[] = [];
  const sportsWebsites: SportsDataWebsite[] = [];
  for (const website of demoWebsites) {
    const planned: PlannedWebsite = {
      website,
      organizations: [],
      competitions: [],
      seasons: [],
      tree: [],
      configs: {},
    };
    websites.push(planned);
    const tree = planned.tree;
    const sportsWebsite: SportsDataWebsite = {
      websiteId: website.id,
      sport: website.sport,
      competitions: [],
    };
    sportsWebsites.push(sportsWebsite);
    for (const organization of website.organizations) {
      const orgId = String(++organizationId);
      planned.organizations.push({ id: orgId, name: organization.name });
      for (const competition of organization.competitions) {
        const compId = String(++competitionId);
        planned.competitions.push({ id: compId, organizationId: orgId, name: competition.name });
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
          planned.seasons.push({ id, competitionId: compId, name, hasTrackingData });
          tree.push({ organizationId: orgId, competitionId: compId, seasonId: id, name, hasTrackingData });
          sportsCompetition.seasons.push({ seasonId: id, name });
        }
      }
    }
    planned.configs = demoWebsiteConfigs(website, tree);
  }
  // The values a customer's websites of a sport share go to its defaults; each website keeps the rest.
  const defaults = shareDefaults(websites);
  // `today` is the seed day at UTC midnight: fixtures before it are played, the rest upcoming, so a demo
  // database seeded today has results and a schedule around the day it was made.
  const now = new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const parts = generateSportsDataByWebsite({ seed: SPORTS_DATA_SEED, today, websites: sportsWebsites });
  return { passwordHash, websites, defaults, sportsData: madeAhead(parts) };
}

/** `parts`, whose first is made now; each part is let go once the one after it is asked for. */
function madeAhead<T>(parts: Iterator<T>): Iterable<T> {
  let next: IteratorResult<T> | undefined = parts.next();
  return {
    *[Symbol.iterator]() {
      while (next && !next.done) {
        const part = next.value;
        next = undefined;
        yield part;
        next = parts.next();
      }
    },
  };
}

async function loadDemoData(tx: Queryable, options: SeedOptions): Promise<void> {
  const progress = options.onProgress ?? (() => undefined);
  progress('Loading the demo data (1/3: generating the sports data)');
  const plan = await (options.plan ?? planDemoData());
  progress('Loading the demo data (2/3: users, customers and websites)');
  await insertUsers(
    tx,
    Object.values(demoUsers).map((user) => ({
      id: user.id,
      email: user.email,
      name: user.name,
      picture: avatarDataUri(user.initials, user.colour),
      passwordHash: plan.passwordHash,
    })),
  );
  await insertCustomers(tx, Object.values(demoCustomers));
  await insertMemberships(tx, demoMemberships);
  await insertCustomerProducts(tx, demoCustomerProducts);
  await insertWebsites(
    tx,
    plan.websites.map((w) => w.website),
  );
  await ensureDefaultsOwners(tx);
  const each = <T>(pick: (planned: PlannedWebsite) => readonly T[]) =>
    plan.websites.flatMap((planned) =>
      pick(planned).map((row) => ({ websiteId: planned.website.id, ...row })),
    );
  await insertOrganizations(
    tx,
    each((w) => w.organizations),
  );
  await insertCompetitions(
    tx,
    each((w) => w.competitions),
  );
  await insertSeasons(
    tx,
    each((w) => w.seasons),
  );
  await insertInitialConfigs(tx, [
    ...each((w) => Object.entries(w.configs).map(([resource, config]) => ({ resource, config }))),
    ...plan.defaults.flatMap((owner) =>
      Object.entries(owner.configs).map(([resource, config]) => ({
        websiteId: owner.websiteId,
        resource,
        config,
      })),
    ),
  ]);
  progress('Loading the demo data (3/3: teams, players and fixtures)');
  await insertSportsData(
    tx,
    plan.sportsData,
    plan.websites.map((w) => w.website.id),
  );
}
