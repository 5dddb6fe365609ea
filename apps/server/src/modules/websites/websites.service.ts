/**
 * What the data API may show of a website: only websites of the token's customer
 * (docs/product.md#tokens-and-access).
 */
import type { Queryable } from '../../db';
import { notFound } from '../../http/errors';
import type { VerifiedProductToken } from '../tokens/product-token';
import { findWebsite, type WebsiteRecord } from './websites.repo';

export const WEBSITE_NOT_FOUND = 'Website not found';

/** Another customer's website answers exactly as a missing one does: 404, nothing revealed. */
export async function ownWebsite(
  db: Queryable,
  principal: VerifiedProductToken,
  websiteId: string,
): Promise<WebsiteRecord> {
  const website = await findWebsite(db, principal.customerId, websiteId);
  if (!website) throw notFound(WEBSITE_NOT_FOUND);
  return website;
}

/**
 * The website reads other modules use (decision 121: a module reads another's data through its service, never
 * its repository): a website by id, its organisations, competitions, seasons and where each season sits.
 */
export type { SeasonPlace, WebsiteRecord } from './websites.repo';
export {
  ensureDefaultsOwners,
  findWebsite,
  findWebsiteById,
  isDefaultsOwner,
  listCompetitions,
  listOrganizations,
  listSeasonPlaces,
  listSeasons,
} from './websites.repo';
