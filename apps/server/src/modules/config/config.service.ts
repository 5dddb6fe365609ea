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
import { listSeasons } from '../websites/websites.repo';
import { ownWebsite } from '../websites/websites.service';
import { findConfig, findLookups, writeConfig } from './config.repo';
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
 * The body holds config fields plus `websiteId` (SPEC.md §7) and is the whole document: fields it leaves out
 * take their defaults (decision 014). It is validated against the shared definition of its feature; only a
 * valid document is stored, in one statement that bumps the version.
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
  const seasonIds = (await listSeasons(db, websiteId)).map((s) => s.seasonId);
  const result = validateConfig(feature, body, { ...website, lookups, seasonIds });
  if (!result.ok) throw badRequest(result.message, result.errors);
  const written = await writeConfig(db, websiteId, resource, result.config, principal.sub);
  return {
    websiteId: website.websiteId,
    config: written.config,
    lookups,
    sport: website.sport,
    trackingData: website.trackingData,
    version: written.version,
  };
}
