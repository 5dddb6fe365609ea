/** The writes that load (and wipe) the demo data set (docs/product.md#demo-data). */
import { type MemberRole, type Sport, type SubProduct, scopesOfRole } from '@eua/shared';
import type { Queryable } from '../db';

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

/**
 * The rows of each table below go in with one statement, spread from one JSON document by json_to_recordset
 * (like the sports data, modules/sports/sports-writes.repo.ts): the first start's seed is measured, and on
 * PGlite every statement is a message to its worker and a pass through its executor (decision 091).
 */
async function insertJsonRows(db: Queryable, sql: string, rows: readonly object[]): Promise<void> {
  if (rows.length > 0) await db.query(sql, [JSON.stringify(rows)]);
}

export async function insertUsers(db: Queryable, users: readonly SeedUser[]): Promise<void> {
  await insertJsonRows(
    db,
    `insert into users (id, email, name, picture, password_hash)
     select id, email, name, picture, "passwordHash"
       from json_to_recordset($1::json) as x(id text, email text, name text, picture text, "passwordHash" text)`,
    users,
  );
}

export async function insertCustomers(
  db: Queryable,
  customers: readonly { id: string; name: string }[],
): Promise<void> {
  await insertJsonRows(
    db,
    'insert into customers (id, name) select id, name from json_to_recordset($1::json) as x(id text, name text)',
    customers.map(({ id, name }) => ({ id, name })),
  );
}

export async function insertMemberships(
  db: Queryable,
  memberships: readonly { userId: string; customerId: string; role: MemberRole }[],
): Promise<void> {
  // The scopes column is no longer read (decision 137); it is kept in step for the earlier code.
  await insertJsonRows(
    db,
    `insert into memberships (user_id, customer_id, role, scopes)
     select "userId", "customerId", role, array(select json_array_elements_text(scopes))
       from json_to_recordset($1::json) as x("userId" text, "customerId" text, role text, scopes json)`,
    memberships.map(({ userId, customerId, role }) => ({
      userId,
      customerId,
      role,
      scopes: scopesOfRole[role],
    })),
  );
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

export async function insertCustomerProducts(
  db: Queryable,
  rows: readonly { customerId: string; code: string; subProducts: readonly SeedSubProduct[] }[],
): Promise<void> {
  await insertJsonRows(
    db,
    `insert into customer_products (customer_id, product_code, sub_products)
     select "customerId", code, "subProducts"
       from json_to_recordset($1::json) as x("customerId" text, code text, "subProducts" jsonb)`,
    rows.map(({ customerId, code, subProducts }) => ({ customerId, code, subProducts })),
  );
}

export async function insertWebsites(
  db: Queryable,
  websites: readonly { id: string; customerId: string; name: string; sport: Sport; trackingData: boolean }[],
): Promise<void> {
  await insertJsonRows(
    db,
    `insert into websites (id, customer_id, name, sport, tracking_data)
     select id, "customerId", name, sport, "trackingData"
       from json_to_recordset($1::json)
         as x(id text, "customerId" text, name text, sport text, "trackingData" boolean)`,
    websites.map(({ id, customerId, name, sport, trackingData }) => ({
      id,
      customerId,
      name,
      sport,
      trackingData,
    })),
  );
}

export async function insertOrganizations(
  db: Queryable,
  organizations: readonly { websiteId: string; id: string; name: string }[],
): Promise<void> {
  await insertJsonRows(
    db,
    `insert into organizations (website_id, organization_id, name_local)
     select "websiteId", id, name from json_to_recordset($1::json) as x("websiteId" text, id text, name text)`,
    organizations,
  );
}

export async function insertCompetitions(
  db: Queryable,
  competitions: readonly { websiteId: string; organizationId: string; id: string; name: string }[],
): Promise<void> {
  await insertJsonRows(
    db,
    `insert into competitions (website_id, competition_id, organization_id, name_local)
     select "websiteId", id, "organizationId", name
       from json_to_recordset($1::json) as x("websiteId" text, id text, "organizationId" text, name text)`,
    competitions,
  );
}

export async function insertSeasons(
  db: Queryable,
  seasons: readonly {
    websiteId: string;
    id: string;
    competitionId: string;
    name: string;
    hasTrackingData: boolean;
  }[],
): Promise<void> {
  await insertJsonRows(
    db,
    `insert into seasons (website_id, season_id, competition_id, name_local, has_tracking_data)
     select "websiteId", id, "competitionId", name, "hasTrackingData"
       from json_to_recordset($1::json)
         as x("websiteId" text, id text, "competitionId" text, name text, "hasTrackingData" boolean)`,
    seasons,
  );
}
