/**
 * Plain-words differences between two stored versions of a feature's configuration (the History panel,
 * the "Review changes" dialog and the unsaved-changes guard; the server stores `changedFields`).
 * Documents are compared in their sent/stored shape (transform.ts `prepareForSubmit`), and described in the
 * screen's labels and the lookups' texts, never as raw JSON — except for keys the feature does not declare.
 * Pure: names of seasons and the like come from the caller.
 */
import { localeChoices } from '../form/constants';
import { isSentField } from '../form/transform';
import type { FeatureDefinition, FieldDefinition, Option } from '../form/types';

export type ChangeLine = { field: string; label: string; text: string };

export type DescribeContext = {
  /** The document's lookups (data[0].lookups), keyed by lookup key: option texts for lookup, select and multi-select values. */
  lookups: Record<string, Option[]>;
  /** Names of the website's seasons, competitions and organisations, when known; otherwise ids are shown. */
  seasonName?: (id: string) => string | undefined;
  competitionName?: (id: string) => string | undefined;
  organizationName?: (id: string) => string | undefined;
  /** Translates a label or a word (the console passes its i18n t); identity by default. */
  t?: (text: string) => string;
};

const ARROW = '→';
const MINUS = '−';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/** How a field's value is compared and worded; decided once per field from its declaration. */
type Kind =
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

/** The hidden fields the competitions tree writes hold ids; their texts come from the names resolvers. */
type NameResolver = 'seasonName' | 'competitionName' | 'organizationName';
const entityIdFields: Record<string, NameResolver> = {
  defaultSeasonId: 'seasonName',
  defaultCompetitionId: 'competitionName',
  defaultOrganizationId: 'organizationName',
};

