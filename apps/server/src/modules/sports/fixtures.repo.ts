/**
 * The fixtures as the widgets read them (docs/product.md#widgets): a season's schedule and results, one
 * fixture with its box score, events, officials and preview (decision 099). What a preview counts (records,
 * meetings, leaders) is counted by pure functions (fixture-results.ts, season-leaders.ts; decision 125).
 */
import type { Sport } from '@eua/shared';
import type { Queryable } from '../../db';
import {
  headToHead as countMeetings,
  type HeadToHead,
  type ResultRow,
  type TeamForm,
  teamForm,
} from './fixture-results';
import { decodeEvents, type MatchEvent, runningScores } from './match-events';
import { type AbsenceRow, listAbsences } from './persons.repo';
import { referenceLookups } from './reference-data';
import { type SeasonLeader, teamSeasonLeaders } from './season-leaders';
import type { GeneratedOfficial, GeneratedPerson, StatMap } from './sports-model';
import { type StatLineRow, statLineColumns } from './statistic-lines.repo';
import { decodePersonLine, decodeTeamLine } from './statistics';
import type { NamesRow } from './teams.repo';

export type FixtureRow = {
  fixtureId: string;
  seasonId: string;
  startTimeUtc: string;
  status: 'scheduled' | 'finished';
  matchType: 'regular' | 'playoff';
  roundNumber: number;
  resultType: 'regular' | 'overtime' | 'shootout' | null;
  series: { names: NamesRow; homeWins: number; awayWins: number } | null;
  stageId: string;
  stageOrder: number;
  stage: NamesRow;
  poolId: string | null;
  poolOrder: number | null;
  pool: NamesRow | null;
  venue: NamesRow;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
};

const fixtureColumns = `f.fixture_id as "fixtureId", f.season_id as "seasonId",
  to_char(f.start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startTimeUtc",
  f.status, f.match_type as "matchType", f.round_number as "roundNumber", f.result_type as "resultType",
  f.series, f.stage_id as "stageId", st.stage_order as "stageOrder",
  json_build_object('nl', st.name_local, 'nt', st.name_latin, 'al', st.abbreviation_local, 'at', st.abbreviation_latin) as stage,
  f.pool_id as "poolId", p.pool_order as "poolOrder",
  case when p.pool_id is null then null else
    json_build_object('nl', p.name_local, 'nt', p.name_latin, 'al', p.abbreviation_local, 'at', p.abbreviation_latin) end as pool,
  json_build_object('nl', v.name_local, 'nt', v.name_latin, 'al', v.abbreviation_local, 'at', v.abbreviation_latin) as venue,
  f.home_team_id as "homeTeamId", f.away_team_id as "awayTeamId", f.home_score as "homeScore",
  f.away_score as "awayScore"`;

const fixtureJoins = `from sports_fixtures f
  join sports_stages st on st.website_id = f.website_id and st.stage_id = f.stage_id
  left join sports_pools p on p.website_id = f.website_id and p.pool_id = f.pool_id
  join sports_venues v on v.website_id = f.website_id and v.venue_id = f.venue_id`;

/** Every fixture of the seasons, oldest first. */
export async function listSeasonFixtures(
  db: Queryable,
  websiteId: string,
  seasonIds: readonly string[],
): Promise<FixtureRow[]> {
  return db.query<FixtureRow>(
    `select ${fixtureColumns} ${fixtureJoins}
      where f.website_id = $1 and f.season_id = any($2::text[])
      order by f.start_time, f.fixture_id`,
    [websiteId, [...seasonIds]],
  );
}

/** One fixture of the website, or undefined when it has no such one (a detail widget's subject). */
export async function findFixture(
  db: Queryable,
  websiteId: string,
  fixtureId: string,
): Promise<FixtureRow | undefined> {
  const rows = await db.query<FixtureRow>(
    `select ${fixtureColumns} ${fixtureJoins} where f.website_id = $1 and f.fixture_id = $2`,
    [websiteId, fixtureId],
  );
  return rows[0];
}

/** The latest `limit` results (newest first), then the next `limit` fixtures to play (soonest first). */
export async function listRecentAndUpcoming(
  db: Queryable,
  websiteId: string,
  seasonIds: readonly string[],
  limit: number,
): Promise<FixtureRow[]> {
  return db.query<FixtureRow>(
    `(select ${fixtureColumns}, 0 as part, -extract(epoch from f.start_time) as sort ${fixtureJoins}
       where f.website_id = $1 and f.season_id = any($2::text[]) and f.status = 'finished'
       order by f.start_time desc, f.fixture_id desc limit $3)
     union all
     (select ${fixtureColumns}, 1 as part, extract(epoch from f.start_time) as sort ${fixtureJoins}
       where f.website_id = $1 and f.season_id = any($2::text[]) and f.status = 'scheduled'
       order by f.start_time, f.fixture_id limit $3)
     order by part, sort, "fixtureId"`,
    [websiteId, [...seasonIds], limit],
  );
}

