/**
 * The content the widgets show (issue 9 item 1): standings computed from results, fixtures and leaders, read
 * from the sports data tables. Independent of the widget settings: the runtime applies them, so the console's
 * preview can render unsaved settings over the same content. A few queries per call; the caller caches.
 */
import type {
  FixturesContent,
  LeadersContent,
  Option,
  Sport,
  StandingsContent,
  WidgetContent,
  WidgetFixture,
  WidgetId,
  WidgetLabels,
  WidgetNames,
  WidgetPerson,
  WidgetSeason,
  WidgetTeam,
} from '@eua/shared';
import type { Queryable } from '../../db';
import { referenceLookups } from '../../db/seed/reference-data';
import {
  derivePersonStats,
  type PersonImageType,
  personColumns,
  personImageSvg,
  personImageTypes,
  personRatios,
  type StatMap,
  teamLogoSvg,
} from '../../db/seed/sports-data';
import {
  type FixtureRow,
  findDataVersion,
  findPersons,
  findSeasons,
  findTeam,
  findTeams,
  listPersonLines,
  listRecentAndUpcoming,
  listSeasonFixtures,
  type NamesRow,
  type PersonRow,
  type SeasonRow,
  type TeamRow,
} from './widget-content.repo';

export type ContentRequest = {
  websiteId: string;
  sport: Sport;
  widget: WidgetId;
  seasonIds: string[];
  assetBaseUrl: string;
};

/** How many results and upcoming fixtures the fixtures fragment gets, and leaders per statistic (SPEC §5: 50). */
const FRAGMENT_FIXTURES = 50;
const LEADERS_PER_STATISTIC = 50;

/** The content a widget shows for these seasons (one for every widget but fixturesFragment, which takes several). */
export async function loadWidgetContent(db: Queryable, request: ContentRequest): Promise<WidgetContent> {
  switch (request.widget) {
    case 'standings':
    case 'standingsFragment':
      return loadStandings(db, request, request.widget);
    case 'schedule':
    case 'fixturesFragment':
      return loadFixtures(db, request, request.widget);
    case 'leaders':
      return loadLeaders(db, request);
  }
}

/** Every season of the website, with its competition's name and organisation, in tree order. */
export async function listWidgetSeasons(db: Queryable, websiteId: string): Promise<WidgetSeason[]> {
  return (await findSeasons(db, websiteId)).map(toSeason);
}

/** The texts of the codes the settings hold, from the sport's lookup lists (lookup keys personStatistics, standingsFields, personInfoFields). */
export function widgetLabels(lookups: Record<string, Option[]>): WidgetLabels {
  const texts = (key: string) => Object.fromEntries((lookups[key] ?? []).map((o) => [o.value, o.text]));
  return {
    statistics: texts('personStatistics'),
    standingsFields: texts('standingsFields'),
    personInfoFields: texts('personInfoFields'),
  };
}

/** The website's data version (changes whenever its sports data is regenerated); 0 when it has none. */
export async function readDataVersion(db: Queryable, websiteId: string): Promise<number> {
  return findDataVersion(db, websiteId);
}

/** The SVGs behind logoUrl / imageUrl, or null when unknown. */
export async function readTeamLogo(db: Queryable, websiteId: string, teamId: string): Promise<string | null> {
  const team = await findTeam(db, websiteId, teamId);
  return team ? teamLogoSvg(team) : null;
}

/** Null also for a type that is not one of General's personImageType values (headshot, actionPhoto, silhouette). */
export async function readPersonImage(
  db: Queryable,
  websiteId: string,
  personId: string,
  type: string,
): Promise<string | null> {
  if (!(personImageTypes as readonly string[]).includes(type)) return null;
  const [person] = await findPersons(db, websiteId, [personId]);
  if (!person) return null;
  const shirtNumber = typeof person.info.shirtNumber === 'number' ? person.info.shirtNumber : null;
  return personImageSvg({ ...person, shirtNumber }, type as PersonImageType);
}

