/**
 * The standings family on its own: the tables computed from hand-made fixtures, by each sport's rules, with no
 * database (the seeded path is in widget-content.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { FixtureRow, NamesRow } from '../../../sports/sports-reads';
import { computeStandings } from './content';

const names = (text: string): NamesRow => ({
  nl: text,
  nt: text,
  al: text.slice(0, 3),
  at: text.slice(0, 3),
});

let nextId = 1;
/** A finished regular-season fixture of the one-table stage `S1`, unless told otherwise. */
function fixture(
  homeTeamId: string,
  awayTeamId: string,
  homeScore: number | null,
  awayScore: number | null,
  more: Partial<FixtureRow> = {},
): FixtureRow {
  return {
    fixtureId: String(nextId++),
    seasonId: '50001',
    startTimeUtc: `2026-01-${String(nextId).padStart(2, '0')}T18:00:00Z`,
    status: homeScore === null ? 'scheduled' : 'finished',
    matchType: 'regular',
    roundNumber: 1,
    resultType: homeScore === null ? null : 'regular',
    series: null,
    stageId: 'S1',
    stageOrder: 1,
    stage: names('Regular season'),
    poolId: null,
    poolOrder: null,
    pool: null,
    venue: names('Arena'),
    homeTeamId,
    awayTeamId,
    homeScore,
    awayScore,
    ...more,
  };
}

const teamNames = new Map([
  ['A', 'Aalborg'],
  ['B', 'Bergen'],
  ['C', 'Cork'],
  ['D', 'Derby'],
]);

const allCodes = [
  'played',
  'won',
  'drawn',
  'lost',
  'wonOvertime',
  'wonShootout',
  'lostOvertime',
  'lostShootout',
  'percentageWon',
  'gamesBehind',
  'pointsFor',
  'pointsAgainst',
  'pointsDifference',
  'standingPoints',
  'homeRecord',
  'awayRecord',
  'lastFive',
  'streak',
];

const table = (stages: ReturnType<typeof computeStandings>, stage = 0, pool = 0) =>
  stages[stage]?.pools[pool]?.rows ?? [];

describe('computeStandings', () => {
  it('ranks a basketball table by win percentage, two points a win and one a loss, overtime a plain loss', () => {
    const stages = computeStandings(
      'basketball',
      [
        fixture('A', 'B', 80, 70),
        fixture('B', 'C', 90, 85, { resultType: 'overtime' }),
        fixture('C', 'A', 70, 75),
        fixture('A', 'C', null, null),
      ],
      teamNames,
      allCodes,
    );
    const rows = table(stages);
    expect(rows.map((r) => [r.position, r.teamId])).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
    ]);
    expect(rows[0]?.values).toMatchObject({
      played: 2,
      won: 2,
      lost: 0,
      percentageWon: 100,
      gamesBehind: 0,
      pointsFor: 155,
      pointsAgainst: 140,
      pointsDifference: 15,
      standingPoints: 4,
      homeRecord: '1-0',
      awayRecord: '1-0',
      lastFive: 'WW',
      streak: 'W2',
    });
    // C lost in overtime: a loss like any other, no overtime column of its own outside hockey.
    expect(rows[2]?.values).toMatchObject({ played: 2, lost: 2, lostOvertime: 0, standingPoints: 2 });
    expect(rows[1]?.values).toMatchObject({
      percentageWon: 50,
      gamesBehind: 1,
      lastFive: 'LW',
      streak: 'W1',
    });
  });

  it('gives hockey two points a win and one an overtime or shoot-out loss, counted apart from regulation', () => {
    const rows = table(
      computeStandings(
        'hockey',
        [
          fixture('A', 'B', 3, 2, { resultType: 'overtime' }),
          fixture('B', 'C', 2, 1, { resultType: 'shootout' }),
          fixture('C', 'A', 4, 1),
        ],
        teamNames,
        allCodes,
      ),
    );
    const byTeam = Object.fromEntries(rows.map((r) => [r.teamId, r.values]));
    expect(byTeam.A).toMatchObject({ won: 1, lost: 1, wonOvertime: 1, standingPoints: 2 });
    expect(byTeam.B).toMatchObject({ won: 1, lost: 0, lostOvertime: 1, wonShootout: 1, standingPoints: 3 });
    expect(byTeam.C).toMatchObject({ won: 1, lost: 0, lostShootout: 1, standingPoints: 3 });
    // B and C have three points each: B's win came in the shoot-out, so C's regulation win puts it ahead.
    expect(rows.map((r) => r.teamId)).toEqual(['C', 'B', 'A']);
  });

  it('gives handball a point for a draw and writes records as won-drawn-lost', () => {
    const rows = table(
      computeStandings(
        'handball',
        [fixture('A', 'B', 28, 28), fixture('C', 'A', 25, 30), fixture('B', 'C', 31, 27)],
        teamNames,
        allCodes,
      ),
    );
    expect(rows.map((r) => r.teamId)).toEqual(['A', 'B', 'C']);
    expect(rows[0]?.values).toMatchObject({
      won: 1,
      drawn: 1,
      standingPoints: 3,
      homeRecord: '0-1-0',
      awayRecord: '1-0-0',
      lastFive: 'DW',
    });
  });

  it('leaves play-off games and unplayed fixtures out of the results, and breaks full ties by team name', () => {
    const rows = table(
      computeStandings(
        'handball',
        [
          fixture('D', 'C', 30, 30),
          fixture('A', 'B', null, null),
          fixture('D', 'C', 40, 20, { matchType: 'playoff' }),
        ],
        teamNames,
        allCodes,
      ),
    );
    // A and B are in the table with nothing played; C and D drew: equal on everything, so by name.
    expect(rows.map((r) => r.teamId)).toEqual(['C', 'D', 'A', 'B']);
    expect(rows.map((r) => r.values.played)).toEqual([1, 1, 0, 0]);
  });

  it('makes one table per pool, stages and pools in their order, and gives only the fields asked for', () => {
    const pool = (poolId: string, poolOrder: number) => ({
      poolId,
      poolOrder,
      pool: names(`Pool ${poolId}`),
    });
    const stages = computeStandings(
      'basketball',
      [
        fixture('C', 'D', 60, 70, {
          stageId: 'S2',
          stageOrder: 2,
          stage: names('Second round'),
          ...pool('P4', 2),
        }),
        fixture('A', 'B', 70, 60, {
          stageId: 'S2',
          stageOrder: 2,
          stage: names('Second round'),
          ...pool('P3', 1),
        }),
        fixture('A', 'C', 80, 60),
      ],
      teamNames,
      ['won', 'streak', 'noSuchField'],
    );
    expect(stages.map((s) => s.stageId)).toEqual(['S1', 'S2']);
    // A stage without pools is one table carrying the stage's id and names.
    expect(stages[0]?.pools.map((p) => [p.poolId, p.names.nameLocal])).toEqual([['S1', 'Regular season']]);
    expect(stages[1]?.pools.map((p) => [p.poolId, p.names.nameLocal])).toEqual([
      ['P3', 'Pool P3'],
      ['P4', 'Pool P4'],
    ]);
    expect(table(stages, 1, 1).map((r) => [r.teamId, r.values])).toEqual([
      ['D', { won: 1, streak: 'W1' }],
      ['C', { won: 0, streak: 'L1' }],
    ]);
  });

  it('has no tables for a season with no fixtures', () => {
    expect(computeStandings('hockey', [], teamNames, allCodes)).toEqual([]);
  });
});
