/**
 * The statistic definitions (docs/product.md#demo-data): which person and team statistics are stored per
 * fixture for each sport, in which order (the columns of the arrays migration 0006 stores), and how every
 * other statistic of the sport's lists (reference-data.ts) is derived from the stored counts.
 */
import type { Sport } from '@eua/shared';
import type { StatMap } from './sports-model';

/**
 * The person statistics stored per fixture, per sport: the counts. Every other code of the sport's
 * personStatistics list (percentages, totals like rebounds or points, efficiency, averages) is derived from
 * them by `derivePersonStats`, so a stored line can never contradict itself.
 */
export const personColumns: Record<Sport, readonly string[]> = {
  basketball: [
    'points',
    'reboundsOffensive',
    'reboundsDefensive',
    'assists',
    'steals',
    'blocks',
    'turnovers',
    'foulsPersonal',
    'minutes',
    'fieldGoalsMade',
    'fieldGoalsAttempted',
    'threePointersMade',
    'threePointersAttempted',
    'freeThrowsMade',
    'freeThrowsAttempted',
    'plusMinusPoints',
  ],
  hockey: [
    'goals',
    'assists',
    'plusMinus',
    'penaltyMinutes',
    'shotsOnGoal',
    'powerPlayGoals',
    'shortHandedGoals',
    'gameWinningGoals',
    'faceoffs',
    'faceoffsWon',
    'hits',
    'blockedShots',
    'timeOnIceSeconds',
    'saves',
    'shotsAgainst',
    'goalsAgainst',
    'shutouts',
  ],
  handball: [
    'goals',
    'shots',
    'sevenMetreGoals',
    'sevenMetreShots',
    'fastBreakGoals',
    'assists',
    'steals',
    'blocks',
    'turnovers',
    'saves',
    'shotsFaced',
    'sevenMetreSaves',
    'suspensions',
    'yellowCards',
    'redCards',
    'blueCards',
    'minutes',
  ],
};

/** The team statistics stored per fixture: the sport's entityStatistics list, in this order. */
export const teamColumns: Record<Sport, readonly string[]> = {
  basketball: [
    'points',
    'reboundsTotal',
    'assists',
    'steals',
    'blocks',
    'turnovers',
    'foulsTotal',
    'fieldGoalsPercentage',
    'threePointersPercentage',
    'freeThrowsPercentage',
    'pointsInThePaint',
    'pointsFastBreak',
    'pointsSecondChance',
    'pointsFromTurnovers',
    'benchPoints',
    'biggestLead',
    'leadChanges',
    'timesScoresLevel',
  ],
  hockey: [
    'goals',
    'shotsOnGoal',
    'shootingPercentage',
    'saves',
    'savePercentage',
    'powerPlayGoals',
    'powerPlayPercentage',
    'penaltyKillPercentage',
    'penaltyMinutes',
    'faceoffsWon',
    'faceoffPercentage',
    'hits',
    'blockedShots',
    'giveaways',
    'takeaways',
  ],
  handball: [
    'goals',
    'shots',
    'shootingPercentage',
    'sevenMetreGoals',
    'fastBreakGoals',
    'saves',
    'savePercentage',
    'assists',
    'steals',
    'turnovers',
    'suspensions',
    'yellowCards',
    'redCards',
    'emptyGoalGoals',
  ],
};

/**
 * The ratios among the person statistics: value = numerator / denominator × scale, over a game or a season
 * (a season's percentage is its made over its attempted, not the mean of its games'). `lowerIsBetter` marks
 * the statistics whose leaders are the smallest.
 */
export type Ratio = { numerator: string; denominator: string; scale: number; lowerIsBetter?: boolean };
export const personRatios: Record<Sport, Record<string, Ratio>> = {
  basketball: {
    fieldGoalsPercentage: { numerator: 'fieldGoalsMade', denominator: 'fieldGoalsAttempted', scale: 100 },
    threePointersPercentage: {
      numerator: 'threePointersMade',
      denominator: 'threePointersAttempted',
      scale: 100,
    },
    freeThrowsPercentage: { numerator: 'freeThrowsMade', denominator: 'freeThrowsAttempted', scale: 100 },
  },
  hockey: {
    shootingPercentage: { numerator: 'goals', denominator: 'shotsOnGoal', scale: 100 },
    faceoffPercentage: { numerator: 'faceoffsWon', denominator: 'faceoffs', scale: 100 },
    savePercentage: { numerator: 'saves', denominator: 'shotsAgainst', scale: 100 },
    goalsAgainstAverage: {
      numerator: 'goalsAgainst',
      denominator: 'timeOnIceSeconds',
      scale: 3600,
      lowerIsBetter: true,
    },
  },
  handball: {
    shootingPercentage: { numerator: 'goals', denominator: 'shots', scale: 100 },
    savePercentage: { numerator: 'saves', denominator: 'shotsFaced', scale: 100 },
  },
};

