/** The writes that load (and wipe) the demo data set of DESIGN.md §6. */
import type { Sport, SubProduct } from '@eua/shared';
import type { Queryable } from '../index';

export type SeedUser = { id: string; email: string; name: string; picture: string; passwordHash: string };
/** As the token service answers it (packages/shared/src/api/tokens.ts). */
export type SeedSubProduct = SubProduct;

/**
 * On PostgreSQL, holds a transaction-scoped lock so that instances starting together seed once: the second
 * waits, then finds the data. PGlite has one connection and needs none.
 */
export async function lockSeeding(tx: Queryable, engine: 'pglite' | 'postgres'): Promise<void> {
  if (engine === 'postgres') await tx.query('select pg_advisory_xact_lock(727002)');
}

export async function isEmpty(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ users: number; customers: number }>(
    'select (select count(*) from users)::int as users, (select count(*) from customers)::int as customers',
  );
  return rows[0]?.users === 0 && rows[0]?.customers === 0;
}

/**
 * Removes every user, customer, website, configuration, lookup and identity-provider record. Signing keys and
 * the migration history stay, so tokens in flight remain verifiable and the schema is untouched.
 */
export async function wipeDemoData(db: Queryable): Promise<void> {
  await db.query(
    'truncate table rate_limit_counters, sign_in_failures, config_revisions, configs, seasons, competitions, organizations, websites, customer_products, products, memberships, customers, users, lookups, oidc_models cascade',
  );
}

export async function insertUser(db: Queryable, user: SeedUser): Promise<void> {
  await db.query('insert into users (id, email, name, picture, password_hash) values ($1, $2, $3, $4, $5)', [
    user.id,
    user.email,
    user.name,
    user.picture,
    user.passwordHash,
  ]);
}

export async function insertCustomer(db: Queryable, id: string, name: string): Promise<void> {
  await db.query('insert into customers (id, name) values ($1, $2)', [id, name]);
}

export async function insertMembership(
  db: Queryable,
  userId: string,
  customerId: string,
  scopes: readonly string[],
): Promise<void> {
  await db.query('insert into memberships (user_id, customer_id, scopes) values ($1, $2, $3::text[])', [
    userId,
    customerId,
    [...scopes],
  ]);
}

/** The product list, in one statement; a product whose name has not changed is not written again. */
export async function upsertProducts(
  db: Queryable,
  products: readonly { code: string; name: string }[],
): Promise<void> {
  await db.query(
    `insert into products (code, name)
     select code, name from json_to_recordset($1::json) as x(code text, name text)
     on conflict (code) do update set name = excluded.name where products.name is distinct from excluded.name`,
    [JSON.stringify(products)],
  );
}

/**
 * Every sport's lookup lists, in one statement; a list that has not changed is not written again, so a
 * restart of an up-to-date database writes nothing here (decision 081).
 */
export async function upsertLookups(
  db: Queryable,
  lists: readonly { sport: string; key: string; items: unknown }[],
): Promise<void> {
  await db.query(
    `insert into lookups (sport, key, items)
     select sport, key, items from json_to_recordset($1::json) as x(sport text, key text, items jsonb)
     on conflict (sport, key) do update set items = excluded.items where lookups.items is distinct from excluded.items`,
    [JSON.stringify(lists)],
  );
}

export async function insertCustomerProduct(
  db: Queryable,
  customerId: string,
  productCode: string,
  subProducts: readonly SeedSubProduct[],
): Promise<void> {
  await db.query(
    'insert into customer_products (customer_id, product_code, sub_products) values ($1, $2, $3::jsonb)',
    [customerId, productCode, JSON.stringify(subProducts)],
  );
}

export async function insertWebsite(
  db: Queryable,
  website: { id: string; customerId: string; name: string; sport: Sport; trackingData: boolean },
): Promise<void> {
  await db.query(
    'insert into websites (id, customer_id, name, sport, tracking_data) values ($1, $2, $3, $4, $5)',
    [website.id, website.customerId, website.name, website.sport, website.trackingData],
  );
}

export async function insertOrganization(
  db: Queryable,
  websiteId: string,
  id: string,
  name: string,
): Promise<void> {
  await db.query('insert into organizations (website_id, organization_id, name_local) values ($1, $2, $3)', [
    websiteId,
    id,
    name,
  ]);
}

export async function insertCompetition(
  db: Queryable,
  websiteId: string,
  organizationId: string,
  id: string,
  name: string,
): Promise<void> {
  await db.query(
    'insert into competitions (website_id, competition_id, organization_id, name_local) values ($1, $2, $3, $4)',
    [websiteId, id, organizationId, name],
  );
}

export async function insertSeason(
  db: Queryable,
  websiteId: string,
  season: { id: string; competitionId: string; name: string; hasTrackingData: boolean },
): Promise<void> {
  await db.query(
    'insert into seasons (website_id, season_id, competition_id, name_local, has_tracking_data) values ($1, $2, $3, $4, $5)',
    [websiteId, season.id, season.competitionId, season.name, season.hasTrackingData],
  );
}
