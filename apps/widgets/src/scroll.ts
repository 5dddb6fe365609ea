/**
 * Wide tables fit the widget instead of being cut off (a narrow page, a side column, the console's preview
 * frame): they leave out their least important columns first (decision 133), and only a table still too wide
 * scrolls sideways. Each table sits in `.table > .scroll`; the scroller is measured after every render and on
 * every resize of the widget:
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

const overflowing = (scroller: HTMLElement) => scroller.scrollWidth - scroller.clientWidth > EPSILON;

/** The cells of column `index` in every row of `table` (a cell spanning columns belongs to none). */
function columnCells(table: HTMLTableElement, index: number): HTMLElement[] {
  const cells: HTMLElement[] = [];
  for (const row of table.rows) {
    let at = 0;
    for (const cell of row.cells) {
      if (at === index && cell.colSpan === 1) cells.push(cell);
      at += cell.colSpan;
      if (at > index) break;
    }
  }
  return cells;
}

/**
 * Leave out a table's columns in their declared order (`data-drop` on the header: 1 first) until it fits its
 * widget (decision 133), after showing them all again: a wider widget gets its columns back.
 */
export function dropColumns(scroller: HTMLElement): void {
  const table = scroller.querySelector('table');
  if (!table) return;
  for (const cell of table.querySelectorAll('[data-dropped]')) cell.removeAttribute('data-dropped');
  if (!overflowing(scroller)) return;
  const order = [...table.querySelectorAll<HTMLTableCellElement>('thead th[data-drop]')].sort(
    (a, b) => Number(a.dataset.drop) - Number(b.dataset.drop),
  );
  for (const header of order) {
    for (const cell of columnCells(table, header.cellIndex)) cell.setAttribute('data-dropped', '');
    if (!overflowing(scroller)) return;
  }
}

/**
 * Fit every table of a widget: its columns left out in their order while it is too wide, then, if it still is,
 * focusable and named as a scrolling region and shaded on the hidden side.
 */
export function fitTables(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>('.table')) {
    const scroller = scrollerOf(box);
    if (!scroller) continue;
    dropColumns(scroller);
    const overflows = overflowing(scroller);
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
