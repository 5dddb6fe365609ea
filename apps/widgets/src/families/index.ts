/**
 * The loader's side of every widget family (decision 122): each widget's title, from its family's declaration
 * (packages/shared/src/widgets/families, decision 128). The families' renderers are their chunks
 * (`<family>/chunk.ts`), which the loader imports by family name (chunk-import.ts) and the build finds by
 * folder (build.mjs).
 */
import type { WidgetId, WidgetPayloadOf } from '@eua/shared';
import { type TitleWord, widgetTitleWords } from '@eua/shared/widgets';
import type { Words } from '../words';

export type * from './define-family';

/** A family that names a word the runtime lacks does not compile: the word is named here. */
type MissingWord = Exclude<TitleWord, keyof Words>;
const everyTitleIsAWord: [MissingWord] extends [never] ? true : MissingWord = true;
void everyTitleIsAWord;

/**
 * The widget's heading; also its entry in the main navigation. Where the screen chooses a page label, the
 * chosen label's text (the screen's own, or the runtime's word for it) before the widget's title.
 */
export const titleOf = <W extends WidgetId>(payload: WidgetPayloadOf<W>, t: Words): string => {
  const { title, pageTitle } = widgetTitleWords[payload.widget as W];
  const page = pageTitle ? (payload.config as { labelPage?: string | null }).labelPage : undefined;
  if (page) {
    const chosen =
      pageTitle === 'screen' ? payload.labels.labelOptions?.[page] : t[pageTitle?.[page] as keyof Words];
    if (chosen) return chosen;
  }
  return t[title as keyof Words];
};
