/**
 * The writes of the generated sports data (decision 070). Each table goes in with one statement per few
 * thousand rows, the rows passed as one JSON document and spread by json_to_recordset: the first start's seed
 * is measured, and row-by-row inserts of tens of thousands of rows would take seconds on PGlite. `json`, not
 * `jsonb`: the document is read once, and converting all of it to jsonb first costs several times more. The
 * statistics arrays travel as PostgreSQL array literals, which parse far faster than JSON arrays. Each
 * statement's document is built while the one before it runs in the database (decision 091): building them
 * all is about half a second of this thread's time, which would otherwise come between the statements.
 */
import type { Queryable } from '../../db';
import type { SportsData } from './sports-model';

type Literal = string | number | null | readonly Literal[];

/** A PostgreSQL array literal: `{1,2,NULL}`, `{{1,2},{3,4}}`. The ids and numbers it holds need no quoting. */
function arrayLiteral(values: readonly Literal[]): string {
  return `{${values.map((v) => (Array.isArray(v) ? arrayLiteral(v) : v === null ? 'NULL' : String(v))).join(',')}}`;
}

/**
 * Rows per statement: big enough to keep round trips few, small enough to keep each parameter near half a
 * megabyte. A parameter is copied several times on its way into PGlite (the message to its worker, the
 * protocol's buffers, its WebAssembly memory, which grows to the largest statement and never shrinks): with
 * 4,000 rows a statement the first start's seed held some 40 MB more at its peak (decision 102).
 */
const CHUNK = 500;
/** Rows per statement of the fixture details, whose events make each row about 1.7 kB of base64 (decision 099). */
const DETAILS_CHUNK = 100;

type Statement = { sql: string; params: unknown[] };

/** The statements that write `rows`, each built only when asked for (a generator). */
function* insertRows<T>(
  rows: readonly T[],
  toRecord: (row: T) => Record<string, unknown>,
  sql: string,
  chunk = CHUNK,
): Generator<Statement> {
  for (let i = 0; i < rows.length; i += chunk) {
    yield { sql, params: [JSON.stringify(rows.slice(i, i + chunk).map(toRecord))] };
  }
}

/**
 * Runs `statements` one after another, in order; the next one is built (by the generator) while the one
 * before it runs.
 */
async function runInTurn(db: Queryable, statements: Iterable<Statement>): Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  for (const statement of statements) {
    await running;
    running = db.query(statement.sql, statement.params);
    // Awaited on the next turn or below; this only keeps a failure from being reported as unhandled meanwhile.
    running.catch(() => undefined);
  }
  await running;
}

/** Writes the data of the websites it holds (their rows must not exist yet) and gives each a new data version. */
export async function insertSportsData(
  db: Queryable,
  data: SportsData | Iterable<SportsData>,
  websiteIds: readonly string[],
): Promise<void> {
  await runInTurn(db, sportsDataStatements(Symbol.iterator in data ? data : [data], websiteIds));
}

function* sportsDataStatements(
  parts: Iterable<SportsData>,
  websiteIds: readonly string[],
): Generator<Statement> {
  // The next part is made (the generator's next step) once the statements of the one before are built.
  for (const part of parts) yield* partStatements(part);
  yield {
    sql: `insert into sports_data_versions (website_id, version)
     select id, nextval('sports_data_version_seq') from unnest($1::text[]) as id
     on conflict (website_id) do update set version = excluded.version, generated_at = now()`,
    params: [[...websiteIds]],
  };
}