export type BoxScoreTeam = {
  teamId: string;
  statistics: StatMap;
  persons: { personId: string; statistics: StatMap }[];
  /** Dressed but did not play. */
  didNotPlay: string[];
};

/** A stored line pair as a box score: the team's statistics, its persons' lines and who did not play. */
const toBoxScoreTeam = (sport: Sport, row: StatLineRow): BoxScoreTeam => ({
  teamId: row.teamId,
  statistics: decodeTeamLine(sport, row.teamStats),
  persons: row.personIds.map((personId, i) => ({
    personId,
    statistics: decodePersonLine(sport, row.personStats[i] ?? []),
  })),
  didNotPlay: row.dnpPersonIds,
});

/** A played fixture's box score, home team first; empty for a fixture not played (or not of the website). */
export async function findFixtureBoxScore(
  db: Queryable,
  websiteId: string,
  sport: Sport,
  fixtureId: string,
): Promise<BoxScoreTeam[]> {
  const rows = await db.query<StatLineRow>(
    `select ${statLineColumns}
       from sports_fixture_statistics s
       join sports_fixtures f on f.website_id = s.website_id and f.fixture_id = s.fixture_id
      where s.website_id = $1 and s.fixture_id = $2
      order by (s.team_id = f.home_team_id) desc`,
    [websiteId, fixtureId],
  );
  return rows.map((row) => toBoxScoreTeam(sport, row));
}

/** Every played fixture's box score in the season, by fixture: home team first. */
export async function listSeasonBoxScores(
  db: Queryable,
  websiteId: string,
  sport: Sport,
  seasonId: string,
): Promise<Map<string, BoxScoreTeam[]>> {
  const rows = await db.query<StatLineRow>(
    `select ${statLineColumns}
       from sports_fixture_statistics s
       join sports_fixtures f on f.website_id = s.website_id and f.fixture_id = s.fixture_id
      where s.website_id = $1 and s.season_id = $2
      order by f.start_time, f.fixture_id, (s.team_id = f.home_team_id) desc`,
    [websiteId, seasonId],
  );
  const out = new Map<string, BoxScoreTeam[]>();
  for (const row of rows)
    out.set(row.fixtureId, [...(out.get(row.fixtureId) ?? []), toBoxScoreTeam(sport, row)]);
  return out;
}

export type FixtureEvent = MatchEvent & { homeScore: number; awayScore: number };

/** A fixture's events in order, each with the score after it; empty before the fixture is played. */
export async function findFixtureEvents(
  db: Queryable,
  websiteId: string,
  sport: Sport,
  fixtureId: string,
): Promise<FixtureEvent[]> {
  const rows = await db.query<{ personIds: string[]; events: Uint8Array }>(
    `select person_ids as "personIds", events from sports_fixture_details
      where website_id = $1 and fixture_id = $2`,
    [websiteId, fixtureId],
  );
  const row = rows[0];
  if (!row) return [];
  const events = decodeEvents(sport, row.personIds, row.events);
  const scores = runningScores(sport, events);
  return events.map((event, i) => {
    const [homeScore, awayScore] = scores[i] ?? [0, 0];
    return { ...event, homeScore, awayScore };
  });
}

export type OfficialRow = Omit<GeneratedOfficial, 'websiteId'> & { role: string };

export type TeamOfficialRow = Pick<
  GeneratedPerson,
  'teamId' | 'personId' | 'firstNameLocal' | 'familyNameLocal' | 'firstNameLatin' | 'familyNameLatin'
> & { role: string };

/**
 * A fixture's match officials, in the order of the sport's matchOfficials list, and its team officials: each
 * team's staff, by their entityOfficials role, home team first.
 */
