/**
 * The widgets the runtime renders (docs/product.md#widgets), and the configuration resource
 * of each (docs/product.md#configuration-screens). Plain constants, free of zod, so the embeddable runtime
 * can import them and stay small.
 */
export const widgetIds = [
  'standings',
  'standingsFragment',
  'schedule',
  'fixturesFragment',
  'leaders',
  'players',
  'personDetail',
  'teams',
  'teamDetails',
  'personStatistics',
  'teamStatistics',
  'fixtureDetails',
] as const;
export type WidgetId = (typeof widgetIds)[number];

export const widgetResource: Record<WidgetId, string> = {
  standings: 'standings',
  standingsFragment: 'standings-fragment',
  schedule: 'fixtures',
  fixturesFragment: 'fixtures_fragment',
  leaders: 'leaders',
  players: 'persons',
  personDetail: 'person_detail',
  teams: 'entities',
  teamDetails: 'entity_detail',
  personStatistics: 'statistics_persons',
  teamStatistics: 'statistics_entities',
  fixtureDetails: 'fixture_detail',
};

export const isWidgetId = (value: unknown): value is WidgetId =>
  typeof value === 'string' && (widgetIds as readonly string[]).includes(value);

/** What a detail widget shows one of (docs/product.md#detail-widgets, decision 106). */
export type WidgetSubject = 'team' | 'person' | 'fixture';

/** The detail widgets and what each shows one of; every other widget shows a season's content. */
export const widgetSubject: Partial<Record<WidgetId, WidgetSubject>> = {
  personDetail: 'person',
  teamDetails: 'team',
  fixtureDetails: 'fixture',
};

/**
 * The customer site's page of a team, a person and a fixture is `{link base}/{segment}/{id}`: where the
 * widgets' internal links point, and where a detail widget without `data-id` reads its id (decision 106).
 */
export const subjectSegment: Record<WidgetSubject, string> = {
  team: 'teams',
  person: 'players',
  fixture: 'fixtures',
};

export const subjectOf = (widget: string): WidgetSubject | null =>
  isWidgetId(widget) ? (widgetSubject[widget] ?? null) : null;
