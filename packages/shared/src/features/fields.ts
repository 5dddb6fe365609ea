/**
 * Small constructors the feature files declare their fields with, so each file reads as a list of
 * name, label and choice list (the data schema declared once, decision 013).
 */
import { localeChoices } from '../form/constants';
import type { FieldDefinition, Option } from '../form/types';

type Extra = Partial<FieldDefinition>;

/** A boolean shown as a checkbox (names with active/show/Enabled are checkboxes). */
export const checkbox = (
  name: string,
  label: string,
  initial: boolean,
  extra: Extra = {},
): FieldDefinition => ({
  name,
  label,
  type: 'checkbox',
  default: initial,
  ...extra,
});

/**
 * A single choice from the config response's lookups (docs/product.md#data-api: '-' blank first, sorted by
 * text).
 */
export const lookup = (name: string, label: string, key: string, extra: Extra = {}): FieldDefinition => ({
  name,
  label,
  type: 'lookupData',
  lookup: { key },
  default: null,
  ...extra,
});

/** A choice from a list declared here (schedule's labelPage, localeDefault). */
export const select = (
  name: string,
  label: string,
  options: Option[],
  initial: string,
  extra: Extra = {},
): FieldDefinition => ({ name, label, type: 'select', options, default: initial, ...extra });

/** An ordered dual-list selection from a lookup (docs/product.md#editors). */
export const multi = (name: string, label: string, key: string, extra: Extra = {}): FieldDefinition => ({
  name,
  label,
  type: 'chooseAndSelect',
  lookup: { key },
  default: [],
  size: 12,
  ...extra,
});

export const integer = (
  name: string,
  label: string,
  min: number,
  max: number,
  initial: number,
  extra: Extra = {},
): FieldDefinition => ({ name, label, type: 'number', min, max, default: initial, ...extra });

export const text = (name: string, label: string, maxLength: number, extra: Extra = {}): FieldDefinition => ({
  name,
  label,
  type: 'text',
  maxLength,
  default: '',
  ...extra,
});

/**
 * The organisation/competition/season tree and the hidden fields it edits (docs/product.md#editors,
 * docs/product.md#configuration-screens). useTrackingDataSeasons exists only for websites with tracking data.
 */
export const competitionFields = (withTrackingData: boolean): FieldDefinition[] => {
  const hidden: FieldDefinition[] = [
    {
      name: 'defaultOrganizationId',
      label: 'Default organisation',
      type: 'text',
      hidden: true,
      default: null,
    },
    { name: 'defaultCompetitionId', label: 'Default competition', type: 'text', hidden: true, default: null },
    { name: 'defaultSeasonId', label: 'Default season', type: 'text', hidden: true, default: null },
    {
      name: 'allowedSeasons',
      label: 'Allowed seasons',
      type: 'custom',
      hidden: true,
      shape: 'seasonSet',
      default: {},
    },
  ];
  if (withTrackingData) {
    hidden.push({
      name: 'useTrackingDataSeasons',
      label: 'Seasons using tracking data',
      type: 'custom',
      hidden: true,
      shape: 'seasonSet',
      default: {},
      condition: 'trackingData',
      conditionValue: true,
    });
  }
  return [
    {
      name: 'competitions',
      label: 'Competitions',
      type: 'custom',
      widget: 'competitions',
      size: 12,
      controls: hidden.map((f) => f.name),
    },
    ...hidden,
  ];
};

export const localeFields = (): FieldDefinition[] => [
  { name: 'locales', label: 'Locales', type: 'custom', widget: 'locales', default: ['en-EN'] },
  select('localeDefault', 'Default locale', localeChoices, 'en-EN'),
];

/** Promotion/relegation colours: rule value to '#rrggbb' (docs/product.md#editors). */
export const colourRules = (): FieldDefinition => ({
  name: 'promotionRelegationColours',
  label: 'Promotion and relegation colours',
  type: 'custom',
  widget: 'colourRules',
  size: 12,
  // The longest rule value (a standings position or a label such as 'Playoffs') the widget accepts.
  maxLength: 50,
  default: {},
});

/**
 * Person/team statistics: four groups, each a group name and its statistics
 * (docs/product.md#configuration-screens).
 */
export const statisticGroups = (statisticsKey: string): FieldDefinition[] =>
  [1, 2, 3, 4].flatMap((n) => [
    lookup(`group${n}Name`, `Group ${n} name`, 'statisticsGroupNames'),
    multi(`group${n}Statistics`, `Group ${n} statistics`, statisticsKey),
  ]);
