/**
 * The console's live preview payload (docs/product.md#widgets): what the runtime in the preview frame is
 * given, built from the form's values with the same rules as the public answer (`resolveSettings`,
 * `publicGeneral`), so the preview and the live widget cannot disagree. Here rather than in the console so
 * that a server test can check it against the public answer for every saved document (decision 094). Plain
 * code, without zod.
 */
import type { ConfigDocument } from '../api/config';
import type { WidgetGeneral, WidgetPayload, WidgetPreviewAnswer } from '../api/widgets';
import { initialValues, prepareForSubmit } from '../form/transform';
import type { FeatureDefinition } from '../form/types';
import type { WidgetId } from '../widgets/widget-ids';
import { publicGeneral } from './public-general';
import { resolveSettings, type SettingsContext } from './resolve-settings';

/**
 * The values a saved document's form would send: the pre-send transform
 * (docs/product.md#validation-and-pre-send-rules) a save applies, without the websiteId it adds.
 */
export const savedValues = (
  feature: FeatureDefinition,
  document: ConfigDocument,
): Record<string, unknown> => {
  const { websiteId: _, ...sent } = prepareForSubmit(feature, initialValues(feature, document));
  return sent;
};

/** General's form values as the widgets read them: never the referrer domains. */
export const widgetGeneralOf = (values: Record<string, unknown>, context: SettingsContext): WidgetGeneral =>
  publicGeneral(resolveSettings('general', values, context));

/**
 * The render message's payload: the form's (unsaved) settings of the widget as `config`, with its defaults
 * applied, General's, and the content the admin API answered. Versions are the ones known (0 for data: the
 * preview is never cached).
 */
export function previewPayload(input: {
  widget: WidgetId;
  websiteId: string;
  data: WidgetPreviewAnswer['data'];
  config: Record<string, unknown>;
  general: WidgetGeneral;
  /** The theme's (unsaved, on the Theme screen) values; its defaults are applied here. */
  theme?: Record<string, unknown>;
  configVersion: number;
  generalVersion: number;
  themeVersion?: number;
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
    theme: resolveSettings('theme', input.theme ?? {}, input.context),
    themeVersion: input.themeVersion ?? 0,
    config: resolveSettings(input.widget, input.config, input.context),
    seasons,
    labels: data.labels,
    content: data.content,
  } as WidgetPayload;
}
