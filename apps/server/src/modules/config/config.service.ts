/**
 * Reading and writing a website's configuration documents (docs/product.md#data-api, #storage, #forms): the
 * document of a resource with its lookups, and a validated write that bumps the version. A rejected write
 * changes nothing.
 */
import {
  type ConfigDocument,
  changedFields,
  configResourceSchemas,
  defaultConfig,
  etagOfVersion,
  type FeatureDefinition,
  IF_MATCH_REQUIRED_MESSAGE,
  INVALID_IF_MATCH_MESSAGE,
  ifMatchNames,
  type Option,
  REVISION_NOT_FOUND_MESSAGE,
  type Revision,
  type RevisionSummary,
  resolveFeatureSettings,
  STALE_VERSION_MESSAGE,
  type WriteSource,
} from '@eua/shared';
import type { Db, Queryable } from '../../db';
import { serializeAnswer } from '../../http/contract';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { recordRefusal } from '../activity/activity.repo';
import { requireWriteScope } from '../auth/product-auth';
import type { VerifiedProductToken } from '../tokens/product-token';
import type { WebsiteRecord } from '../websites/websites.repo';
import { listSeasonPlaces, type SeasonPlace } from '../websites/websites.repo';
import { ownWebsite } from '../websites/websites.service';
import { type CdnPurger, purgeStale } from '../widgets/cdn';
import { announceConfigWrite } from '../widgets/widget-notify';
import {
  findConfig,
  findLookups,
  findRevision,
  listRevisions,
  lockConfigForUpdate,
  type StoredConfig,
  writeConfigIfVersion,
} from './config.repo';
import type { CachedAnswer, ConfigCache } from './config-cache';
import { featureOfResource, lookupKeys, validateConfig } from './feature-rules';

export function featureOr404(resource: string): FeatureDefinition {
  const feature = featureOfResource(resource);
  if (!feature) throw notFound('Unknown configuration resource');
  return feature;
}

/** The lookups of a feature for a sport: from the cache when the app has one (reference data). */
const lookupsOf = (
  db: Db,
  cache: ConfigCache | undefined,
  sport: WebsiteRecord['sport'],
  feature: FeatureDefinition,
) => (cache ? cache.lookupsOf(sport, lookupKeys(feature)) : findLookups(db, sport, lookupKeys(feature)));

export async function documentOf(
  db: Db,
  website: WebsiteRecord,
  feature: FeatureDefinition,
  stored: { config: Record<string, unknown>; version: number } | undefined,
  cache?: ConfigCache,
): Promise<ConfigDocument> {
  const lookups = await lookupsOf(db, cache, website.sport, feature);
  const facts = { sport: website.sport, trackingData: website.trackingData };
  return {
    websiteId: website.websiteId,
    // A resource never written yet reads as its defaults, version 0; the first write makes it version 1. A
    // stored document reads as its settings resolved (decision 094): a field it lacks (saved before the field
    // existed) with its default, as the widgets read it, so every reader sees the same complete settings.
    config: stored
      ? resolveFeatureSettings(feature, stored.config, facts)
      : defaultConfig(feature, { lookups, ...facts }),
    lookups,
    sport: website.sport,
    trackingData: website.trackingData,
    version: stored?.version ?? 0,
  };
}

export async function readConfig(
  db: Db,
  principal: VerifiedProductToken,
  websiteId: string,
  resource: string,
): Promise<ConfigDocument> {
  const website = await ownWebsite(db, principal, websiteId);
  const feature = featureOr404(resource);
  return documentOf(db, website, feature, await findConfig(db, websiteId, resource));
}

/**
 * The UTF-8 bytes of `text` in memory of their own: `Buffer.from` puts a text under 4 KB in Node's shared 8 KB
 * pool, and a cached answer would then keep that whole block alive.
 */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/** The cached answer of a website the principal's customer owns, when the cache holds both. */
function cachedAnswerOf(
  cache: ConfigCache,
  principal: VerifiedProductToken,
  websiteId: string,
  resource: string,
): CachedAnswer | undefined {
  return cache.website(websiteId, principal.customerId) ? cache.answer(websiteId, resource) : undefined;
}

