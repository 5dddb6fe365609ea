/** The reads of the sports data behind the widgets' content (docs/product.md#widgets): seasons, fixtures, teams, persons and statistics. */
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

export async function findDataVersion(db: Queryable, websiteId: string): Promise<number> {
  const rows = await db.query<{ version: number }>(
    'select version from sports_data_versions where website_id = $1',
    [websiteId],
  );
  return rows[0]?.version ?? 0;
}
