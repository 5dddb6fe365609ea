/**
 * The stored statistic lines (docs/product.md#widgets): per played fixture and team, the team's line and its
 * persons' lines, as the season's statistics, leaders and game logs read them.
 */
import type { Queryable } from '../../db';

export type PersonLinesRow = { teamId: string; personIds: string[]; personStats: (number | null)[][] };

/** The season's per-fixture person statistics (played fixtures only have any). */
export async function listPersonLines(
  db: Queryable,
  websiteId: string,
  seasonId: string,
): Promise<PersonLinesRow[]> {
  return db.query<PersonLinesRow>(
    `select team_id as "teamId", person_ids as "personIds", person_stats as "personStats"
       from sports_fixture_statistics where website_id = $1 and season_id = $2`,
    [websiteId, seasonId],
  );
}

export type TeamLinesRow = { teamId: string; teamStats: (number | null)[] };

/** The season's per-fixture team statistics of every team (played fixtures only have any). */
export async function listTeamLines(
  db: Queryable,
  websiteId: string,
  seasonId: string,
): Promise<TeamLinesRow[]> {
  return db.query<TeamLinesRow>(
    `select team_id as "teamId", team_stats as "teamStats"
       from sports_fixture_statistics where website_id = $1 and season_id = $2`,
    [websiteId, seasonId],
  );
}

export type StatLineRow = {
  fixtureId: string;
  teamId: string;
  teamStats: (number | null)[];
  personIds: string[];
  personStats: (number | null)[][];
  dnpPersonIds: string[];
};

export const statLineColumns = `s.fixture_id as "fixtureId", s.team_id as "teamId", s.team_stats as "teamStats",
  s.person_ids as "personIds", s.person_stats as "personStats", s.dnp_person_ids as "dnpPersonIds"`;
