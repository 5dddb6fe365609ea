import { isPreviewFromFrame, PREVIEW_PATH, type PreviewRenderMessage, type WidgetPayload } from '@eua/shared';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from './preferences';
import './preview-frame.css';

/** The frame's height before the runtime reports its own, and the bounds a reported height is kept in. */
export const PREVIEW_MIN_HEIGHT = 240;
export const PREVIEW_MAX_HEIGHT = 4000;

/**
 * The sandboxed preview frame (decision 075): the real runtime (scripts only, an opaque origin: it can reach
 * neither the console's storage nor its token) renders `payload`, posted again whenever it changes or the
 * frame reloads. Sized to the height the runtime reports; a season the reader picks in it goes to `onSeason`.
 * The live preview posts the form's unsaved values; a review link's page the draft's payload as the API built
 * it. The frame follows the console's theme (its page is asked for in it), and, given a `width`, lays the
 * widget out at that width — a reader's phone, tablet or desktop — scaled down to fit the pane when it is
 * wider (decision 136).
 */
export function PreviewFrame({
  payload,
  onSeason,
  width,
  mode,
}: {
  payload: WidgetPayload | null;
  /** Light or dark whatever the console's own theme (the Theme screen shows both). */
  mode?: 'light' | 'dark';
  onSeason?: (seasonId: string) => void;
  /** The reader's width in CSS pixels; none: the pane's own width. */
  width?: number;
}) {
  const { t } = useTranslation();
  const { dark } = usePreferences();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const available = useWidthOf(boxRef);
  const scale = width && available ? Math.min(1, available / width) : 1;
  // Counts the frame's ready messages: a reloaded frame is sent the current payload again.
  const [ready, setReady] = useState(0);
  const [height, setHeight] = useState(PREVIEW_MIN_HEIGHT);
  const seasonRef = useRef(onSeason);
  seasonRef.current = onSeason;
  // Listening from the commit that puts the frame in the page (a layout effect, not a passive one that a
  // transition's commit may run later): no message of the frame's can come before its listener.
  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the frame's own window speaks for it (its origin is opaque, so the source is the check).
      const source = frameRef.current?.contentWindow;
      if (!source || event.source !== source || !isPreviewFromFrame(event.data)) return;
      const message = event.data;
      if (message.type === 'eua:preview:ready') setReady((count) => count + 1);
      else if (message.type === 'eua:preview:season') {
        if (typeof message.seasonId === 'string' && message.seasonId !== '')
          seasonRef.current?.(message.seasonId);
      } else if (typeof message.height === 'number' && Number.isFinite(message.height)) {
        setHeight(Math.min(PREVIEW_MAX_HEIGHT, Math.max(PREVIEW_MIN_HEIGHT, Math.ceil(message.height))));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Posted as soon as the values change (no debounce): rendering is the frame's work, not the console's.
  useEffect(() => {
    if (ready === 0 || !payload) return;
    const message: PreviewRenderMessage = { type: 'eua:preview:render', payload };
    // The sandboxed frame's origin is opaque, so no other target origin can match; nothing here is secret.
    frameRef.current?.contentWindow?.postMessage(message, '*');
  }, [ready, payload]);

  return (
    <div
      ref={boxRef}
      className="preview-frame__box"
      // Through the CSSOM (the CSP allows it): the box keeps the scaled frame's height in the page's flow.
      style={width ? { height: Math.ceil(height * scale) } : undefined}
    >
      <iframe
        ref={frameRef}
        sandbox="allow-scripts"
        // A new theme loads the page again in it; the frame then says it is ready and is sent the payload again.
        src={`${PREVIEW_PATH}?theme=${mode ?? (dark ? 'dark' : 'light')}`}
        title={t('preview.frameTitle')}
        width={width}
        height={height}
        className={`widget-preview__frame border-0 d-block${width ? ' mx-auto' : ' w-100'}`}
        style={scale < 1 ? { transform: `scale(${scale})`, transformOrigin: '0 0' } : undefined}
      />
    </div>
  );
}

/** The element's content width, followed as it changes; null until measured (or without a ResizeObserver). */
function useWidthOf(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
