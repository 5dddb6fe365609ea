/**
 * Which fields differ between two stored versions of a feature's configuration: structured, without words.
 * The server stores the names of the changed fields with every revision, and the three-way view of a
 * conflicting save sorts fields by who changed them; describe-changes.ts words the same differences for a
 * reader. Documents are compared in their sent/stored shape (transform.ts `prepareForSubmit`).
 */
import { isSentField } from '../form/transform';
import type { FeatureDefinition, FieldDefinition } from '../form/types';

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A document's own value at `key`, never one it inherits: a colour rule named `constructor` or `toString` is
 * a key like any other, and a document without it has no value there.
 */
export const ownValue = (record: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * Deep structural equality: arrays order-sensitive, objects key-order-insensitive; a lookup-like 5 and '5'
 * are NOT equal here (callers normalise). undefined and missing keys equal.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameValue(ownValue(a, key), ownValue(b, key))) return false;
    return true;
  }
  return false;
}

/** How a field's value is compared (and worded); decided once per field from its declaration. */
export type ChangeKind =
  | 'boolean'
  | 'choice'
  | 'scalar'
  | 'ordered'
  | 'list'
  | 'seasonSet'
  | 'entityId'
  | 'colourRules'
  | 'subFields'
  | 'raw';

/** The hidden fields the competitions tree writes hold ids of these entities. */
export const entityIdFields: Record<string, 'season' | 'competition' | 'organization'> = {
  defaultSeasonId: 'season',
  defaultCompetitionId: 'competition',
  defaultOrganizationId: 'organization',
};

export const changeKind = (field: FieldDefinition): ChangeKind => {
  if (Object.hasOwn(entityIdFields, field.name)) return 'entityId';
  if (field.shape === 'seasonSet') return 'seasonSet';
  switch (field.type) {
    case 'checkbox':
    case 'boolean':
      return 'boolean';
    case 'lookup':
    case 'lookupData':
    case 'select':
    case 'select-boolean':
      return 'choice';
    case 'number':
    case 'text':
    case 'textarea':
    case 'email':
    case 'date':
      return 'scalar';
    case 'chooseAndSelect':
      return 'ordered';
    case 'valueList':
    case 'checkboxarray':
      return 'list';
    case 'subFields':
      return 'subFields';
    case 'custom':
      if (field.widget === 'locales') return 'list';
      if (field.widget === 'colourRules') return 'colourRules';
      return 'raw';
  }
};

const isNullish = (value: unknown): boolean => value === undefined || value === null;

/**
 * Ids and choice values compare by their string form: short lookup values are sent as numbers
 * (docs/product.md#validation-and-pre-send-rules).
 */
const choiceValue = (value: unknown): string | null =>
  isNullish(value) || value === '' || value === 'null' ? null : String(value);

const stringList = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(String) : isNullish(value) ? [] : value;

let idCollator: Intl.Collator | undefined;
const digitsOnly = /^[0-9]+$/;

/**
 * Season ids in natural order ('s9' before 's10'), so lists read the same on every side. Ids of digits alone
 * (the seasons' ids) compare as numbers without a collator: a page's first collator loads ICU's collation data,
 * tens of milliseconds of a configuration screen's first render (decision 092).
 */
export const compareIds = (a: string, b: string): number => {
  if (digitsOnly.test(a) && digitsOnly.test(b)) {
    const x = a.replace(/^0+(?=.)/, '');
    const y = b.replace(/^0+(?=.)/, '');
    if (x.length !== y.length) return x.length - y.length;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  idCollator ??= new Intl.Collator('en', { numeric: true });
  return idCollator.compare(a, b);
};

/** Members of a season set, sorted so that key order never counts as a change. */
const seasonMembers = (value: unknown): unknown => {
  if (isNullish(value)) return [];
  if (!isPlainObject(value)) return value;
  return Object.keys(value)
    .filter((id) => value[id] === true)
    .sort(compareIds);
};

/**
 * A field's value in the one form two sides are compared and worded in: a missing (or null) value is the
 * field's default, since the server stores the default for null
 * (docs/product.md#validation-and-pre-send-rules).
 */
const normalise = (field: FieldDefinition, raw: unknown): unknown => {
  const value = isNullish(raw) ? (field.default ?? null) : raw;
  switch (changeKind(field)) {
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'choice':
    case 'entityId':
      return choiceValue(value);
    case 'ordered':
    case 'list':
      return stringList(value);
    case 'seasonSet':
      return seasonMembers(value);
    case 'colourRules':
      return isNullish(value) ? {} : value;
    case 'subFields': {
      if (!isPlainObject(value) && !isNullish(value)) return value;
      const object: Record<string, unknown> = isPlainObject(value) ? value : {};
      const result: Record<string, unknown> = { ...object };
      for (const sub of field.subFields ?? []) result[sub.name] = normalise(sub, object[sub.name]);
      return result;
    }
    default:
      return value;
  }
};

/**
 * One differing field: its name, its declaration (absent for a key the feature does not declare), and both
 * values, normalised for a declared field (the default for a missing value, ids as strings, a season set as
 * its sorted member ids) and as stored for any other key.
 */
export type FieldChange = { name: string; field?: FieldDefinition; before: unknown; after: unknown };

/**
 * The fields whose values differ between two documents, in the feature's field order, then any other keys
 * sorted. Ignores `websiteId`; fields never sent (isSentField false) are skipped. A missing key is the
 * field's default; lookup values compare by their string form with null, '' and undefined equal.
 */
export function detectChanges(
  feature: FeatureDefinition,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  const declared = new Set<string>(['websiteId']);
  for (const field of feature.fields) {
    declared.add(field.name);
    if (!isSentField(field)) continue;
    const a = normalise(field, ownValue(before, field.name));
    const b = normalise(field, ownValue(after, field.name));
    if (!sameValue(a, b)) changes.push({ name: field.name, field, before: a, after: b });
  }
  const others = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => !declared.has(key))
    .sort();
  for (const key of others) {
    const [a, b] = [ownValue(before, key), ownValue(after, key)];
    if (!sameValue(a, b)) changes.push({ name: key, before: a, after: b });
  }
  return changes;
}

/** Names of the fields whose values differ between two documents, in detectChanges order. */
export function changedFields(
  feature: FeatureDefinition,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  return detectChanges(feature, before, after).map((change) => change.name);
}
