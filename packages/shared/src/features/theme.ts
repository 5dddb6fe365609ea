import { featureResources } from '../api/names';
import type { FeatureDefinition } from '../form/types';
import type { ThemeColour, ThemeMode } from '../theme/theme-rules';
import { integer, select, type TypedField } from './fields';
import { section } from './sections';

/** A '#rrggbb' colour, edited with a colour picker and a hex input (docs/product.md#theme). */
const colour = <N extends string>(name: N, label: string, initial: string) =>
  ({ name, label, type: 'custom', widget: 'colour', default: initial }) as TypedField<
    N,
    'custom',
    { widget: 'colour' }
  >;

/**
 * The look every widget has without a saved theme, so a website that never saves one sees no change. The
 * marks' outline defaults to the background: drawn, but not seen.
 */
export const themeDefaults: Record<ThemeMode, Record<ThemeColour, string>> = {
  light: {
    Accent: '#0b57d0',
    Background: '#ffffff',
    Text: '#1a1d21',
    SecondaryText: '#5b6470',
    Lines: '#d9dde3',
    HeaderBackground: '#f3f5f8',
    MarkOutline: '#ffffff',
  },
  dark: {
    Accent: '#8ab4f8',
    Background: '#16191d',
    Text: '#e8eaed',
    SecondaryText: '#a3abb6',
    Lines: '#343a42',
    HeaderBackground: '#22272e',
    MarkOutline: '#16191d',
  },
};

const modeColours = <M extends ThemeMode>(mode: M, title: string) =>
  [
    colour(`${mode}Accent`, `${title} accent`, themeDefaults[mode].Accent),
    colour(`${mode}Background`, `${title} background`, themeDefaults[mode].Background),
    colour(`${mode}Text`, `${title} text`, themeDefaults[mode].Text),
    colour(`${mode}SecondaryText`, `${title} secondary text`, themeDefaults[mode].SecondaryText),
    colour(`${mode}Lines`, `${title} lines`, themeDefaults[mode].Lines),
    colour(`${mode}HeaderBackground`, `${title} header background`, themeDefaults[mode].HeaderBackground),
    colour(
      `${mode}MarkOutline`,
      `${title} promotion and relegation mark outline`,
      themeDefaults[mode].MarkOutline,
    ),
  ] as const;

/**
 * The font stacks a theme offers (decision 147); `page` is the font of the element the widget sits in.
 * The runtime holds the same stacks by value (apps/widgets/src/theme.ts).
 */
export const themeFonts = [
  { value: 'system', text: 'System (default)' },
  { value: 'page', text: "The page's font" },
  { value: 'arial', text: 'Arial, Helvetica' },
  { value: 'verdana', text: 'Verdana' },
  { value: 'trebuchet', text: 'Trebuchet MS' },
  { value: 'georgia', text: 'Georgia' },
  { value: 'times', text: 'Times New Roman' },
];

export const themeDensities = [
  { value: 'comfortable', text: 'Comfortable' },
  { value: 'compact', text: 'Compact' },
];

/** docs/product.md#theme: the brand every widget of the website wears. */
export const theme = {
  id: 'theme',
  resource: featureResources.theme,
  title: 'Theme',
  method: 'PUT',
  submitLabel: 'Update Theme',
  successMessage: 'Theme Updated Successfully',
  fields: [
    ...modeColours('light', 'Light'),
    ...modeColours('dark', 'Dark'),
    select('font', 'Font', themeFonts, 'system'),
    integer('baseSize', 'Base size (px)', 12, 20, 14),
    integer('cornerRadius', 'Corner radius (px)', 0, 16, 8),
    select('density', 'Density', themeDensities, 'comfortable'),
  ],
  sections: [
    section('type-and-shape', 'Type and shape', ['font', 'baseSize', 'cornerRadius', 'density']),
    section('light', 'Light', [
      'lightAccent',
      'lightBackground',
      'lightText',
      'lightSecondaryText',
      'lightLines',
      'lightHeaderBackground',
      'lightMarkOutline',
    ]),
    section('dark', 'Dark', [
      'darkAccent',
      'darkBackground',
      'darkText',
      'darkSecondaryText',
      'darkLines',
      'darkHeaderBackground',
      'darkMarkOutline',
    ]),
  ],
} satisfies FeatureDefinition;