/**
 * GET's answer, `{ data: [ConfigDocument] }` serialised, with its ETag (decision 080): from
 * the cache when it holds the website for this customer and the resource, else read, serialised once and
 * kept. The refusals are the same and in the same order as `readConfig`'s (404 website, then 404 resource).
 */
export async function readConfigAnswer(
  db: Db,
  cache: ConfigCache,
  principal: VerifiedProductToken,
  websiteId: string,
  resource: string,
): Promise<CachedAnswer> {
  const usable = cache.usable();
  if (usable === true || (usable !== false && (await usable))) {
    const answer = cachedAnswerOf(cache, principal, websiteId, resource);
    if (answer) return answer;
  }
  // Taken before the first read: a write announced meanwhile makes the store below a no-op.
  const generation = cache.generation(websiteId);
  const owners = cache.ownersGeneration();
  const website = await ownWebsite(db, principal, websiteId);
  cache.storeWebsite(principal.customerId, owners, website);
  const feature = featureOr404(resource);
  const document = await documentOf(db, website, feature, await findConfig(db, websiteId, resource), cache);
  const answer = {
    body: ownBytes(
      serializeAnswer(
        configResourceSchemas(feature.id).answer,
        { data: [document] },
        `GET /v1/config/:websiteId/${resource}`,
      ),
    ),
    // A strong ETag naming the version (docs/product.md#safe-editing): the console sends it back as If-Match
    // when it saves.
    etag: etagOfVersion(document.version),
  };
  cache.storeAnswer(websiteId, resource, generation, answer);
  return answer;
}

/**
 * The website if the principal's customer owns it (else 404), from the cache when the app has one. A write
 * may use a cached ownership even on PostgreSQL without a lease: websites change owner only when the whole
 * data set is loaded again, which drops every cache (`*`), and the write itself reads the document fresh.
 */
export async function ownedWebsite(
  db: Db,
  cache: ConfigCache | undefined,
  principal: VerifiedProductToken,
  websiteId: string,
): Promise<WebsiteRecord> {
  if (!cache) return ownWebsite(db, principal, websiteId);
  const cached = cache.website(websiteId, principal.customerId);
  if (cached) return cached;
  const generation = cache.ownersGeneration();
  const website = await ownWebsite(db, principal, websiteId);
  cache.storeWebsite(principal.customerId, generation, website);
  return website;
}

/**
 * The version a write is made against (RFC 9110 §13.1.1, docs/product.md#safe-editing): the request's
 * If-Match, and whether the server refuses a write without one (REQUIRE_IF_MATCH, 428).
 */
export type WritePrecondition = { ifMatch: string | undefined; requireIfMatch: boolean };

/** 428 or a malformed If-Match: answered before the body is looked at, as nothing can be written. */
export function checkPreconditionShape(precondition: WritePrecondition): void {
  if (precondition.ifMatch === undefined) {
    if (precondition.requireIfMatch) throw new HttpError(428, IF_MATCH_REQUIRED_MESSAGE);
    return;
  }
  if (ifMatchNames(precondition.ifMatch, 0) === undefined) throw badRequest(INVALID_IF_MATCH_MESSAGE);
}

/** What validating a body for a website's screen needs beside the body: its lookups, seasons and facts. */
export type WriteFacts = {
  lookups: Record<string, Option[]>;
  seasonPlaces: readonly SeasonPlace[];
  facts: { lookups: Record<string, Option[]>; sport: WebsiteRecord['sport']; trackingData: boolean };
};

export async function writeFactsOf(
  db: Db,
  cache: ConfigCache | undefined,
  website: WebsiteRecord,
  feature: FeatureDefinition,
): Promise<WriteFacts> {
  const lookups = await lookupsOf(db, cache, website.sport, feature);
  const seasonPlaces = await (cache
    ? cache.seasonPlacesOf(website.websiteId)
    : listSeasonPlaces(db, website.websiteId));
  return {
    lookups,
    seasonPlaces,
    facts: { lookups, sport: website.sport, trackingData: website.trackingData },
  };
}

/**
 * `body` merged over `stored` (or the defaults, for a whole document) and checked with today's rules — the
 * rules of every write and of a draft's save (docs/product.md#drafts-and-scheduled-publishing) — with the
 * fields it changes from `stored` (the defaults when nothing is stored).
 */
