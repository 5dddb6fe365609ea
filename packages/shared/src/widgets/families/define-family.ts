/**
 * A widget family (docs/architecture.md "Adding a widget family", decision 122): the widgets drawn by one
 * chunk of the embeddable runtime, each with the configuration resource its screen saves and, for a detail
 * widget, what it shows one of. Plain constants, free of zod, so the runtime can import them and stay small.
 */

/** What a detail widget shows one of (docs/product.md#detail-widgets, decision 106). */
export type WidgetSubject = 'team' | 'person' | 'fixture';

/**
 * One widget of a family: its configuration resource (docs/product.md#configuration-screens) and its title,
 * the heading it shows and its entry in the main navigation, as the key of a word of the runtime's
 * (apps/widgets/src/words.ts, which the runtime's types check it against, decision 128).
 */
export type FamilyWidget = {
  resource: string;
  /** A detail widget's subject; a widget without one shows a season's content. */
  subject?: WidgetSubject;
  title: string;
  /**
   * A widget whose screen chooses a page label (`labelPage`): `'screen'`, the screen's text of the chosen
   * label; or the runtime's word for each choice that has one.
   */
  pageTitle?: 'screen' | Readonly<Record<string, string>>;
};

/** A family: its name (the runtime's chunk and folder) and its widgets, in menu order. */
export type WidgetFamily<Name extends string = string, Id extends string = string> = {
  name: Name;
  widgets: Record<Id, FamilyWidget>;
};

/**
 * Declares a family; the type refuses one without a name or widgets, or a widget without its resource or
 * title, and keeps the titles' words as they are written, for the runtime to check.
 */
export const defineFamily = <
  const Name extends string,
  const Widgets extends Record<string, FamilyWidget>,
>(family: {
  name: Name;
  widgets: Widgets;
}): { name: Name; widgets: Widgets } => family;