export async function findFixtureOfficials(
  db: Queryable,
  websiteId: string,
  sport: Sport,
  fixtureId: string,
): Promise<{ matchOfficials: OfficialRow[]; teamOfficials: TeamOfficialRow[] }> {
  const roles = (referenceLookups[sport].matchOfficials ?? []).map((o) => o.value);
  const entityRoles = (referenceLookups[sport].entityOfficials ?? []).map((o) => o.value);
  const [matchOfficials, teamOfficials] = await Promise.all([
    db.query<OfficialRow>(
      `select ($3::text[])[r.n] as role, o.official_id as "officialId", o.first_name_local as "firstNameLocal",
              o.family_name_local as "familyNameLocal", o.first_name_latin as "firstNameLatin",
              o.family_name_latin as "familyNameLatin", o.nationality
         from sports_fixture_details d
         cross join lateral unnest(d.official_ids) with ordinality as r(id, n)
         join sports_officials o on o.website_id = d.website_id and o.official_id = r.id
        where d.website_id = $1 and d.fixture_id = $2
        order by r.n`,
      [websiteId, fixtureId, roles],
    ),
    db.query<TeamOfficialRow>(
      `select p.team_id as "teamId", p.staff_role as role, p.person_id as "personId",
              p.first_name_local as "firstNameLocal", p.family_name_local as "familyNameLocal",
              p.first_name_latin as "firstNameLatin", p.family_name_latin as "familyNameLatin"
         from sports_fixtures f
         join sports_persons p on p.website_id = f.website_id and p.team_id in (f.home_team_id, f.away_team_id)
        where f.website_id = $1 and f.fixture_id = $2 and p.role = 'staff'
        order by (p.team_id = f.home_team_id) desc, array_position($3::text[], p.staff_role), p.person_id`,
      [websiteId, fixtureId, entityRoles],
    ),
  ]);
  return { matchOfficials, teamOfficials };
}

export type PreviewTeam = TeamForm & {
  teamId: string;
  /** The team's leaders of the season so far in the sport's headline statistics (totals). */
  seasonLeaders: SeasonLeader[];
  unavailable: AbsenceRow[];
};
export type FixturePreview = {
  fixture: FixtureRow;
  teams: [PreviewTeam, PreviewTeam];
  /** Every earlier meeting of the two teams, in any season, and who won them. */
  headToHead: HeadToHead;
};

/**
 * What a fixture's preview shows (the teamPreviewFields): each team's record in the season before the
 * fixture (overall, home, away, last five), its leaders so far and its unavailable players, and the two
 * teams' earlier meetings. The standings position is the standings' (computed from the same fixtures).
 */
export async function findFixturePreview(
  db: Queryable,
  websiteId: string,
  sport: Sport,
  fixtureId: string,
): Promise<FixturePreview | undefined> {
  const fixture = await findFixture(db, websiteId, fixtureId);
  if (!fixture) return undefined;
  const teamIds = [fixture.homeTeamId, fixture.awayTeamId];
  const [earlier, meetings, lines, absences] = await Promise.all([
    db.query<FixtureRow>(
      `select ${fixtureColumns} ${fixtureJoins}
        where f.website_id = $1 and f.season_id = $2 and f.status = 'finished' and f.start_time < $3
          and (f.home_team_id = any($4::text[]) or f.away_team_id = any($4::text[]))
        order by f.start_time desc, f.fixture_id desc`,
      [websiteId, fixture.seasonId, fixture.startTimeUtc, teamIds],
    ),
    db.query<ResultRow>(
      `select fixture_id as "fixtureId", home_team_id as "homeTeamId", away_team_id as "awayTeamId",
              home_score as "homeScore", away_score as "awayScore"
         from sports_fixtures
        where website_id = $1 and status = 'finished' and start_time < $2
          and home_team_id = any($3::text[]) and away_team_id = any($3::text[])
        order by start_time desc, fixture_id desc`,
      [websiteId, fixture.startTimeUtc, teamIds],
    ),
    db.query<StatLineRow>(
      `select ${statLineColumns}
         from sports_fixture_statistics s
         join sports_fixtures f on f.website_id = s.website_id and f.fixture_id = s.fixture_id
        where s.website_id = $1 and s.season_id = $2 and s.team_id = any($3::text[]) and f.start_time < $4`,
      [websiteId, fixture.seasonId, teamIds, fixture.startTimeUtc],
    ),
    listAbsences(db, websiteId, teamIds),
  ]);
  const previewTeam = (teamId: string): PreviewTeam => ({
    teamId,
    ...teamForm(teamId, earlier),
    seasonLeaders: teamSeasonLeaders(
      sport,
      lines.filter((l) => l.teamId === teamId),
    ),
    unavailable: absences.filter((a) => a.teamId === teamId),
  });
  return {
    fixture,
    teams: [previewTeam(fixture.homeTeamId), previewTeam(fixture.awayTeamId)],
    headToHead: countMeetings(fixture.homeTeamId, meetings),
  };
}
