/**
 * Configuration documents: one JSONB row per (website, resource) with a version that every write increments
 * (docs/product.md#storage), and the per-sport reference lookups. Only this file reads or writes them.
 */
import type { Option, Sport, WriteSource } from '@eua/shared';
import { sourceDetailOf, sourceOf } from '../../core/write-source';
import type { Queryable } from '../../db';

export type StoredConfig = { config: Record<string, unknown>; version: number };

/**
 * A document is read as its JSON text and parsed here: PGlite's own JSONB conversion costs about twice the
 * whole statement (0.5 ms of 1 ms for the 4 kB General document, measured 2026-11-23; decision 088), and the
 * text is exactly what PostgreSQL would send either way, keys in JSONB's order.
 */
const storedOf = (row: { config: string; version: number } | undefined): StoredConfig | undefined =>
  row && { config: JSON.parse(row.config) as Record<string, unknown>, version: row.version };

export async function findConfig(
  db: Queryable,
  websiteId: string,
  resource: string,
): Promise<StoredConfig | undefined> {
  const rows = await db.query<{ config: string; version: number }>(
    'select document::text as config, version from configs where website_id = $1 and resource = $2',
    [websiteId, resource],
  );
  return storedOf(rows[0]);
}

/**
 * What a write of (website, resource) starts from, in one statement: the website's stored document, its
 * customer's defaults document of the resource for its sport (none for a defaults owner, which inherits from
 * no one) and whether the website is a defaults owner, whose writes reach its followers (decision 144).
 */
export async function findWriteBase(
  db: Queryable,
  websiteId: string,
  resource: string,
): Promise<{
  stored: StoredConfig | undefined;
  defaults: Record<string, unknown> | undefined;
  isDefaults: boolean;
}> {
  const rows = await db.query<{
    kind: string;
    config: string | null;
    version: number | null;
    defaults: string | null;
  }>(
    `select w.kind, c.document::text as config, c.version,
            d.document::text as defaults
       from websites w
       left join configs c on c.website_id = w.id and c.resource = $2
       left join websites o
         on w.kind = 'website' and o.kind = 'defaults' and o.customer_id = w.customer_id and o.sport = w.sport
       left join configs d on d.website_id = o.id and d.resource = $2
      where w.id = $1
      limit 1`,
    [websiteId, resource],
  );
  const row = rows[0];
  return {
    stored:
      row && row.config !== null ? storedOf({ config: row.config, version: row.version ?? 0 }) : undefined,
    defaults:
      row && row.defaults !== null ? (JSON.parse(row.defaults) as Record<string, unknown>) : undefined,
    isDefaults: row?.kind === 'defaults',
  };
}

/**
 * The documents of the customer's defaults for the website's sport (decision 144), by resource: what the
 * website inherits. Nothing for a website whose defaults never stored a resource, and nothing for a defaults
 * owner itself (it inherits from no one).
 */
export async function findDefaultsConfigs(
  db: Queryable,
  websiteId: string,
  resources: readonly string[],
): Promise<Map<string, StoredConfig>> {
  const rows = await db.query<{ resource: string; config: string; version: number }>(
    `select d.resource, d.document::text as config, d.version
       from websites w
       join websites o on o.kind = 'defaults' and o.customer_id = w.customer_id and o.sport = w.sport
       join configs d on d.website_id = o.id and d.resource = any($2::text[])
      where w.id = $1 and w.kind = 'website'`,
    [websiteId, [...resources]],
  );
  return new Map(rows.map((row) => [row.resource, storedOf(row)!]));
}

/**
 * The websites that follow the defaults owner `ownerId` (its customer's, of its sport), each with its own
 * stored document of `resource` (undefined when it has none): what a change of the defaults reaches.
 * Empty for a website (only a defaults owner is followed). One statement, however many websites.
 */
export async function findFollowers(
  db: Queryable,
  ownerId: string,
  resource: string,
): Promise<{ websiteId: string; name: string; version: number; own: Record<string, unknown> | undefined }[]> {
  const rows = await db.query<{
    websiteId: string;
    name: string;
    version: number | null;
    own: string | null;
  }>(
    `select w.id as "websiteId", w.name, c.version, c.document::text as own
       from websites o
       join websites w on w.kind = 'website' and w.customer_id = o.customer_id and w.sport = o.sport
       left join configs c on c.website_id = w.id and c.resource = $2
      where o.id = $1 and o.kind = 'defaults'
      order by w.id`,
    [ownerId, resource],
  );
  return rows.map(({ websiteId, name, version, own }) => ({
    websiteId,
    name,
    version: version ?? 0,
    own: own === null ? undefined : (JSON.parse(own) as Record<string, unknown>),
  }));
}

/**
 * Holds the document of (website, resource) for the rest of the transaction `tx`: a second writer waits here
 * until the first commits, so a merge of a partial body always starts from the latest document (decision 056).
 * An advisory lock, because a document never written yet has no row to lock. It is a statement of its own:
 * under READ COMMITTED a statement reads the snapshot it started with, so a read joined to the lock would
 * still see the document as it was before the wait (the race test in data-layer.test.ts shows it).
 * PostgreSQL only: on PGlite a transaction already holds the whole database until it ends (one connection,
 * db/pglite-client.ts), so no second writer can come between its read and its write (decision 088).
 */
