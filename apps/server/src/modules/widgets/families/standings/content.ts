/**
 * The standings family (docs/product.md#widgets): the standings and the standings fragment, computed from the
 * season's results by each sport's rules (points, order, the standings fields of its lookup list).
 */
import type { Sport, StandingsContent, WidgetNames } from '@eua/shared';
import type { Queryable } from '../../../../db';
import { referenceLookups } from '../../../sports/reference-data';
import { type FixtureRow, findTeams, listSeasonFixtures } from '../../../sports/sports-reads';
import { round } from '../../../sports/statistics';
import { type ContentRequest, seasonOf, teamsById, toNames } from '../../widget-content-shapes';
import { keepAll, type ServerFamily } from '../define-family';

export async function loadStandings(
  db: Queryable,
  request: ContentRequest,
  widget: 'standings' | 'standingsFragment',
): Promise<StandingsContent> {
  const season = await seasonOf(db, request);
  if (!season.competitionId) return { widget, season, stages: [], teams: {} };
  const fixtures = await listSeasonFixtures(db, request.websiteId, [season.seasonId]);
  // The teams the tables name: those of the regular season (computeStandings leaves the play-offs out).
  const teamIds = new Set(
    fixtures.filter((f) => f.matchType === 'regular').flatMap((f) => [f.homeTeamId, f.awayTeamId]),
  );
  const teams = await findTeams(db, request.websiteId, [...teamIds]);
  const names = new Map(teams.map((t) => [t.teamId, t.nameFullLatin]));
  const codes = (referenceLookups[request.sport].standingsFields ?? []).map((o) => o.value);
  return {
    widget,
    season,
    stages: computeStandings(request.sport, fixtures, names, codes),
    teams: teamsById(teams, request),
  };
}

/**
 * The tables of a season from its fixtures: one per pool (a stage without pools is one table), stages and
 * pools in their order, the values of the standings fields `codes` for every team. Only the regular season
 * counts; play-off games do not change a table. `teamNames` (id to Latin full name) breaks the last ties.
 */
export function computeStandings(
  sport: Sport,
  seasonFixtures: readonly FixtureRow[],
  teamNames: ReadonlyMap<string, string>,
  codes: readonly string[],
): StandingsContent['stages'] {
  const fixtures = seasonFixtures.filter((f) => f.matchType === 'regular');
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
      addResult(sport, home, f.homeScore, f.awayScore, true, f.resultType);
      addResult(sport, away, f.awayScore, f.homeScore, false, f.resultType);
    }
  }
  const compare = compareRecords(sport, teamNames);
  return [...stages.values()]
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
              values: standingsValues(sport, codes, r, leader),
            })),
          };
        }),
    }));
}

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

/** Standing points: two a win; basketball one a loss (FIBA), handball one a draw, hockey one an extra-time loss. */
export function standingPoints(sport: Sport, r: TeamRecord): number {
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
function compareRecords(sport: Sport, names: ReadonlyMap<string, string>) {
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

export const standingsFamily: ServerFamily<'standings'> = {
  standings: { load: (db, request) => loadStandings(db, request, 'standings'), trim: keepAll },
  standingsFragment: {
    load: (db, request) => loadStandings(db, request, 'standingsFragment'),
    trim: keepAll,
  },
};
