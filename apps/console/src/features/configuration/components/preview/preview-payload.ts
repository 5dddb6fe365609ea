import {
  type ConfigDocument,
  type FeatureDefinition,
  initialValues,
  publicGeneral,
  resolveSettings,
  type SettingsContext,
  type WidgetGeneral,
  type WidgetId,
  type WidgetPayload,
} from '@eua/shared';
import { sentValues } from '../../../../form-engine/safe-editing/describe';
import type { WidgetPreviewData } from '../../api/get-widget-preview';

/**
 * The typed values a saved document holds: the same pre-send transform
 * (docs/product.md#validation-and-pre-send-rules) a save applies to the form, so the runtime gets what it
 * would read from the public path (numbers, booleans, defaults).
 */
export const savedValues = (feature: FeatureDefinition, document: ConfigDocument): Record<string, unknown> =>
  sentValues(feature, initialValues(feature, document));

/** The ids ticked in a season set (`allowedSeasons`: seasonId → true), in a stable order. */
export const seasonIdsOf = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>)
        .filter(([, on]) => on === true)
        .map(([id]) => id)
        .sort()
    : [];

/**
 * General's sent values as the widgets read them: General's defaults applied and its public settings
 * projected exactly as the public answer does (packages/shared `resolveSettings`, `publicGeneral`), so the
 * preview and the live widget cannot disagree. Never the referrer domains (docs/product.md#widgets).
 */
export const widgetGeneralOf = (values: Record<string, unknown>, context: SettingsContext): WidgetGeneral =>
  publicGeneral(resolveSettings('general', values, context));

/**
 * The render message's payload (docs/product.md#widgets): the form's unsaved settings as `config`, with the
 * widget's defaults applied as the public answer applies them, General's, and the content the admin API
 * answered. Versions are the ones known (0 for data: the preview is never cached).
 */
export function previewPayload(input: {
  widget: WidgetId;
  websiteId: string;
  data: WidgetPreviewData;
  config: Record<string, unknown>;
  general: WidgetGeneral;
  configVersion: number;
  generalVersion: number;
  context: SettingsContext;
}): WidgetPayload {
  const { data, general } = input;
  const allowed = Object.keys(general.allowedSeasons);
  // The season selector offers General's allowed seasons, unsaved ones included when editing General.
  const seasons =
    allowed.length > 0
      ? data.seasons.filter((season) => general.allowedSeasons[season.seasonId])
      : data.seasons;
  // The widget's settings are its own (resolveSettings), which the compiler cannot follow through `widget`.
  return {
    widget: input.widget,
    websiteId: input.websiteId,
    sport: data.sport,
    configVersion: input.configVersion,
    generalVersion: input.generalVersion,
    dataVersion: 0,
    general,
    config: resolveSettings(input.widget, input.config, input.context),
    seasons,
    labels: data.labels,
    content: data.content,
  } as WidgetPayload;
}
