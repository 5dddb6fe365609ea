import { useEffect, useState } from 'react';

/** How long a page that paints no content (a tab in the background) waits before starting the later work. */
export const FIRST_PAINT_WAIT_MS = 3000;

let contentShown: Promise<void> | undefined;

/**
 * Resolves once the browser has shown the page's first content — its `first-contentful-paint` entry, which
 * Chromium records when the frame is presented, not when the main thread has painted it — or after
 * FIRST_PAINT_WAIT_MS; at once where the browser keeps no paint timing (a test's DOM). Work that is not the
 * screen's first content (the live preview's frame and data, the validation chunk) waits for it: started as
 * soon as React has committed, it competed with the rasterisation of that very frame on a 2-core machine
 * (decision 092).
 */
function firstContentShown(): Promise<void> {
  contentShown ??= new Promise<void>((resolve) => {
    const types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
    if (!types?.includes('paint')) {
      resolve();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    timer = setTimeout(() => {
      observer.disconnect();
      resolve();
    }, FIRST_PAINT_WAIT_MS);
  });
  return contentShown;
}

/**
 * Calls `then` once the component's first frame is behind it (a task after the next animation frame) and the
 * page's first content has been shown (firstContentShown). Returns a cancel function for an effect's cleanup.
 */
export function afterFirstPaint(then: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterFrame = () => {
    timer = setTimeout(() => {
      void firstContentShown().then(() => {
        if (!cancelled) then();
      });
    }, 0);
  };
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterFrame) : undefined;
  if (frame === undefined) afterFrame();
  return () => {
    cancelled = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False until afterFirstPaint has called back for this component. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return painted;
}
