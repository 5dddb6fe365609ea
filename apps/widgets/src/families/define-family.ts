/**
 * What the runtime declares per widget family (docs/architecture.md "Adding a widget family", decision 122):
 * in the loader, each widget's title (its heading and its entry in the main navigation); in the family's
 * chunk (`chunk.ts`, fetched when a widget of the family has something to show), each widget's renderer. The
 * types require every widget of the family in both.
 */
import type { WidgetPayloadOf } from '@eua/shared';
import type { FamilyName, WidgetId, WidgetsOf } from '@eua/shared/widgets';
import type { Child } from '../dom';
import type { View } from '../view';
import type { Words } from '../words';

/** A widget's heading, from its answer (some screens choose their page label). */
export type Title<W extends WidgetId> = (payload: WidgetPayloadOf<W>, t: Words) => string;
export type FamilyTitles<F extends FamilyName> = { [W in WidgetsOf<F>]: Title<W> };

/** Draws a widget's body from its view, its settings typed as its screen declares them. */
export type Renderer<W extends WidgetId = WidgetId> = (view: View<W>, title: string) => Child[];
/** What a family's chunk exports: the renderers of its widgets. */
export type FamilyChunk<F extends FamilyName> = { renderers: { [W in WidgetsOf<F>]: Renderer<W> } };
/** Any family's chunk, as the loader holds it. */
export type Chunk = { renderers: Partial<{ [W in WidgetId]: Renderer<W> }> };
