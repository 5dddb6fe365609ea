import type { FieldDefinition } from '@eua/shared';
import type { ComponentType } from 'react';
import { trackedLoad } from '../lib/tracked-load';
import type { WidgetProps } from './widgets/basic/basic-widgets';

/**
 * The widgets that only some screens use, each in a chunk of its own (decision 077): a screen
 * loads the ones its fields need, beside its own code, and no other page loads any. The basic inputs stay with
 * the form engine, which every screen needs. No widget is imported here, only named, so the router may import
 * this file (to start a screen's widgets with the screen) without pulling the form engine into the shell.
 */
export type LazyWidgetKind = 'dualList' | 'seasonTree' | 'colourRules' | 'locales' | 'valueList' | 'colour';
type Widget = ComponentType<WidgetProps>;

/** Each widget's load, started once (trackedLoad: `use()` reads a settled one without suspending). */
const loaders: Record<LazyWidgetKind, () => Promise<Widget>> = {
  dualList: trackedLoad(() => import('./widgets/dual-list/dual-list').then((m) => m.DualListWidget)),
  seasonTree: trackedLoad(() => import('./widgets/season-tree/season-tree').then((m) => m.SeasonTreeWidget)),
  colourRules: trackedLoad(() =>
    import('./widgets/colour-rules/colour-rules').then((m) => m.ColourRulesWidget),
  ),
  locales: trackedLoad(() => import('./widgets/locales/locales').then((m) => m.LocalesWidget)),
  valueList: trackedLoad(() => import('./widgets/value-list/value-list').then((m) => m.ValueListWidget)),
  colour: trackedLoad(() => import('./widgets/colour/colour-input').then((m) => m.ColourWidget)),
};

export const lazyWidgetKinds = Object.keys(loaders) as LazyWidgetKind[];

/** Starts (once) and returns the load of one widget. */
export const loadWidget = (kind: LazyWidgetKind): Promise<Widget> => loaders[kind]();

/**
 * Which lazily loaded widget a field renders with, if any (registry.tsx maps the rest to basic inputs): what
 * feature-resources.test.ts checks each screen's `featureWidgets` against.
 */
export function lazyWidgetKindOf(field: FieldDefinition): LazyWidgetKind | undefined {
  if (field.type === 'chooseAndSelect') return 'dualList';
  if (field.type === 'valueList') return 'valueList';
  if (field.type !== 'custom') return undefined;
  if (field.widget === 'competitions') return 'seasonTree';
  if (field.widget === 'colourRules') return 'colourRules';
  if (field.widget === 'locales') return 'locales';
  if (field.widget === 'colour') return 'colour';
  return undefined;
}

/** Starts loading the widgets `kinds` (a screen's: app/feature-resources.ts `widgetsOf`); resolves when all have arrived. */
export const loadWidgets = (kinds: readonly LazyWidgetKind[]): Promise<unknown> =>
  Promise.all(kinds.map(loadWidget));
