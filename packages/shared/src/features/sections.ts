/**
 * Form sections (decision 083): how a feature's visible fields are grouped into titled, collapsible parts.
 * Pure helpers shared by the console (which renders them) and the definitions' tests.
 */
import { isCheckboxName } from '../form/rules';
import type { FeatureDefinition, FieldDefinition, FormSection } from '../form/types';

/** How a field sits in a section: checkboxes together, single choices together, wide widgets on their own. */
export type FieldKind = 'checkbox' | 'choice' | 'wide';

const wideTypes: FieldDefinition['type'][] = [
  'chooseAndSelect',
  'custom',
  'valueList',
  'textarea',
  'subFields',
  'checkboxarray',
];

export const fieldKind = (field: FieldDefinition): FieldKind => {
  if (wideTypes.includes(field.type)) return 'wide';
  if (field.type === 'checkbox' || field.type === 'boolean' || isCheckboxName(field.name)) return 'checkbox';
  return 'choice';
};

/** Shorthand for the feature files: a section from its id, title and field names. */
export const section = (id: string, title: string, fields: string[]): FormSection => ({ id, title, fields });

/** The fields a form shows (not hidden), in definition order. */
const shownFields = (feature: FeatureDefinition) => feature.fields.filter((f) => !f.hidden);

/**
 * The sections a form renders: the declared ones; a feature that declares none (a test form) gets one
 * untitled section of its shown fields in definition order.
 */
export const sectionsOf = (feature: FeatureDefinition): FormSection[] =>
  feature.sections ?? [{ id: 'fields', title: '', fields: shownFields(feature).map((f) => f.name) }];

/**
 * Every name a section answers for: its fields and the hidden fields they control (the season tree's
 * defaultSeasonId, allowedSeasons ...), so that an error on any of them is found in its section.
 */
export const namesInSection = (feature: FeatureDefinition, s: FormSection): string[] =>
  s.fields.flatMap((name) => [name, ...(feature.fields.find((f) => f.name === name)?.controls ?? [])]);
