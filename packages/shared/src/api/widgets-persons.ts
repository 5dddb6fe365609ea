/**
 * The persons family's content (docs/product.md#widgets, decision 109): the Players list of a season's
 * competition and one person's page (Person Detail). Like every widget's content it is independent of the
 * settings but the season and the person shown: the runtime applies them.
 */
import { z } from 'zod';
import { teamsByIdSchema, widgetPersonSchema, widgetSeasonSchema } from './widgets-shapes';

/** A person of a roster: a player, or a member of the staff (whose `info.position` is their staff role). */
export const rosterPersonSchema = widgetPersonSchema
  .extend({ role: z.enum(['player', 'staff']) })
  .meta({ id: 'WidgetRosterPerson' });

export const playersContentSchema = z
  .object({
    widget: z.literal('players'),
    season: widgetSeasonSchema,
    /** The persons of the teams of the season's competition: by team, players by shirt number, then staff. */
    persons: z.array(rosterPersonSchema),
    teams: teamsByIdSchema,
  })
  .meta({ id: 'PlayersContent' });

/** Statistics by the codes of the sport's personStatistics list. */
const statisticsSchema = z.record(z.string(), z.number());

/** One fixture of a person's season game log. */
export const gameLogEntrySchema = z
  .object({
    fixtureId: z.string(),
    /** ISO 8601, UTC. */
    startTimeUtc: z.string(),
    teamId: z.string(),
    opponentTeamId: z.string(),
    home: z.boolean(),
    teamScore: z.number().int(),
    opponentScore: z.number().int(),
    /** The person's line of the game; null when dressed but did not play. */
    statistics: statisticsSchema.nullable(),
  })
  .meta({ id: 'WidgetGameLogEntry' });

export const personDetailContentSchema = z
  .object({
    widget: z.literal('personDetail'),
    /** The season of the statistics and the game log: the one asked for, else one of the person's competition. */
    season: widgetSeasonSchema,
    person: rosterPersonSchema,
    /** The games the person played in the season (a game dressed but not played does not count). */
    gamesPlayed: z.number().int(),
    /** The season's totals and averages per game played; a ratio (a percentage) is the season's in both. */
    totals: statisticsSchema,
    averages: statisticsSchema,
    /** Every played fixture of the season the person was dressed for, oldest first. */
    gameLog: z.array(gameLogEntrySchema),
    /** The person's team and the opponents of the game log. */
    teams: teamsByIdSchema,
  })
  .meta({ id: 'PersonDetailContent' });

export type PlayersContent = z.infer<typeof playersContentSchema>;
export type PersonDetailContent = z.infer<typeof personDetailContentSchema>;
export type WidgetRosterPerson = z.infer<typeof rosterPersonSchema>;
export type WidgetGameLogEntry = z.infer<typeof gameLogEntrySchema>;