export function checkBody(
  feature: FeatureDefinition,
  website: WebsiteRecord,
  { lookups, seasonPlaces, facts }: WriteFacts,
  body: unknown,
  base: WriteBase,
  stored: Record<string, unknown> | undefined,
) {
  // A field the body leaves out keeps its stored value (decision 056); a restore starts from the defaults.
  const result = validateConfig(feature, body, {
    ...website,
    lookups,
    seasonPlaces,
    stored: base === 'stored' ? stored : undefined,
  });
  if (!result.ok) return { ...result, changedFields: [] };
  const before = stored ?? defaultConfig(feature, facts);
  return { ...result, changedFields: changedFields(feature, before, result.config) };
}
type DocumentWrite = Pick<ConfigWrite, 'body' | 'source'> & {
  precondition: WritePrecondition;
  base: WriteBase;
};

/** A write's outcome as stored: the document and its version, `unchanged` when it stored nothing. */
type Written = { config: Record<string, unknown>; version: number; unchanged?: true };

/**
 * What a write of one document needs from the database before it is made (lookups, season places), and its
 * `attempt`: one try against the document as read through `q`. The reads happen here, outside any
 * transaction: on PGlite a query outside a transaction waits for it to end (db/pglite-client.ts).
 */
async function prepareWrite(
  db: Db,
  principal: VerifiedProductToken,
  website: WebsiteRecord,
  feature: FeatureDefinition,
  write: DocumentWrite,
  services: WriteServices,
) {
  const { body, source, precondition, base } = write;
  const { cache } = services;
  const { websiteId } = website;
  const { resource } = feature;
  const writeFacts = await writeFactsOf(db, cache, website, feature);
  const { facts } = writeFacts;
  const check = (stored: StoredConfig | undefined) =>
    checkBody(feature, website, writeFacts, body, base, stored?.config);

  /**
   * One try at the write against `stored`, as read through `q`: it stores only at the version read, so it
   * answers undefined if another write came in between. A stale If-Match (412) or a refused body (400) is
   * thrown only when `decisive`: an unlocked read may be a moment old, so there it hands over instead.
   */
  const attempt = async (
    q: Queryable,
    stored: StoredConfig | undefined,
    decisive: boolean,
  ): Promise<Written | undefined> => {
    const version = stored?.version ?? 0;
    if (precondition.ifMatch !== undefined && !ifMatchNames(precondition.ifMatch, version)) {
      if (!decisive) return undefined;
      const current: ConfigDocument = {
        websiteId,
        config: stored?.config ?? defaultConfig(feature, facts),
        ...facts,
        version,
      };
      throw new HttpError(412, STALE_VERSION_MESSAGE, [], { current }, { etag: etagOfVersion(version) });
    }
    const checked = check(stored);
    if (!checked.ok) {
      if (!decisive) return undefined;
      throw badRequest(checked.message, checked.errors);
    }
    // A write that changes nothing stores nothing: no version, no revision, so history shows only real
    // changes (docs/product.md#safe-editing). It answers the document as it is.
    if (checked.changedFields.length === 0) {
      return { config: stored?.config ?? defaultConfig(feature, facts), version, unchanged: true };
    }
    return writeConfigIfVersion(q, websiteId, resource, checked.config, principal.sub, {
      expectedVersion: version,
      changedFields: checked.changedFields,
      source,
      websiteName: website.name,
    });
  };
  /** Decided with the document held, in the transaction `tx`: another writer waits until it ends. */
  const decide = async (tx: Queryable): Promise<Written> => {
    if (db.engine === 'postgres') await lockConfigForUpdate(tx, websiteId, resource);
    for (;;) {
      const row = await attempt(tx, await findConfig(tx, websiteId, resource), true);
      if (row) return row;
    }
  };
  /**
   * Once committed: the widgets' public answers of this website are dropped here and in every instance
   * before the write is acknowledged (decision 071), so nobody told "saved" then reads the old version; then
   * the CDN's copies of what it changed, which a refetch now finds new in every instance (decision 098). A
   * write that changed nothing stored nothing: there is nothing to drop.
   */
  const committed = async (written: Written): Promise<ConfigDocument> => {
    if (!written.unchanged) {
      await announceConfigWrite(db, websiteId);
      await purgeStale(services.cdnPurger, { websiteId, resource, version: written.version });
    }
    return { websiteId, config: written.config, ...facts, version: written.version };
  };
  return { attempt, decide, committed };
}

