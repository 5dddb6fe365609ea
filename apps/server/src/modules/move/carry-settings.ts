/**
 * What of one website's settings can go to another (docs/product.md#settings-that-move, decision 113): the
 * values a copy, a bulk edit or an import would write, with each value the target cannot take left out and
 * said why — a field its sport does not have, a season or competition it does not have, a choice missing
 * from its lookup lists. Pure: the caller reads both websites' facts. What is left is then checked by the one
 * rule engine (decision 065) as any write is.
 */
import {
  changeKind,
  type FeatureDefinition,
  type FieldDefinition,
  isPlainObject,
  isSentField,
  type Option,
  type Sport,
} from '@eua/shared';

/** The website written to, as the warnings name it and the checks need it. */
export type CarryTarget = {
  websiteId: string;
  name: string;
  sport: Sport;
  trackingData: boolean;
  lookups: Record<string, Option[]>;
  seasonIds: ReadonlySet<string>;
};

/** Names of what the values refer to, where they came from: a season's or a choice's text. */
export type CarryNames = {
  seasonName?: (id: string) => string | undefined;
  optionText?: (lookupKey: string, value: string) => string | undefined;
};

export type Carried = { body: Record<string, unknown>; warnings: string[] };

/** The hidden season references the competitions tree writes; set together, or left out together. */
const seasonReferences = ['defaultOrganizationId', 'defaultCompetitionId', 'defaultSeasonId'];

const lookupKeyOf = (field: FieldDefinition): string | undefined =>
  field.lookup && 'key' in field.lookup ? field.lookup.key : undefined;

const isStatisticList = (key: string) => /statistics$/i.test(key);

/**
 * Every field of `feature` named in `fields` whose value `values` holds, as `target` can take it, with a
 * warning for each value left out. A field that is not a setting of the screen is left out too.
 */
export function carrySettings(
  feature: FeatureDefinition,
  values: Record<string, unknown>,
  fields: readonly string[],
  target: CarryTarget,
  names: CarryNames = {},
): Carried {
  const where = `${target.name} (${target.websiteId})`;
  const body: Record<string, unknown> = {};
  const warnings: string[] = [];
  const seasonText = (id: string) => {
    const name = names.seasonName?.(id);
    return name ? `${name} (${id})` : id;
  };
  const choiceText = (key: string, value: string) => {
    const text = names.optionText?.(key, value) ?? target.lookups[key]?.find((o) => o.value === value)?.text;
    return text && text !== value ? `${text} (${value})` : value;
  };
  const missingChoice = (field: FieldDefinition, key: string, value: string) =>
    isStatisticList(key)
      ? `Statistic ${choiceText(key, value)} is not a statistic of ${where}: left out`
      : `${field.label}: ${choiceText(key, value)} is not a choice of ${where}: left out`;
  const inLookup = (key: string, value: unknown) =>
    (target.lookups[key] ?? []).some((option) => option.value === String(value));

  for (const name of fields) {
    if (!Object.hasOwn(values, name)) continue;
    const value = values[name];
    const field = feature.fields.find((f) => f.name === name);
    if (!field || !isSentField(field)) {
      warnings.push(`${feature.title}: '${name}' is not a setting of this screen: left out`);
      continue;
    }
    if (field.condition === 'sport') {
      const sports = [field.conditionValue].flat().map(String);
      if (!sports.includes(target.sport)) {
        warnings.push(
          `${field.label} is not a setting of ${target.sport} websites such as ${where}: left out`,
        );
        continue;
      }
    }
    if (field.condition === 'trackingData' && !target.trackingData) {
      if (isPlainObject(value) && Object.keys(value).length > 0) {
        warnings.push(`${field.label}: ${where} has no tracking data: left out`);
      }
      continue;
    }
    if (seasonReferences.includes(name)) {
      if (name !== 'defaultSeasonId') continue; // carried with the default season below
      const seasonId = typeof value === 'string' && value !== '' ? value : null;
      if (seasonId !== null && !target.seasonIds.has(seasonId)) {
        warnings.push(`Default season ${seasonText(seasonId)} is not a season of ${where}: left out`);
        continue;
      }
      for (const reference of seasonReferences) {
        if (Object.hasOwn(values, reference)) body[reference] = values[reference];
      }
      continue;
    }
    const kind = changeKind(field);
    if (kind === 'seasonSet' && isPlainObject(value)) {
      const members = Object.keys(value).filter((id) => value[id] === true);
      const kept = members.filter((id) => target.seasonIds.has(id));
      for (const id of members) {
        if (!target.seasonIds.has(id))
          warnings.push(`Season ${seasonText(id)} is not a season of ${where}: left out`);
      }
      if (kept.length > 0 || members.length === 0)
        body[name] = Object.fromEntries(kept.map((id) => [id, true]));
      continue;
    }
    const key = lookupKeyOf(field);
    if (key && Array.isArray(value)) {
      const kept = value.filter((item) => inLookup(key, item));
      for (const item of value)
        if (!inLookup(key, item)) warnings.push(missingChoice(field, key, String(item)));
      if (kept.length > 0 || value.length === 0) body[name] = kept;
      continue;
    }
    if (key && value !== null && value !== '' && (typeof value === 'string' || typeof value === 'number')) {
      if (!inLookup(key, value)) {
        warnings.push(missingChoice(field, key, String(value)));
        continue;
      }
    }
    body[name] = value;
  }
  return { body, warnings };
}

/** The fields a copy of `feature` carries: those of the named sections, or every field sent. */
export const fieldsToCarry = (feature: FeatureDefinition, sectionFields?: readonly string[]): string[] =>
  feature.fields
    .filter((field) => isSentField(field) && (!sectionFields || sectionFields.includes(field.name)))
    .map((f) => f.name);
