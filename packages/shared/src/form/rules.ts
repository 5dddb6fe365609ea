/**
 * How the console shows a feature form (docs/product.md#validation-and-pre-send-rules,
 * docs/product.md#limits-and-constants): which fields show, as what, how wide, in what order, and whether a
 * dual list takes one more item. Validation is the feature schema's (feature-schema.ts, decision 065).
 */
import type { FieldDefinition, Option } from './types';

export type FormValues = Record<string, unknown>;

/** Names containing active, show or Enabled render as checkboxes. */
export const isCheckboxName = (name: string): boolean =>
  name.includes('active') || name.includes('show') || name.includes('Enabled');

/** Column span out of 12, default 6, full width for valueList and textarea. */
export const columnSize = (field: Pick<FieldDefinition, 'size' | 'type'>): number =>
  field.size ?? (field.type === 'valueList' || field.type === 'textarea' ? 12 : 6);

const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  const primitive = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  return primitive(a) && primitive(b) && String(a) === String(b);
};

/**
 * A field shows only when its condition equals its value. An array conditionValue means
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
 * Printable ASCII in the order of `Intl.Collator('en', { sensitivity: 'base' })`, one entry per primary weight
 * (a letter's two cases share one). rules.test.ts checks it against the collator.
 */
export const ASCII_COLLATION_ORDER: readonly string[] = [
  ...' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789',
  ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter) => letter + letter.toLowerCase()),
];
const asciiRanks = new Uint8Array(128);
ASCII_COLLATION_ORDER.forEach((characters, rank) => {
  for (const character of characters) asciiRanks[character.charCodeAt(0)] = rank;
});
const printableAscii = /^[\x20-\x7e]*$/;

/** The collator's base-strength order for two printable-ASCII strings: each character's primary weight in turn. */
const compareAscii = (a: string, b: string): number => {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = asciiRanks[a.charCodeAt(i)]! - asciiRanks[b.charCodeAt(i)]!;
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
};

/**
 * Choices render sorted by their text (docs/product.md#data-api). Returns a new array. One collator for
 * every comparison: `localeCompare` with a locale and options builds one per call (a 400-option list took
 * tens of ms).
 * Texts that are all printable ASCII (nearly every list) are put in the collator's order without it: a page's
 * first collator loads ICU's collation data, 45–90 ms of a configuration screen's first render on this
 * project's 2-core machine (decision 092).
 */
export const sortOptions = (options: readonly Option[]): Option[] => {
  if (options.every((option) => printableAscii.test(option.text))) {
    return [...options].sort((a, b) => compareAscii(a.text, b.text));
  }
  optionCollator ??= new Intl.Collator('en', { sensitivity: 'base' });
  const collator = optionCollator;
  return [...options].sort((a, b) => collator.compare(a.text, b.text));
};

/** Whether a dual list may take one more item (docs/product.md#editors: none past the limit). */
export const canSelectMore = (field: Pick<FieldDefinition, 'limit'>, selected: readonly unknown[]): boolean =>
  field.limit === undefined || selected.length < field.limit;