/**
 * The one write path of a configuration document (every caller of writeConfig): under the document's lock,
 * check If-Match against the stored version (412 with the current document), validate `body` merged over
 * `base` with today's rules (400), store it with the next version, its revision and its activity entry, all
 * in one transaction — so a write that fails stores nothing, and two writers against one version cannot both
 * succeed. Once committed, the caches drop the website and a CDN in front of the public widget path is told
 * what to purge (decision 098).
 */
async function writeDocument(
  db: Db,
  principal: VerifiedProductToken,
  website: WebsiteRecord,
  feature: FeatureDefinition,
  write: DocumentWrite,
  services: WriteServices,
): Promise<ConfigDocument> {
  const { attempt, decide, committed } = await prepareWrite(db, principal, website, feature, write, services);
  // The common case in one statement (decision 088): read the document and store the write only if nobody
  // wrote since. Anything else (a stale If-Match, a body refused, another write in between) is decided with
  // the document held. The lock keeps other locked writers out, not an unlocked write (which takes none):
  // so there too a write stores only at the version it read, and reads again if one committed in between.
  const written =
    (await attempt(db, await findConfig(db, website.websiteId, feature.resource), false)) ??
    (await db.transaction(decide));
  return committed(written);
}

/** What a write starts from: the stored document (a PUT merges over it) or the defaults (it replaces it). */
export type WriteBase = 'stored' | 'defaults';

/**
 * One write of a configuration document, as any caller makes it (a PUT, a restore, a copy, an import, a
 * publish): `body` holds config fields (plus an optional `websiteId`); with `base: 'stored'` (the default)
 * fields it leaves out keep their stored values and a null takes the default (decision 056), with
 * `'defaults'` it is the whole document. `source` says where it came from (decision 104).
 */
export type ConfigWrite = {
  websiteId: string;
  resource: string;
  body: unknown;
  source: WriteSource;
  /** If-Match as the request sent it; none: the write is taken at any version. */
  precondition?: WritePrecondition;
  base?: WriteBase;
};

/** What a write uses around the database: the app's cache, the CDN purge hook, and where to log a failure. */
export type WriteServices = {
  cache?: ConfigCache;
  cdnPurger?: CdnPurger;
  /** Told when a refused write could not be recorded in the activity log (the refusal is answered anyway). */
  warn?: (error: unknown, message: string) => void;
};

const NO_PRECONDITION: WritePrecondition = { ifMatch: undefined, requireIfMatch: false };

/**
 * Runs `write` for a website of the principal's customer and a known screen (else 404, not recorded: there
 * is no screen of theirs to record it against). A refusal after that — no write scope (403), a malformed or
 * missing If-Match (400, 428), a stale version (412), an invalid body (400), an unknown revision (404) — is
 * recorded in the customer's activity log in a statement of its own, then answered (docs/product.md#activity).
 * Recording it never changes the answer: a failure to record is logged.
 */
export async function recordedWrite(
  db: Db,
  principal: VerifiedProductToken,
  target: { websiteId: string; resource: string; source: WriteSource },
  services: WriteServices,
  write: (website: WebsiteRecord, feature: FeatureDefinition) => Promise<ConfigDocument>,
): Promise<ConfigDocument> {
  const website = await ownedWebsite(db, services.cache, principal, target.websiteId);
  const feature = featureOr404(target.resource);
  try {
    requireWriteScope(principal);
    return await write(website, feature);
  } catch (error) {
    await recordIfRefused(db, principal, { website, feature, source: target.source }, error, services);
    throw error;
  }
}

