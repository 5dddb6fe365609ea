/**
 * What the server declares per widget family (docs/architecture.md "Adding a widget family", decision 122):
 * for each widget, how its content is loaded and what the public answer keeps of it (its trim). The type
 * requires both for every widget of the family.
 */
import type { FeatureSettings, WidgetContent } from '@eua/shared';
import type { FamilyName, WidgetId, WidgetsOf } from '@eua/shared/widgets';
import type { Queryable } from '../../../db';
import type { ContentRequest } from '../widget-content-shapes';

/** The content of one widget (the schedule and the fixtures fragment share theirs, standings and its fragment too). */
export type ContentOf<W extends WidgetId> = WidgetContent extends infer C
  ? C extends { widget: infer Of }
    ? W extends Of
      ? C
      : never
    : never
  : never;

export type WidgetContentParts<W extends WidgetId> = {
  /** The content the widget shows for the request's seasons (or subject), independent of its settings. */
  load(db: Queryable, request: ContentRequest): Promise<ContentOf<W>>;
  /** What the public answer keeps of it: what the saved settings show (the preview keeps everything). */
  trim(content: ContentOf<W>, config: FeatureSettings[W]): ContentOf<W>;
};

export type ServerFamily<F extends FamilyName> = { [W in WidgetsOf<F>]: WidgetContentParts<W> };

/** The trim of a widget whose settings choose nothing the content could leave out. */
export const keepAll = <C>(content: C): C => content;
