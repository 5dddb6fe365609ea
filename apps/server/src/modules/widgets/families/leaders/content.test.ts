/**
 * The leaders family on its own: the ranking computed from hand-made person lines, with no database (the
 * seeded path is in widget-content.test.ts).
 */
import type { Sport } from '@eua/shared';
import { MOST_LEADERS_PER_STATISTIC } from '@eua/shared';
import { describe, expect, it } from 'vitest';
import type { StatMap } from '../../../sports/sports-model';
import type { PersonLinesRow } from '../../../sports/sports-reads';
import { personColumns } from '../../../sports/statistics';
import { rankLeaders } from './content';

/** One team's lines in one fixture, each person's stored counts by code (a code left out does not apply). */
function lines(sport: Sport, teamId: string, persons: Record<string, StatMap>): PersonLinesRow {
  const ids = Object.keys(persons);
  return {
    teamId,
    personIds: ids,
    personStats: ids.map((id) => personColumns[sport].map((code) => persons[id]?.[code] ?? null)),
  };
}

/** The same lines `games` times. */
const times = (games: number, row: PersonLinesRow) => Array.from({ length: games }, () => row);

const leadersOf = (statistics: ReturnType<typeof rankLeaders>, code: string) =>
  statistics.find((s) => s.statistic === code)?.leaders ?? [];

describe('rankLeaders', () => {
  it('ranks a count by its average a game, best first, equal values sharing a rank', () => {
    const season = [
      ...times(2, lines('basketball', 'T1', { p1: { points: 20 }, p2: { points: 10 }, p3: { points: 10 } })),
      ...times(2, lines('basketball', 'T2', { p4: { points: 5 } })),
    ];
    const statistics = rankLeaders('basketball', season, ['points', 'assists']);
    expect(statistics.map((s) => s.statistic)).toEqual(['points', 'assists']);
    expect(leadersOf(statistics, 'points')).toEqual([
      { rank: 1, personId: 'p1', teamId: 'T1', value: 20, gamesPlayed: 2 },
      { rank: 2, personId: 'p2', teamId: 'T1', value: 10, gamesPlayed: 2 },
      { rank: 2, personId: 'p3', teamId: 'T1', value: 10, gamesPlayed: 2 },
      { rank: 4, personId: 'p4', teamId: 'T2', value: 5, gamesPlayed: 2 },
    ]);
    // Nobody recorded an assist: nobody leads with nothing.
    expect(leadersOf(statistics, 'assists')).toEqual([]);
  });

  it('lists only players of at least half the games of the busiest one', () => {
    const season = [
      ...times(4, lines('basketball', 'T1', { regular: { points: 10 } })),
      lines('basketball', 'T1', { once: { points: 40 } }),
      ...times(2, lines('basketball', 'T2', { half: { points: 8 } })),
    ];
    const points = leadersOf(rankLeaders('basketball', season, ['points']), 'points');
    expect(points.map((l) => [l.personId, l.value])).toEqual([
      ['regular', 10],
      ['half', 8],
    ]);
  });

  it("takes a percentage over the season's sums, not the mean of its games, and asks one attempt a game", () => {
    const season = [
      lines('basketball', 'T1', {
        shooter: { fieldGoalsMade: 1, fieldGoalsAttempted: 1 },
        rare: { fieldGoalsMade: 1, fieldGoalsAttempted: 1 },
      }),
      lines('basketball', 'T1', {
        shooter: { fieldGoalsMade: 2, fieldGoalsAttempted: 9 },
        rare: { fieldGoalsMade: 0, fieldGoalsAttempted: 0 },
      }),
    ];
    const pct = leadersOf(
      rankLeaders('basketball', season, ['fieldGoalsPercentage']),
      'fieldGoalsPercentage',
    );
    // 3 of 10 is 30 %, where the mean of the games' 100 % and 22 % would be 61 %; one attempt in two games
    // does not qualify.
    expect(pct.map((l) => [l.personId, l.value])).toEqual([['shooter', 30]]);
  });

  it('counts double-doubles over the season rather than averaging them', () => {
    const season = [
      lines('basketball', 'T1', { big: { points: 12, reboundsOffensive: 4, reboundsDefensive: 7 } }),
      lines('basketball', 'T1', { big: { points: 14, reboundsOffensive: 2, reboundsDefensive: 9 } }),
      lines('basketball', 'T1', { big: { points: 8, reboundsOffensive: 1, reboundsDefensive: 2 } }),
    ];
    const statistics = rankLeaders('basketball', season, ['doubleDoubles', 'reboundsTotal']);
    expect(leadersOf(statistics, 'doubleDoubles').map((l) => l.value)).toEqual([2]);
    // Rebounds are an average: 25 in three games.
    expect(leadersOf(statistics, 'reboundsTotal').map((l) => l.value)).toEqual([8.333]);
  });

  it('ranks a statistic where lower is better from the smallest (hockey goals-against average)', () => {
    const keeper = (saves: number, goalsAgainst: number) => ({
      saves,
      shotsAgainst: saves + goalsAgainst,
      goalsAgainst,
      timeOnIceSeconds: 3600,
    });
    const season = times(2, lines('hockey', 'T1', { leaky: keeper(20, 4), solid: keeper(30, 1) }));
    const gaa = leadersOf(rankLeaders('hockey', season, ['goalsAgainstAverage']), 'goalsAgainstAverage');
    expect(gaa.map((l) => [l.personId, l.value])).toEqual([
      ['solid', 1],
      ['leaky', 4],
    ]);
  });

  it(`lists at most ${MOST_LEADERS_PER_STATISTIC} leaders of a statistic`, () => {
    const persons = Object.fromEntries(
      Array.from({ length: MOST_LEADERS_PER_STATISTIC + 10 }, (_, i) => [`p${i}`, { goals: i + 1 }]),
    );
    const goals = leadersOf(rankLeaders('handball', [lines('handball', 'T1', persons)], ['goals']), 'goals');
    expect(goals).toHaveLength(MOST_LEADERS_PER_STATISTIC);
    expect(goals[0]).toMatchObject({ rank: 1, personId: `p${MOST_LEADERS_PER_STATISTIC + 9}` });
  });

  it('has empty lists for a season with no lines', () => {
    expect(rankLeaders('hockey', [], ['goals'])).toEqual([{ statistic: 'goals', leaders: [] }]);
  });
});
