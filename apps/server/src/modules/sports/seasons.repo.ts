/**
 * The website's seasons as the widgets read them (docs/product.md#widgets), and the version of its sports
 * data (the widgets' caches key on it).
 */
import type { Queryable } from '../../db';

export type SeasonRow = {
  seasonId: string;
  nameLocal: string;
  competitionId: string;
  competitionNameLocal: string;
  organizationId: string;
};

/** The website's seasons in the order of its tree: organisations, competitions by name, newest season first. */
export async function findSeasons(
  db: Queryable,
  websiteId: string,
  seasonIds?: readonly string[],
): Promise<SeasonRow[]> {
  const params: unknown[] = [websiteId];
  let filter = '';
  if (seasonIds) {
    params.push([...seasonIds]);
    filter = 'and s.season_id = any($2::text[])';
  }
  return db.query<SeasonRow>(
    `select s.season_id as "seasonId", s.name_local as "nameLocal", c.competition_id as "competitionId",
            c.name_local as "competitionNameLocal", c.organization_id as "organizationId"
       from seasons s
       join competitions c on c.website_id = s.website_id and c.competition_id = s.competition_id
       join organizations o on o.website_id = c.website_id and o.organization_id = c.organization_id
      where s.website_id = $1 ${filter}
      order by o.name_local, o.organization_id, c.name_local, c.competition_id, s.name_local desc, s.season_id`,
    params,
  );
}

/** The version of the website's sports data: every write of it increments it. */
export async function findDataVersion(db: Queryable, websiteId: string): Promise<number> {
  const rows = await db.query<{ version: number }>(
    'select version from sports_data_versions where website_id = $1',
    [websiteId],
  );
  return rows[0]?.version ?? 0;
}
