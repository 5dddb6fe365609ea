/**
 * The widgets' contracts (docs/product.md#widgets): the public read path
 * `GET /widgets/v1/{websiteId}/{widget}` that the embeddable runtime calls from a customer's page, and the
 * console's preview data call `GET /v1/config/{websiteId}/widget-preview/{widget}`. The runtime imports only
 * the inferred types (never zod, to stay small); the server validates its answers against these schemas in
 * tests.
 *
 * Content is independent of the widget's settings except for the season (or seasons) asked for: the runtime
 * applies every setting (order, counts, flags, colours, names) itself, so the console's live preview can
 * render unsaved settings without a server round trip (docs/product.md#widgets).
 */
import { z } from 'zod';
import { sports } from '../form/types';
import { settingsSchema } from '../settings/settings-schema';
import { type WidgetId, widgetIds } from '../widgets/widget-ids';
import { idParam } from './common';
import { fixtureDetailsContentSchema } from './widgets-fixture';
import { personDetailContentSchema, playersContentSchema } from './widgets-persons';
import {
  fixtureSchema,
  namesSchema,
  personsByIdSchema,
  standingsRowSchema,
  teamsByIdSchema,
  type widgetPersonSchema,
  widgetSeasonSchema,
  type widgetTeamSchema,
} from './widgets-shapes';
import { personStatisticsContentSchema, teamStatisticsContentSchema } from './widgets-statistics';
import { teamDetailsContentSchema, teamsContentSchema } from './widgets-teams';

export * from './widgets-fixture';
export * from './widgets-persons';
export * from './widgets-shapes';
export * from './widgets-statistics';
export * from './widgets-teams';

export const widgetIdSchema = z.enum(widgetIds);

export const standingsContentSchema = z
  .object({
    widget: z.enum(['standings', 'standingsFragment']),
    season: widgetSeasonSchema,
    stages: z.array(
      z.object({
        stageId: z.string(),
        names: namesSchema,
        pools: z.array(
          z.object({ poolId: z.string(), names: namesSchema, rows: z.array(standingsRowSchema) }),
        ),
      }),
    ),
    teams: teamsByIdSchema,
  })
  .meta({ id: 'StandingsContent' });

export const fixturesContentSchema = z
  .object({
    widget: z.enum(['schedule', 'fixturesFragment']),
    /** The season shown (schedule) or the seasons drawn from (fixtures fragment). */
    seasons: z.array(widgetSeasonSchema),
    /**
     * Schedule: every fixture of the season, oldest first. Fixtures fragment: the latest 50 results (newest
     * first) and the next 50 upcoming fixtures (soonest first) across its seasons; the runtime cuts to the
     * configured counts.
     */
    fixtures: z.array(fixtureSchema),
    teams: teamsByIdSchema,
  })
  .meta({ id: 'FixturesContent' });

/** The leaders of one statistic: up to 50, best first. */
export const leadersContentSchema = z
  .object({
    widget: z.literal('leaders'),
    season: widgetSeasonSchema,
    statistics: z.array(
      z.object({
        statistic: z.string(),
        leaders: z.array(
          z.object({
            rank: z.number().int(),
            personId: z.string(),
            teamId: z.string(),
            value: z.number(),
            gamesPlayed: z.number().int(),
          }),
        ),
      }),
    ),
    persons: personsByIdSchema,
    teams: teamsByIdSchema,
  })
  .meta({ id: 'LeadersContent' });

export const widgetContentSchema = z.discriminatedUnion('widget', [
  standingsContentSchema,
  fixturesContentSchema,
  leadersContentSchema,
  playersContentSchema,
  personDetailContentSchema,
  teamsContentSchema,
  teamDetailsContentSchema,
  personStatisticsContentSchema,
  teamStatisticsContentSchema,
  fixtureDetailsContentSchema,
]);
export type WidgetContent = z.infer<typeof widgetContentSchema>;
export type StandingsContent = z.infer<typeof standingsContentSchema>;
export type FixturesContent = z.infer<typeof fixturesContentSchema>;
export type LeadersContent = z.infer<typeof leadersContentSchema>;
export type WidgetTeam = z.infer<typeof widgetTeamSchema>;
export type WidgetPerson = z.infer<typeof widgetPersonSchema>;
export type WidgetSeason = z.infer<typeof widgetSeasonSchema>;
export type WidgetFixture = z.infer<typeof fixtureSchema>;
export type WidgetNames = z.infer<typeof namesSchema>;

/**
 * What the runtime needs to say in words: the texts of the codes the settings hold (statistics, standings
 * fields, person info fields, page and tab labels, team information and statistics, statistic group
 * names, match events, officials' roles, preview fields), from the sport's lookup lists.
 */
export const widgetLabelsSchema = z
  .object({
    statistics: z.record(z.string(), z.string()),
    standingsFields: z.record(z.string(), z.string()),
    personInfoFields: z.record(z.string(), z.string()),
    /** Page and tab labels (the labelOptions list): Teams' page label, Team Details' tab and section labels. */
    labelOptions: z.record(z.string(), z.string()),
    /** Team Details: team information, banner fields, team statistics, staff roles. */
    teamInfoFields: z.record(z.string(), z.string()),
    teamBannerFields: z.record(z.string(), z.string()),
    entityStatistics: z.record(z.string(), z.string()),
    entityOfficials: z.record(z.string(), z.string()),
    statisticsGroups: z.record(z.string(), z.string()),
    /** Fixture Details: match events, match officials' roles, team preview fields. */
    matchEvents: z.record(z.string(), z.string()),
    matchOfficials: z.record(z.string(), z.string()),
    teamPreviewFields: z.record(z.string(), z.string()),
  })
  .meta({ id: 'WidgetLabels' });
