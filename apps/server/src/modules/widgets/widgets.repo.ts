/**
 * What the public widget path reads beside the sports data (widget-content.ts): a website by id alone (the
 * public path has no customer), and the configuration documents the widgets use, in one query.
 */
import type { Sport } from '@eua/shared';
import type { Queryable } from '../../db';

export type PublicWebsite = { websiteId: string; sport: Sport; trackingData: boolean };

export async function findPublicWebsite(
  db: Queryable,
  websiteId: string,
): Promise<PublicWebsite | undefined> {
  const rows = await db.query<PublicWebsite>(
    // A customer's defaults (decision 144) are no website of a page: the public path does not know them.
    `select id as "websiteId", sport, tracking_data as "trackingData" from websites
      where id = $1 and kind = 'website'`,
    [websiteId],
  );
  return rows[0];
}

/** The stored documents of these resources (no author: `updated_by` is not read). */
export async function findConfigs(
  db: Queryable,
  websiteId: string,
  resources: readonly string[],
): Promise<Map<string, { config: Record<string, unknown>; version: number }>> {
  const rows = await db.query<{ resource: string; config: Record<string, unknown>; version: number }>(
    `select resource, document as config, version from configs
      where website_id = $1 and resource = any($2::text[])`,
    [websiteId, [...resources]],
  );
  return new Map(rows.map((row) => [row.resource, { config: row.config, version: row.version }]));
}
