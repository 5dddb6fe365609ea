import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps an element's height in a custom property of the root element (`--app-header-height` …), through the
 * CSSOM, which the console's CSP allows (no style attributes). styles.css turns the sticky parts' heights into
 * scroll padding (WCAG 2.2 2.4.11) and offsets (decision 082). Without a ResizeObserver (a test's DOM) it does
 * nothing, and the stylesheet's fallbacks apply.
 */
export function useMeasuredHeight<T extends HTMLElement>(property: `--${string}`): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // The height comes from the observer's entry, not getBoundingClientRect(): several measured parts are
    // told at once, and a read after another's write would lay the whole page out again for each (90 ms on a
    // configuration screen's first frame, decision 089). An unchanged height is not written again.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
      const value = `${Math.ceil(height)}px`;
      if (root.style.getPropertyValue(property) !== value) root.style.setProperty(property, value);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [property]);
  return ref;
}