export type WidgetLabels = z.infer<typeof widgetLabelsSchema>;

/**
 * The General settings the widgets use. Public: referrer domains and everything else about the website's
 * owner stay out (docs/product.md#widgets: nothing private on the public path).
 */
export const widgetGeneralSchema = z
  .object({
    showMainNavigation: z.boolean(),
    showSeasonSelector: z.boolean(),
    locales: z.array(z.string()),
    localeDefault: z.string(),
    personImageType: z.string().nullable(),
    roundLabel: z.string().nullable(),
    teamDisplayOrder: z.string().nullable(),
    unknownTeamLabel: z.string().nullable(),
    timezone: z.string().nullable(),
    statisticsDecimalPlaces: z.number().int(),
    defaultSeasonId: z.string().nullable(),
    defaultCompetitionId: z.string().nullable(),
    allowedSeasons: z.record(z.string(), z.boolean()),
  })
  .meta({ id: 'WidgetGeneral' });
export type WidgetGeneral = z.infer<typeof widgetGeneralSchema>;

/** Query of both reads: `season` picks an allowed season; fixtures fragment takes its seasons from its settings. */
export const widgetQuerySchema = z.object({
  season: z.string().min(1).max(200).optional().describe('A season id; omitted: the default season'),
  competition: z.string().min(1).max(200).optional().describe('A competition id, to narrow the season list'),
  id: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('The team, person or fixture a detail widget shows (its id); other widgets ignore it'),
});
export const widgetParamsSchema = z.object({ websiteId: idParam, widget: widgetIdSchema });

/** What every widget's answer carries besides its settings. */
const widgetAnswerData = {
  websiteId: z.string(),
  sport: z.enum(sports),
  /** The configuration version and data version the ETag is built from. */
  configVersion: z.number().int(),
  generalVersion: z.number().int(),
  dataVersion: z.number().int(),
  general: widgetGeneralSchema,
  /** The website's theme (docs/product.md#theme), every field with its default applied, and its version. */
  theme: settingsSchema('theme'),
  themeVersion: z.number().int(),
  /** Every season the website allows, for the season selector. */
  seasons: z.array(widgetSeasonSchema),
  labels: widgetLabelsSchema,
  content: widgetContentSchema,
};

/** One widget's answer: its saved settings, every field with its definition's default applied (decision 094). */
const widgetAnswerDataOf = <W extends WidgetId>(widget: W) =>
  z.object({ widget: z.literal(widget), ...widgetAnswerData, config: settingsSchema(widget) });

/** GET /widgets/v1/{websiteId}/{widget}: the saved settings of the widget and General, and its content. */
export const widgetAnswerSchema = z
  .object({
    data: z
      .discriminatedUnion('widget', [
        widgetAnswerDataOf('standings'),
        widgetAnswerDataOf('standingsFragment'),
        widgetAnswerDataOf('schedule'),
        widgetAnswerDataOf('fixturesFragment'),
        widgetAnswerDataOf('leaders'),
        widgetAnswerDataOf('players'),
        widgetAnswerDataOf('personDetail'),
        widgetAnswerDataOf('teams'),
        widgetAnswerDataOf('teamDetails'),
        widgetAnswerDataOf('personStatistics'),
        widgetAnswerDataOf('teamStatistics'),
        widgetAnswerDataOf('fixtureDetails'),
      ])
      .meta({ id: 'WidgetPayload' }),
  })
  .meta({ id: 'WidgetAnswer' });
export type WidgetAnswer = z.infer<typeof widgetAnswerSchema>;
export type WidgetPayload = WidgetAnswer['data'];
/** The answer of one widget, its settings typed as that widget's. */
export type WidgetPayloadOf<W extends WidgetId> = Extract<WidgetPayload, { widget: W }>;

/**
 * GET /v1/config/{websiteId}/widget-preview/{widget} (admin API, read scope): the same content for the
 * console's preview, for any season of the website (the unsaved form may allow seasons not yet saved).
 * `seasons` (comma-separated) is the fixtures fragment's unsaved allowed seasons.
 */
export const widgetPreviewQuerySchema = widgetQuerySchema.extend({
  seasons: z.string().max(20_000).optional().describe('Comma-separated season ids (fixtures fragment)'),
});
export const widgetPreviewAnswerSchema = z
  .object({
    data: z.object({
      widget: widgetIdSchema,
      websiteId: z.string(),
      sport: z.enum(sports),
      seasons: z.array(widgetSeasonSchema),
      labels: widgetLabelsSchema,
      content: widgetContentSchema,
    }),
  })
  .meta({ id: 'WidgetPreviewAnswer' });
export type WidgetPreviewAnswer = z.infer<typeof widgetPreviewAnswerSchema>;

/**
 * The widget of each family the Theme screen previews, in its order (docs/product.md#theme): standings,
 * schedule, a fixture's detail, teams, players, statistics and leaders.
 */
export const themePreviewWidgets = [
  'standings',
  'schedule',
  'fixtureDetails',
  'teams',
  'players',
  'personStatistics',
  'leaders',
] as const satisfies readonly WidgetId[];

/**
 * GET /v1/config/{websiteId}/theme-preview: in one answer, the content of every family's widget the Theme
 * screen previews (its default season; a fixture's detail its first fixture). A family with nothing to show
 * (no fixture in the season) is left out.
 */
export const themePreviewAnswerSchema = z
  .object({ data: z.array(widgetPreviewAnswerSchema.shape.data) })
  .meta({ id: 'ThemePreviewAnswer' });
export type ThemePreviewAnswer = z.infer<typeof themePreviewAnswerSchema>;
