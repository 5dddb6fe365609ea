/**
 * The statistics family's content (docs/product.md#widgets, decision 110): Person Statistics and Team
 * Statistics list the season's players or teams with a value per statistic of the sport, and the runtime
 * draws the screen's four groups of columns from it. A value is the season's average per game played, but a
 * ratio (a percentage, the goals-against average), which is the season's, and the few statistics counted over
 * the season (double-doubles, shutouts, game-winning goals), which are totals. A statistic that does not apply
 * to a row (a goalkeeper's saves for a skater, a percentage without attempts) has no value.
 */
import { z } from 'zod';
import {
  personsByIdSchema as personsById,
  teamsByIdSchema as teamsById,
  widgetSeasonSchema,
} from './widgets-shapes';

const statisticValues = z.record(z.string(), z.number());

/** What both widgets' content share: the season, and which statistics rank the smallest first. */
const statisticsContent = {
  season: widgetSeasonSchema,
  /** Statistics where the smaller value is the better (the goals-against average): sorted ascending first. */
  lowerIsBetter: z.array(z.string()),
  teams: teamsById,
};

export const personStatisticsContentSchema = z
  .object({
    widget: z.literal('personStatistics'),
    ...statisticsContent,
    /** Every player who played in the season, with their team (the one they played for first). */
    rows: z.array(
      z.object({
        personId: z.string(),
        teamId: z.string(),
        gamesPlayed: z.number().int(),
        values: statisticValues,
      }),
    ),
    persons: personsById,
  })
  .meta({ id: 'PersonStatisticsContent' });

export const teamStatisticsContentSchema = z
  .object({
    widget: z.literal('teamStatistics'),
    ...statisticsContent,
    /** Every team that played in the season; a percentage is the mean of its games'. */
    rows: z.array(z.object({ teamId: z.string(), gamesPlayed: z.number().int(), values: statisticValues })),
  })
  .meta({ id: 'TeamStatisticsContent' });

export type PersonStatisticsContent = z.infer<typeof personStatisticsContentSchema>;
export type TeamStatisticsContent = z.infer<typeof teamStatisticsContentSchema>;