export async function lockConfigForUpdate(tx: Queryable, websiteId: string, resource: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`configs/${websiteId}/${resource}`]);
}

/** What a write records beside the document: its revision's changed fields and source. */
export type WriteRecord = {
  /** The version the write was made against (0: never written). */
  expectedVersion: number;
  changedFields: readonly string[];
  /** Where the write came from (decision 104). */
  source: WriteSource;
  /** Why, when the writer said (docs/product.md#approvals, decision 143). */
  reason?: string | null | undefined;
};

/**
 * Stores `config` and its revision (docs/product.md#safe-editing; the author's email read from the users
 * table by `updatedBy`) in one statement, only if the document is still at `expectedVersion` (0: never
 * written); undefined, writing nothing, when another write came first. Under READ COMMITTED an UPDATE that
 * waited for a concurrent one re-checks its condition on the row that one left, so of two writers expecting
 * one version only one stores (decision 088). The activity entry is the activity module's, written in the
 * same transaction as a subscriber of the write's event (decision 121).
 */
export async function writeConfigIfVersion(
  db: Queryable,
  websiteId: string,
  resource: string,
  config: Record<string, unknown>,
  updatedBy: string | null,
  record: WriteRecord,
): Promise<StoredConfig | undefined> {
  const write =
    record.expectedVersion === 0
      ? `insert into configs (website_id, resource, document, version, updated_by)
              values ($1, $2, $3::jsonb, 1, $4)
         on conflict (website_id, resource) do nothing
         returning document, version`
      : `update configs
            set document = $3::jsonb, version = version + 1, updated_at = now(), updated_by = $4
          where website_id = $1 and resource = $2 and version = $9
         returning document, version`;
  const rows = await db.query<{ config: string; version: number }>(
    `with written as (${write}),
          revision as (
            insert into config_revisions (website_id, resource, version, author_sub, author_email, document,
                                          changed_fields, source_kind, source_detail, reason)
            select $1, $2, version, $4, (select email from users where id = $4), document, $5::text[], $6,
                   $7::jsonb, $8::text
              from written)
     select document::text as config, version from written`,
    [
      websiteId,
      resource,
      JSON.stringify(config),
      updatedBy,
      record.changedFields,
      record.source.kind,
      sourceDetailOf(record.source),
      record.reason ?? null,
      ...(record.expectedVersion === 0 ? [] : [record.expectedVersion]),
    ],
  );
  return storedOf(rows[0]);
}

/**
 * Inserts the first document of each (website, resource) unless one exists (seeding never overwrites an edit),
 * each with its revision 1 (no author: the initial data), so the history has a base for the first edit. One
 * statement for all of them (decision 091).
 */
export async function insertInitialConfigs(
  db: Queryable,
  configs: readonly { websiteId: string; resource: string; config: Record<string, unknown> }[],
): Promise<void> {
  if (configs.length === 0) return;
  await db.query(
    `with written as (
       insert into configs (website_id, resource, document, version)
       select "websiteId", resource, config, 1
         from json_to_recordset($1::json) as x("websiteId" text, resource text, config jsonb)
       on conflict (website_id, resource) do nothing
       returning website_id, resource, version, document)
     insert into config_revisions (website_id, resource, version, author_sub, author_email, document, changed_fields)
     select website_id, resource, version, null, null, document, '{}'::text[] from written`,
    [JSON.stringify(configs)],
  );
}

type RevisionRow = {
  websiteId: string;
  resource: string;
  version: number;
  authorSub: string | null;
  authorEmail: string | null;
  createdAt: Date | string;
  changedFields: string[];
  sourceKind: string | null;
  sourceDetail: unknown;
  reason: string | null;
  document?: Record<string, unknown>;
};

const toRevision = (row: RevisionRow) => ({
  websiteId: row.websiteId,
  resource: row.resource,
  version: row.version,
  author: { sub: row.authorSub, email: row.authorEmail },
  createdAt: new Date(row.createdAt).toISOString(),
  changedFields: row.changedFields,
  source: sourceOf(row.sourceKind, row.sourceDetail),
  ...(row.reason ? { reason: row.reason } : {}),
  ...(row.document ? { document: row.document } : {}),
});

const revisionColumns = `website_id as "websiteId", resource, version, author_sub as "authorSub",
  author_email as "authorEmail", created_at as "createdAt", changed_fields as "changedFields",
  source_kind as "sourceKind", source_detail as "sourceDetail", reason`;

/** A page of a document's revisions, newest first, without their documents. */
export async function listRevisions(
  db: Queryable,
  websiteId: string,
  resource: string,
  page: { limit: number; offset: number },
) {
  const rows = await db.query<RevisionRow>(
    `select ${revisionColumns} from config_revisions where website_id = $1 and resource = $2
      order by version desc limit $3 offset $4`,
    [websiteId, resource, page.limit + 1, page.offset],
  );
  return { items: rows.slice(0, page.limit).map(toRevision), hasMore: rows.length > page.limit };
}

/** One revision with its document. */
export async function findRevision(db: Queryable, websiteId: string, resource: string, version: number) {
  const rows = await db.query<RevisionRow>(
    `select ${revisionColumns}, document from config_revisions
      where website_id = $1 and resource = $2 and version = $3`,
    [websiteId, resource, version],
  );
  return rows[0] && toRevision(rows[0]);
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