function* partStatements(data: SportsData): Generator<Statement> {
  yield* insertRows(
    data.venues,
    (v) => ({
      w: v.websiteId,
      id: v.venueId,
      nl: v.nameLocal,
      nt: v.nameLatin,
      al: v.abbreviationLocal,
      at: v.abbreviationLatin,
      cl: v.cityLocal,
      ct: v.cityLatin,
      cap: v.capacity,
    }),
    `insert into sports_venues (website_id, venue_id, name_local, name_latin, abbreviation_local, abbreviation_latin,
       city_local, city_latin, capacity)
     select w, id, nl, nt, al, at, cl, ct, cap
       from json_to_recordset($1::json) as x(w text, id text, nl text, nt text, al text, at text, cl text, ct text, cap int)`,
  );
  yield* insertRows(
    data.teams,
    (t) => ({
      w: t.websiteId,
      id: t.teamId,
      c: t.competitionId,
      fl: t.nameFullLocal,
      ft: t.nameFullLatin,
      sl: t.nameShortLocal,
      st: t.nameShortLatin,
      cl: t.codeLocal,
      ct: t.codeLatin,
      p: t.colourPrimary,
      s: t.colourSecondary,
      url: t.websiteUrl,
      v: t.venueId,
      fo: t.founded,
      cp: t.captainPersonId,
    }),
    `insert into sports_teams (website_id, team_id, competition_id, name_full_local, name_full_latin, name_short_local,
       name_short_latin, code_local, code_latin, colour_primary, colour_secondary, website_url, venue_id, founded,
       captain_person_id)
     select w, id, c, fl, ft, sl, st, cl, ct, p, s, url, v, fo, cp
       from json_to_recordset($1::json)
         as x(w text, id text, c text, fl text, ft text, sl text, st text, cl text, ct text, p text, s text, url text,
              v text, fo int, cp text)`,
  );
  yield* insertRows(
    data.persons,
    (p) => ({
      w: p.websiteId,
      id: p.personId,
      t: p.teamId,
      r: p.role,
      fl: p.firstNameLocal,
      gl: p.familyNameLocal,
      ft: p.firstNameLatin,
      gt: p.familyNameLatin,
      i: p.info,
      url: p.websiteUrl,
      sr: p.staffRole,
    }),
    `insert into sports_persons (website_id, person_id, team_id, role, first_name_local, family_name_local,
       first_name_latin, family_name_latin, info, website_url, staff_role)
     select w, id, t, r, fl, gl, ft, gt, i, url, sr
       from json_to_recordset($1::json)
         as x(w text, id text, t text, r text, fl text, gl text, ft text, gt text, i jsonb, url text, sr text)`,
  );
  yield* insertRows(
    data.absences,
    (a) => ({ w: a.websiteId, id: a.personId, t: a.teamId, r: a.reason, e: a.expectedReturn }),
    `insert into sports_absences (website_id, person_id, team_id, reason, expected_return)
     select w, id, t, r, e from json_to_recordset($1::json) as x(w text, id text, t text, r text, e date)`,
  );
  yield* insertRows(
    data.officials,
    (o) => ({
      w: o.websiteId,
      id: o.officialId,
      fl: o.firstNameLocal,
      gl: o.familyNameLocal,
      ft: o.firstNameLatin,
      gt: o.familyNameLatin,
      n: o.nationality,
    }),
    `insert into sports_officials (website_id, official_id, first_name_local, family_name_local, first_name_latin,
       family_name_latin, nationality)
     select w, id, fl, gl, ft, gt, n
       from json_to_recordset($1::json) as x(w text, id text, fl text, gl text, ft text, gt text, n text)`,
  );
  yield* insertRows(
    data.stages,
    (s) => ({
      w: s.websiteId,
      id: s.stageId,
      s: s.seasonId,
      o: s.order,
      nl: s.nameLocal,
      nt: s.nameLatin,
      al: s.abbreviationLocal,
      at: s.abbreviationLatin,
    }),
    `insert into sports_stages (website_id, stage_id, season_id, stage_order, name_local, name_latin,
       abbreviation_local, abbreviation_latin)
     select w, id, s, o, nl, nt, al, at
       from json_to_recordset($1::json) as x(w text, id text, s text, o int, nl text, nt text, al text, at text)`,
  );
  yield* insertRows(
    data.pools,
    (p) => ({
      w: p.websiteId,
      id: p.poolId,
      s: p.stageId,
      o: p.order,
      nl: p.nameLocal,
      nt: p.nameLatin,
      al: p.abbreviationLocal,
      at: p.abbreviationLatin,
    }),
    `insert into sports_pools (website_id, pool_id, stage_id, pool_order, name_local, name_latin,
       abbreviation_local, abbreviation_latin)
     select w, id, s, o, nl, nt, al, at
       from json_to_recordset($1::json) as x(w text, id text, s text, o int, nl text, nt text, al text, at text)`,
  );
  yield* insertRows(
    data.fixtures,
    (f) => ({
      w: f.websiteId,
      id: f.fixtureId,
      se: f.seasonId,
      st: f.stageId,
      p: f.poolId,
      r: f.roundNumber,
      v: f.venueId,
      t: f.startTime,
      s: f.status,
      m: f.matchType,
      h: f.homeTeamId,
      a: f.awayTeamId,
      hs: f.homeScore,
      as: f.awayScore,
      rt: f.resultType,
    }),
    `insert into sports_fixtures (website_id, fixture_id, season_id, stage_id, pool_id, round_number, venue_id,
       start_time, status, match_type, home_team_id, away_team_id, home_score, away_score, result_type)
     select w, id, se, st, p, r, v, t, s, m, h, a, hs, "as", rt
       from json_to_recordset($1::json)
         as x(w text, id text, se text, st text, p text, r int, v text, t timestamptz, s text, m text, h text,
              a text, hs int, "as" int, rt text)`,
  );
  yield* insertRows(
    data.fixtureStats,
    (s) => ({
      w: s.websiteId,
      f: s.fixtureId,
      t: s.teamId,
      se: s.seasonId,
      ts: arrayLiteral(s.teamStats),
      ids: arrayLiteral(s.personIds),
      ps: arrayLiteral(s.personStats),
      dnp: arrayLiteral(s.dnpPersonIds),
    }),
    `insert into sports_fixture_statistics (website_id, fixture_id, team_id, season_id, team_stats, person_ids,
       person_stats, dnp_person_ids)
     select w, f, t, se, ts, ids, ps, dnp
       from json_to_recordset($1::json)
         as x(w text, f text, t text, se text, ts double precision[], ids text[], ps integer[], dnp text[])`,
  );
  yield* insertRows(
    data.fixtureDetails,
    (d) => ({
      w: d.websiteId,
      f: d.fixtureId,
      o: arrayLiteral(d.officialIds),
      ids: arrayLiteral(d.personIds),
      // A view of the bytes, not a copy: some 6 MB of events in all, in base64 (a third less to send than hex).
      e: Buffer.from(d.events.buffer, d.events.byteOffset, d.events.byteLength).toString('base64'),
    }),
    `insert into sports_fixture_details (website_id, fixture_id, official_ids, person_ids, events)
     select w, f, o, ids, decode(e, 'base64')
       from json_to_recordset($1::json) as x(w text, f text, o text[], ids text[], e text)`,
    DETAILS_CHUNK,
  );
}