/** `value` rounded to `places` decimals, as every derived statistic is. */
export const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/** A stored line's full statistics: the counts, and every derived code of the sport's list that applies. */
export function derivePersonStats(sport: Sport, stored: StatMap): StatMap {
  const out: StatMap = { ...stored };
  for (const [code, ratio] of Object.entries(personRatios[sport])) {
    const denominator = stored[ratio.denominator];
    const numerator = stored[ratio.numerator];
    if (denominator === undefined || numerator === undefined) continue;
    out[code] = denominator > 0 ? round((numerator / denominator) * ratio.scale, 2) : 0;
  }
  const has = (code: string) => stored[code] !== undefined;
  const v = (code: string) => stored[code] ?? 0;
  if (sport === 'basketball') {
    out.reboundsTotal = v('reboundsOffensive') + v('reboundsDefensive');
    const tens = [v('points'), out.reboundsTotal, v('assists'), v('steals'), v('blocks')].filter(
      (x) => x >= 10,
    );
    out.doubleDoubles = tens.length >= 2 ? 1 : 0;
    out.efficiency =
      v('points') +
      out.reboundsTotal +
      v('assists') +
      v('steals') +
      v('blocks') -
      (v('fieldGoalsAttempted') - v('fieldGoalsMade')) -
      (v('freeThrowsAttempted') - v('freeThrowsMade')) -
      v('turnovers');
  }
  if (sport === 'hockey') {
    if (has('goals')) out.points = v('goals') + v('assists');
    if (has('timeOnIceSeconds')) out.timeOnIce = round(v('timeOnIceSeconds') / 60, 1);
  }
  return out;
}

/** A stored array line back into its map (nulls left out), with the derived statistics. */
export function decodePersonLine(sport: Sport, values: readonly (number | null)[]): StatMap {
  const stored: StatMap = {};
  personColumns[sport].forEach((code, i) => {
    const value = values[i];
    if (value !== null && value !== undefined) stored[code] = value;
  });
  return derivePersonStats(sport, stored);
}

export function decodeTeamLine(sport: Sport, values: readonly (number | null)[]): StatMap {
  const out: StatMap = {};
  teamColumns[sport].forEach((code, i) => {
    const value = values[i];
    if (value !== null && value !== undefined) out[code] = value;
  });
  return out;
}

const sumLines = (lines: readonly StatMap[]) => {
  const totals: StatMap = {};
  for (const line of lines)
    for (const [code, value] of Object.entries(line)) totals[code] = (totals[code] ?? 0) + value;
  return totals;
};

/**
 * A person's season from their game lines (the played ones): totals, and averages per game played. A
 * ratio (a percentage, the goals-against average) is the same in both: the season's made over its attempted.
 */
export function personSeasonFigures(
  sport: Sport,
  lines: readonly StatMap[],
): { games: number; totals: StatMap; averages: StatMap } {
  const totals = sumLines(lines);
  const averages: StatMap = {};
  for (const [code, value] of Object.entries(totals)) averages[code] = round(value / lines.length, 1);
  for (const [code, ratio] of Object.entries(personRatios[sport])) {
    const denominator = totals[ratio.denominator];
    if (denominator === undefined) continue;
    const value =
      denominator > 0 ? round(((totals[ratio.numerator] ?? 0) / denominator) * ratio.scale, 2) : 0;
    totals[code] = value;
    averages[code] = value;
  }
  return { games: lines.length, totals, averages };
}

/** A team's season from its game lines: totals, and averages per game (a percentage: the games' mean). */
export function teamSeasonFigures(lines: readonly StatMap[]): { totals: StatMap; averages: StatMap } {
  const totals = sumLines(lines);
  const averages: StatMap = {};
  for (const [code, value] of Object.entries(totals)) {
    averages[code] = round(value / lines.length, 1);
    if (/Percentage$/.test(code)) totals[code] = averages[code];
  }
  return { totals, averages };
}
