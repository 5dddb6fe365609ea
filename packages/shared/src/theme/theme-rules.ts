/**
 * The theme's contrast rules (docs/product.md#theme, decision 148): the pairs a reader sees together, each
 * with the ratio WCAG 2.2 AA asks of it — text 4.5:1, the focus ring and controls 3:1. The one rule engine
 * (form/feature-schema.ts) runs them, so the console and the server refuse alike.
 */
import { contrastRatio, formatRatio, nearestPassingColour } from './contrast';

export const themeModes = ['light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

/** The colours each mode sets, the field name's suffix after the mode (`lightAccent`, `darkSecondaryText`). */
export const themeColours = [
  'Accent',
  'Background',
  'Text',
  'SecondaryText',
  'Lines',
  'HeaderBackground',
  'MarkOutline',
] as const;
export type ThemeColour = (typeof themeColours)[number];

type Pair = { label: string; colour: ThemeColour; against: ThemeColour; needs: number };

/** In the order they are checked: a field shows its first failing pair. */
export const contrastPairs: readonly Pair[] = [
  { label: 'Text on background', colour: 'Text', against: 'Background', needs: 4.5 },
  { label: 'Text on header background', colour: 'Text', against: 'HeaderBackground', needs: 4.5 },
  { label: 'Secondary text on background', colour: 'SecondaryText', against: 'Background', needs: 4.5 },
  {
    label: 'Secondary text on header background',
    colour: 'SecondaryText',
    against: 'HeaderBackground',
    needs: 4.5,
  },
  { label: 'Links on background', colour: 'Accent', against: 'Background', needs: 4.5 },
  { label: 'Links on header background', colour: 'Accent', against: 'HeaderBackground', needs: 4.5 },
  { label: 'Focus ring on background', colour: 'Accent', against: 'Background', needs: 3 },
  { label: 'Controls on background', colour: 'Accent', against: 'Background', needs: 3 },
];

export type ContrastFailure = {
  /** The field to change: `{mode}{colour}`. */
  field: string;
  message: string;
  /** The nearest colour of that field that passes this pair, when one exists. */
  suggestion: string | null;
};

/**
 * The colour nearest `colour` that passes every pair the field is in: each failing pair moves it on as little
 * as it must, until none fails (a text darkened for the background may still need more for the header's).
 */
const passingColour = (
  values: Record<string, unknown>,
  mode: ThemeMode,
  name: ThemeColour,
  colour: string,
): string | null => {
  const pairs = contrastPairs.filter((pair) => pair.colour === name);
  let current = colour;
  for (let round = 0; round < 4; round++) {
    let moved = false;
    for (const pair of pairs) {
      const against = values[`${mode}${pair.against}`];
      if (typeof against !== 'string') continue;
      const ratio = contrastRatio(current, against);
      if (ratio === null || ratio >= pair.needs) continue;
      const next = nearestPassingColour(current, against, pair.needs);
      if (next === null) return null;
      current = next;
      moved = true;
    }
    if (!moved) return current;
  }
  return null;
};

/** Every field's first failing pair, for both modes; colours that are not '#hex' are left to their field rule. */
export const contrastFailures = (values: Record<string, unknown>): ContrastFailure[] => {
  const failures: ContrastFailure[] = [];
  for (const mode of themeModes) {
    for (const pair of contrastPairs) {
      const field = `${mode}${pair.colour}`;
      if (failures.some((f) => f.field === field)) continue;
      const colour = values[field];
      const against = values[`${mode}${pair.against}`];
      if (typeof colour !== 'string' || typeof against !== 'string') continue;
      const ratio = contrastRatio(colour, against);
      if (ratio === null || ratio >= pair.needs) continue;
      failures.push({
        field,
        message: `${pair.label}: ${formatRatio(ratio)}, needs ${formatRatio(pair.needs)}`,
        suggestion: passingColour(values, mode, pair.colour, colour),
      });
    }
  }
  return failures;
};
