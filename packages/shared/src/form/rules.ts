/**
 * How the console shows a feature form (SPEC.md §5, §9): which fields show, as what, how wide, in what order,
 * and whether a dual list takes one more item. Validation is the feature schema's (feature-schema.ts,
 * decision 065).
 */
import type { FieldDefinition, Option } from './types';

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

let optionCollator: Intl.Collator | undefined;

/**
 * SPEC.md §7: choices render sorted by their text. Returns a new array. One collator for every comparison:
 * `localeCompare` with a locale and options builds one per call (issue 10: a 400-option list took tens of ms).
 */
export const sortOptions = (options: readonly Option[]): Option[] => {
  optionCollator ??= new Intl.Collator('en', { sensitivity: 'base' });
  const collator = optionCollator;
  return [...options].sort((a, b) => collator.compare(a.text, b.text));
};

/** Whether a dual list may take one more item (SPEC.md §5: refuses a new selection past the limit). */
export const canSelectMore = (field: Pick<FieldDefinition, 'limit'>, selected: readonly unknown[]): boolean =>
  field.limit === undefined || selected.length < field.limit;
