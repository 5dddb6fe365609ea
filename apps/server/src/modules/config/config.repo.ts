/**
 * Configuration documents: one JSONB row per (website, resource) with a version that every write increments
 * (DESIGN.md §2), and the per-sport reference lookups. Only this file reads or writes them.
 */
import type { Option, Sport } from '@eua/shared';
import type { Queryable } from '../../db';

export type StoredConfig = { config: Record<string, unknown>; version: number };

export async function findConfig(
  db: Queryable,
  websiteId: string,
  resource: string,
): Promise<StoredConfig | undefined> {
  const rows = await db.query<StoredConfig>(
    'select document as config, version from configs where website_id = $1 and resource = $2',
    [websiteId, resource],
  );
  return rows[0];
}

/**
 * Holds the document of (website, resource) for the rest of the transaction `tx`: a second writer waits here
 * until the first commits, so a merge of a partial body always starts from the latest document (decision 056).
 * An advisory lock, because a document never written yet has no row to lock. It is a statement of its own:
 * under READ COMMITTED a statement reads the snapshot it started with, so a read joined to the lock would
 * still see the document as it was before the wait (the race test in data-layer.test.ts shows it).
 */
export async function lockConfigForUpdate(tx: Queryable, websiteId: string, resource: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`configs/${websiteId}/${resource}`]);
}

/**
 * Stores `config` as the new document in one statement: the row's version goes up by one (1 for a first
 * write), so two concurrent writers never get the same version number.
 */
export async function writeConfig(
  db: Queryable,
  websiteId: string,
  resource: string,
  config: Record<string, unknown>,
  updatedBy: string | null,
): Promise<StoredConfig> {
  const rows = await db.query<StoredConfig>(
    `insert into configs (website_id, resource, document, version, updated_by)
          values ($1, $2, $3::jsonb, 1, $4)
     on conflict (website_id, resource) do update
          set document = excluded.document, version = configs.version + 1,
              updated_at = now(), updated_by = excluded.updated_by
     returning document as config, version`,
    [websiteId, resource, JSON.stringify(config), updatedBy],
  );
  const row = rows[0];
  if (!row) throw new Error(`config ${websiteId}/${resource} was not written`);
  return row;
}

/** Inserts the first document of a resource unless one exists (seeding never overwrites an edit). */
export async function insertConfigIfMissing(
  db: Queryable,
  websiteId: string,
  resource: string,
  config: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `insert into configs (website_id, resource, document, version) values ($1, $2, $3::jsonb, 1)
     on conflict (website_id, resource) do nothing`,
    [websiteId, resource, JSON.stringify(config)],
  );
}

/** The reference lists of a sport, keyed by lookup key; only `keys` when given. */
export async function findLookups(
  db: Queryable,
  sport: Sport,
  keys?: readonly string[],
): Promise<Record<string, Option[]>> {
  const filter = keys ? 'and key = any($2::text[])' : '';
  const rows = await db.query<{ key: string; items: Option[] }>(
    `select key, items from lookups where sport = $1 ${filter} order by key`,
    keys ? [sport, [...keys]] : [sport],
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.items]));
}

export async function upsertLookup(db: Queryable, sport: Sport, key: string, items: Option[]): Promise<void> {
  await db.query(
    `insert into lookups (sport, key, items) values ($1, $2, $3::jsonb)
     on conflict (sport, key) do update set items = excluded.items`,
    [sport, key, JSON.stringify(items)],
  );
}
