/**
 * The preview frame's side (docs/product.md#widgets): the console frames `/widgets/v1/preview.html` and posts
 * the payload to render (packages/shared/src/widgets/preview-protocol.ts); the frame says when it is ready,
 * which season the reader picked, and its height whenever that changes, and fetches nothing.
 */
import type { WidgetPayload } from '@eua/shared';
import { isPreviewRender, type PreviewFromFrame } from '@eua/shared/widgets';

/** The preview page's widget element: its `[data-eua-preview-root]`, else a new one ending the body. */
export function previewRoot(): HTMLElement {
  const existing = document.querySelector<HTMLElement>('[data-eua-preview-root]');
  const host = existing ?? document.body.appendChild(document.createElement('div'));
  host.setAttribute('data-eua-preview-root', '');
  // The preview page has no stylesheet of its own (strict CSP): only its body margin to remove, via the CSSOM.
  document.body.style.margin = '0';
  return host;
}

export type PreviewChannel = {
  post(message: PreviewFromFrame): void;
  /** Reports the page's height. */
  postSize(): void;
  stop(): void;
};

/** Listens to `parent` (the console that framed the page) for payloads to render, and talks back to it. */
export function openPreviewChannel(parent: Window, render: (payload: WidgetPayload) => void): PreviewChannel {
  let lastHeight = -1;
  const height = () => Math.ceil(document.documentElement.getBoundingClientRect().height);
  const post = (message: PreviewFromFrame) => {
    // The frame is sandboxed without same-origin, so the parent's origin is opaque: '*' (nothing private is sent).
    if (parent !== window) parent.postMessage(message, '*');
  };
  const postSize = () => {
    lastHeight = height();
    post({ type: 'eua:preview:size', height: lastHeight });
  };
  const onMessage = (event: MessageEvent) => {
    // Only the console that framed us may drive the preview.
    if (event.source === parent && isPreviewRender(event.data)) render(event.data.payload);
  };
  window.addEventListener('message', onMessage);
  // Tabs, filters and late images change the height without a new message: report those too.
  const resize =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          if (height() !== lastHeight) postSize();
        });
  resize?.observe(document.documentElement);
  return {
    post,
    postSize,
    stop() {
      window.removeEventListener('message', onMessage);
      resize?.disconnect();
    },
  };
}