// ---------------------------------------------------------------------------------------------------------
// Shapes

const toSeason = (row: SeasonRow): WidgetSeason => ({
  seasonId: row.seasonId,
  nameLocal: row.nameLocal,
  competitionId: row.competitionId,
  competitionNameLocal: row.competitionNameLocal,
  organizationId: row.organizationId,
});

/** A season asked for that the website does not have: its id and no names, so the widget can say so. */
const unknownSeason = (seasonId: string): WidgetSeason => ({
  seasonId,
  nameLocal: '',
  competitionId: '',
  competitionNameLocal: '',
  organizationId: '',
});

const toNames = (row: NamesRow): WidgetNames => ({
  nameLocal: row.nl,
  nameLatin: row.nt,
  abbreviationLocal: row.al,
  abbreviationLatin: row.at,
});

const roundNames = (n: number): WidgetNames => ({
  nameLocal: `Round ${n}`,
  nameLatin: `Round ${n}`,
  abbreviationLocal: `R${n}`,
  abbreviationLatin: `R${n}`,
});

function teamsById(rows: TeamRow[], request: ContentRequest): Record<string, WidgetTeam> {
  const base = `${request.assetBaseUrl}/widgets/v1/${encodeURIComponent(request.websiteId)}/logos`;
  return Object.fromEntries(
    rows.map((t) => [
      t.teamId,
      {
        teamId: t.teamId,
        nameFullLocal: t.nameFullLocal,
        nameFullLatin: t.nameFullLatin,
        nameShortLocal: t.nameShortLocal,
        nameShortLatin: t.nameShortLatin,
        codeLocal: t.codeLocal,
        codeLatin: t.codeLatin,
        logoUrl: `${base}/${encodeURIComponent(t.teamId)}.svg`,
        websiteUrl: t.websiteUrl,
      },
    ]),
  );
}

function personsById(rows: PersonRow[], request: ContentRequest): Record<string, WidgetPerson> {
  const base = `${request.assetBaseUrl}/widgets/v1/${encodeURIComponent(request.websiteId)}/persons`;
  return Object.fromEntries(
    rows.map((p) => [
      p.personId,
      {
        personId: p.personId,
        teamId: p.teamId,
        nameFullLocal: `${p.firstNameLocal} ${p.familyNameLocal}`,
        nameFullLatin: `${p.firstNameLatin} ${p.familyNameLatin}`,
        initialFamilyNameLocal: `${p.firstNameLocal.slice(0, 1)}. ${p.familyNameLocal}`,
        initialFamilyNameLatin: `${p.firstNameLatin.slice(0, 1)}. ${p.familyNameLatin}`,
        familyNameLocal: p.familyNameLocal,
        familyNameLatin: p.familyNameLatin,
        imageUrl: `${base}/${encodeURIComponent(p.personId)}.svg`,
        websiteUrl: p.websiteUrl,
        info: p.info,
      },
    ]),
  );
}

function toFixture(row: FixtureRow): WidgetFixture {
  return {
    fixtureId: row.fixtureId,
    seasonId: row.seasonId,
    startTimeUtc: row.startTimeUtc,
    status: row.status,
    matchType: row.matchType,
    roundNumber: row.roundNumber,
    round: roundNames(row.roundNumber),
    stage: toNames(row.stage),
    pool: row.pool ? toNames(row.pool) : null,
    series: row.series
      ? { names: toNames(row.series.names), homeWins: row.series.homeWins, awayWins: row.series.awayWins }
      : null,
    venue: toNames(row.venue),
    home: { teamId: row.homeTeamId, score: row.homeScore },
    away: { teamId: row.awayTeamId, score: row.awayScore },
  };
}

async function seasonOf(db: Queryable, request: ContentRequest): Promise<WidgetSeason> {
  const seasonId = request.seasonIds[0] ?? '';
  const [row] = seasonId ? await findSeasons(db, request.websiteId, [seasonId]) : [];
  return row ? toSeason(row) : unknownSeason(seasonId);
}

