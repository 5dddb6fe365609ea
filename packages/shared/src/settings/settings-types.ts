/**
 * The type of each feature's saved settings, derived from its definition (features/*.ts): a field's name
 * and type give a key and its value, so a field added to a screen is in the type with nothing else to write.
 * Types only: the widget runtime imports them without any code (decision 094).
 */
import type { featureDefinitions } from '../features';
import type { FeatureId, FieldDefinition } from '../form/types';

/**
 * The value a resolved field holds (docs/product.md#validation-and-pre-send-rules): a short numeric lookup
 * value travels as a number; a lookup or season reference with nothing chosen is null; every other field's
 * definition has a default, so it always has a value.
 */
export type FieldValue<F> = F extends { shape: 'seasonSet' }
  ? Record<string, boolean>
  : F extends { widget: 'locales' }
    ? string[]
    : F extends { widget: 'colourRules' }
      ? Record<string, string>
      : F extends { widget: 'colour' }
        ? string
        : F extends { type: 'checkbox' | 'boolean' | 'select-boolean' }
          ? boolean
          : F extends { type: 'number' }
            ? number
            : F extends { type: 'text' | 'textarea' | 'email' | 'date' }
              ? F extends { default: null }
                ? string | null
                : string
              : F extends { type: 'select' }
                ? string
                : F extends { type: 'lookup' | 'lookupData' }
                  ? string | number | null
                  : F extends { type: 'chooseAndSelect' | 'checkboxarray' }
                    ? (string | number)[]
                    : F extends { type: 'valueList' }
                      ? string[]
                      : unknown;

/** Fields with a value of their own: a widget that only edits other fields (the competitions tree) has none. */
type SentField<F> = F extends { controls: string[] } ? never : F;
/** A field with a condition is in the settings only where it applies (another sport's, tracking data). */
type Conditional<F> = F extends { condition: string } ? F : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

export type SettingsOfFields<F extends FieldDefinition> = Simplify<
  { [K in Exclude<SentField<F>, Conditional<F>> as K['name']]: FieldValue<K> } & {
    [K in Conditional<SentField<F>> as K['name']]?: FieldValue<K>;
  }
>;

/** The saved settings of a feature definition. */
export type SettingsOf<D extends { fields: FieldDefinition[] }> = SettingsOfFields<D['fields'][number]>;

type Definitions = typeof featureDefinitions;

/** Every feature's saved settings, by feature id. */
export type FeatureSettings = { [Id in FeatureId]: SettingsOf<Definitions[Id]> };

export type GeneralSettings = FeatureSettings['general'];
export type ThemeSettings = FeatureSettings['theme'];
export type ScheduleSettings = FeatureSettings['schedule'];
export type FixturesFragmentSettings = FeatureSettings['fixturesFragment'];
export type FixtureDetailsSettings = FeatureSettings['fixtureDetails'];
export type StandingsSettings = FeatureSettings['standings'];
export type StandingsFragmentSettings = FeatureSettings['standingsFragment'];
export type TeamsSettings = FeatureSettings['teams'];
export type TeamDetailsSettings = FeatureSettings['teamDetails'];
export type PersonStatisticsSettings = FeatureSettings['personStatistics'];
export type PersonDetailSettings = FeatureSettings['personDetail'];
export type LeadersSettings = FeatureSettings['leaders'];
export type TeamStatisticsSettings = FeatureSettings['teamStatistics'];
export type PlayersSettings = FeatureSettings['players'];
