/**
 * Hand-built content of the statistics widgets for the runtime's tests, typed by the public contract
 * (packages/shared/src/api/widgets-statistics.ts). Statistics of the labels test-payloads.ts gives: persons'
 * points, reboundsTotal, assists, efficiency; teams' points, reboundsTotal, fieldGoalsPercentage.
 */

import type { PersonStatisticsContent, TeamStatisticsContent } from '@eua/shared';
import { person, seasons, teams } from './test-payloads';

/**
 * Five players: points 20, 25, 15, 25, 10 (two equal, to show the sort keeps name order), rebounds with
 * fractions, one without assists (a statistic that did not apply to them).
 */
export function personStatisticsContent(): PersonStatisticsContent {
  const players = [
    ['p1', 't1', 'Cora', 'Moss', 20, 7.25, 4, 8],
    ['p2', 't2', 'Ada', 'Lind', 25, 5.5, 6, 12],
    ['p3', 't1', 'Ben', 'Hart', 15, 10, undefined, 3],
    ['p4', 't3', 'Dan', 'Berg', 25, 3, 2, 10],
    ['p5', 't2', 'Eve', 'Stone', 10, 2.75, 9, -1],
  ] as const;
  return {
    widget: 'personStatistics',
    season: seasons[1]!,
    lowerIsBetter: [],
    rows: players.map(([personId, teamId, , , points, reboundsTotal, assists, efficiency], i) => ({
      personId,
      teamId,
      gamesPlayed: 10 - i,
      values: {
        points,
        reboundsTotal,
        ...(assists === undefined ? {} : { assists }),
        efficiency,
      },
    })),
    persons: Object.fromEntries(
      players.map(([id, teamId, given, family]) => [id, person(id, teamId, given, family)]),
    ),
    teams,
  };
}

/** Three teams. */
export function teamStatisticsContent(): TeamStatisticsContent {
  const row = (teamId: string, points: number, reboundsTotal: number, fieldGoalsPercentage: number) => ({
    teamId,
    gamesPlayed: 12,
    values: { points, reboundsTotal, fieldGoalsPercentage },
  });
  return {
    widget: 'teamStatistics',
    season: seasons[1]!,
    lowerIsBetter: [],
    rows: [row('t1', 88.5, 40.1, 45.25), row('t2', 92, 38, 47.5), row('t3', 79.3, 42.7, 41)],
    teams,
  };
}

/** `count` players of six teams, points descending from `count`. */
export function manyPersons(count: number): PersonStatisticsContent {
  const ids = Array.from({ length: count }, (_, i) => `p${i + 1}`);
  return {
    widget: 'personStatistics',
    season: seasons[1]!,
    lowerIsBetter: [],
    rows: ids.map((personId, i) => ({
      personId,
      teamId: `t${(i % 6) + 1}`,
      gamesPlayed: 10,
      values: { points: count - i, assists: i % 7 },
    })),
    persons: Object.fromEntries(
      ids.map((id, i) => [id, person(id, `t${(i % 6) + 1}`, `Given${i + 1}`, `Family${i + 1}`)]),
    ),
    teams,
  };
}
