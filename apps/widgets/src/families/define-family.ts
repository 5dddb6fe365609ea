import type { FamilyName, WidgetId, WidgetsOf } from '@eua/shared/widgets';
import type { Child } from '../dom';
import type { View } from '../view';

/** Draws a widget's body from its view, its settings typed as its screen declares them. */
export type Renderer<W extends WidgetId = WidgetId> = (view: View<W>, title: string) => Child[];
/** What a family's chunk exports: the renderers of its widgets. */
export type FamilyChunk<F extends FamilyName> = { renderers: { [W in WidgetsOf<F>]: Renderer<W> } };
/** Any family's chunk, as the loader holds it. */
export type Chunk = { renderers: Partial<{ [W in WidgetId]: Renderer<W> }> };
