/**
 * The persons as the widgets read them (docs/product.md#widgets): players and staff with their team's colours
 * and competition, the players out on the seed day, and a player's season game by game. Staff are never in a
 * box score, so their game log is empty and their season has no figures (decision 125).
 */
import type { Sport } from '@eua/shared';
import type { Queryable } from '../../db';
import { referenceLookups } from './reference-data';
import type { StatMap } from './sports-model';
import { type StatLineRow, statLineColumns } from './statistic-lines.repo';
import { decodePersonLine, personSeasonFigures } from './statistics';

export type PersonRow = {
  personId: string;
  teamId: string;
  role: 'player' | 'staff';
  firstNameLocal: string;
  familyNameLocal: string;
  firstNameLatin: string;
  familyNameLatin: string;
  info: Record<string, string | number>;
  websiteUrl: string;
  colourPrimary: string;
  colourSecondary: string;
};

export async function findPersons(
  db: Queryable,
  websiteId: string,
  personIds: readonly string[],
): Promise<PersonRow[]> {
  if (personIds.length === 0) return [];
  return db.query<PersonRow>(
    `select p.person_id as "personId", p.team_id as "teamId", p.role, p.first_name_local as "firstNameLocal",
            p.family_name_local as "familyNameLocal", p.first_name_latin as "firstNameLatin",
            p.family_name_latin as "familyNameLatin", p.info, p.website_url as "websiteUrl",
            t.colour_primary as "colourPrimary", t.colour_secondary as "colourSecondary"
       from sports_persons p
       join sports_teams t on t.website_id = p.website_id and t.team_id = p.team_id
      where p.website_id = $1 and p.person_id = any($2::text[])
      order by p.person_id`,
    [websiteId, [...personIds]],
  );
}

export type AbsenceRow = {
  personId: string;
  teamId: string;
  reason: 'injury' | 'illness' | 'suspension';
  expectedReturn: string;
};

/** The teams' players out on the seed day (the preview's unavailable players, a roster's markers). */
export async function listAbsences(
  db: Queryable,
  websiteId: string,
  teamIds: readonly string[],
): Promise<AbsenceRow[]> {
  return db.query<AbsenceRow>(
    `select person_id as "personId", team_id as "teamId", reason,
            to_char(expected_return, 'YYYY-MM-DD') as "expectedReturn"
       from sports_absences where website_id = $1 and team_id = any($2::text[])
      order by team_id, expected_return, person_id`,
    [websiteId, [...teamIds]],
  );
}

export type GameLogEntry = {
  fixtureId: string;
  startTimeUtc: string;
  teamId: string;
  opponentTeamId: string;
  home: boolean;
  teamScore: number;
  opponentScore: number;
  /** The line of the game; null when dressed but did not play. */
  statistics: StatMap | null;
};

/** A person's season game by game, oldest first: every played fixture they were dressed for. */
export async function listPersonGameLog(
  db: Queryable,
  websiteId: string,
  sport: Sport,
  personId: string,
  seasonId: string,
): Promise<GameLogEntry[]> {
  const rows = await db.query<
    StatLineRow & {
      startTimeUtc: string;
      homeTeamId: string;
      awayTeamId: string;
      homeScore: number;
      awayScore: number;
    }
  >(
    `select ${statLineColumns},
            to_char(f.start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startTimeUtc",
            f.home_team_id as "homeTeamId", f.away_team_id as "awayTeamId", f.home_score as "homeScore",
            f.away_score as "awayScore"
       from sports_fixture_statistics s
       join sports_fixtures f on f.website_id = s.website_id and f.fixture_id = s.fixture_id
      where s.website_id = $1 and s.season_id = $2 and ($3 = any(s.person_ids) or $3 = any(s.dnp_person_ids))
      order by f.start_time, f.fixture_id`,
    [websiteId, seasonId, personId],
  );
  return rows.map((row) => {
    const home = row.teamId === row.homeTeamId;
    const i = row.personIds.indexOf(personId);
    return {
      fixtureId: row.fixtureId,
      startTimeUtc: row.startTimeUtc,
      teamId: row.teamId,
      opponentTeamId: home ? row.awayTeamId : row.homeTeamId,
      home,
      teamScore: home ? row.homeScore : row.awayScore,
      opponentScore: home ? row.awayScore : row.homeScore,
      statistics: i >= 0 ? decodePersonLine(sport, row.personStats[i] ?? []) : null,
    };
  });
}

/** A person's season: the game log, and the totals and averages over the games they played. */
export async function findPersonSeasonStatistics(
  db: Queryable,
  websiteId: string,
  sport: Sport,
  personId: string,
  seasonId: string,
): Promise<{ gameLog: GameLogEntry[]; games: number; totals: StatMap; averages: StatMap }> {
  const gameLog = await listPersonGameLog(db, websiteId, sport, personId, seasonId);
  const played = gameLog.flatMap((entry) => (entry.statistics ? [entry.statistics] : []));
  return { gameLog, ...personSeasonFigures(sport, played) };
}

/** Persons with the competition of their team (the persons family's reads, decision 109). */
export type CompetitionPersonRow = PersonRow & { competitionId: string };

const competitionPersonColumns = `p.person_id as "personId", p.team_id as "teamId", p.role,
  p.first_name_local as "firstNameLocal", p.family_name_local as "familyNameLocal",
  p.first_name_latin as "firstNameLatin", p.family_name_latin as "familyNameLatin", p.info,
  p.website_url as "websiteUrl", t.colour_primary as "colourPrimary", t.colour_secondary as "colourSecondary",
  t.competition_id as "competitionId"`;

/**
 * The persons of a competition's teams: by team, its players by shirt number, then its staff in the order of
 * the sport's entityOfficials list.
 */
export async function listCompetitionPersons(
  db: Queryable,
  websiteId: string,
  sport: Sport,
  competitionId: string,
): Promise<CompetitionPersonRow[]> {
  const roles = (referenceLookups[sport].entityOfficials ?? []).map((o) => o.value);
  return db.query<CompetitionPersonRow>(
    `select ${competitionPersonColumns}
       from sports_persons p
       join sports_teams t on t.website_id = p.website_id and t.team_id = p.team_id
      where p.website_id = $1 and t.competition_id = $2
      order by p.team_id, p.role, (p.info->>'shirtNumber')::int, array_position($3::text[], p.staff_role),
               p.person_id`,
    [websiteId, competitionId, roles],
  );
}

/** One person of the website, with their team's competition; undefined when the website has no such person. */
export async function findCompetitionPerson(
  db: Queryable,
  websiteId: string,
  personId: string,
): Promise<CompetitionPersonRow | undefined> {
  const rows = await db.query<CompetitionPersonRow>(
    `select ${competitionPersonColumns}
       from sports_persons p
       join sports_teams t on t.website_id = p.website_id and t.team_id = p.team_id
      where p.website_id = $1 and p.person_id = $2`,
    [websiteId, personId],
  );
  return rows[0];
}