/** A refusal (a 4xx) in the customer's activity log; a failure to record it is logged, never thrown. */
async function recordIfRefused(
  db: Db,
  principal: VerifiedProductToken,
  target: { website: WebsiteRecord; feature: FeatureDefinition; source: WriteSource },
  error: unknown,
  services: WriteServices,
): Promise<void> {
  if (!(error instanceof HttpError) || error.statusCode < 400 || error.statusCode >= 500) return;
  await recordRefusal(db, {
    customerId: principal.customerId,
    userSub: principal.sub,
    websiteId: target.website.websiteId,
    websiteName: target.website.name,
    resource: target.feature.resource,
    source: target.source,
    status: error.statusCode,
    message: error.message,
  }).catch((failure: unknown) =>
    (services.warn ?? defaultWarn)(failure, 'A refused configuration write could not be recorded'),
  );
}

const defaultWarn = (error: unknown, message: string) => console.error(message, error);

/**
 * Writes a configuration document (docs/product.md#data-api, #safe-editing): checks ownership, the write
 * scope and If-Match, validates with today's rules, and stores the document, its revision and its activity
 * entry in one transaction; once committed, the caches drop the website and the CDN is told what to purge.
 * Answers the stored document with its version.
 */
export async function writeConfig(
  db: Db,
  principal: VerifiedProductToken,
  write: ConfigWrite,
  services: WriteServices = {},
): Promise<ConfigDocument> {
  return recordedWrite(db, principal, write, services, (website, feature) =>
    writeOwnedDocument(db, principal, website, feature, write, services),
  );
}

/**
 * `write` to a website already known to be the principal's and a known screen, inside `recordedWrite` (a
 * publish checks its draft there first): If-Match's shape, then the one write path.
 */
export function writeOwnedDocument(
  db: Db,
  principal: VerifiedProductToken,
  website: WebsiteRecord,
  feature: FeatureDefinition,
  write: Pick<ConfigWrite, 'body' | 'source' | 'precondition' | 'base'>,
  services: WriteServices,
): Promise<ConfigDocument> {
  const precondition = write.precondition ?? NO_PRECONDITION;
  checkPreconditionShape(precondition);
  return writeDocument(
    db,
    principal,
    website,
    feature,
    { body: write.body, source: write.source, precondition, base: write.base ?? 'stored' },
    services,
  );
}

/** A page of a document's revisions, newest first (docs/product.md#safe-editing). */
export async function readRevisions(
  db: Db,
  principal: VerifiedProductToken,
  websiteId: string,
  resource: string,
  page: { limit: number; offset: number },
): Promise<{ items: RevisionSummary[]; hasMore: boolean }> {
  await ownWebsite(db, principal, websiteId);
  featureOr404(resource);
  const { items, hasMore } = await listRevisions(db, websiteId, resource, page);
  return {
    items: items.map(({ version, author, createdAt, changedFields: fields, source }) => ({
      version,
      author,
      createdAt,
      changedFields: fields,
      source,
    })),
    hasMore,
  };
}

async function revisionOr404(db: Db, websiteId: string, resource: string, version: number) {
  const revision = await findRevision(db, websiteId, resource, version);
  if (!revision?.document) throw notFound(REVISION_NOT_FOUND_MESSAGE);
  return { ...revision, document: revision.document };
}

export async function readRevision(
  db: Db,
  principal: VerifiedProductToken,
  websiteId: string,
  resource: string,
  version: number,
): Promise<Revision> {
  await ownWebsite(db, principal, websiteId);
  featureOr404(resource);
  return revisionOr404(db, websiteId, resource, version);
}

/**
 * Writes a new version equal to an old revision's document, validated by today's rules: a revision that no
 * longer fits the website (a season it has lost) answers 400 naming the field, and nothing is written. Its
 * source is the revision restored.
 */
export async function restoreRevision(
  db: Db,
  principal: VerifiedProductToken,
  target: { websiteId: string; resource: string; version: number },
  precondition: WritePrecondition,
  services: WriteServices = {},
): Promise<ConfigDocument> {
  const { websiteId, resource, version } = target;
  const source: WriteSource = { kind: 'restore', detail: { version } };
  return recordedWrite(db, principal, { websiteId, resource, source }, services, async (website, feature) => {
    checkPreconditionShape(precondition);
    const revision = await revisionOr404(db, websiteId, resource, version);
    return writeDocument(
      db,
      principal,
      website,
      feature,
      { body: revision.document, source, precondition, base: 'defaults' },
      services,
    );
  });
}

