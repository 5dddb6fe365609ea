/**
 * The one write path of configuration documents (docs/product.md#safe-editing, #activity; decisions 056, 088,
 * 104, 121). Every way of writing — save, restore, publish, scheduled publish, copy, bulk edit, import —
 * passes the same steps here: authorise (the website the customer's, the screen known, the write scope),
 * validate with the one rule engine, write with If-Match and a revision in one transaction, and publish one
 * "configuration committed" event in that transaction, which records the activity entry there and, once
 * committed, drops the caches and purges the CDN (core/config-events.ts). A refusal is published too, for the
 * activity log. The use cases (save-config.ts, restore-config.ts, write-batch.ts, the drafts' publish) only
 * say what to write.
 */
import {
  type ConfigDocument,
  changedFields,
  defaultConfig,
  etagOfVersion,
  type FeatureDefinition,
  IF_MATCH_REQUIRED_MESSAGE,
  INVALID_IF_MATCH_MESSAGE,
  ifMatchNames,
  type Option,
  resolveFeatureSettings,
  STALE_VERSION_MESSAGE,
  type ValueSource,
  valueSources,
  type WriteSource,
  websiteOnlyFields,
  withDefaults,
} from '@eua/shared';
import type { ConfigCommitted, ConfigEvents, PublishCommitted } from '../../core/config-events';
import type { Db, Queryable } from '../../db';
import { badRequest, HttpError } from '../../http/errors';
import { requirePolicyMet } from '../approvals/approval-policy';
import { requireWriteScope } from '../auth/product-auth';
import type { VerifiedProductToken } from '../tokens/product-token';
import { listSeasonPlaces, type SeasonPlace, type WebsiteRecord } from '../websites/websites.service';
import { type ChangeNames, changeNamesOf, describeSettingsChange } from './change-words';
import {
  findFollowers,
  findWriteBase,
  lockConfigForUpdate,
  type StoredConfig,
  writeConfigIfVersion,
} from './config.repo';
import { featureOr404, lookupsOf, ownedWebsite } from './config.service';
import type { ConfigCache } from './config-cache';
import { validateConfig } from './feature-rules';
import { FROM_DEFAULTS } from './from-defaults';

/**
 * The version a write is made against (RFC 9110 §13.1.1, docs/product.md#safe-editing): the request's
 * If-Match, and whether the server refuses a write without one (REQUIRE_IF_MATCH, 428).
 */
export type WritePrecondition = { ifMatch: string | undefined; requireIfMatch: boolean };

export const NO_PRECONDITION: WritePrecondition = { ifMatch: undefined, requireIfMatch: false };

/** 428 or a malformed If-Match: answered before the body is looked at, as nothing can be written. */
export function checkPreconditionShape(precondition: WritePrecondition): void {
  if (precondition.ifMatch === undefined) {
    if (precondition.requireIfMatch) throw new HttpError(428, IF_MATCH_REQUIRED_MESSAGE);
    return;
  }
  if (ifMatchNames(precondition.ifMatch, 0) === undefined) throw badRequest(INVALID_IF_MATCH_MESSAGE);
}

/** What a write starts from: the stored document (a PUT merges over it) or the defaults (it replaces it). */
export type WriteBase = 'stored' | 'defaults';

/**
 * One write of a configuration document, as any caller makes it: `body` holds config fields (plus an optional
 * `websiteId`); with `base: 'stored'` (the default) fields it leaves out keep their stored values and a null
 * takes the default (decision 056), with `'defaults'` it is the whole document. `source` says where it came
 * from (decision 104).
 */
export type ConfigWrite = {
  websiteId: string;
  resource: string;
  body: unknown;
  source: WriteSource;
  /** If-Match as the request sent it; none: the write is taken at any version. */
  precondition?: WritePrecondition;
  base?: WriteBase;
  /**
   * Set only by a draft's publish, when the draft as it is now has the approvals the customer's policy asks
   * for (docs/product.md#approvals); any other write is refused under a policy of approvals.
   */
  approved?: boolean;
  /** Why: a change request's reason; else the request's (`WriteServices.reason`). */
  reason?: string | undefined;
  /**
   * Fields the website stops setting, to follow its customer's defaults again ("Use the customer's
   * default", decision 145); the body then sends nothing.
   */
  drop?: readonly string[];
};

/** What a write uses around the database: the app's events, its cache, and where to log a failure. */
export type WriteServices = {
  /** The app's "configuration committed" event: every write publishes on it. */
  events: ConfigEvents;
  cache?: ConfigCache;
  /** Told when a refused write could not be recorded in the activity log (the refusal is answered anyway). */
  warn?: (error: unknown, message: string) => void;
  /**
   * The request's reason for its change (`reason`, or the X-Change-Reason header): a route passes its
   * services with it. It travels with every write of the request (docs/product.md#approvals).
   */
  reason?: string | undefined;
};

