/**
 * The widgets the runtime renders (the first five, docs/product.md#widgets), and the configuration resource
 * of each (docs/product.md#configuration-screens). Plain constants, free of zod, so the embeddable runtime
 * can import them and stay small.
 */
export const widgetIds = [
  'standings',
  'standingsFragment',
  'schedule',
  'fixturesFragment',
  'leaders',
] as const;
export type WidgetId = (typeof widgetIds)[number];

export const widgetResource: Record<WidgetId, string> = {
  standings: 'standings',
  standingsFragment: 'standings-fragment',
  schedule: 'fixtures',
  fixturesFragment: 'fixtures_fragment',
  leaders: 'leaders',
};

export const isWidgetId = (value: unknown): value is WidgetId =>
  typeof value === 'string' && (widgetIds as readonly string[]).includes(value);
