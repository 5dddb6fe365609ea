/**
 * The building blocks of the widgets' content (docs/product.md#widgets): names, teams, persons and seasons in
 * the forms the name lookups offer. Apart from widgets.ts so each family's content file (widgets-persons.ts,
 * …) can build on them without an import circle.
 */
import { z } from 'zod';

/** A name in the four forms the `nameOptions` lookup offers (pool, stage, round, venue). */
export const namesSchema = z
  .object({
    nameLocal: z.string(),
    nameLatin: z.string(),
    abbreviationLocal: z.string(),
    abbreviationLatin: z.string(),
  })
  .meta({ id: 'WidgetNames' });

/** A team, with every form the `entityNameOptions` lookup offers. */
export const widgetTeamSchema = z
  .object({
    teamId: z.string(),
    nameFullLocal: z.string(),
    nameFullLatin: z.string(),
    nameShortLocal: z.string(),
    nameShortLatin: z.string(),
    codeLocal: z.string(),
    codeLatin: z.string(),
    /** Absolute URL of the team's generated SVG logo. */
    logoUrl: z.string(),
    /** The team's own website (the `externalWebsite` link option). */
    websiteUrl: z.string(),
  })
  .meta({ id: 'WidgetTeam' });

/** A player or staff member, with every form the `personNameOptions` lookup offers. */
export const widgetPersonSchema = z
  .object({
    personId: z.string(),
    teamId: z.string(),
    nameFullLocal: z.string(),
    nameFullLatin: z.string(),
    initialFamilyNameLocal: z.string(),
    initialFamilyNameLatin: z.string(),
    familyNameLocal: z.string(),
    familyNameLatin: z.string(),
    /** Absolute URL of the person's generated SVG image. */
    imageUrl: z.string(),
    websiteUrl: z.string(),
    /** Person info fields of the sport (position, shirt number, …), keyed by the personInfoFields codes. */
    info: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({ id: 'WidgetPerson' });

/** A season the widget may show, named with its competition for the season selector. */
export const widgetSeasonSchema = z
  .object({
    seasonId: z.string(),
    nameLocal: z.string(),
    competitionId: z.string(),
    competitionNameLocal: z.string(),
    organizationId: z.string(),
  })
  .meta({ id: 'WidgetSeason' });

export const teamsByIdSchema = z.record(z.string(), widgetTeamSchema);
export const personsByIdSchema = z.record(z.string(), widgetPersonSchema);

/** One team's row in a pool's table: its position and a value per standings field code of the sport. */
export const standingsRowSchema = z.object({
  position: z.number().int(),
  teamId: z.string(),
  values: z.record(z.string(), z.union([z.number(), z.string()])),
});

export const fixtureSchema = z
  .object({
    fixtureId: z.string(),
    seasonId: z.string(),
    /** ISO 8601, UTC. */
    startTimeUtc: z.string(),
    status: z.enum(['scheduled', 'finished']),
    /** 'regular' or 'playoff': the schedule's match-type filter. */
    matchType: z.enum(['regular', 'playoff']),
    roundNumber: z.number().int(),
    round: namesSchema,
    stage: namesSchema,
    pool: namesSchema.nullable(),
    /** Play-off series name and score (for example 2-1), when the fixture belongs to one. */
    series: z
      .object({ names: namesSchema, homeWins: z.number().int(), awayWins: z.number().int() })
      .nullable(),
    venue: namesSchema,
    home: z.object({ teamId: z.string(), score: z.number().int().nullable() }),
    away: z.object({ teamId: z.string(), score: z.number().int().nullable() }),
  })
  .meta({ id: 'Fixture' });
