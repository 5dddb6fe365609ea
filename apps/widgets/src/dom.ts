/**
 * A tiny element builder. The runtime builds the DOM node by node (never innerHTML), so names from the data
 * can never become markup, and inline colours go through the CSSOM, which a strict `style-src` CSP allows.
 */
import { markEdges } from './scroll';

export type Child = Node | string | number | null | undefined | false | Child[];
export type Attrs = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>;

/**
 * The `part` names of the main pieces, for a page's `::part()` rules (docs/product.md#theme "Page
 * developers' overrides"): by tag, and the tabs by their role.
 */
const parts: Record<string, string> = {
  h2: 'heading',
  table: 'table',
  th: 'header-cell',
  tr: 'row',
  a: 'link',
  tablist: 'tabs',
  tab: 'tab',
};

export function h(tag: string, attrs?: Attrs | null, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  const part = parts[String(attrs?.role ?? tag)] ?? parts[tag];
  if (part) el.setAttribute('part', part);
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (typeof value === 'function') el.addEventListener(name.slice(2), value);
    else if (value === true) el.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined) el.setAttribute(name, String(value));
  }
  append(el, children);
  return el;
}

function append(el: Node, children: Child[]): void {
  for (const child of children) {
    if (Array.isArray(child)) append(el, child);
    else if (child instanceof Node) el.appendChild(child);
    else if (child !== null && child !== undefined && child !== false) {
      el.appendChild(document.createTextNode(String(child)));
    }
  }
}

/**
 * A column header may wrap between its words to narrow a wide table, but never leave a short word alone on a
 * line ("Win %", "3 PT", "+/-"): a word of one or two characters is joined to its neighbour by a no-break space.
 */
export function glue(label: string): string {
  const words = label.split(' ');
  return words.reduce(
    (out, word, i) =>
      i === 0 ? word : `${out}${word.length <= 2 || words[i - 1]!.length <= 2 ? '\u00a0' : ' '}${word}`,
    '',
  );
}

/**
 * The columns a narrow widget may leave out, in the order it does (decision 133): the rightmost first, down to
 * the first `keep` columns, which always show (the row's name and its first figure).
 */
export const rightmost = (columns: number, keep: number): number[] =>
  Array.from({ length: Math.max(columns - keep, 0) }, (_, i) => columns - 1 - i);

/**
 * A table with its caption and column headers (scope=col): every widget table is accessible the same way.
 * Where it is wider than the widget, scroll.ts leaves out its columns in the `drop` order (column indexes, the
 * first dropped first; default: the rightmost first, the first two kept) until it fits; only a table still
 * wider then scrolls sideways (a focusable, named region, shaded on the side that hides columns).
 */
export function table(
  caption: string,
  headers: Child[],
  rows: Node[],
  numeric: boolean[] = [],
  headerAttrs: Attrs[] = [],
  drop: readonly number[] = rightmost(headers.length, 2),
): HTMLElement {
  const head = h(
    'tr',
    null,
    headers.map((label, i) =>
      h(
        'th',
        {
          scope: 'col',
          class: numeric[i] ? 'n' : null,
          'data-drop': drop.includes(i) ? drop.indexOf(i) + 1 : null,
          ...headerAttrs[i],
        },
        typeof label === 'string' ? glue(label) : label,
      ),
    ),
  );
  const box = h('div', { class: 'table' });
  box.append(
    h(
      'div',
      { class: 'scroll', onscroll: () => markEdges(box) },
      h('table', null, h('caption', null, caption), h('thead', null, head), h('tbody', null, rows)),
    ),
  );
  return box;
}

/** A sortable table's order: its column's key and direction (a statistics widget keeps one per group). */
export type Sort = { key: string; descending: boolean };

/** A column of `sortTable`: it sorts when it has a `first` direction, the one a first press sorts in. */
export type SortColumn = {
  key: string;
  label: string;
  numeric?: boolean;
  first?: 'ascending' | 'descending';
};

/**
 * A `table` whose sortable columns' headers are buttons (data-key `sort-{prefix}{key}`, which keeps focus on
 * the button across the re-render), each `th` saying its order in aria-sort. A press on the sorted column
 * reverses it; on another column, sorts that one in its own first direction (a statistic best first, a name
 * A to Z). `sort` is the order the rows are in (null: their own); `pick` is given the next one.
 */
