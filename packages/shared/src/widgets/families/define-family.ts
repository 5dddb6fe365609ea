/**
 * A widget family (docs/architecture.md "Adding a widget family", decision 122): the widgets drawn by one
 * chunk of the embeddable runtime, each with the configuration resource its screen saves and, for a detail
 * widget, what it shows one of. Plain constants, free of zod, so the runtime can import them and stay small.
 */

/** What a detail widget shows one of (docs/product.md#detail-widgets, decision 106). */
export type WidgetSubject = 'team' | 'person' | 'fixture';

/** One widget of a family: its configuration resource (docs/product.md#configuration-screens). */
export type FamilyWidget = {
  resource: string;
  /** A detail widget's subject; a widget without one shows a season's content. */
  subject?: WidgetSubject;
};

/** A family: its name (the runtime's chunk and folder) and its widgets, in menu order. */
export type WidgetFamily<Name extends string = string, Id extends string = string> = {
  name: Name;
  widgets: Record<Id, FamilyWidget>;
};

/** Declares a family; the type refuses one without a name or widgets, or a widget without its resource. */
export const defineFamily = <const Name extends string, const Id extends string>(
  family: WidgetFamily<Name, Id>,
): WidgetFamily<Name, Id> => family;
