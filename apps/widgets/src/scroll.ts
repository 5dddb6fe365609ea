/**
 * Wide tables scroll sideways inside the widget instead of being cut off (a narrow page, a side column, the
 * console's preview frame). Each table sits in `.table > .scroll`; the scroller is measured after every render
 * and on every resize of the widget:
 * - while it overflows it is a focusable region named by the table's caption, so a keyboard can scroll it
 *   (WCAG 2.1.1; axe `scrollable-region-focusable`); while it fits it is a plain box, no extra tab stop;
 * - `data-more` on `.table` says on which side columns are hidden (`start`, `end`), and the stylesheet shades
 *   that edge: overlay scrollbars (phones, macOS) show nothing until one scrolls.
 */

const EPSILON = 1;

/** The scroller of a `.table` box (its only child). */
const scrollerOf = (box: Element) => box.firstElementChild as HTMLElement | null;

/** Which edges hide columns, from the scroller's measures (RTL scrollLeft is negative, hence abs). */
export function hiddenEdges(scroller: HTMLElement): string {
  const hidden = scroller.scrollWidth - scroller.clientWidth;
  if (hidden <= EPSILON) return '';
  const left = Math.abs(scroller.scrollLeft);
  return [left > EPSILON && 'start', left < hidden - EPSILON && 'end'].filter(Boolean).join(' ');
}

/** Mark the edges of one `.table` box (called on scroll). */
export function markEdges(box: HTMLElement): void {
  const scroller = scrollerOf(box);
  if (!scroller) return;
  const edges = hiddenEdges(scroller);
  if (edges) box.setAttribute('data-more', edges);
  else box.removeAttribute('data-more');
}

/** Measure every table of a widget: focusable and named while it overflows, shaded on the hidden side. */
export function fitTables(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>('.table')) {
    const scroller = scrollerOf(box);
    if (!scroller) continue;
    const overflows = scroller.scrollWidth - scroller.clientWidth > EPSILON;
    const focused = (scroller.getRootNode() as Document | ShadowRoot).activeElement === scroller;
    if (overflows || focused) {
      scroller.setAttribute('tabindex', '0');
      scroller.setAttribute('role', 'region');
      scroller.setAttribute('aria-label', scroller.querySelector('caption')?.textContent ?? '');
    } else {
      scroller.removeAttribute('tabindex');
      scroller.removeAttribute('role');
      scroller.removeAttribute('aria-label');
    }
    markEdges(box);
  }
}
