/**
 * The form rules of SPEC.md §5 and §9 as pure functions. The console runs them while editing; the server
 * runs the same ones on a PUT body (DESIGN.md §5, validate-body.ts).
 */
import {
  DEFAULT_SEASON_NOT_ALLOWED,
  DEFAULTS_TOGETHER,
  EMAIL_INVALID,
  LOCALE_DEFAULT_NOT_SELECTED,
  LOCALES_EMPTY,
  limitMessage,
  MISSING_PROPERTIES,
  maxLengthMessage,
  maxMessage,
  minMessage,
  NOT_INTEGER,
  requiredMessage,
  TRACKING_SEASON_NOT_ALLOWED,
} from './messages';
import type { FeatureDefinition, FieldDefinition, FieldError, Option } from './types';

export type FormValues = Record<string, unknown>;

/** SPEC.md §5: names containing active, show or Enabled render as checkboxes. */
export const isCheckboxName = (name: string): boolean =>
  name.includes('active') || name.includes('show') || name.includes('Enabled');

/** SPEC.md §9: column span out of 12, default 6, full width for valueList and textarea. */
export const columnSize = (field: Pick<FieldDefinition, 'size' | 'type'>): number =>
  field.size ?? (field.type === 'valueList' || field.type === 'textarea' ? 12 : 6);

const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  const primitive = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  return primitive(a) && primitive(b) && String(a) === String(b);
};

/**
 * SPEC.md §5: a field shows only when its condition equals its value. An array conditionValue means
 * "any of" (types.ts).
 */
export const isVisible = (
  field: Pick<FieldDefinition, 'condition' | 'conditionValue'>,
  values: FormValues,
) => {
  if (field.condition === undefined) return true;
  const actual = values[field.condition];
  const expected = field.conditionValue;
  return Array.isArray(expected) ? expected.some((e) => sameValue(actual, e)) : sameValue(actual, expected);
};

/** SPEC.md §7: choices render sorted by their text. Returns a new array. */
export const sortOptions = (options: readonly Option[]): Option[] =>
  [...options].sort((a, b) => a.text.localeCompare(b.text, 'en', { sensitivity: 'base' }));

/**
 * The WHATWG HTML "valid e-mail address" pattern, the one browsers apply to type=email inputs
 * (SPEC.md §9 leaves the exact form open; decision 010).
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number input's value as a number: numbers as they are, numeric strings parsed; NaN otherwise. */
const numberOf = (value: unknown): number => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
};

/**
 * maxLength applies to a text value, to each item of a valueList (a referrer domain) and to each rule value of
 * the colour rules (the keys of their map): the server checks the same (validate-body.ts).
 */
const tooLong = (field: FieldDefinition, value: unknown, max: number): boolean => {
  const long = (item: unknown) => typeof item === 'string' && item.length > max;
  if (field.type === 'valueList' && Array.isArray(value)) return value.some(long);
  if (field.widget === 'colourRules' && isPlainObject(value)) return Object.keys(value).some(long);
  return long(value);
};

/**
 * The first problem with one field's value, or null. Checks, in order: required (skipped when the field's
 * condition does not match), maxLength, email, subFields, number bounds, chooseAndSelect limit (SPEC.md §5).
 */
export const validateField = (field: FieldDefinition, value: unknown, values: FormValues): string | null => {
  if (!isVisible(field, values)) return null;
  if (field.required && isEmpty(value)) return field.errors?.required ?? requiredMessage(field.label);
  if (isEmpty(value) && field.type !== 'subFields') return null;

  if (field.maxLength !== undefined && tooLong(field, value, field.maxLength)) {
    return field.errors?.maxLength ?? maxLengthMessage(field.label, field.maxLength);
  }
  if (field.type === 'email' && typeof value === 'string' && !EMAIL_PATTERN.test(value.trim())) {
    return field.errors?.email ?? EMAIL_INVALID;
  }
  if (field.type === 'subFields' && field.subFields) {
    const object = isPlainObject(value) ? value : {};
    const missing = field.subFields.filter((sub) => sub.required && isEmpty(object[sub.name]));
    if (missing.length > 0) {
      return MISSING_PROPERTIES + missing.map((sub) => sub.placeholder ?? sub.label).join(', ');
    }
  }
  if (field.type === 'number') {
    const n = numberOf(value);
    if (!Number.isInteger(n)) return NOT_INTEGER;
    if (field.max !== undefined && n > field.max) return maxMessage(field.max);
    if (field.min !== undefined && n < field.min) return minMessage(field.min);
  }
  if (field.type === 'chooseAndSelect' && field.limit !== undefined && Array.isArray(value)) {
    if (value.length > field.limit) return limitMessage(field.limit);
  }
  return null;
};

