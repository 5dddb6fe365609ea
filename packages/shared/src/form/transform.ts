/**
 * docs/product.md#validation-and-pre-send-rules "Before sending": what the console does to the form values to
 * build a PUT body, and how stored values become initial form values. Pure; the server accepts exactly what
 * this produces.
 */
import { fieldDefault } from '../settings/field-default';
import { type FormValues, isVisible } from './rules';
import type { FeatureDefinition, FieldDefinition, Sport } from './types';

const lookupTypes = new Set(['lookup', 'lookupData']);
const booleanTypes = new Set(['checkbox', 'boolean', 'select-boolean']);

/**
 * docs/product.md#validation-and-pre-send-rules: a lookup value shorter than 4 characters becomes a number;
 * 'null' or empty becomes null. Only numeric strings are converted ('12' -> 12, 'abc' stays): a short
 * non-numeric code has no number to become (decision 011).
 */
export const lookupValueForSubmit = (value: unknown): unknown => {
  if (value === undefined || value === null || value === '' || value === 'null') return null;
  if (typeof value === 'string' && value.length < 4 && /^-?\d+$/.test(value)) return Number(value);
  return value;
};

/** docs/product.md#validation-and-pre-send-rules: number fields are parsed as integers; an empty or unparsable input is null. */
export const numberValueForSubmit = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value === 'string') {
    const n = Number.parseInt(value, 10);
    return Number.isNaN(n) ? null : n;
  }
  return null;
};

/**
 * docs/product.md#validation-and-pre-send-rules: 'true'/'false' become booleans, anything else false. Real
 * booleans pass through; an absent value stays null so that the field's default applies (decision 011).
 */
export const booleanValueForSubmit = (value: unknown): boolean | null => {
  if (typeof value === 'boolean') return value;
  if (value === undefined || value === null) return null;
  return value === 'true';
};

type NumberInput = (value: unknown) => unknown;

const valueForSubmit = (field: FieldDefinition, value: unknown, numberInput: NumberInput): unknown => {
  if (lookupTypes.has(field.type)) return lookupValueForSubmit(value);
  if (field.type === 'number') return numberInput(value);
  if (booleanTypes.has(field.type)) return booleanValueForSubmit(value);
  return value === undefined ? null : value;
};

/** Whether a field is sent at all: dotted names and widgets that only edit other fields never are. */
export const isSentField = (field: FieldDefinition): boolean => !field.name.includes('.') && !field.controls;

/** The per-field steps of docs/product.md#validation-and-pre-send-rules "Before sending", in their order, with numbers read by `numberInput`. */
const sentFields = (
  feature: FeatureDefinition,
  values: FormValues,
  numberInput: NumberInput,
): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const field of feature.fields) {
    if (!isSentField(field) || !isVisible(field, values)) continue;
    let value = valueForSubmit(field, values[field.name], numberInput);
    value ??= fieldDefault(field);
    if (value === null && field.ignoreIfNull) continue;
    body[field.name] = value;
  }
  return body;
};

/**
 * The PUT body of a feature form (docs/product.md#validation-and-pre-send-rules "Before sending", in this
 * order per field): dotted names and fields whose condition does not match are dropped; lookups, numbers and
 * booleans are converted; null takes the field's default; ignoreIfNull fields still null are dropped. The
 * body also carries websiteId (docs/product.md#forms); pseudo-values such as `sport` are never sent.
 */
export const prepareForSubmit = (
  feature: FeatureDefinition,
  values: FormValues,
  websiteId?: string,
): Record<string, unknown> => {
  const body = sentFields(feature, values, numberValueForSubmit);
  const id = websiteId ?? values.websiteId;
  if (id !== undefined && id !== null) body.websiteId = String(id);
  return body;
};

/**
 * A number input as the console checks it: the integer prepareForSubmit would send when parsing loses
 * nothing, else the input as typed ('2.5', 'abc', 3.2), so that the schema refuses it rather than the form
 * sending another number than the one shown (decision 065).
 */
const numberAsTyped = (value: unknown): unknown => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return null;
  const parsed = numberValueForSubmit(value);
  return parsed !== null && parsed === Number(value) ? parsed : value;
};

/**
 * What the console validates (decision 065): the body prepareForSubmit builds, without websiteId, except that
 * a number input parsing would change is kept as typed.
 */
export const bodyToValidate = (feature: FeatureDefinition, values: FormValues): Record<string, unknown> =>
  sentFields(feature, values, numberAsTyped);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * docs/product.md#validation-and-pre-send-rules: date initial values display as yyyy-mm-dd in local time.
 * Accepts a Date, an ISO string or epoch milliseconds; '' for anything that is not a date.
 */
export const formatDateInput = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * The form's starting values for a loaded config document: the stored value, else the field's initial,
 * else its default, else null; dates formatted for the date input; plus the pseudo-values `sport` and
 * `trackingData` that conditions read, and websiteId.
 */
/** What a form starts from: the parts of a config document (api/config.ts) it reads. */
export type LoadedDocument = {
  websiteId: string;
  sport: Sport;
  trackingData: boolean;
  config: Record<string, unknown>;
};

export const initialValues = (feature: FeatureDefinition, document: LoadedDocument): FormValues => {
  const values: FormValues = {
    websiteId: document.websiteId,
    sport: document.sport,
    trackingData: document.trackingData,
  };
  for (const field of feature.fields) {
    if (field.controls) continue;
    const stored = document.config[field.name];
    const value = stored !== undefined ? stored : (field.initial ?? field.default ?? null);
    values[field.name] = field.type === 'date' ? formatDateInput(value) : value;
  }
  return values;
};
