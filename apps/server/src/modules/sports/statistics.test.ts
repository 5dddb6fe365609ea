import { describe, expect, it } from 'vitest';
import {
  decodePersonLine,
  decodeTeamLine,
  derivePersonStats,
  personColumns,
  teamColumns,
} from './statistics';

describe('statistic definitions', () => {
  it("derive basketball's totals, percentages, efficiency and double-doubles from the stored counts", () => {
    const derived = derivePersonStats('basketball', {
      points: 21,
      reboundsOffensive: 3,
      reboundsDefensive: 8,
      assists: 4,
      steals: 1,
      blocks: 0,
      turnovers: 2,
      fieldGoalsMade: 8,
      fieldGoalsAttempted: 15,
      freeThrowsMade: 3,
      freeThrowsAttempted: 4,
      threePointersMade: 2,
      threePointersAttempted: 0,
    });
    expect(derived).toMatchObject({
      reboundsTotal: 11,
      doubleDoubles: 1,
      fieldGoalsPercentage: 53.33,
      freeThrowsPercentage: 75,
      // No attempt: 0 %, never a division by zero.
      threePointersPercentage: 0,
      // 21 + 11 + 4 + 1 + 0 − (15 − 8) − (4 − 3) − 2
      efficiency: 27,
    });
  });

  it("derive hockey's points and minutes on ice, and leave a goaltender's skater statistics out", () => {
    expect(derivePersonStats('hockey', { goals: 2, assists: 1, timeOnIceSeconds: 1230 })).toMatchObject({
      points: 3,
      timeOnIce: 20.5,
    });
    const keeper = derivePersonStats('hockey', {
      saves: 27,
      shotsAgainst: 30,
      goalsAgainst: 3,
      timeOnIceSeconds: 3600,
    });
    expect(keeper).toMatchObject({ savePercentage: 90, goalsAgainstAverage: 3 });
    expect(keeper).not.toHaveProperty('points');
  });

  it('decode a stored line by the columns of its sport, leaving out what does not apply', () => {
    const values = personColumns.handball.map((code) => (code === 'goals' ? 5 : code === 'shots' ? 8 : null));
    expect(decodePersonLine('handball', values)).toEqual({ goals: 5, shots: 8, shootingPercentage: 62.5 });
    const team = teamColumns.hockey.map((_, i) => (i === 0 ? 4 : null));
    expect(decodeTeamLine('hockey', team)).toEqual({ goals: 4 });
  });
});