/** Who writes, and with what: what every use case of the write path is called with. */
export type WriteContext = { db: Db; principal: VerifiedProductToken; services: WriteServices };

/**
 * What validating a body for a website's screen needs beside the body: its lookups, seasons and facts; and
 * the names its change is worded with. Sports data, read before the write's transaction (from the cache when
 * there is one), so the transaction reads only the documents.
 */
export type WriteFacts = {
  lookups: Record<string, Option[]>;
  seasonPlaces: readonly SeasonPlace[];
  facts: { lookups: Record<string, Option[]>; sport: WebsiteRecord['sport']; trackingData: boolean };
  names: ChangeNames;
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
  const names = await (cache ? cache.changeNamesOf(website.websiteId) : changeNamesOf(db, website.websiteId));
  return {
    lookups,
    seasonPlaces,
    facts: { lookups, sport: website.sport, trackingData: website.trackingData },
    names,
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

/**
 * A write ready to be made: the target, the body and its precondition, and what validating it needs from the
 * database — read before the transaction, as on PGlite a query outside a transaction waits for it to end
 * (db/pglite-client.ts).
 */
export type PreparedWrite = {
  principal: VerifiedProductToken;
  website: WebsiteRecord;
  feature: FeatureDefinition;
  body: unknown;
  source: WriteSource;
  precondition: WritePrecondition;
  base: WriteBase;
  drop?: readonly string[];
  writeFacts: WriteFacts;
  approved: boolean;
  reason: string | undefined;
};

/** A write's outcome as stored: the document and its version, `unchanged` when it stored nothing. */
type Written = {
  config: Record<string, unknown>;
  version: number;
  unchanged?: true;
  sources: Record<string, ValueSource>;
  inherits: boolean;
};

/** Checks the precondition's shape and reads what validating the write needs (outside any transaction). */
export async function prepareWrite(
  context: WriteContext,
  target: { website: WebsiteRecord; feature: FeatureDefinition },
  write: Pick<ConfigWrite, 'body' | 'source' | 'precondition' | 'base' | 'approved' | 'reason' | 'drop'>,
): Promise<PreparedWrite> {
  const precondition = write.precondition ?? NO_PRECONDITION;
  checkPreconditionShape(precondition);
  return {
    principal: context.principal,
    ...target,
    body: write.body,
    source: write.source,
    precondition,
    base: write.base ?? 'stored',
    approved: write.approved ?? false,
    reason: write.reason ?? context.services.reason,
    ...(write.drop ? { drop: write.drop } : {}),
    writeFacts: await writeFactsOf(context.db, context.services.cache, target.website, target.feature),
  };
}

/**
 * Makes `write` in the transaction `tx`, the document held (PostgreSQL: an advisory lock, so a second writer
 * of it waits; PGlite: the transaction holds the whole database): a stale If-Match is a 412 with the current
 * document, a body refused by today's rules a 400; else the document is stored with the next version and its
 * revision, and its event published in `tx`. A write that changes nothing stores nothing and publishes
 * nothing: no version, no revision, so history shows only real changes (docs/product.md#safe-editing).
 */
async function storeWrite(
  db: Db,
  tx: Queryable,
  write: PreparedWrite,
  publish: PublishCommitted,
): Promise<Written> {
  const { website, feature, principal } = write;
  const { websiteId } = website;
  const { resource } = feature;
  // The approval policy, read in the write's transaction: no way of writing goes live past it (decision 141).
  await requirePolicyMet(tx, principal.customerId, write);
  if (db.engine === 'postgres') await lockConfigForUpdate(tx, websiteId, resource);
  const base = await findWriteBase(tx, websiteId, resource);
  const { stored, defaults } = base;
  const version = stored?.version ?? 0;
  if (write.precondition.ifMatch !== undefined && !ifMatchNames(write.precondition.ifMatch, version)) {
    throw staleVersion(write, stored, shownNow(write, stored, defaults));
  }
  // What the website keeps as its own before the body: its stored values, but those it stops setting.
  const kept = write.drop ? without(stored?.config, write.drop) : stored?.config;
  const checked = checkBody(feature, website, write.writeFacts, write.body, write.base, kept);
  if (!checked.ok) throw badRequest(checked.message, checked.errors);
  const inheriting = inheritingWrite(write, defaults, stored, kept, checked.config);
  const changedNow = inheriting?.changedFields ?? checked.changedFields;
  if (changedNow.length === 0) {
    return {
      config: inheriting?.before ?? stored?.config ?? defaultConfig(feature, write.writeFacts.facts),
      version,
      unchanged: true,
      sources: valueSources(feature, stored?.config, inheriting?.defaults),
      inherits: inheriting?.defaults !== undefined,
    };
  }
  const own = inheriting?.own ?? checked.config;
  const row = await writeConfigIfVersion(tx, websiteId, resource, own, principal.sub, {
    expectedVersion: version,
    changedFields: changedNow,
    source: write.source,
    reason: write.reason,
  });
  // Under the lock nobody else writes the document: a row not stored is a fault, not a race.
  if (!row) throw new Error(`The write of ${websiteId}/${resource} at version ${version} stored nothing`);
  // The change in History's words, for the activity entry (decision 129).
  const changes = describeSettingsChange(
    feature,
    write.writeFacts.facts,
    write.writeFacts.names,
    inheriting?.before ?? stored?.config ?? defaultConfig(feature, write.writeFacts.facts),
    inheriting?.after ?? checked.config,
  );
  await publish(committedEvent(write, row.version, changedNow, changes));
  if (base.isDefaults) {
    await publishToFollowers(tx, write, before(write, stored), checked.config, changedNow, publish);
  }
  return {
    config: inheriting?.after ?? row.config,
    version: row.version,
    sources: valueSources(feature, own, inheriting?.defaults),
    inherits: inheriting?.defaults !== undefined,
  };
}

/**
 * A write of a website whose customer's defaults store this screen (decision 144): the website keeps as its
 * own the fields it set before and those the body sends (`base: 'stored'`; a whole document, a restore or an
 * import, sets every field), and inherits the rest. What changed is what the website shows (its effective
 * values) or which fields are its own. Undefined for any other write, which stores the complete document as
 * before.
 */
function inheritingWrite(
  write: PreparedWrite,
  defaults: Record<string, unknown> | undefined,
  stored: StoredConfig | undefined,
  kept: Record<string, unknown> | undefined,
  complete: Record<string, unknown>,
) {
  const { feature } = write;
  if (!defaults && !write.drop) return undefined;
  const facts = write.writeFacts.facts;
  const sent =
    write.body && typeof write.body === 'object' ? Object.keys(write.body as Record<string, unknown>) : [];
  const keep = new Set([...Object.keys(kept ?? {}), ...sent]);
  const own =
    write.base === 'stored'
      ? Object.fromEntries(Object.entries(complete).filter(([name]) => keep.has(name)))
      : complete;
  const effective = (document: Record<string, unknown> | undefined) =>
    resolveFeatureSettings(
      feature,
      { ...(document ? {} : defaultConfig(feature, facts)), ...withDefaults(document, defaults) },
      facts,
    );
  const before = effective(stored?.config);
  const after = effective(own);
  const ownBefore = new Set(Object.keys(stored?.config ?? {}));
  const ownership = feature.fields
    .map((field) => field.name)
    .filter((name) => ownBefore.has(name) !== Object.hasOwn(own, name));
  const changed = [...new Set([...changedFields(feature, before, after), ...ownership])];
  return { defaults, own, before, after, changedFields: changed };
}

const without = (document: Record<string, unknown> | undefined, names: readonly string[]) =>
  document && Object.fromEntries(Object.entries(document).filter(([name]) => !names.includes(name)));

const before = (write: PreparedWrite, stored: StoredConfig | undefined) =>
  stored?.config ?? defaultConfig(write.feature, write.writeFacts.facts);

const pick = (document: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(
    names.filter((name) => Object.hasOwn(document, name)).map((name) => [name, document[name]]),
  );

/**
 * A write of a customer's defaults (decision 144) changes every website of its sport that does not set the
 * changed fields itself: in the same transaction, each such website's event is published — its activity
 * entry says "From the customer's defaults", and once committed its caches drop on every instance and its
 * CDN tags are purged, as after a write of its own. Its own document and version are untouched, so a
 * person editing the website meanwhile keeps a valid If-Match. A write of a website reaches no one.
 */
async function publishToFollowers(
  tx: Queryable,
  write: PreparedWrite,
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
  changed: readonly string[],
  publish: PublishCommitted,
): Promise<void> {
  const { reached } = await reachOfDefaultsChange(tx, write, previous, next, changed);
  for (const follower of reached) {
    await publish({
      websiteId: follower.websiteId,
      websiteName: follower.name,
      resource: write.feature.resource,
      version: follower.version,
      changedFields: follower.fields,
      changes: follower.changes.map((line) => `${FROM_DEFAULTS}: ${line}`),
      source: write.source,
      who: write.principal.sub,
    });
  }
}

/** A following website a change of the defaults reaches, or one that keeps its own values of it. */
export type Follower = {
  websiteId: string;
  name: string;
  version: number;
  /** The fields it takes from the change (reached), or keeps its own value of (keeping). */
  fields: string[];
  /** The change it shows, in History's words, one line per field (reached); empty when keeping. */
  changes: string[];
};

/**
 * What a change of a defaults document from `previous` to `next` does to the websites that follow it
 * (decision 144): those that take a changed field from the defaults (`reached`, with the change in plain
 * words), and those that set every changed field themselves or some of them (`keeping`, with the fields they
 * keep). Nothing for a website's own document. One read of the followers, however many there are.
 */
export async function reachOfDefaultsChange(
  db: Queryable,
  write: Pick<PreparedWrite, 'website' | 'feature' | 'writeFacts'>,
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
  changed: readonly string[],
): Promise<{ reached: Follower[]; keeping: Follower[] }> {
  const inheritable = changed.filter((name) => !websiteOnlyFields.has(name));
  if (inheritable.length === 0) return { reached: [], keeping: [] };
  const followers = await findFollowers(db, write.website.websiteId, write.feature.resource);
  if (followers.length === 0) return { reached: [], keeping: [] };
  const { names } = write.writeFacts;
  const reached: Follower[] = [];
  const keeping: Follower[] = [];
  for (const follower of followers) {
    const sets = (name: string) => !!follower.own && Object.hasOwn(follower.own, name);
    const inherited = inheritable.filter((name) => !sets(name));
    const kept = inheritable.filter(sets);
    const base = { websiteId: follower.websiteId, name: follower.name, version: follower.version };
    if (kept.length > 0) keeping.push({ ...base, fields: kept, changes: [] });
    if (inherited.length === 0) continue;
    const changes = describeSettingsChange(
      write.feature,
      write.writeFacts.facts,
      names,
      pick(previous, inherited),
      pick(next, inherited),
    );
    reached.push({ ...base, fields: inherited, changes });
  }
  return { reached, keeping };
}

const committedEvent = (
  write: PreparedWrite,
  version: number,
  changed: readonly string[],
  changes: readonly string[],
): ConfigCommitted => ({
  websiteId: write.website.websiteId,
  websiteName: write.website.name,
  resource: write.feature.resource,
  version,
  changedFields: changed,
  changes,
  source: write.source,
  who: write.principal.sub,
  reason: write.reason ?? null,
});

export { FROM_DEFAULTS };

/**
 * What the website shows now: with customer defaults for the screen, its own values over theirs (decision
 * 144), as its GET answers them, and where each comes from; else its stored document.
 */
function shownNow(
  write: PreparedWrite,
  stored: StoredConfig | undefined,
  defaults: Record<string, unknown> | undefined,
) {
  const { feature } = write;
  const facts = write.writeFacts.facts;
  if (!defaults) return undefined;
  return {
    config: resolveFeatureSettings(
      feature,
      { ...(stored ? {} : defaultConfig(feature, facts)), ...withDefaults(stored?.config, defaults) },
      facts,
    ),
    sources: valueSources(feature, stored?.config, defaults),
    inherits: true,
  };
}

/** 412 with the current document (decision 064): the client shows it and saves again. */
function staleVersion(
  write: PreparedWrite,
  stored: StoredConfig | undefined,
  shown?: Pick<ConfigDocument, 'config' | 'sources' | 'inherits'>,
): HttpError {
  const version = stored?.version ?? 0;
  const current: ConfigDocument = {
    websiteId: write.website.websiteId,
    config: stored?.config ?? defaultConfig(write.feature, write.writeFacts.facts),
    ...write.writeFacts.facts,
    ...shown,
    version,
  };
  return new HttpError(412, STALE_VERSION_MESSAGE, [], { current }, { etag: etagOfVersion(version) });
}

const documentOfWrite = (write: PreparedWrite, written: Written): ConfigDocument => ({
  websiteId: write.website.websiteId,
  config: written.config,
  ...write.writeFacts.facts,
  version: written.version,
  sources: written.sources,
  inherits: written.inherits,
});

/** What became of one write of a set made together (write-batch.ts): its document, or why not. */
export type StoredWrite = { document: ConfigDocument; unchanged: boolean };

/** Thrown by `storeWrites` when a write of a set failed and `onError` was told: the set rolled back. */
export const ROLLED_BACK = Symbol('rolled back');

/**
 * The one function that stores configuration documents: `writes` in one transaction, in the order given, each
 * publishing its event; a refusal or failure rolls all of them back, and nothing is published. Once
 * committed, the events' subscribers have dropped the caches and purged the CDN. Without `onError` the first
 * error is thrown as it is; with it, each is told (`continue` tries the next write, to report every refusal
 * of a set) and `ROLLED_BACK` is thrown at the end.
 */
export async function storeWrites(
  context: WriteContext,
  writes: readonly PreparedWrite[],
  onError?: (index: number, error: unknown) => 'continue' | 'stop',
): Promise<StoredWrite[]> {
  const { db, services } = context;
  const written = await services.events.transaction(db, async (tx, publish) => {
    const rows: Written[] = [];
    let failed = false;
    for (const [index, write] of writes.entries()) {
      try {
        rows.push(await storeWrite(db, tx, write, publish));
      } catch (error) {
        if (!onError) throw error;
        failed = true;
        if (onError(index, error) === 'stop') break;
      }
    }
    if (failed) throw ROLLED_BACK;
    return rows;
  });
  return written.map((row, i) => ({
    document: documentOfWrite(writes[i]!, row),
    unchanged: !!row.unchanged,
  }));
}

/** One write to a website already known to be the principal's, inside `recordedWrite`: the one write path. */
export async function writeOwnedDocument(
  context: WriteContext,
  target: { website: WebsiteRecord; feature: FeatureDefinition },
  write: Pick<ConfigWrite, 'body' | 'source' | 'precondition' | 'base' | 'approved' | 'reason' | 'drop'>,
): Promise<ConfigDocument> {
  const [stored] = await storeWrites(context, [await prepareWrite(context, target, write)]);
  return stored!.document;
}

/**
 * Runs `write` for a website of the principal's customer and a known screen (else 404, not recorded: there
 * is no screen of theirs to record it against). A refusal after that — no write scope (403), a malformed or
 * missing If-Match (400, 428), a stale version (412), an invalid body (400), an unknown revision (404) — is
 * published as refused (the activity log records it in a statement of its own), then answered
 * (docs/product.md#activity). Recording it never changes the answer: a failure to record is logged.
 */
export async function recordedWrite(
  context: WriteContext,
  target: { websiteId: string; resource: string; source: WriteSource },
  write: (website: WebsiteRecord, feature: FeatureDefinition) => Promise<ConfigDocument>,
): Promise<ConfigDocument> {
  const website = await ownedWebsite(context.db, context.services.cache, context.principal, target.websiteId);
  const feature = featureOr404(target.resource);
  try {
    requireWriteScope(context.principal);
    return await write(website, feature);
  } catch (error) {
    await publishIfRefused(context, { website, feature, source: target.source }, error);
    throw error;
  }
}

/** A refusal (a 4xx) told to the event's subscribers; a failure to record it is logged, never thrown. */
export async function publishIfRefused(
  context: WriteContext,
  target: { website: WebsiteRecord; feature: FeatureDefinition; source: WriteSource },
  error: unknown,
): Promise<void> {
  await publishRefusal(context, { targets: [target], source: target.source }, error);
}

/**
 * One request's refusal (a 4xx) told once, however many documents it would have written (decision 129): it
 * names the website and the screen when they are the same for every target, else none. A failure to record
 * it is logged, never thrown.
 */
export async function publishRefusal(
  { db, principal, services }: WriteContext,
  request: {
    targets: readonly {
      website: Pick<WebsiteRecord, 'websiteId' | 'name'>;
      feature: Pick<FeatureDefinition, 'resource'>;
    }[];
    source: WriteSource;
  },
  error: unknown,
): Promise<void> {
  if (!(error instanceof HttpError) || error.statusCode < 400 || error.statusCode >= 500) return;
  const websites = new Map(request.targets.map(({ website }) => [website.websiteId, website]));
  const resources = new Set(request.targets.map(({ feature }) => feature.resource));
  const [website] = websites.size === 1 ? [...websites.values()] : [];
  const [resource] = resources.size === 1 ? [...resources] : [];
  await services.events
    .refused(db, {
      customerId: principal.customerId,
      who: principal.sub,
      websiteId: website?.websiteId ?? null,
      websiteName: website?.name ?? null,
      resource: resource ?? null,
      source: request.source,
      status: error.statusCode,
      message: error.message,
    })
    .catch((failure: unknown) =>
      (services.warn ?? defaultWarn)(failure, 'A refused configuration write could not be recorded'),
    );
}

const defaultWarn = (error: unknown, message: string) => console.error(message, error);
