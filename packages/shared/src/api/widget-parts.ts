/**
 * The parts every widget's content is made of (teams, persons, seasons, names), apart from widgets.ts so the
 * content schemas of each widget family (widgets-statistics.ts, …) can build on them and widgets.ts can
 * gather every family's schema into its unions without an import circle.
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

/** Teams and persons by id: each content names them by id and carries them once. */
export const teamsById = z.record(z.string(), widgetTeamSchema);
export const personsById = z.record(z.string(), widgetPersonSchema);
