/**
 * The reads of the sports data behind the widgets' content (docs/product.md#widgets): seasons, fixtures,
 * teams, persons and statistics, and the detail widgets' box scores, events, officials, previews, rosters and
 * game logs (decision 099).
 */
import type { Sport } from '@eua/shared';
import type { Queryable } from '../../db';
import { decodeEvents, type MatchEvent, runningScores } from './match-events';
import { referenceLookups } from './reference-data';
import type { GeneratedOfficial, GeneratedPerson, StatMap } from './sports-model';
import { decodePersonLine, decodeTeamLine, personSeasonFigures, teamSeasonFigures } from './statistics';

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

export type NamesRow = { nl: string; nt: string; al: string; at: string };

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

export async function findDataVersion(db: Queryable, websiteId: string): Promise<number> {
  const rows = await db.query<{ version: number }>(
    'select version from sports_data_versions where website_id = $1',
    [websiteId],
  );
  return rows[0]?.version ?? 0;
}

// ---------------------------------------------------------------------------------------------------------
// The detail widgets' reads (decision 099): a fixture's box score, events, officials and preview; a team's
// information, roster and season statistics; a person's game log and season averages.

type StatLineRow = {
  fixtureId: string;
  teamId: string;
  teamStats: (number | null)[];
  personIds: string[];
  personStats: (number | null)[][];
  dnpPersonIds: string[];
};

const statLineColumns = `s.fixture_id as "fixtureId", s.team_id as "teamId", s.team_stats as "teamStats",
  s.person_ids as "personIds", s.person_stats as "personStats", s.dnp_person_ids as "dnpPersonIds"`;

export type BoxScoreTeam = {
  teamId: string;
  statistics: StatMap;
  persons: { personId: string; statistics: StatMap }[];
  /** Dressed but did not play. */
  didNotPlay: string[];
};

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
  return rows.map((row) => ({
    teamId: row.teamId,
    statistics: decodeTeamLine(sport, row.teamStats),
    persons: row.personIds.map((personId, i) => ({
      personId,
      statistics: decodePersonLine(sport, row.personStats[i] ?? []),
    })),
    didNotPlay: row.dnpPersonIds,
  }));
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

export type RecordCounts = { played: number; won: number; drawn: number; lost: number };
export type PreviewTeam = {
  teamId: string;
  record: RecordCounts;
  homeRecord: RecordCounts;
  awayRecord: RecordCounts;
  /** The last five results before the fixture, newest first. */
  lastFive: ('W' | 'D' | 'L')[];
  /** The team's leaders of the season so far in the sport's headline statistics (totals). */
  seasonLeaders: { code: string; personId: string; value: number }[];
  unavailable: AbsenceRow[];
};
export type FixturePreview = {
  fixture: FixtureRow;
  teams: [PreviewTeam, PreviewTeam];
  /** Every earlier meeting of the two teams, in any season, and who won them. */
  headToHead: { homeWins: number; awayWins: number; draws: number; fixtureIds: string[] };
};

/** The statistics whose leaders a preview names. */
export const previewLeaderCodes: Record<Sport, readonly string[]> = {
  basketball: ['points', 'reboundsTotal', 'assists'],
  hockey: ['goals', 'assists', 'points'],
  handball: ['goals', 'assists', 'saves'],
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
  const fixture = (
    await db.query<FixtureRow>(
      `select ${fixtureColumns} ${fixtureJoins} where f.website_id = $1 and f.fixture_id = $2`,
      [websiteId, fixtureId],
    )
  )[0];
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
    db.query<{ fixtureId: string; homeTeamId: string; homeScore: number; awayScore: number }>(
      `select fixture_id as "fixtureId", home_team_id as "homeTeamId", home_score as "homeScore",
              away_score as "awayScore"
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
  const previewTeam = (teamId: string): PreviewTeam => {
    const empty = (): RecordCounts => ({ played: 0, won: 0, drawn: 0, lost: 0 });
    const record = empty();
    const homeRecord = empty();
    const awayRecord = empty();
    const results: ('W' | 'D' | 'L')[] = [];
    for (const f of earlier) {
      const home = f.homeTeamId === teamId;
      if (!home && f.awayTeamId !== teamId) continue;
      const own = (home ? f.homeScore : f.awayScore) ?? 0;
      const other = (home ? f.awayScore : f.homeScore) ?? 0;
      const result = own > other ? 'W' : own < other ? 'L' : 'D';
      results.push(result);
      for (const r of [record, home ? homeRecord : awayRecord]) {
        r.played += 1;
        if (result === 'W') r.won += 1;
        else if (result === 'L') r.lost += 1;
        else r.drawn += 1;
      }
    }
    const totals = new Map<string, StatMap>();
    for (const row of lines.filter((l) => l.teamId === teamId)) {
      row.personIds.forEach((personId, i) => {
        const stats = decodePersonLine(sport, row.personStats[i] ?? []);
        const sum = totals.get(personId) ?? {};
        for (const code of previewLeaderCodes[sport]) sum[code] = (sum[code] ?? 0) + (stats[code] ?? 0);
        totals.set(personId, sum);
      });
    }
    const seasonLeaders = previewLeaderCodes[sport].flatMap((code) => {
      let best: { code: string; personId: string; value: number } | undefined;
      for (const [personId, sum] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
        const value = sum[code] ?? 0;
        if (value > 0 && (!best || value > best.value)) best = { code, personId, value };
      }
      return best ? [best] : [];
    });
    return {
      teamId,
      record,
      homeRecord,
      awayRecord,
      lastFive: results.slice(0, 5),
      seasonLeaders,
      unavailable: absences.filter((a) => a.teamId === teamId),
    };
  };
  const headToHead = { homeWins: 0, awayWins: 0, draws: 0, fixtureIds: meetings.map((m) => m.fixtureId) };
  for (const m of meetings) {
    const winner = m.homeScore === m.awayScore ? null : m.homeScore > m.awayScore ? m.homeTeamId : 'other';
    const homeWon =
      winner === null ? null : (winner === m.homeTeamId) === (m.homeTeamId === fixture.homeTeamId);
    if (homeWon === null) headToHead.draws += 1;
    else if (homeWon) headToHead.homeWins += 1;
    else headToHead.awayWins += 1;
  }
  return {
    fixture,
    teams: [previewTeam(fixture.homeTeamId), previewTeam(fixture.awayTeamId)],
    headToHead,
  };
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
