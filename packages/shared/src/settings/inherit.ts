/**
 * Customer defaults (docs/product.md#customer-defaults, decision 144): a website's value of a field is its
 * own when its document sets one, else its customer's default for its sport, else the field's default
 * (`resolveFeatureSettings`). The fields that name the website's own organisations, competitions and seasons
 * are never inherited: the defaults have none of those.
 */
import type { FeatureDefinition } from '../form/types';

/** Where a field's effective value comes from. */
export type ValueSource = 'website' | 'defaults' | 'field';

/** The fields a website never takes from the defaults (its own season tree, decision 144). */
export const websiteOnlyFields: ReadonlySet<string> = new Set([
  'competitions',
  'defaultOrganizationId',
  'defaultCompetitionId',
  'defaultSeasonId',
  'allowedSeasons',
  'useTrackingDataSeasons',
]);

type Document = Record<string, unknown>;

/** What the defaults give a website: their stored values but the website-only fields. */
export function inheritableValues(defaults: Document | undefined): Document {
  if (!defaults) return {};
  return Object.fromEntries(Object.entries(defaults).filter(([name]) => !websiteOnlyFields.has(name)));
}

/**
 * The website's document with what it inherits: its own values over the defaults'. Undefined when neither is
 * stored (the resource reads as its field defaults).
 */
export function withDefaults(
  own: Document | undefined,
  defaults: Document | undefined,
): Document | undefined {
  if (!defaults) return own;
  return { ...inheritableValues(defaults), ...own };
}

/** Per field of the screen, where the website's value comes from. */
export function valueSources(
  feature: Pick<FeatureDefinition, 'fields'>,
  own: Document | undefined,
  defaults: Document | undefined,
): Record<string, ValueSource> {
  const inherited = inheritableValues(defaults);
  return Object.fromEntries(
    feature.fields.map((field) => [
      field.name,
      own && Object.hasOwn(own, field.name)
        ? 'website'
        : Object.hasOwn(inherited, field.name)
          ? 'defaults'
          : 'field',
    ]),
  );
}