export function sortTable(
  caption: string,
  columns: readonly SortColumn[],
  rows: Node[],
  sort: Sort | null,
  pick: (next: Sort) => void,
  prefix = '',
  drop?: readonly number[],
): HTMLElement {
  const sortable = columns.map((c) => c.first !== undefined);
  return table(
    caption,
    columns.map((c, i) =>
      sortable[i]
        ? h(
            'button',
            {
              type: 'button',
              class: 'sort',
              'data-key': `sort-${prefix}${c.key}`,
              onclick: () =>
                pick({
                  key: c.key,
                  descending: sort?.key === c.key ? !sort.descending : c.first === 'descending',
                }),
            },
            glue(c.label),
          )
        : c.label,
    ),
    rows,
    columns.map((c) => !!c.numeric),
    columns.map((c, i) =>
      sortable[i]
        ? { 'aria-sort': sort?.key !== c.key ? 'none' : sort.descending ? 'descending' : 'ascending' }
        : {},
    ),
    drop,
  );
}

const collators = new Map<string, Intl.Collator>();

/** Text comparison in the widget's locale (the reader's own when the runtime does not know it). */
function collator(locale: string): Intl.Collator {
  let c = collators.get(locale);
  if (!c) {
    try {
      c = new Intl.Collator(locale);
    } catch {
      c = new Intl.Collator();
    }
    collators.set(locale, c);
  }
  return c;
}

/**
 * Rows in the order of one column's value: numbers as numbers, text in the widget's locale, a missing value
 * (none or '') last whichever the direction; stable, so rows of equal values keep the order they came in.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => string | number | undefined,
  descending: boolean,
  locale: string,
): T[] {
  const { compare } = collator(locale);
  const missing = (x: string | number | undefined) => x === undefined || x === '';
  return rows
    .map((row) => ({ row, value: value(row) }))
    .sort(({ value: a }, { value: b }) => {
      if (missing(a) || missing(b)) return Number(missing(a)) - Number(missing(b));
      const order = typeof a === 'number' && typeof b === 'number' ? a - b : compare(String(a), String(b));
      return descending ? -order : order;
    })
    .map(({ row }) => row);
}

/** A native, labelled select (keyboard-usable as the browser makes it); `key` restores focus after re-render. */
export function selectBox(
  key: string,
  label: string,
  options: [string, string][],
  selected: string,
  onPick: (value: string) => void,
): HTMLElement {
  const id = `eua-${key}`;
  return h(
    'div',
    { class: 'field' },
    h('label', { for: id }, label),
    h(
      'select',
      {
        id,
        'data-key': key,
        onchange: (e: Event) => onPick((e.target as HTMLSelectElement).value),
      },
      options.map(([value, text]) => h('option', { value, selected: value === selected }, text)),
    ),
  );
}

/**
 * Tabs as an ARIA tablist (a schedule's Results / Upcoming, a person's Summary / Log / Statistics): each tab
 * controls the one panel `tabPanel` makes; arrows, Home and End move between tabs (roving tabindex).
 */
export function tabList(
  label: string,
  tabs: readonly (readonly [id: string, text: string])[],
  selected: string,
  pick: (id: string) => void,
): HTMLElement {
  const order = tabs.map(([id]) => id);
  return h(
    'div',
    { role: 'tablist', 'aria-label': label },
    tabs.map(([tab, text], i) =>
      h(
        'button',
        {
          type: 'button',
          role: 'tab',
          id: `eua-tab-${tab}`,
          'data-key': `tab-${tab}`,
          'aria-selected': String(tab === selected),
          'aria-controls': 'eua-panel',
          tabindex: tab === selected ? 0 : -1,
          onclick: () => pick(tab),
          onkeydown: (e: Event) => {
            const key = (e as KeyboardEvent).key;
            const next =
              key === 'ArrowRight'
                ? order[(i + 1) % order.length]
                : key === 'ArrowLeft'
                  ? order[(i + order.length - 1) % order.length]
                  : key === 'Home'
                    ? order[0]
                    : key === 'End'
                      ? order[order.length - 1]
                      : undefined;
            if (!next) return;
            e.preventDefault();
            // Focus the tab chosen before re-rendering, so focus stays on it in the new tablist.
            (e.currentTarget as HTMLElement).parentElement
              ?.querySelector<HTMLElement>(`[data-key="tab-${next}"]`)
              ?.focus();
            pick(next);
          },
        },
        text,
      ),
    ),
  );
}

/** The panel of the selected tab of `tabList`. */
export const tabPanel = (selected: string, children: Child[]): HTMLElement =>
  h('div', { role: 'tabpanel', id: 'eua-panel', 'aria-labelledby': `eua-tab-${selected}` }, children);
