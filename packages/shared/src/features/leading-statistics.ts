/**
 * What a new website's statistics lead with, per sport, as sports pages order them (decision 125): minutes,
 * points, rebounds and assists in basketball, goals in hockey and handball; the top performer by points or
 * goals. The multi-selects' `sportDefaults`; codes of the sport's lists (reference data).
 */
import type { Sport } from '../form/types';

type BySport = Partial<Record<Sport, readonly string[]>>;

/** A player's game line: the box score, the game log, a season's statistics. */
export const gameLine: BySport = {
  basketball: ['minutes', 'points', 'reboundsTotal', 'assists', 'fieldGoalsPercentage'],
  hockey: ['goals', 'assists', 'points', 'plusMinus', 'shotsOnGoal'],
  handball: ['goals', 'shots', 'shootingPercentage', 'assists', 'minutes'],
};

/** A player's headline averages (a person page's tiles, at most four). */
export const headline: BySport = {
  basketball: ['minutes', 'points', 'reboundsTotal', 'assists'],
  hockey: ['goals', 'assists', 'points', 'plusMinus'],
  handball: ['goals', 'assists', 'shootingPercentage', 'minutes'],
};

/** A team's top performer first (points, or goals), then the figures shown beside them. */
export const highlights: BySport = {
  basketball: ['points', 'reboundsTotal', 'assists', 'steals', 'blocks'],
  hockey: ['goals', 'assists', 'points', 'plusMinus', 'shotsOnGoal'],
  handball: ['goals', 'assists', 'shootingPercentage', 'steals', 'blocks'],
};

/** A competition's or a fixture's leaders: the scorers first, a goalkeeper's figure among them. */
export const leadingLeaders: BySport = {
  basketball: ['points', 'reboundsTotal', 'assists', 'steals', 'blocks'],
  hockey: ['goals', 'assists', 'points', 'plusMinus', 'savePercentage'],
  handball: ['goals', 'assists', 'shootingPercentage', 'steals', 'saves'],
};

/** A goalkeeper's line (hockey's G variants, handball's GK variants), saves first. */
export const goalkeepers: BySport = {
  hockey: ['saves', 'savePercentage', 'goalsAgainst', 'goalsAgainstAverage', 'timeOnIce'],
  handball: ['saves', 'savePercentage', 'sevenMetreSaves', 'minutes', 'suspensions'],
};

/** A league table: the points a league ranks by (basketball by its win percentage). */
export const leadingStandings: BySport = {
  basketball: ['played', 'won', 'lost', 'percentageWon', 'gamesBehind'],
  hockey: ['played', 'won', 'lost', 'lostOvertime', 'standingPoints'],
  handball: ['played', 'won', 'drawn', 'lost', 'standingPoints'],
};
