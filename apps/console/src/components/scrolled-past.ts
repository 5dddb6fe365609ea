import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled more than `threshold` px (docs/product.md#limits-and-constants: the header is
 * 'scrolled' after 10 px, the scroll-to-top button appears after 50 px). The position at mount is read in the
 * next animation frame, not in the effect: reading `scrollY` there makes the browser lay out the whole page
 * in the middle of React's work and again once that work is done — 30–50 ms on a configuration screen's first
 * render (decision 092).
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    if (typeof requestAnimationFrame !== 'function') {
      onScroll();
      return () => window.removeEventListener('scroll', onScroll);
    }
    const frame = requestAnimationFrame(onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return past;
}
