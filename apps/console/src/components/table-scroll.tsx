import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A table's horizontal scroll container (decision 082): on a screen narrower than the table,
 * the table scrolls here and the page never does. While it scrolls it is a named region that takes keyboard
 * focus, so the arrow keys scroll it (WCAG 2.1.1, axe's scrollable-region-focusable); when the table fits it is
 * a plain wrapper with no extra tab stop.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className="table-responsive"
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