/**
 * What became of one write of several made together: stored (or unchanged), refused or failed with its
 * error, or `skipped` — it could have been stored, but another write of the set could not.
 */
export type TogetherOutcome =
  | { status: 'written'; document: ConfigDocument; unchanged: boolean }
  | { status: 'refused'; error: HttpError }
  | { status: 'failed'; error: unknown }
  | { status: 'skipped' };

/** Thrown inside the transaction to roll it back once a write of the set was refused. */
const ROLL_BACK = Symbol('roll back');

/**
 * Several documents written in one transaction or none (an import, an "all or nothing" copy or bulk edit:
 * decisions 113 and 114): each checked exactly as writeConfig checks it — the website the customer's, the
 * screen known, the write scope, If-Match, today's rules. If any is refused or fails, nothing is stored;
 * every refusal is recorded in the activity log as writeConfig records it. Once committed, the caches and
 * the CDN are told of each write. The documents are written in (website, screen) order, so two such sets
 * over the same documents take their locks in one order and never wait on each other.
 */
export async function writeConfigsTogether(
  db: Db,
  principal: VerifiedProductToken,
  writes: readonly ConfigWrite[],
  services: WriteServices = {},
): Promise<TogetherOutcome[]> {
  const outcomes: (TogetherOutcome | undefined)[] = writes.map(() => undefined);
  const toRecord: { index: number; website: WebsiteRecord; feature: FeatureDefinition }[] = [];
  const prepared: { index: number; prep: Awaited<ReturnType<typeof prepareWrite>> }[] = [];
  const order = writes
    .map((write, index) => ({ write, index }))
    .sort((a, b) =>
      a.write.websiteId === b.write.websiteId
        ? a.write.resource.localeCompare(b.write.resource)
        : a.write.websiteId.localeCompare(b.write.websiteId),
    );
  const refuse = (index: number, error: unknown) => {
    outcomes[index] =
      error instanceof HttpError && error.statusCode < 500
        ? { status: 'refused', error }
        : { status: 'failed', error };
  };
  for (const { write, index } of order) {
    let website: WebsiteRecord;
    let feature: FeatureDefinition;
    try {
      website = await ownedWebsite(db, services.cache, principal, write.websiteId);
      feature = featureOr404(write.resource);
    } catch (error) {
      refuse(index, error);
      continue;
    }
    toRecord.push({ index, website, feature });
    try {
      requireWriteScope(principal);
      const precondition = write.precondition ?? NO_PRECONDITION;
      checkPreconditionShape(precondition);
      const documentWrite = {
        body: write.body,
        source: write.source,
        precondition,
        base: write.base ?? 'stored',
      };
      prepared.push({
        index,
        prep: await prepareWrite(db, principal, website, feature, documentWrite, services),
      });
    } catch (error) {
      refuse(index, error);
    }
  }
  if (!outcomes.some((outcome) => outcome !== undefined)) {
    try {
      const written = await db.transaction(async (tx) => {
        const rows: Written[] = [];
        for (const { index, prep } of prepared) {
          try {
            rows.push(await prep.decide(tx));
          } catch (error) {
            refuse(index, error);
            // A database error ends a PostgreSQL transaction: nothing more can be tried in it.
            if (!(error instanceof HttpError)) break;
          }
        }
        if (outcomes.some((outcome) => outcome !== undefined)) throw ROLL_BACK;
        return rows;
      });
      for (const [i, { index, prep }] of prepared.entries()) {
        const row = written[i]!;
        outcomes[index] = {
          status: 'written',
          document: await prep.committed(row),
          unchanged: !!row.unchanged,
        };
      }
    } catch (error) {
      if (error !== ROLL_BACK) throw error;
    }
  }
  for (const { index, website, feature } of toRecord) {
    const outcome = outcomes[index];
    if (outcome?.status !== 'refused') continue;
    await recordIfRefused(
      db,
      principal,
      { website, feature, source: writes[index]!.source },
      outcome.error,
      services,
    );
  }
  return outcomes.map((outcome) => outcome ?? { status: 'skipped' });
}
