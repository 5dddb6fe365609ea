/**
 * The widgets the runtime renders (issue 9 item 3: the first five), and the configuration resource of each
 * (DESIGN.md §4). Plain constants, free of zod, so the embeddable runtime can import them and stay small.
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
