import {
  type ConfigDocument,
  type FeatureDefinition,
  initialValues,
  type WidgetGeneral,
  type WidgetId,
  type WidgetPayload,
} from '@eua/shared';
import { sentValues } from '../../../../form-engine/safe-editing/describe';
import type { WidgetPreviewData } from '../../api/get-widget-preview';

/**
 * The typed values a saved document holds: the same pre-send transform (SPEC.md §5) a save applies to the
 * form, so the runtime gets what it would read from the public path (numbers, booleans, defaults).
 */
export const savedValues = (feature: FeatureDefinition, document: ConfigDocument): Record<string, unknown> =>
  sentValues(feature, initialValues(feature, document));

const text = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

/** The ids ticked in a season set (`allowedSeasons`: seasonId → true), in a stable order. */
export const seasonIdsOf = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>)
        .filter(([, on]) => on === true)
        .map(([id]) => id)
        .sort()
    : [];

/**
 * General's sent values as the widgets read them (WidgetGeneral): only the public settings, never the
 * referrer domains (issue 9 item 2). Missing values take General's defaults.
 */
export function widgetGeneralOf(values: Record<string, unknown>): WidgetGeneral {
  const locales = Array.isArray(values.locales) ? values.locales.map(String) : [];
  const allowedSeasons: Record<string, boolean> = {};
  for (const id of seasonIdsOf(values.allowedSeasons)) allowedSeasons[id] = true;
  return {
    showMainNavigation: values.showMainNavigation !== false,
    showSeasonSelector: values.showSeasonSelector !== false,
    locales,
    localeDefault: text(values.localeDefault) ?? locales[0] ?? 'en-EN',
    personImageType: text(values.personImageType),
    roundLabel: text(values.roundLabel),
    teamDisplayOrder: text(values.teamDisplayOrder),
    unknownTeamLabel: text(values.unknownTeamLabel),
    timezone: text(values.timezone),
    statisticsDecimalPlaces:
      typeof values.statisticsDecimalPlaces === 'number' ? values.statisticsDecimalPlaces : 1,
    defaultSeasonId: text(values.defaultSeasonId),
    defaultCompetitionId: text(values.defaultCompetitionId),
    allowedSeasons,
  };
}

/**
 * The render message's payload (issue 9 item 4): the form's unsaved settings as `config`, General's, and the
 * content the admin API answered. Versions are the ones known (0 for data: the preview is never cached).
 */
export function previewPayload(input: {
  widget: WidgetId;
  websiteId: string;
  data: WidgetPreviewData;
  config: Record<string, unknown>;
  general: WidgetGeneral;
  configVersion: number;
  generalVersion: number;
}): WidgetPayload {
  const { data, general } = input;
  const allowed = Object.keys(general.allowedSeasons);
  // The season selector offers General's allowed seasons, unsaved ones included when editing General.
  const seasons =
    allowed.length > 0
      ? data.seasons.filter((season) => general.allowedSeasons[season.seasonId])
      : data.seasons;
  return {
    widget: input.widget,
    websiteId: input.websiteId,
    sport: data.sport,
    configVersion: input.configVersion,
    generalVersion: input.generalVersion,
    dataVersion: 0,
    general,
    config: input.config,
    seasons,
    labels: data.labels,
    content: data.content,
  };
}