const kindOf = (field: FieldDefinition): Kind => {
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

/** Ids and choice values compare by their string form (SPEC.md §5: short lookup values are sent as numbers). */
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
 * field's default, since the server stores the default for null (SPEC.md §5 "null takes the default").
 */
const normalise = (field: FieldDefinition, raw: unknown): unknown => {
  const value = isNullish(raw) ? (field.default ?? null) : raw;
  switch (kindOf(field)) {
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

type Entry = { name: string; field?: FieldDefinition; before: unknown; after: unknown };

/** The differing entries, declared fields first in the feature's order, then undeclared keys sorted. */
const differences = (
  feature: FeatureDefinition,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Entry[] => {
  const entries: Entry[] = [];
  const declared = new Set<string>(['websiteId']);
  for (const field of feature.fields) {
    declared.add(field.name);
    if (!isSentField(field)) continue;
    const a = normalise(field, before[field.name]);
    const b = normalise(field, after[field.name]);
    if (!sameValue(a, b)) entries.push({ name: field.name, field, before: a, after: b });
  }
  const others = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => !declared.has(key))
    .sort();
  for (const key of others) {
    if (!sameValue(before[key], after[key]))
      entries.push({ name: key, before: before[key], after: after[key] });
  }
  return entries;
};

/**
 * Names of the fields whose values differ between two documents, in the feature's field order, then any
 * other keys sorted. Ignores `websiteId`; fields never sent (isSentField false) are skipped. A missing key
 * is the field's default; lookup values compare by their string form with null, '' and undefined equal.
 */
export function changedFields(
  feature: FeatureDefinition,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  return differences(feature, before, after).map((entry) => entry.name);
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 111th. */
const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
};

type Words = {
  t: (text: string) => string;
  none: string;
  empty: string;
};

const json = (value: unknown, words: Words): string =>
  value === undefined ? words.none : (JSON.stringify(value) ?? String(value));

/** A single value as the screen would show it, for values that have no text of their own. */
const plain = (value: unknown, words: Words): string => {
  if (value === null || value === undefined) return words.none;
  if (value === '') return words.empty;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return json(value, words);
};

const optionText = (options: Option[] | undefined, value: string, t: (s: string) => string): string => {
  const option = options?.find((o) => String(o.value) === value);
  return option ? t(option.text) : value;
};

/** Where a field's choice texts come from: its local options, its lookup list, or the locale names. */
const optionsOf = (field: FieldDefinition, ctx: DescribeContext): Option[] | undefined => {
  if (field.type === 'custom' && field.widget === 'locales') return localeChoices;
  if (field.options) return field.options;
  if (field.lookup && 'key' in field.lookup) return ctx.lookups[field.lookup.key];
  return undefined;
};

/** Multiset difference in list order: each occurrence counts, so a duplicated referrer domain shows once more. */
const minus = (from: string[], remove: string[]): string[] => {
  const left = [...remove];
  return from.filter((item) => {
    const i = left.indexOf(item);
    if (i === -1) return true;
    left.splice(i, 1);
    return false;
  });
};

/** Tags each item with its occurrence number, so a list with repeats still has unique members. */
const tagged = (list: string[]): string[] => {
  const seen = new Map<string, number>();
  return list.map((item) => {
    const n = seen.get(item) ?? 0;
    seen.set(item, n + 1);
    return `${n}\u0000${item}`;
  });
};
const untag = (item: string): string => item.slice(item.indexOf('\u0000') + 1);

/**
 * A longest common subsequence of two lists of unique items. On a tie it keeps the item that comes earlier
 * in `before`, so of two swapped items the one that now comes first is reported as moved (the one a user
 * dragged up) — deterministic, and a single insertion never makes the rest look moved.
 */
const longestCommon = (before: string[], after: string[]): Set<string> => {
  const rows = before.length + 1;
  const cols = after.length + 1;
  const table = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number) => table[i * cols + j] ?? 0;
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      table[i * cols + j] =
        before[i] === after[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    const b = before[i] as string;
    if (b === after[j]) {
      kept.add(b);
      i++;
      j++;
    } else if (at(i, j + 1) >= at(i + 1, j)) j++;
    else i++;
  }
  return kept;
};

const describeOrdered = (before: string[], after: string[], text: (v: string) => string, words: Words) => {
  const b = tagged(before);
  const a = tagged(after);
  const inBefore = new Set(b);
  const inAfter = new Set(a);
  const added = a.filter((item) => !inBefore.has(item));
  const removed = b.filter((item) => !inAfter.has(item));
  const commonBefore = b.filter((item) => inAfter.has(item));
  const commonAfter = a.filter((item) => inBefore.has(item));
  const kept = longestCommon(commonBefore, commonAfter);
  const parts: string[] = [];
  const names = (items: string[]) => items.map((item) => text(untag(item))).join(', ');
  if (added.length) parts.push(`${words.t('added')} ${names(added)}`);
  if (removed.length) parts.push(`${words.t('removed')} ${names(removed)}`);
  // Moves in their new order, positions in the whole before and after lists (as the dual list shows them).
  for (const item of commonAfter) {
    if (kept.has(item)) continue;
    const from = ordinal(b.indexOf(item) + 1);
    const to = ordinal(a.indexOf(item) + 1);
    parts.push(`${text(untag(item))} ${words.t('moved from')} ${from} ${words.t('to')} ${to}`);
  }
  return parts.join('; ');
};

const describeList = (before: string[], after: string[], text: (v: string) => string, words: Words) => {
  const added = minus(after, before).map((v) => `+${text(v)}`);
  const removed = minus(before, after).map((v) => `${MINUS}${text(v)}`);
  if (!added.length && !removed.length) return words.t('reordered');
  return [...added, ...removed].join(', ');
};

const describeColourRules = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  words: Words,
): string => {
  const rule = words.t('Rule');
  const changed = Object.keys(before)
    .filter((key) => key in after && !sameValue(before[key], after[key]))
    .map((key) => `${rule} '${key}': ${plain(before[key], words)} ${ARROW} ${plain(after[key], words)}`);
  const added = Object.keys(after)
    .filter((key) => !(key in before))
    .map((key) => `${rule} '${key}' ${words.t('added')}: ${plain(after[key], words)}`);
  const removed = Object.keys(before)
    .filter((key) => !(key in after))
    .map((key) => `${rule} '${key}' ${words.t('removed')}`);
  return [...changed, ...added, ...removed].join('; ');
};

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The text of one differing field (normalised values), including its label unless the wording has none. */
const describeField = (
  field: FieldDefinition,
  label: string,
  before: unknown,
  after: unknown,
  ctx: DescribeContext,
  words: Words,
): string => {
  const from = (text: string, to: string) => `${label}: ${text} ${ARROW} ${to}`;
  const fallback = () => from(plain(before, words), plain(after, words));
  const kind = kindOf(field);
  switch (kind) {
    case 'boolean': {
      const onOff = (v: unknown) => (typeof v === 'boolean' ? words.t(v ? 'on' : 'off') : plain(v, words));
      return from(onOff(before), onOff(after));
    }
    case 'choice': {
      const options = optionsOf(field, ctx);
      const text = (v: unknown) => (typeof v === 'string' ? optionText(options, v, words.t) : words.none);
      return from(text(before), text(after));
    }
    case 'entityId': {
      const resolverName = entityIdFields[field.name];
      const resolver = resolverName ? ctx[resolverName] : undefined;
      const text = (v: unknown) => (typeof v === 'string' ? (resolver?.(v) ?? v) : words.none);
      return from(text(before), text(after));
    }
    case 'ordered':
    case 'list':
    case 'seasonSet': {
      if (!isStringArray(before) || !isStringArray(after)) return fallback();
      let text: (v: string) => string;
      if (kind === 'seasonSet') text = (id) => ctx.seasonName?.(id) ?? id;
      else {
        const options = optionsOf(field, ctx);
        text = options ? (v) => optionText(options, v, words.t) : (v) => v;
      }
      const body =
        kind === 'ordered'
          ? describeOrdered(before, after, text, words)
          : describeList(before, after, text, words);
      return `${label}: ${body}`;
    }
    case 'colourRules':
      if (!isPlainObject(before) || !isPlainObject(after)) return fallback();
      return describeColourRules(before, after, words);
    case 'subFields': {
      if (!isPlainObject(before) || !isPlainObject(after)) return fallback();
      const parts: string[] = [];
      const declared = new Set<string>();
      for (const sub of field.subFields ?? []) {
        declared.add(sub.name);
        if (sameValue(before[sub.name], after[sub.name])) continue;
        const subLabel = `${label} › ${words.t(sub.label)}`;
        parts.push(describeField(sub, subLabel, before[sub.name], after[sub.name], ctx, words));
      }
      const others = [...new Set([...Object.keys(before), ...Object.keys(after)])]
        .filter((key) => !declared.has(key) && !sameValue(before[key], after[key]))
        .sort();
      for (const key of others) {
        parts.push(`${label} › ${key}: ${json(before[key], words)} ${ARROW} ${json(after[key], words)}`);
      }
      return parts.join('; ');
    }
    default:
      return fallback();
  }
};

/** One line per changed field, in changedFields order: `text` is the whole line including the label. */
export function describeChanges(
  feature: FeatureDefinition,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  ctx: DescribeContext,
): ChangeLine[] {
  const t = ctx.t ?? ((text: string) => text);
  const words: Words = { t, none: t('(none)'), empty: t('(empty)') };
  return differences(feature, before, after).map(({ name, field, before: b, after: a }) => {
    if (!field) {
      return { field: name, label: name, text: `${name}: ${json(b, words)} ${ARROW} ${json(a, words)}` };
    }
    const label = t(field.label);
    return { field: name, label, text: describeField(field, label, b, a, ctx, words) };
  });
}
