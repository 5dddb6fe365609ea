/**
 * The messages between the console and the sandboxed preview frame (decision 075). The frame
 * (`/widgets/v1/preview.html`, sandboxed without same-origin) runs the real runtime; the console posts the
 * form's unsaved settings and the content it fetched through the admin API; the frame asks for content when the
 * reader picks another season. Each side checks `event.source` (the frame's window, or its parent).
 */
import type { WidgetPayload } from '../api/widgets';

export const PREVIEW_PATH = '/widgets/v1/preview.html';

/** Console → frame: render this widget with these (unsaved) settings and this content. */
export type PreviewRenderMessage = {
  type: 'eua:preview:render';
  payload: WidgetPayload;
};

/** Frame → console: the runtime is loaded and listening. */
export type PreviewReadyMessage = { type: 'eua:preview:ready' };

/** Frame → console: the reader picked a season in the preview's selector. */
export type PreviewSeasonMessage = { type: 'eua:preview:season'; seasonId: string };

/** Frame → console: the rendered widget's height, so the frame can be sized to it. */
export type PreviewSizeMessage = { type: 'eua:preview:size'; height: number };

export type PreviewToFrame = PreviewRenderMessage;
export type PreviewFromFrame = PreviewReadyMessage | PreviewSeasonMessage | PreviewSizeMessage;

export function isPreviewFromFrame(data: unknown): data is PreviewFromFrame {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return type === 'eua:preview:ready' || type === 'eua:preview:season' || type === 'eua:preview:size';
}

export function isPreviewRender(data: unknown): data is PreviewRenderMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'eua:preview:render' &&
    typeof (data as { payload?: unknown }).payload === 'object'
  );
}
