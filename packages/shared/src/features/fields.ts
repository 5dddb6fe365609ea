/**
 * Small constructors the feature files declare their fields with, so each file reads as a list of
 * name, label and choice list (the data schema declared once).
 */
import { localeChoices } from '../form/constants';
import type { FieldDefinition, FieldType, Option } from '../form/types';

type Extra = Partial<FieldDefinition>;

/**
 * A field whose name and type the compiler knows (with whatever `extra` adds, such as a condition), so that a
 * feature's settings type is derived from its definition (settings/settings-types.ts).
 */
export type TypedField<N extends string, T extends FieldType, E = unknown> = FieldDefinition & {
  name: N;
  type: T;
} & E;

/** A boolean shown as a checkbox (docs/product.md#validation-and-pre-send-rules: names with active/show/Enabled are checkboxes). */
export const checkbox = <N extends string, E extends Extra = Extra>(
  name: N,
  label: string,
  initial: boolean,
  extra?: E,
): TypedField<N, 'checkbox', E> =>
  ({ name, label, type: 'checkbox', default: initial, ...extra }) as TypedField<N, 'checkbox', E>;

/** A single choice from the config response's lookups (docs/product.md#data-api: '-' blank first, sorted by text). */
export const lookup = <N extends string, E extends Extra = Extra>(
  name: N,
  label: string,
  key: string,
  extra?: E,
): TypedField<N, 'lookupData', { default: null } & E> =>
  ({ name, label, type: 'lookupData', lookup: { key }, default: null, ...extra }) as TypedField<
    N,
    'lookupData',
    { default: null } & E
  >;

/** A choice from a list declared here (schedule's labelPage, localeDefault). */
export const select = <N extends string>(
  name: N,
  label: string,
  options: Option[],
  initial: string,
  extra: Extra = {},
): TypedField<N, 'select'> =>
  ({ name, label, type: 'select', options, default: initial, ...extra }) as TypedField<N, 'select'>;

/** An ordered dual-list selection from a lookup (docs/product.md#configuration-screens "Multi-select component"). */
export const multi = <N extends string>(
  name: N,
  label: string,
  key: string,
  extra: Extra = {},
): TypedField<N, 'chooseAndSelect'> =>
  ({
    name,
    label,
    type: 'chooseAndSelect',
    lookup: { key },
    default: [],
    size: 12,
    ...extra,
  }) as TypedField<N, 'chooseAndSelect'>;

export const integer = <N extends string>(
  name: N,
  label: string,
  min: number,
  max: number,
  initial: number,
  extra: Extra = {},
): TypedField<N, 'number'> =>
  ({ name, label, type: 'number', min, max, default: initial, ...extra }) as TypedField<N, 'number'>;

export const text = <N extends string>(
  name: N,
  label: string,
  maxLength: number,
  extra: Extra = {},
): TypedField<N, 'text'> =>
  ({ name, label, type: 'text', maxLength, default: '', ...extra }) as TypedField<N, 'text'>;

/** A season reference the competitions tree writes: an id, or null for none (docs/product.md#forms). */
const seasonReference = <N extends string>(name: N, label: string) =>
  ({ name, label, type: 'text', hidden: true, default: null }) as TypedField<N, 'text', { default: null }>;

/** A map of season id to `true` (docs/product.md#forms "General hidden fields"). */
const seasonSet = <N extends string, E extends Extra = Extra>(name: N, label: string, extra?: E) =>
  ({
    name,
    label,
    type: 'custom',
    hidden: true,
    shape: 'seasonSet',
    default: {},
    ...extra,
  }) as TypedField<N, 'custom', { shape: 'seasonSet' } & E>;

const competitionHiddenFields = () =>
  [
    seasonReference('defaultOrganizationId', 'Default organisation'),
    seasonReference('defaultCompetitionId', 'Default competition'),
    seasonReference('defaultSeasonId', 'Default season'),
    seasonSet('allowedSeasons', 'Allowed seasons'),
  ] as const;

const trackingDataSeasons = () =>
  seasonSet('useTrackingDataSeasons', 'Seasons using tracking data', {
    condition: 'trackingData',
    conditionValue: true,
  });

type CompetitionFields<WithTrackingData extends boolean> = [
  TypedField<'competitions', 'custom', { controls: string[] }>,
  ...ReturnType<typeof competitionHiddenFields>,
  ...(WithTrackingData extends true ? [ReturnType<typeof trackingDataSeasons>] : []),
];

/**
 * The organisation/competition/season tree (docs/product.md#editors "Season rules") and the hidden fields it
 * edits (docs/product.md#forms "General hidden fields"). useTrackingDataSeasons exists only for websites with
 * tracking data.
 */
export const competitionFields = <WithTrackingData extends boolean>(
  withTrackingData: WithTrackingData,
): CompetitionFields<WithTrackingData> => {
  const hidden: FieldDefinition[] = [
    ...competitionHiddenFields(),
    ...(withTrackingData ? [trackingDataSeasons()] : []),
  ];
  const tree = {
    name: 'competitions',
    label: 'Competitions',
    type: 'custom',
    widget: 'competitions',
    size: 12,
    controls: hidden.map((f) => f.name),
  };
  return [tree, ...hidden] as CompetitionFields<WithTrackingData>;
};

export const localeFields = () =>
  [
    {
      name: 'locales',
      label: 'Locales',
      type: 'custom',
      widget: 'locales',
      default: ['en-EN'],
    } as TypedField<'locales', 'custom', { widget: 'locales' }>,
    select('localeDefault', 'Default locale', localeChoices, 'en-EN'),
  ] as const;

/** Promotion/relegation colours: rule value to '#rrggbb' (docs/product.md#forms, #validation-and-pre-send-rules). */
export const colourRules = () =>
  ({
    name: 'promotionRelegationColours',
    label: 'Promotion and relegation colours',
    type: 'custom',
    widget: 'colourRules',
    size: 12,
    // The longest rule value (a standings position or a label such as 'Playoffs') the widget accepts.
    maxLength: 50,
    default: {},
  }) as TypedField<'promotionRelegationColours', 'custom', { widget: 'colourRules' }>;

type GroupNumber = 1 | 2 | 3 | 4;

/** Person/team statistics: four groups, each a group name and its statistics (docs/product.md#configuration-screens, #limits-and-constants). */
export const statisticGroups = (statisticsKey: string) =>
  ([1, 2, 3, 4] as const).flatMap((n) => [
    lookup(`group${n}Name`, `Group ${n} name`, 'statisticsGroupNames'),
    multi(`group${n}Statistics`, `Group ${n} statistics`, statisticsKey),
  ]) as (
    | TypedField<`group${GroupNumber}Name`, 'lookupData', { default: null }>
    | TypedField<`group${GroupNumber}Statistics`, 'chooseAndSelect'>
  )[];
