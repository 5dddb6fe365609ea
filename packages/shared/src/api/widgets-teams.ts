/**
 * The content of the teams family (docs/product.md#widgets, decision 108): Teams, the season's teams (by
 * pool), and Team Details, one team's page. Like every widget's content it is independent of the settings
 * but the season and the team shown: the runtime applies them, so the console's preview renders unsaved
 * settings over the same content.
 */
import { z } from 'zod';
import {
  fixtureSchema,
  namesSchema,
  personsByIdSchema,
  standingsRowSchema,
  teamsByIdSchema,
  widgetSeasonSchema,
} from './widgets-shapes';

const statMap = z.record(z.string(), z.number());

export const teamsContentSchema = z
  .object({
    widget: z.literal('teams'),
    season: widgetSeasonSchema,
    /**
     * The teams of the season's regular stages, stage by stage and pool by pool in their order (a stage
     * without pools is one group, named as the stage). A team is in one pool of a stage.
     */
    stages: z.array(
      z.object({
        stageId: z.string(),
        names: namesSchema,
        pools: z.array(z.object({ poolId: z.string(), names: namesSchema, teamIds: z.array(z.string()) })),
      }),
    ),
    teams: teamsByIdSchema,
  })
  .meta({ id: 'TeamsContent' });

export const teamDetailsContentSchema = z
  .object({
    widget: z.literal('teamDetails'),
    /** The season shown: the one asked for, else the default, moved to the team's competition if needed. */
    season: widgetSeasonSchema,
    teamId: z.string(),
    /** The team information fields (teamInfoFields) and the banner's facts that are not results. */
    info: z.object({
      founded: z.number().int().nullable(),
      venue: namesSchema,
      cityLocal: z.string(),
      cityLatin: z.string(),
      venueCapacity: z.number().int(),
      captainPersonId: z.string().nullable(),
      headCoachPersonId: z.string().nullable(),
      colourPrimary: z.string(),
      colourSecondary: z.string(),
    }),
    /** The team's pool of the season's standings (regular season, every row); null before it has one. */
    standings: z
      .object({
        stage: namesSchema,
        pool: namesSchema,
        rows: z.array(standingsRowSchema),
      })
      .nullable(),
    /** The team's fixtures of the season, oldest first. */
    fixtures: z.array(fixtureSchema),
    roster: z.object({
      /** Players by shirt number. */
      players: z.array(z.string()),
      /** Staff, with their role (an entityOfficials code), in the order of that list. */
      staff: z.array(z.object({ personId: z.string(), role: z.string() })),
    }),
    /** The team's best player in each statistic of the sport's personStatistics list, by the leaders' rules. */
    leaders: z.array(z.object({ statistic: z.string(), personId: z.string(), value: z.number() })),
    /** The sport's headline statistics: the summary's leaders after the highlighted one. */
    headlineStatistics: z.array(z.string()),
    /** The team's season (entityStatistics codes): games played, totals, averages a game. */
    seasonStatistics: z.object({ games: z.number().int(), totals: statMap, averages: statMap }),
    /** Each player's season (personStatistics codes): games played and averages a game (a ratio: the season's). */
    playerStatistics: z.array(z.object({ personId: z.string(), games: z.number().int(), averages: statMap })),
    persons: personsByIdSchema,
    teams: teamsByIdSchema,
  })
  .meta({ id: 'TeamDetailsContent' });

export type TeamsContent = z.infer<typeof teamsContentSchema>;
export type TeamDetailsContent = z.infer<typeof teamDetailsContentSchema>;
