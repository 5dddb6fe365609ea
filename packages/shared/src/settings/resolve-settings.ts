/**
 * The one place a feature's defaults are applied (decision 094): the data API's PUT (through the feature
 * schema), the first documents of a website, the widgets' public answer, the console's preview and, through
 * them, the widget runtime read a feature's settings through `resolveSettings`. Plain code without zod, so the
 * console's preview and anything small may use it.
 */
import { features } from '../features';
import type { FormValues } from '../form/rules';
import { isVisible } from '../form/rules';
import { isSentField } from '../form/transform';
import type { FeatureDefinition, FeatureId, Sport } from '../form/types';
import { fieldDefault } from './field-default';
import type { FeatureSettings } from './settings-types';

/** What a feature's settings depend on besides the saved document: the values field conditions read. */
export type SettingsContext = { sport: Sport; trackingData: boolean };

/**
 * Every field of the feature that applies in `context`, in declaration order: its saved value, or its
 * definition's default when the document has none (or null). A field another sport's screen shows, a widget
 * that only edits other fields and anything else a document holds are left out; an `ignoreIfNull` field
 * still null is too (docs/product.md#validation-and-pre-send-rules).
 */
export const resolveFeatureSettings = (
  feature: FeatureDefinition,
  saved: Record<string, unknown> | null | undefined,
  context: SettingsContext,
): Record<string, unknown> => {
  const conditions: FormValues = { ...saved, sport: context.sport, trackingData: context.trackingData };
  const settings: Record<string, unknown> = {};
  for (const field of feature.fields) {
    if (!isSentField(field) || !isVisible(field, conditions)) continue;
    const own = saved && Object.hasOwn(saved, field.name) ? saved[field.name] : undefined;
    const value = own ?? fieldDefault(field);
    if (value === null && field.ignoreIfNull) continue;
    settings[field.name] = value;
  }
  return settings;
};

/** A feature's saved settings with its definition's defaults applied, typed as that feature's settings. */
export const resolveSettings = <Id extends FeatureId>(
  featureId: Id,
  saved: Record<string, unknown> | null | undefined,
  context: SettingsContext,
): FeatureSettings[Id] => resolveFeatureSettings(features[featureId], saved, context) as FeatureSettings[Id];
