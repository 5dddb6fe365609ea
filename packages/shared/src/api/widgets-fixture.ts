/**
 * The fixture family's content (docs/product.md#widgets, decision 107): everything Fixture Details can show of
 * one fixture — its box score, events, officials, period scores, a preview of an upcoming fixture and the
 * teams' season leaders so far — whatever its settings, so the console's preview can render unsaved ones.
 */
import { z } from 'zod';
import { fixtureSchema, personsByIdSchema, teamsByIdSchema, widgetSeasonSchema } from './widgets-shapes';

const statMap = z.record(z.string(), z.number());
const count = z.number().int();

/** One team's line in the fixture: the team statistics, each dressed player's, and who did not play. */
export const fixtureBoxScoreTeamSchema = z
  .object({
    teamId: z.string(),
    /** The sport's entityStatistics codes. */
    statistics: statMap,
    /** Players who played, in the order of the line; `goalkeeper`: a hockey goaltender or handball goalkeeper. */
    persons: z.array(z.object({ personId: z.string(), goalkeeper: z.boolean(), statistics: statMap })),
    /** Dressed but did not play. */
    didNotPlay: z.array(z.string()),
  })
  .meta({ id: 'FixtureBoxScoreTeam' });

/**
 * One match event (a code of the sport's matchEvents list) with the score after it. `side` 0 is the home
 * team, 1 the away team, null neither (a period's start or end); `otherId` the assist, the player coming off,
 * or the goalkeeper who saved; `scored` whether a shoot-out attempt or penalty shot went in.
 */
export const fixtureEventSchema = z
  .object({
    period: count,
    /** Seconds played in the period. */
    second: count,
    side: z.union([z.literal(0), z.literal(1)]).nullable(),
    type: z.string(),
    personId: z.string().nullable(),
    otherId: z.string().nullable(),
    secondAssistId: z.string().nullable(),
    scored: z.boolean().nullable(),
    homeScore: count,
    awayScore: count,
  })
  .meta({ id: 'FixtureEvent' });

const recordSchema = z.object({ played: count, won: count, drawn: count, lost: count });

/** One team's side of an upcoming fixture's preview: its season before the fixture. */
export const fixturePreviewTeamSchema = z
  .object({
    teamId: z.string(),
    /** Its place in the standings before the fixture (its pool's table); null outside the regular season. */
    standingsPosition: count.nullable(),
    record: recordSchema,
    homeRecord: recordSchema,
    awayRecord: recordSchema,
    /** Newest first. */
    lastFive: z.array(z.enum(['W', 'D', 'L'])),
    /** The team's leaders so far in the sport's headline statistics (season totals). */
    seasonLeaders: z.array(z.object({ statistic: z.string(), personId: z.string(), value: z.number() })),
    unavailable: z.array(
      z.object({
        personId: z.string(),
        reason: z.enum(['injury', 'illness', 'suspension']),
        /** YYYY-MM-DD. */
        expectedReturn: z.string(),
      }),
    ),
  })
  .meta({ id: 'FixturePreviewTeam' });

export const fixtureDetailsContentSchema = z
  .object({
    widget: z.literal('fixtureDetails'),
    /** The fixture's own season. */
    season: widgetSeasonSchema,
    fixture: fixtureSchema,
    /** How a finished fixture was decided; null before it is played. */
    resultType: z.enum(['regular', 'overtime', 'shootout']).nullable(),
    /** Points or goals per period (overtime periods after the regulation ones), from the events. */
    periods: z.array(z.object({ period: count, home: count, away: count })),
    /** Home team first; empty before the fixture is played. */
    boxScore: z.array(fixtureBoxScoreTeamSchema),
    /** In game order; empty before the fixture is played. */
    events: z.array(fixtureEventSchema),
    /** One per matchOfficials role, in the list's order. */
    matchOfficials: z.array(
      z.object({
        role: z.string(),
        officialId: z.string(),
        nameFullLocal: z.string(),
        nameFullLatin: z.string(),
        familyNameLocal: z.string(),
        familyNameLatin: z.string(),
        nationality: z.string(),
      }),
    ),
    /** Each team's staff by entityOfficials role, home team first; the persons are in `persons`. */
    teamOfficials: z.array(z.object({ teamId: z.string(), role: z.string(), personId: z.string() })),
    /** An upcoming fixture's preview (null once played): the two teams, home first, and their meetings. */
    preview: z
      .object({
        teams: z.array(fixturePreviewTeamSchema),
        headToHead: z.object({ played: count, homeWins: count, awayWins: count, draws: count }),
      })
      .nullable(),
    /**
     * An upcoming fixture's teams' leaders so far, per person statistic of the sport (up to three a team, by
     * the Leaders widget's rules); empty once played, when the box score names the game's leaders.
     */
    seasonLeaders: z.array(
      z.object({
        statistic: z.string(),
        teams: z.array(
          z.object({
            teamId: z.string(),
            leaders: z.array(z.object({ personId: z.string(), value: z.number() })),
          }),
        ),
      }),
    ),
    persons: personsByIdSchema,
    teams: teamsByIdSchema,
  })
  .meta({ id: 'FixtureDetailsContent' });

export type FixtureDetailsContent = z.infer<typeof fixtureDetailsContentSchema>;
export type FixtureBoxScoreTeam = z.infer<typeof fixtureBoxScoreTeamSchema>;
export type FixtureEventItem = z.infer<typeof fixtureEventSchema>;
export type FixturePreviewTeam = z.infer<typeof fixturePreviewTeamSchema>;
