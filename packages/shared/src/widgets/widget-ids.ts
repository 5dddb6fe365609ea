/**
 * The widgets the runtime renders (docs/product.md#widgets), and the configuration resource
 * of each (docs/product.md#configuration-screens), derived from the widget families (families/, decision 122).
 * Plain constants, free of zod, so the embeddable runtime can import them and stay small.
 */
import { type FamilyWidget, type WidgetSubject, widgetFamilies } from './families';

export type { WidgetSubject } from './families';

type Families = (typeof widgetFamilies)[number];
/** A widget family's name: its runtime chunk and its folders. */
export type FamilyName = Families['name'];
export type WidgetId = { [F in Families as F['name']]: keyof F['widgets'] }[FamilyName];
/** The widget ids of one family. */
export type WidgetsOf<F extends FamilyName> = Extract<
  WidgetId,
  keyof Extract<Families, { name: F }>['widgets']
>;

const entries = widgetFamilies.flatMap((family) =>
  Object.entries(family.widgets).map(([id, widget]) => ({
    id: id as WidgetId,
    family: family.name,
    ...widget,
  })),
);

/** Every widget id, family by family in menu order. */
export const widgetIds = entries.map((e) => e.id) as unknown as readonly [WidgetId, ...WidgetId[]];

export const widgetResource = Object.fromEntries(entries.map((e) => [e.id, e.resource])) as Record<
  WidgetId,
  string
>;

/** Each widget's family. */
export const widgetFamily = Object.fromEntries(entries.map((e) => [e.id, e.family])) as Record<
  WidgetId,
  FamilyName
>;

/** Each widget's title as its family declares it: the runtime's word, and what a chosen page label does. */
export const widgetTitleWords = Object.fromEntries(
  entries.map((e) => [e.id, { title: e.title, pageTitle: (e as FamilyWidget).pageTitle }]),
) as Record<WidgetId, Pick<FamilyWidget, 'title' | 'pageTitle'>>;

type DeclaredWidget = { [F in Families as F['name']]: F['widgets'][keyof F['widgets']] }[FamilyName];
/** Every word the families' titles name, which the runtime's words must have (decision 128). */
export type TitleWord =
  | DeclaredWidget['title']
  | (DeclaredWidget extends { pageTitle: infer P }
      ? P extends Readonly<Record<string, infer V>>
        ? V
        : never
      : never);

/** The family names, in menu order. */
export const familyNames: readonly FamilyName[] = widgetFamilies.map((family) => family.name);

export const isWidgetId = (value: unknown): value is WidgetId =>
  typeof value === 'string' && (widgetIds as readonly string[]).includes(value);

/** The detail widgets and what each shows one of; every other widget shows a season's content. */
export const widgetSubject: Partial<Record<WidgetId, WidgetSubject>> = Object.fromEntries(
  entries.flatMap((e) => (e.subject ? [[e.id, e.subject]] : [])),
);

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
