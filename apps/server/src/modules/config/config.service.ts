/**
 * Reading and writing a website's configuration documents (SPEC.md §7, DESIGN.md §2, §5): the document of a
 * resource with its lookups, and a validated write that bumps the version. A rejected write changes nothing.
 */
import { type ConfigDocument, defaultConfig, type FeatureDefinition } from '@eua/shared';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import { requireWriteScope } from '../auth/product-auth';
import type { VerifiedProductToken } from '../tokens/product-token';
import type { WebsiteRecord } from '../websites/websites.repo';
import { listSeasonPlaces } from '../websites/websites.repo';
import { ownWebsite } from '../websites/websites.service';
import { findConfig, findLookups, lockConfigForUpdate, writeConfig } from './config.repo';
import { featureOfResource, lookupKeys, validateConfig } from './feature-rules';

function featureOr404(resource: string): FeatureDefinition {
  const feature = featureOfResource(resource);
  if (!feature) throw notFound('Unknown configuration resource');
  return feature;
}

async function documentOf(
  db: Db,
  website: WebsiteRecord,
  feature: FeatureDefinition,
  stored: { config: Record<string, unknown>; version: number } | undefined,
): Promise<ConfigDocument> {
  const lookups = await findLookups(db, website.sport, lookupKeys(feature));
  return {
    websiteId: website.websiteId,
    // A resource never written yet reads as its defaults, version 0; the first write makes it version 1.
    config:
      stored?.config ??
      defaultConfig(feature, { lookups, sport: website.sport, trackingData: website.trackingData }),
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
 * The body holds config fields plus `websiteId` (SPEC.md §7): fields it leaves out keep their stored values
 * and a null takes the default (decision 056). It is validated against the shared definition of its feature; only a
 * valid document is stored, bumping the version.
 */
export async function updateConfig(
  db: Db,
  principal: VerifiedProductToken,
  websiteId: string,
  resource: string,
  body: unknown,
): Promise<ConfigDocument> {
  const website = await ownWebsite(db, principal, websiteId);
  const feature = featureOr404(resource);
  requireWriteScope(principal);
  const lookups = await findLookups(db, website.sport, lookupKeys(feature));
  const seasonPlaces = await listSeasonPlaces(db, websiteId);
  // A field the body leaves out keeps its stored value (decision 056): reading, merging and writing happen in
  // one transaction under the document's lock, so two partial writes that race both keep their change.
  const written = await db.transaction(async (tx) => {
    await lockConfigForUpdate(tx, websiteId, resource);
    const stored = await findConfig(tx, websiteId, resource);
    const result = validateConfig(feature, body, {
      ...website,
      lookups,
      seasonPlaces,
      stored: stored?.config,
    });
    if (!result.ok) throw badRequest(result.message, result.errors);
    return writeConfig(tx, websiteId, resource, result.config, principal.sub);
  });
  return {
    websiteId: website.websiteId,
    config: written.config,
    lookups,
    sport: website.sport,
    trackingData: website.trackingData,
    version: written.version,
  };
}
