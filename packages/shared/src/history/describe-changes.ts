/**
 * Plain-words differences between two stored versions of a feature's configuration (the History panel,
 * the "Review changes" dialog and the unsaved-changes guard): the changes detect-changes.ts finds, described
 * in the screen's labels and the lookups' texts, never as raw JSON — except for keys the feature does not
 * declare. Pure: names of seasons and the like come from the caller.
 */
import { localeChoices } from '../form/constants';
import type { FeatureDefinition, FieldDefinition, Option } from '../form/types';
import {
  changeKind,
  detectChanges,
  entityIdFields,
  isPlainObject,
  ownValue,
  sameValue,
} from './detect-changes';

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
  // Own keys only: a rule named after a built-in (`constructor`, `toString`) reads like any other.
  const has = (record: Record<string, unknown>, key: string) => Object.hasOwn(record, key);
  const changed = Object.keys(before)
    .filter((key) => has(after, key) && !sameValue(before[key], after[key]))
    .map((key) => `${rule} '${key}': ${plain(before[key], words)} ${ARROW} ${plain(after[key], words)}`);
  const added = Object.keys(after)
    .filter((key) => !has(before, key))
    .map((key) => `${rule} '${key}' ${words.t('added')}: ${plain(after[key], words)}`);
  const removed = Object.keys(before)
    .filter((key) => !has(after, key))
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
  const kind = changeKind(field);
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
      const entity = entityIdFields[field.name];
      const resolver = entity ? ctx[`${entity}Name`] : undefined;
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
        const [b, a] = [ownValue(before, sub.name), ownValue(after, sub.name)];
        if (sameValue(b, a)) continue;
        const subLabel = `${label} › ${words.t(sub.label)}`;
        parts.push(describeField(sub, subLabel, b, a, ctx, words));
      }
      const others = [...new Set([...Object.keys(before), ...Object.keys(after)])]
        .filter((key) => !declared.has(key) && !sameValue(ownValue(before, key), ownValue(after, key)))
        .sort();
      for (const key of others) {
        const [b, a] = [ownValue(before, key), ownValue(after, key)];
        parts.push(`${label} › ${key}: ${json(b, words)} ${ARROW} ${json(a, words)}`);
      }
      return parts.join('; ');
    }
    default:
      return fallback();
  }
};

/** One line per changed field, in detectChanges order: `text` is the whole line including the label. */
export function describeChanges(
  feature: FeatureDefinition,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  ctx: DescribeContext,
): ChangeLine[] {
  const t = ctx.t ?? ((text: string) => text);
  const words: Words = { t, none: t('(none)'), empty: t('(empty)') };
  return detectChanges(feature, before, after).map(({ name, field, before: b, after: a }) => {
    if (!field) {
      return { field: name, label: name, text: `${name}: ${json(b, words)} ${ARROW} ${json(a, words)}` };
    }
    const label = t(field.label);
    return { field: name, label, text: describeField(field, label, b, a, ctx, words) };
  });
}
