/**
 * Each widget's body is drawn by its family's chunk (families/<family>/chunk.ts), fetched the first time a
 * widget of that family has something to show, so a page pays only for the widgets it has
 * (docs/product.md#widgets, decisions 100 and 122). The loader keeps the life cycle, the frame and the words.
 */
import { type FamilyName, type WidgetId, widgetFamily } from '@eua/shared/widgets';
import { importChunk } from './chunk-import';
import type { Chunk, Renderer } from './families';

export type { Chunk, Renderer } from './families';

const loaded = new Map<FamilyName, Chunk>();
const loading = new Map<FamilyName, Promise<Chunk>>();

// A chunk's renderer of a widget takes that widget's view (FamilyChunk); the loader hands it the view of the
// payload it draws, which the compiler cannot follow through `widget`.
const rendererIn = (chunk: Chunk | undefined, widget: WidgetId) =>
  (chunk?.renderers[widget] as Renderer | undefined) ?? null;

/** The widget's renderer when its chunk is here, else null. */
export function rendererFor(widget: WidgetId): Renderer | null {
  return rendererIn(loaded.get(widgetFamily[widget]), widget);
}

/**
 * Fetch the widget's chunk once (every widget of the family waits for the same import). A failed import is
 * forgotten, so the next widget, or the next attempt, fetches it again.
 */
export function loadRenderer(widget: WidgetId, base: string): Promise<Renderer> {
  const family = widgetFamily[widget];
  let pending = loading.get(family);
  if (!pending) {
    pending = importChunk(family, base).then(
      (chunk) => {
        loaded.set(family, chunk);
        return chunk;
      },
      (error: unknown) => {
        loading.delete(family);
        throw error;
      },
    );
    loading.set(family, pending);
  }
  return pending.then((chunk) => rendererIn(chunk, widget)!);
}
