/**
 * The vocabulary every feature form is declared in (docs/product.md#forms: form definition, field definition,
 * field types). Declared once here; the server validates PUT bodies with it and the console renders it.
 */

export const fieldTypes = [
  'text',
  'textarea',
  'checkboxarray',
  'date',
  'checkbox',
  'select',
  'select-boolean',
  'boolean',
  'number',
  'email',
  'lookup',
  'lookupData',
  'custom',
  'subFields',
  'chooseAndSelect',
  'valueList',
] as const;
export type FieldType = (typeof fieldTypes)[number];

export const sports = ['basketball', 'hockey', 'handball'] as const;
export type Sport = (typeof sports)[number];
export const defaultSport: Sport = 'basketball';

/** A choice in a select, a lookup or a dual list (docs/product.md#editors). */
export type Option = { text: string; value: string };

/**
 * Where a field's choices come from.
 * - `{ key }`: a list the config response carries in `data[0].lookups[key]` (the usual case).
 * - `{ endpoint }`: a GET of `{apiHost}/{endpoint}` (with `#0`, `#1` parameters) returning a data list;
 *   `text` and `value` name the properties to show and store (docs/product.md#data-api).
 */
export type LookupDefinition =
  | { key: string }
  | { endpoint: string; parameters?: string[]; text: string; value: string };

/** Custom widgets the console looks up by name (renderers from a registry). */
export type CustomWidget = 'competitions' | 'colourRules' | 'locales' | 'colour';

export type FieldErrors = { required?: string; maxLength?: string; email?: string };

export type FieldDefinition = {
  /** Config property; also the input's `name` attribute. Dotted names are display-only and never sent. */
  name: string;
  label: string;
  type: FieldType;
  initial?: unknown;
  /** Value sent when the form value is null (docs/product.md#validation-and-pre-send-rules). */
  default?: unknown;
  required?: boolean;
  maxLength?: number;
  errors?: FieldErrors;
  /**
   * Show (and send) this field only when the value of field `condition` equals `conditionValue`
   * (docs/product.md#validation-and-pre-send-rules). An array `conditionValue` means "any of" (activeTimeline shows for hockey AND handball).
   * Values are equal when identical or when their string forms match ('true' equals true, '3' equals 3),
   * because select inputs hold strings. `condition` may name a pseudo-value: `sport` or `trackingData`
   * (see `pseudoValueNames`), which the form carries from the config document and never sends.
   */
  condition?: string;
  conditionValue?: unknown;
  /** Local options (select, checkboxarray, local lookups such as labelPage). */
  options?: Option[];
  lookup?: LookupDefinition;
  /** Bootstrap-like column span out of 12; default 6, 12 for valueList and textarea. */
  size?: number;
  hidden?: boolean;
  placeholder?: string;
  ignoreIfNull?: boolean;
  rows?: number;
  labeltranslation?: string;
  /**
   * valueList: what each item must be. `domain`: a referrer domain (`asciiReferrerDomain`), kept in its ASCII
   * form; anything else is a field error naming the item.
   */
  items?: 'domain';
  /** `custom` fields: which registered widget renders them. */
  widget?: CustomWidget;
  /** chooseAndSelect: the most items that may be selected (docs/product.md#limits-and-constants: 5 and 4). */
  limit?: number;
  /**
   * chooseAndSelect over a sport's list: the first choices of a new website of each sport, in order, what a
   * sports page leads with (decision 125). A sport without one takes a slice of its list.
   */
  sportDefaults?: Partial<Record<Sport, readonly string[]>>;
  /** number fields. */
  min?: number;
  max?: number;
  /** subFields: the sub-options of an object value. */
  subFields?: FieldDefinition[];
  /**
   * `custom` widgets that edit other fields (the competitions tree edits defaultSeasonId, allowedSeasons ...):
   * the names of the hidden fields it writes. Such a field has no value of its own and is never sent.
   */
  controls?: string[];
  /**
   * How a hidden `custom` value is shaped, so the server can validate it without a widget:
   * `seasonSet` is a map of season id to `true` (allowedSeasons, useTrackingDataSeasons — docs/product.md#configuration-screens).
   */
  shape?: 'seasonSet';
};

/** Values the form carries from the config document for conditions only; never sent (docs/product.md#configuration-screens). */
export const pseudoValueNames = ['sport', 'trackingData'] as const;

export type FeatureId =
  | 'general'
  | 'schedule'
  | 'fixturesFragment'
  | 'fixtureDetails'
  | 'standings'
  | 'standingsFragment'
  | 'teams'
  | 'teamDetails'
  | 'personStatistics'
  | 'personDetail'
  | 'leaders'
  | 'teamStatistics'
  | 'players'
  | 'theme';

/**
 * A titled part of a feature's form: the fields that configure one part of the widget (a tab, the banner, the
 * seasons), in the order they render (decision 083). Layout only: it changes neither the
 * fields' order in `fields` nor what is validated or sent.
 */
export type FormSection = {
  /** Unique within the feature, kebab-case: the section's DOM id is derived from it. */
  id: string;
  title: string;
  /**
   * Names of the visible fields it holds, in the order they render: like sits with like (the checkboxes
   * together, the single choices together, the wide widgets together). Hidden fields a widget `controls`
   * belong to that widget's section.
   */
  fields: string[];
};

export type FeatureDefinition = {
  /** Console route segment (docs/product.md#configuration-screens). */
  id: FeatureId;
  /** API resource: `/v1/config/{websiteId}/{resource}` (docs/product.md#data-api). */
  resource: string;
  /** Menu name and page title (docs/product.md#configuration-screens). */
  title: string;
  /** Form definition (docs/product.md#forms). */
  method: 'PUT';
  submitLabel: string;
  successMessage: string;
  confirmText?: string;
  /** Success link, built from the response (docs/product.md#forms). */
  link?: { path: string; hidden?: boolean };
  fields: FieldDefinition[];
  /** How the form groups its visible fields; every visible field in exactly one section (decision 083). */
  sections?: FormSection[];
};