/** Whether a dual list may take one more item (SPEC.md §5: refuses a new selection past the limit). */
export const canSelectMore = (field: Pick<FieldDefinition, 'limit'>, selected: readonly unknown[]): boolean =>
  field.limit === undefined || selected.length < field.limit;

const localesField = (feature: FeatureDefinition) =>
  feature.fields.find((f) => f.type === 'custom' && f.widget === 'locales');

const idOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * SPEC.md §4 "Season rules": the default season is allowed; choosing it sets organisation, competition and
 * season together; a tracking-data flag needs the season allowed. The competitions widget keeps these while
 * editing; checking them here lets the server refuse a body that broke them.
 */
const seasonRules = (feature: FeatureDefinition, values: FormValues): FieldError[] => {
  const has = (name: string) => feature.fields.some((f) => f.name === name && isVisible(f, values));
  if (!has('allowedSeasons')) return [];
  const errors: FieldError[] = [];
  const allowed = isPlainObject(values.allowedSeasons) ? values.allowedSeasons : {};
  const seasonId = idOrNull(values.defaultSeasonId);
  if (seasonId !== null && allowed[seasonId] !== true) {
    errors.push({ field: 'defaultSeasonId', message: DEFAULT_SEASON_NOT_ALLOWED });
  } else if (has('defaultOrganizationId') && has('defaultCompetitionId')) {
    const ids = [values.defaultOrganizationId, values.defaultCompetitionId, values.defaultSeasonId];
    const set = ids.filter((id) => idOrNull(id) !== null).length;
    if (set !== 0 && set !== 3) errors.push({ field: 'defaultSeasonId', message: DEFAULTS_TOGETHER });
  }
  if (has('useTrackingDataSeasons') && isPlainObject(values.useTrackingDataSeasons)) {
    const tracking = Object.entries(values.useTrackingDataSeasons).filter(([, flag]) => flag === true);
    if (tracking.some(([id]) => allowed[id] !== true)) {
      errors.push({ field: 'useTrackingDataSeasons', message: TRACKING_SEASON_NOT_ALLOWED });
    }
  }
  return errors;
};

/**
 * Rules that span fields (SPEC.md §5): locales never empty, the default locale among them, and the
 * season rules. Returned on the field the user has to change.
 */
export const validateGeneralRules = (feature: FeatureDefinition, values: FormValues): FieldError[] => {
  const errors: FieldError[] = [];
  const locales = localesField(feature);
  if (locales && isVisible(locales, values)) {
    const selected = Array.isArray(values[locales.name]) ? (values[locales.name] as unknown[]) : [];
    if (selected.length === 0) errors.push({ field: locales.name, message: LOCALES_EMPTY });
    const localeDefault = feature.fields.find((f) => f.name === 'localeDefault');
    const chosen = localeDefault ? values.localeDefault : undefined;
    if (localeDefault && selected.length > 0 && !isEmpty(chosen) && !selected.includes(chosen)) {
      errors.push({ field: 'localeDefault', message: LOCALE_DEFAULT_NOT_SELECTED });
    }
  }
  errors.push(...seasonRules(feature, values));
  return errors;
};

/** Every visible field's first problem plus the cross-field rules; empty when the form may be sent. */
export const validateValues = (feature: FeatureDefinition, values: FormValues): FieldError[] => {
  const errors: FieldError[] = [];
  for (const field of feature.fields) {
    if (field.controls) continue;
    const message = validateField(field, values[field.name], values);
    if (message) errors.push({ field: field.name, message });
  }
  for (const error of validateGeneralRules(feature, values)) {
    if (!errors.some((e) => e.field === error.field)) errors.push(error);
  }
  return errors;
};
