/**
 * The teams as the widgets read them (docs/product.md#widgets): names and colours, a team's information
 * (venue, founded, captain, head coach), its roster, and its season game by game.
 */
import type { Sport } from '@eua/shared';
import type { Queryable } from '../../db';
import type { AbsenceRow, PersonRow } from './persons.repo';
import { referenceLookups } from './reference-data';
import type { StatMap } from './sports-model';
import { type StatLineRow, statLineColumns } from './statistic-lines.repo';
import { decodeTeamLine, teamSeasonFigures } from './statistics';

/** A name in its four forms: local and Latin, full and abbreviated. */
export type NamesRow = { nl: string; nt: string; al: string; at: string };

export type TeamRow = {
  teamId: string;
  nameFullLocal: string;
  nameFullLatin: string;
  nameShortLocal: string;
  nameShortLatin: string;
  codeLocal: string;
  codeLatin: string;
  colourPrimary: string;
  colourSecondary: string;
  websiteUrl: string;
};

const teamColumns = `team_id as "teamId", name_full_local as "nameFullLocal", name_full_latin as "nameFullLatin",
  name_short_local as "nameShortLocal", name_short_latin as "nameShortLatin", code_local as "codeLocal",
  code_latin as "codeLatin", colour_primary as "colourPrimary", colour_secondary as "colourSecondary",
  website_url as "websiteUrl"`;

export async function findTeams(
  db: Queryable,
  websiteId: string,
  teamIds: readonly string[],
): Promise<TeamRow[]> {
  if (teamIds.length === 0) return [];
  return db.query<TeamRow>(
    `select ${teamColumns} from sports_teams where website_id = $1 and team_id = any($2::text[]) order by team_id`,
    [websiteId, [...teamIds]],
  );
}

export async function findTeam(
  db: Queryable,
  websiteId: string,
  teamId: string,
): Promise<TeamRow | undefined> {
  return (await findTeams(db, websiteId, [teamId]))[0];
}

export type TeamInfoRow = TeamRow & {
  competitionId: string;
  founded: number;
  captainPersonId: string | null;
  venue: NamesRow & { cityLocal: string; cityLatin: string; capacity: number };
  headCoachPersonId: string | null;
};

/**
 * A team's information (the teamInfoFields and teamBannerFields that are not results): venue and its city
 * and capacity, founded, captain, colours, website and head coach (handball's responsible team official A).
 */
export async function findTeamInfo(
  db: Queryable,
  websiteId: string,
  teamId: string,
): Promise<TeamInfoRow | undefined> {
  const rows = await db.query<TeamInfoRow>(
    `select t.team_id as "teamId", t.name_full_local as "nameFullLocal", t.name_full_latin as "nameFullLatin",
            t.name_short_local as "nameShortLocal", t.name_short_latin as "nameShortLatin",
            t.code_local as "codeLocal", t.code_latin as "codeLatin", t.colour_primary as "colourPrimary",
            t.colour_secondary as "colourSecondary", t.website_url as "websiteUrl", t.competition_id as "competitionId",
            t.founded, t.captain_person_id as "captainPersonId",
            json_build_object('nl', v.name_local, 'nt', v.name_latin, 'al', v.abbreviation_local,
              'at', v.abbreviation_latin, 'cityLocal', v.city_local, 'cityLatin', v.city_latin,
              'capacity', v.capacity) as venue,
            (select p.person_id from sports_persons p
              where p.website_id = t.website_id and p.team_id = t.team_id
                and p.staff_role in ('headCoach', 'officialA')
              order by p.person_id limit 1) as "headCoachPersonId"
       from sports_teams t
       join sports_venues v on v.website_id = t.website_id and v.venue_id = t.venue_id
      where t.website_id = $1 and t.team_id = $2`,
    [websiteId, teamId],
  );
  return rows[0];
}

export type RosterRow = PersonRow & {
  staffRole: string | null;
  absence: Omit<AbsenceRow, 'personId' | 'teamId'> | null;
};

/** A team's roster: players by shirt number, then staff in the order of the sport's entityOfficials list. */
export async function listTeamRoster(
  db: Queryable,
  websiteId: string,
  sport: Sport,
  teamId: string,
): Promise<RosterRow[]> {
  const roles = (referenceLookups[sport].entityOfficials ?? []).map((o) => o.value);
  return db.query<RosterRow>(
    `select p.person_id as "personId", p.team_id as "teamId", p.role, p.first_name_local as "firstNameLocal",
            p.family_name_local as "familyNameLocal", p.first_name_latin as "firstNameLatin",
            p.family_name_latin as "familyNameLatin", p.info, p.website_url as "websiteUrl",
            t.colour_primary as "colourPrimary", t.colour_secondary as "colourSecondary",
            p.staff_role as "staffRole",
            case when a.person_id is null then null else
              json_build_object('reason', a.reason, 'expectedReturn', to_char(a.expected_return, 'YYYY-MM-DD')) end
              as absence
       from sports_persons p
       join sports_teams t on t.website_id = p.website_id and t.team_id = p.team_id
       left join sports_absences a on a.website_id = p.website_id and a.person_id = p.person_id
      where p.website_id = $1 and p.team_id = $2
      order by p.role, (p.info->>'shirtNumber')::int, array_position($3::text[], p.staff_role), p.person_id`,
    [websiteId, teamId, roles],
  );
}

export type TeamGame = {
  fixtureId: string;
  startTimeUtc: string;
  opponentTeamId: string;
  home: boolean;
  statistics: StatMap;
};

/** A team's season game by game (its performance statistics), oldest first, with its totals and averages. */
export async function findTeamSeasonStatistics(
  db: Queryable,
  websiteId: string,
  sport: Sport,
  teamId: string,
  seasonId: string,
): Promise<{ games: TeamGame[]; totals: StatMap; averages: StatMap }> {
  const rows = await db.query<StatLineRow & { startTimeUtc: string; homeTeamId: string; awayTeamId: string }>(
    `select ${statLineColumns},
            to_char(f.start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startTimeUtc",
            f.home_team_id as "homeTeamId", f.away_team_id as "awayTeamId"
       from sports_fixture_statistics s
       join sports_fixtures f on f.website_id = s.website_id and f.fixture_id = s.fixture_id
      where s.website_id = $1 and s.season_id = $2 and s.team_id = $3
      order by f.start_time, f.fixture_id`,
    [websiteId, seasonId, teamId],
  );
  const games = rows.map((row) => {
    const home = row.teamId === row.homeTeamId;
    return {
      fixtureId: row.fixtureId,
      startTimeUtc: row.startTimeUtc,
      opponentTeamId: home ? row.awayTeamId : row.homeTeamId,
      home,
      statistics: decodeTeamLine(sport, row.teamStats),
    };
  });
  return { games, ...teamSeasonFigures(games.map((g) => g.statistics)) };
}
