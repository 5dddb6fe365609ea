import { describe, expect, it } from 'vitest';
import { previewLeaderCodes, teamSeasonLeaders } from './season-leaders';
import { personColumns } from './statistics';

/** A stored basketball line from a map of counts. */
const line = (counts: Record<string, number>) => personColumns.basketball.map((code) => counts[code] ?? 0);

describe('teamSeasonLeaders', () => {
  it('names the highest season total per headline statistic, the lower id among equals', () => {
    const lines = [
      {
        personIds: ['p2', 'p1', 'p3'],
        personStats: [
          line({ points: 20, reboundsOffensive: 2, reboundsDefensive: 5, assists: 3 }),
          line({ points: 12, reboundsDefensive: 9, assists: 3 }),
          line({ points: 4 }),
        ],
      },
      { personIds: ['p1'], personStats: [line({ points: 10, assists: 1 })] },
    ];
    expect(teamSeasonLeaders('basketball', lines)).toEqual([
      { code: 'points', personId: 'p1', value: 22 },
      { code: 'reboundsTotal', personId: 'p1', value: 9 },
      { code: 'assists', personId: 'p1', value: 4 },
    ]);
    expect(previewLeaderCodes.hockey[0]).toBe('goals');
  });

  it('names nobody for a statistic nobody recorded', () => {
    const lines = [{ personIds: ['p1'], personStats: [line({ points: 3 })] }];
    expect(teamSeasonLeaders('basketball', lines).map((l) => l.code)).toEqual(['points']);
    expect(teamSeasonLeaders('basketball', [])).toEqual([]);
  });
});
