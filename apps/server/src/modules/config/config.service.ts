/**
 * Reading a website's configuration documents (docs/product.md#data-api, #storage, #forms): the document of a
 * resource with its lookups, the GET's cached answer, and revisions. Writing is write-document.ts and its use
 * cases (save-config.ts, restore-config.ts, write-batch.ts).
 */
import {
  type ConfigDocument,
  configResourceSchemas,
  defaultConfig,
  etagOfVersion,
  type FeatureDefinition,
  type Option,
  REVISION_NOT_FOUND_MESSAGE,
  type Revision,
  type RevisionSummary,
  resolveFeatureSettings,
  valueSources,
  withDefaults,
} from '@eua/shared';
import type { Db } from '../../db';
import { serializeAnswer } from '../../http/contract';
import { notFound } from '../../http/errors';
import { inheritedChangesOf } from '../activity/activity.service';
import type { VerifiedProductToken } from '../tokens/product-token';
import { ownWebsite, type WebsiteRecord } from '../websites/websites.service';
import { findConfig, findDefaultsConfigs, findLookups, findRevision, listRevisions } from './config.repo';
import type { CachedAnswer, ConfigCache } from './config-cache';
import { featureOfResource, lookupKeys } from './feature-rules';
import { FROM_DEFAULTS } from './from-defaults';

export function featureOr404(resource: string): FeatureDefinition {
  const feature = featureOfResource(resource);
  if (!feature) throw notFound('Unknown configuration resource');
  return feature;
}

/** The lookups of a feature for a sport: from the cache when the app has one (reference data). */
export const lookupsOf = (
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
  // What the customer's defaults give the website (decision 144): read when the answer is built, which the
  // configuration cache keeps until a write of the website or of its defaults drops it.
  const defaults = (await findDefaultsConfigs(db, website.websiteId, [feature.resource])).get(
    feature.resource,
  );
  const effective = withDefaults(stored?.config, defaults?.config);
  return {
    websiteId: website.websiteId,
    // A resource never written yet reads as its defaults, version 0; the first write makes it version 1. A
    // stored document reads as its settings resolved (decision 094): a field it lacks (saved before the field
    // existed) with the customer's default, else its field's default, as the widgets read it, so every
    // reader sees the same complete settings.
    config: effective
      ? resolveFeatureSettings(
          feature,
          { ...(stored ? {} : defaultConfig(feature, { lookups, ...facts })), ...effective },
          facts,
        )
      : defaultConfig(feature, { lookups, ...facts }),
    lookups,
    sport: website.sport,
    trackingData: website.trackingData,
    version: stored?.version ?? 0,
    sources: valueSources(feature, stored?.config, defaults?.config),
    inherits: defaults !== undefined,
  };
}

/**
 * What a website shows of a screen, as every reader sees it (decision 144): its stored values over its
 * customer's defaults, resolved, with its version; undefined when neither stores the screen. Copy, bulk edit,
 * import and export read a website's values through it.
 */
export async function shownConfig(
  db: Db,
  website: WebsiteRecord,
  feature: FeatureDefinition,
  lookups: Record<string, Option[]> = {},
): Promise<{ config: Record<string, unknown>; version: number; inherits: boolean } | undefined> {
  const stored = await findConfig(db, website.websiteId, feature.resource);
  const defaults = (await findDefaultsConfigs(db, website.websiteId, [feature.resource])).get(
    feature.resource,
  );
  const effective = withDefaults(stored?.config, defaults?.config);
  if (!effective) return undefined;
  const facts = { sport: website.sport, trackingData: website.trackingData };
  return {
    config: resolveFeatureSettings(
      feature,
      { ...(stored ? {} : defaultConfig(feature, { lookups, ...facts })), ...effective },
      facts,
    ),
    version: stored?.version ?? 0,
    inherits: defaults !== undefined,
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
 * A page of a document's revisions, newest first (docs/product.md#safe-editing), with the changes its
 * customer's defaults made the website show (decision 154), each just above the website's version it
 * followed. Both lists are read up to the page's end and merged: pages are short and near the top.
 */
export async function readRevisions(
  db: Db,
  principal: VerifiedProductToken,
  websiteId: string,
  resource: string,
  page: { limit: number; offset: number },
): Promise<{ items: RevisionSummary[]; hasMore: boolean }> {
  await ownWebsite(db, principal, websiteId);
  featureOr404(resource);
  const end = page.offset + page.limit;
  const own = await listRevisions(db, websiteId, resource, { limit: end, offset: 0 });
  const inherited = await inheritedChangesOf(
    db,
    { customerId: principal.customerId, websiteId, resource, prefix: `${FROM_DEFAULTS}: ` },
    end + 1,
  );
  const revisions: RevisionSummary[] = own.items.map(
    ({ version, author, createdAt, changedFields: fields, source, reason }) => ({
      version,
      author,
      createdAt,
      changedFields: fields,
      source,
      ...(reason ? { reason } : {}),
    }),
  );
  const changes: RevisionSummary[] = inherited.map((entry) => ({
    version: entry.version,
    author: { sub: entry.user.sub, email: entry.user.email },
    createdAt: entry.createdAt,
    changedFields: entry.changedFields,
    source: entry.source,
    ...(entry.reason ? { reason: entry.reason } : {}),
    fromDefaults: { by: entry.user.name ?? entry.user.email, changes: entry.changes },
  }));
  // Newest first: a higher version first; at one version, what the defaults changed after it was saved.
  const merged: RevisionSummary[] = [];
  let i = 0;
  let j = 0;
  while (i < revisions.length || j < changes.length) {
    const revision = revisions[i];
    const change = changes[j];
    if (change && (!revision || change.version >= revision.version)) {
      merged.push(change);
      j += 1;
    } else if (revision) {
      merged.push(revision);
      i += 1;
    }
  }
  return {
    items: merged.slice(page.offset, end),
    hasMore: own.hasMore || inherited.length > end || merged.length > end,
  };
}

export async function revisionOr404(db: Db, websiteId: string, resource: string, version: number) {
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
 * The stored reads other modules use (decision 121: through this service, never the repository): a document
 * as stored, and a sport's lookup lists.
 */
export type { StoredConfig } from './config.repo';
export { findConfig, findDefaultsConfigs, findLookups } from './config.repo';
