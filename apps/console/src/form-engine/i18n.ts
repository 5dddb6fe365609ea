import {
  featureList,
  IF_MATCH_REQUIRED_MESSAGE,
  INVALID_IF_MATCH_MESSAGE,
  localeChoices,
  REVISION_NOT_FOUND_MESSAGE,
  STALE_VERSION_MESSAGE,
} from '@eua/shared';
import * as messages from '@eua/shared/messages';

/**
 * The form engine's texts for i18next (namespace 'form'). Keys are the English (en-GB) texts themselves —
 * the labels and messages of docs/product.md verbatim — so `en` maps each to itself and en-US overrides only
 * the words that differ (colour → color, organisation → organization). Decision 050.
 */
const engineTexts = [
  // Multi-select (docs/product.md#editors).
  'Search...',
  'Add All',
  'Remove All',
  'Items selected',
  'Add',
  'Remove',
  'Add selected',
  'Remove selected',
  'Move up',
  'Move down',
  'Search {{label}}',
  'Available {{label}}',
  'Selected {{label}}',
  'at most {{limit}}',
  // Lists.
  'Remove {{value}}',
  'Default: {{value}}',
  'No entries yet.',
  // Season tree (docs/product.md#editors).
  'Loading competitions…',
  'No competitions found.',
  'Default',
  'Default season',
  'Use tracking data',
  'This season has no tracking data.',
  'Allow the season to use its tracking data.',
  'The default season {{id}} is not one of these seasons; choose another default.',
  'Make default',
  'Tick the seasons the widgets may show, then make one of them the default.',
  '{{season}} is now the default season.',
  // Form sections (decision 083).
  'Form sections',
  'Sections',
  'Tab hidden',
  'Page hidden',
  '{{n}} statistic',
  '{{n}} statistics',
  '{{n}} match event',
  '{{n}} match events',
  '{{n}} official',
  '{{n}} officials',
  '{{n}} field',
  '{{n}} fields',
  '{{n}} season allowed',
  '{{n}} seasons allowed',
  '{{n}} colour rule',
  '{{n}} colour rules',
  '{{n}} locale',
  '{{n}} locales',
  '{{n}} entry',
  '{{n}} entries',
  '{{n}} setting',
  '{{n}} settings',
  // Colour rules.
  'Rule value',
  'Choose colour',
  'Colour picker',
  'Other colour',
  'Hex colour',
  'Invalid colour',
  // Form lifecycle (docs/product.md#forms).
  'Loading configuration…',
  'The configuration could not be loaded.',
  'Saving…',
  'Are you sure?',
  'OK',
  'Cancel',
  'Open',
  'Yes',
  'No',
  'Choices could not be loaded: {{message}}',
  // The customer's policy on the form (docs/product.md#approvals, decision 160).
  'Reason',
  'Restoring a version is not offered while changes go live only after approval: save the values you want as a draft and ask for approval.',
];

// The shared message constants (messages.ts, and the API's safe-editing messages). Named, not `* as` the
// whole package: that would keep every module of @eua/shared, zod schemas included, in the console's shell
// (decision 085).
const sharedMessages = [
  ...Object.values(messages as Record<string, unknown>).filter(
    (value): value is string => typeof value === 'string' && value.includes(' '),
  ),
  STALE_VERSION_MESSAGE,
  IF_MATCH_REQUIRED_MESSAGE,
  INVALID_IF_MATCH_MESSAGE,
  REVISION_NOT_FOUND_MESSAGE,
];

const featureTexts = featureList.flatMap((feature) => [
  feature.title,
  feature.submitLabel,
  feature.successMessage,
  ...(feature.confirmText ? [feature.confirmText] : []),
  ...(feature.sections ?? []).map((section) => section.title),
  ...feature.fields.flatMap((field) => [
    field.labeltranslation ?? field.label,
    ...(field.options ?? []).map((o) => o.text),
    ...(field.subFields ?? []).map((s) => s.labeltranslation ?? s.label),
    ...Object.values(field.errors ?? {}),
  ]),
]);

const keys = [
  ...new Set([...engineTexts, ...sharedMessages, ...featureTexts, ...localeChoices.map((c) => c.text)]),
];

/**
 * British spellings the console's texts use, and their US forms (decision 059: en-GB default, en-US differs).
 */
const usSpellings: [RegExp, string][] = [
  [/colour/g, 'color'],
  [/Colour/g, 'Color'],
  [/organisation/g, 'organization'],
  [/Organisation/g, 'Organization'],
  [/licence/g, 'license'],
  [/favourite/g, 'favorite'],
  [/centre/g, 'center'],
];

export const toUsSpelling = (text: string): string =>
  usSpellings.reduce((result, [pattern, us]) => result.replace(pattern, us), text);

const en: Record<string, string> = Object.fromEntries(keys.map((key) => [key, key]));
const enUS: Record<string, string> = Object.fromEntries(
  keys.filter((key) => toUsSpelling(key) !== key).map((key) => [key, toUsSpelling(key)]),
);

export const formResources: Record<'en' | 'en-US', Record<string, Record<string, string>>> = {
  en: { form: en },
  'en-US': { form: enUS },
};
