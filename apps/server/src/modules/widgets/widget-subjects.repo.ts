/**
 * The reads behind the detail widgets' subject picker (get-widget-subjects.ts, decision 111): a season's
 * teams and their players, by name. Its fixtures are the season's (listSeasonFixtures).
 */
import type { Queryable } from '../../db';

export type SubjectTeamRow = { teamId: string; name: string };
export type SubjectPersonRow = { personId: string; teamId: string; name: string; teamName: string };

/** The teams that play in the season: those of its fixtures. */
const seasonTeamIds = `select home_team_id from sports_fixtures where website_id = $1 and season_id = $2
  union select away_team_id from sports_fixtures where website_id = $1 and season_id = $2`;

/** The season's teams, by full local name. */
export async function listSeasonTeams(
  db: Queryable,
  websiteId: string,
  seasonId: string,
): Promise<SubjectTeamRow[]> {
  return db.query<SubjectTeamRow>(
    `select team_id as "teamId", name_full_local as name from sports_teams
      where website_id = $1 and team_id in (${seasonTeamIds})
      order by name_full_local, team_id`,
    [websiteId, seasonId],
  );
}

/** The players of the season's teams, by team name, then family and first name. */
export async function listSeasonPlayers(
  db: Queryable,
  websiteId: string,
  seasonId: string,
): Promise<SubjectPersonRow[]> {
  return db.query<SubjectPersonRow>(
    `select p.person_id as "personId", p.team_id as "teamId",
            p.first_name_local || ' ' || p.family_name_local as name, t.name_full_local as "teamName"
       from sports_persons p
       join sports_teams t on t.website_id = p.website_id and t.team_id = p.team_id
      where p.website_id = $1 and p.role = 'player' and p.team_id in (${seasonTeamIds})
      order by t.name_full_local, t.team_id, p.family_name_local, p.first_name_local, p.person_id`,
    [websiteId, seasonId],
  );
}