// ---------------------------------------------------------------------------------------------------------
// Fixtures

async function loadFixtures(
  db: Queryable,
  request: ContentRequest,
  widget: 'schedule' | 'fixturesFragment',
): Promise<FixturesContent> {
  const asked = widget === 'schedule' ? request.seasonIds.slice(0, 1) : request.seasonIds;
  const seasons = asked.length ? await findSeasons(db, request.websiteId, asked) : [];
  const known = seasons.map((s) => s.seasonId);
  const rows = !known.length
    ? []
    : widget === 'schedule'
      ? await listSeasonFixtures(db, request.websiteId, known)
      : await listRecentAndUpcoming(db, request.websiteId, known, FRAGMENT_FIXTURES);
  const teamIds = new Set(rows.flatMap((f) => [f.homeTeamId, f.awayTeamId]));
  const teams = await findTeams(db, request.websiteId, [...teamIds]);
  return {
    widget,
    seasons: seasons.map(toSeason),
    fixtures: rows.map(toFixture),
    teams: teamsById(teams, request),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Standings

type TeamRecord = {
  teamId: string;
  played: number;
  won: number;
  drawn: number;
  /** Regulation losses (all losses outside hockey). */
  lost: number;
  wonOvertime: number;
  wonShootout: number;
  lostOvertime: number;
  lostShootout: number;
  scored: number;
  conceded: number;
  home: { won: number; drawn: number; lost: number };
  away: { won: number; drawn: number; lost: number };
  /** 'W' | 'D' | 'L', oldest first. */
  results: string[];
};

const emptyRecord = (teamId: string): TeamRecord => ({
  teamId,
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  wonOvertime: 0,
  wonShootout: 0,
  lostOvertime: 0,
  lostShootout: 0,
  scored: 0,
  conceded: 0,
  home: { won: 0, drawn: 0, lost: 0 },
  away: { won: 0, drawn: 0, lost: 0 },
  results: [],
});

function addResult(
  sport: Sport,
  record: TeamRecord,
  own: number,
  other: number,
  atHome: boolean,
  how: string | null,
) {
  const split = atHome ? record.home : record.away;
  record.played += 1;
  record.scored += own;
  record.conceded += other;
  // Only hockey tables count extra-time results apart; a basketball overtime loss is a loss.
  const extra = sport === 'hockey' ? how : 'regular';
  if (own > other) {
    record.won += 1;
    split.won += 1;
    if (extra === 'overtime') record.wonOvertime += 1;
    if (extra === 'shootout') record.wonShootout += 1;
    record.results.push('W');
  } else if (own < other) {
    split.lost += 1;
    if (extra === 'overtime') record.lostOvertime += 1;
    else if (extra === 'shootout') record.lostShootout += 1;
    else record.lost += 1;
    record.results.push('L');
  } else {
    record.drawn += 1;
    split.drawn += 1;
    record.results.push('D');
  }
}

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/** Standing points: two a win; basketball one a loss (FIBA), handball one a draw, hockey one an extra-time loss. */
function standingPoints(sport: Sport, r: TeamRecord): number {
  if (sport === 'basketball') return 2 * r.won + r.lost;
  if (sport === 'hockey') return 2 * r.won + r.lostOvertime + r.lostShootout;
  return 2 * r.won + r.drawn;
}

const winPercentage = (r: TeamRecord) => (r.played ? round((r.won / r.played) * 100, 1) : 0);

/**
 * The order of a table. Basketball: win %, then wins, points difference, points scored; hockey: points,
 * points %, wins outside shoot-outs, goal difference, goals scored; handball: points, goal difference, goals
 * scored. Then the team name, so the order never depends on the query.
 */
function compareRecords(sport: Sport, names: Map<string, string>) {
  return (a: TeamRecord, b: TeamRecord): number => {
    const keys: [number, number][] =
      sport === 'basketball'
        ? [
            [winPercentage(a), winPercentage(b)],
            [a.won, b.won],
            [a.scored - a.conceded, b.scored - b.conceded],
            [a.scored, b.scored],
          ]
        : sport === 'hockey'
          ? [
              [standingPoints(sport, a), standingPoints(sport, b)],
              [
                a.played ? standingPoints(sport, a) / a.played : 0,
                b.played ? standingPoints(sport, b) / b.played : 0,
              ],
              [a.won - a.wonShootout, b.won - b.wonShootout],
              [a.scored - a.conceded, b.scored - b.conceded],
              [a.scored, b.scored],
            ]
          : [
              [standingPoints(sport, a), standingPoints(sport, b)],
              [a.scored - a.conceded, b.scored - b.conceded],
              [a.scored, b.scored],
            ];
    for (const [x, y] of keys) if (x !== y) return y - x;
    return (names.get(a.teamId) ?? a.teamId).localeCompare(names.get(b.teamId) ?? b.teamId);
  };
}

function streakOf(results: readonly string[]): string {
  const last = results.at(-1);
  if (!last) return '';
  let n = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === last; i--) n += 1;
  return `${last}${n}`;
}

/** Every standings field of the sport for one team; `leader` is the pool's first, for games behind. */
function standingsValues(
  sport: Sport,
  codes: readonly string[],
  r: TeamRecord,
  leader: TeamRecord,
): Record<string, number | string> {
  const recordText = (split: TeamRecord['home']) =>
    sport === 'handball'
      ? `${split.won}-${split.drawn}-${split.lost}`
      : `${split.won}-${split.lost + split.drawn}`;
  const points = standingPoints(sport, r);
  const all: Record<string, number | string> = {
    played: r.played,
    won: r.won,
    drawn: r.drawn,
    lost: r.lost,
    wonOvertime: r.wonOvertime,
    wonShootout: r.wonShootout,
    lostOvertime: r.lostOvertime,
    lostShootout: r.lostShootout,
    percentageWon: winPercentage(r),
    gamesBehind: Math.max(0, (leader.won - r.won + (r.lost - leader.lost)) / 2),
    pointsFor: r.scored,
    pointsAgainst: r.conceded,
    pointsDifference: r.scored - r.conceded,
    goalsFor: r.scored,
    goalsAgainst: r.conceded,
    goalDifference: r.scored - r.conceded,
    standingPoints: points,
    pointsPercentage: r.played ? round((points / (2 * r.played)) * 100, 1) : 0,
    homeRecord: recordText(r.home),
    awayRecord: recordText(r.away),
    lastFive: r.results.slice(-5).join(''),
    streak: streakOf(r.results),
  };
  return Object.fromEntries(codes.filter((c) => c in all).map((c) => [c, all[c] as number | string]));
}

async function loadStandings(
  db: Queryable,
  request: ContentRequest,
  widget: 'standings' | 'standingsFragment',
): Promise<StandingsContent> {
  const season = await seasonOf(db, request);
  if (!season.competitionId) return { widget, season, stages: [], teams: {} };
  const fixtures = (await listSeasonFixtures(db, request.websiteId, [season.seasonId])).filter(
    (f) => f.matchType === 'regular',
  );
  const teamIds = new Set(fixtures.flatMap((f) => [f.homeTeamId, f.awayTeamId]));
  const teams = await findTeams(db, request.websiteId, [...teamIds]);
  const names = new Map(teams.map((t) => [t.teamId, t.nameFullLatin]));
  const codes = (referenceLookups[request.sport].standingsFields ?? []).map((o) => o.value);

  type PoolAcc = { poolId: string; order: number; names: WidgetNames; records: Map<string, TeamRecord> };
  type StageAcc = { stageId: string; order: number; names: WidgetNames; pools: Map<string, PoolAcc> };
  const stages = new Map<string, StageAcc>();
  for (const f of fixtures) {
    let stage = stages.get(f.stageId);
    if (!stage) {
      stage = { stageId: f.stageId, order: f.stageOrder, names: toNames(f.stage), pools: new Map() };
      stages.set(f.stageId, stage);
    }
    // A stage without pools is one table: its pool carries the stage's id and names.
    const poolId = f.poolId ?? f.stageId;
    let pool = stage.pools.get(poolId);
    if (!pool) {
      pool = {
        poolId,
        order: f.poolOrder ?? 0,
        names: f.pool ? toNames(f.pool) : toNames(f.stage),
        records: new Map(),
      };
      stage.pools.set(poolId, pool);
    }
    const records = pool.records;
    const recordOf = (teamId: string) => {
      let record = records.get(teamId);
      if (!record) {
        record = emptyRecord(teamId);
        records.set(teamId, record);
      }
      return record;
    };
    const home = recordOf(f.homeTeamId);
    const away = recordOf(f.awayTeamId);
    if (f.status === 'finished' && f.homeScore !== null && f.awayScore !== null) {
      addResult(request.sport, home, f.homeScore, f.awayScore, true, f.resultType);
      addResult(request.sport, away, f.awayScore, f.homeScore, false, f.resultType);
    }
  }
  const compare = compareRecords(request.sport, names);
  return {
    widget,
    season,
    stages: [...stages.values()]
      .sort((a, b) => a.order - b.order)
      .map((stage) => ({
        stageId: stage.stageId,
        names: stage.names,
        pools: [...stage.pools.values()]
          .sort((a, b) => a.order - b.order)
          .map((pool) => {
            const sorted = [...pool.records.values()].sort(compare);
            const leader = sorted[0] as TeamRecord;
            return {
              poolId: pool.poolId,
              names: pool.names,
              rows: sorted.map((r, i) => ({
                position: i + 1,
                teamId: r.teamId,
                values: standingsValues(request.sport, codes, r, leader),
              })),
            };
          }),
      })),
    teams: teamsById(teams, request),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Leaders

/** Counted over the season rather than averaged per game: a player has so many double-doubles, not 0.4 a game. */
const seasonTotals = new Set(['doubleDoubles', 'shutouts', 'gameWinningGoals']);

/** A person's season: per stored column, the sum and the games in which it applied to them. */
type PersonSeason = {
  personId: string;
  teamId: string;
  sums: Float64Array;
  games: Int32Array;
  doubleDoubles: number;
};

/** The stored column a derived statistic's games are counted on (it applies whenever that one does). */
const derivedFrom: Record<string, string> = {
  reboundsTotal: 'reboundsOffensive',
  efficiency: 'points',
  doubleDoubles: 'points',
  timeOnIce: 'timeOnIceSeconds',
};

async function loadLeaders(db: Queryable, request: ContentRequest): Promise<LeadersContent> {
  const season = await seasonOf(db, request);
  const empty: LeadersContent = { widget: 'leaders', season, statistics: [], persons: {}, teams: {} };
  if (!season.competitionId) return empty;
  const { sport } = request;
  const lines = await listPersonLines(db, request.websiteId, season.seasonId);

  // Sums per stored column, in typed arrays: a season holds thousands of person lines and this is a cold read.
  const columns = personColumns[sport];
  const index = new Map(columns.map((c, i) => [c, i]));
  const at = (code: string) => index.get(code) ?? -1;
  const tens = sport === 'basketball' ? ['points', 'assists', 'steals', 'blocks'].map(at) : [];
  const [offensive, defensive] = [at('reboundsOffensive'), at('reboundsDefensive')];
  const people = new Map<string, PersonSeason>();
  for (const row of lines) {
    row.personIds.forEach((personId, i) => {
      const values = row.personStats[i] ?? [];
      let person = people.get(personId);
      if (!person) {
        person = {
          personId,
          teamId: row.teamId,
          sums: new Float64Array(columns.length),
          games: new Int32Array(columns.length),
          doubleDoubles: 0,
        };
        people.set(personId, person);
      }
      for (let c = 0; c < columns.length; c++) {
        const value = values[c];
        if (value === null || value === undefined) continue;
        person.sums[c] = (person.sums[c] as number) + value;
        person.games[c] = (person.games[c] as number) + 1;
      }
      if (tens.length) {
        const rebounds = (values[offensive] ?? 0) + (values[defensive] ?? 0);
        const count = tens.filter((c) => (values[c] ?? 0) >= 10).length + (rebounds >= 10 ? 1 : 0);
        if (count >= 2) person.doubleDoubles += 1;
      }
    });
  }
  let mostGames = 0;
  const seasons = new Map<string, { totals: StatMap; games: (code: string) => number }>();
  for (const person of people.values()) {
    const stored: StatMap = {};
    columns.forEach((code, c) => {
      if ((person.games[c] as number) > 0) stored[code] = person.sums[c] as number;
      mostGames = Math.max(mostGames, person.games[c] as number);
    });
    // Linear statistics derive from the sums as from a game; ratios over the season's sums are the season's.
    const totals = derivePersonStats(sport, stored);
    if (sport === 'basketball') totals.doubleDoubles = person.doubleDoubles;
    const games = (code: string) => {
      const base =
        derivedFrom[code] ??
        personRatios[sport][code]?.denominator ??
        (sport === 'hockey' && code === 'points' ? 'goals' : code);
      return person.games[at(base)] ?? 0;
    };
    seasons.set(person.personId, { totals, games });
  }
  // Qualifying: at least half the games of the busiest player, and for a percentage one attempt a game.
  const minimumGames = Math.max(1, Math.ceil(mostGames / 2));
  const ratios = personRatios[sport];
  const statistics = (referenceLookups[sport].personStatistics ?? []).map(({ value: code }) => {
    const ratio = ratios[code];
    const candidates: { personId: string; teamId: string; value: number; gamesPlayed: number }[] = [];
    for (const person of people.values()) {
      const { totals, games } = seasons.get(person.personId) as {
        totals: StatMap;
        games: (c: string) => number;
      };
      const gamesPlayed = games(code);
      const total = totals[code];
      if (total === undefined || gamesPlayed === 0) continue;
      const entry = { personId: person.personId, teamId: person.teamId, gamesPlayed };
      if (ratio) {
        const denominator = totals[ratio.denominator] ?? 0;
        if (gamesPlayed < minimumGames || denominator <= 0) continue;
        if (ratio.scale === 100 && denominator < gamesPlayed) continue;
        candidates.push({ ...entry, value: round(total, 3) });
      } else if (total === 0) {
        // Nobody leads with nothing: a statistic a player never recorded does not list them.
      } else if (seasonTotals.has(code)) {
        candidates.push({ ...entry, value: total });
      } else if (gamesPlayed >= minimumGames) {
        candidates.push({ ...entry, value: round(total / gamesPlayed, 3) });
      }
    }
    const direction = ratio?.lowerIsBetter ? 1 : -1;
    candidates.sort(
      (a, b) =>
        direction * (a.value - b.value) ||
        b.gamesPlayed - a.gamesPlayed ||
        a.personId.localeCompare(b.personId),
    );
    const top = candidates.slice(0, LEADERS_PER_STATISTIC);
    // Equal values share a rank (1, 2, 2, 4).
    const leaders = top.map((c, i) => {
      let rank = i + 1;
      for (let j = i - 1; j >= 0 && top[j]?.value === c.value; j--) rank = j + 1;
      return { rank, ...c };
    });
    return { statistic: code, leaders };
  });
  const personIds = new Set(statistics.flatMap((s) => s.leaders.map((l) => l.personId)));
  const persons = await findPersons(db, request.websiteId, [...personIds]);
  const teamIds = new Set(statistics.flatMap((s) => s.leaders.map((l) => l.teamId)));
  for (const p of persons) teamIds.add(p.teamId);
  const teams = await findTeams(db, request.websiteId, [...teamIds]);
  return {
    widget: 'leaders',
    season,
    statistics,
    persons: personsById(persons, request),
    teams: teamsById(teams, request),
  };
}
