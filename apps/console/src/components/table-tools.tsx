/**
 * What the console's lists share (decision 076): a search that ignores case and accents, a column sort that
 * puts "2" before "10", sortable column headers with `aria-sort`, and a pagination nav. Each table keeps its
 * own columns and texts; these only do the mechanics.
 */
import { useTranslation } from 'react-i18next';

export type SortOrder = 'ascending' | 'descending';
export type SortState<Key extends string> = { key: Key; order: SortOrder };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Lower case without accents, so "ice" finds "Ice" and "zurich" finds "Zürich". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Whether any of `fields` contains the (folded) search text; an empty search matches everything. */
export function matchesSearch(search: string, fields: readonly string[]): boolean {
  const wanted = foldText(search);
  return wanted === '' || fields.some((field) => foldText(field).includes(wanted));
}

/**
 * `rows` sorted by the texts `columns[sort.key]` gives, ties broken by the columns in `tieBreakers`; a new
 * array, `rows` untouched. Numeric-aware: ids "2001" and "100001" sort as numbers.
 */
export function sortRows<Row, Key extends string>(
  rows: readonly Row[],
  sort: SortState<Key>,
  columns: Record<Key, (row: Row) => string>,
  tieBreakers: readonly Key[] = [],
): Row[] {
  const direction = sort.order === 'ascending' ? 1 : -1;
  const keys = [sort.key, ...tieBreakers.filter((key) => key !== sort.key)];
  return [...rows].sort((a, b) => {
    for (const [index, key] of keys.entries()) {
      const order = collator.compare(columns[key](a), columns[key](b));
      if (order !== 0) return index === 0 ? order * direction : order;
    }
    return 0;
  });
}

/** The next sort after a click on `key`'s header: a new column sorts ascending, the same one flips. */
export function toggleSort<Key extends string>(sort: SortState<Key>, key: Key): SortState<Key> {
  if (sort.key !== key) return { key, order: 'ascending' };
  return { key, order: sort.order === 'ascending' ? 'descending' : 'ascending' };
}

/**
 * A column header that sorts its table: a button named by the column (so the header's name stays the
 * column's name), `aria-sort` on the header of the sorted column. The arrow is drawn by CSS (styles.css,
 * `.sort-button`), with no text that would join the header's name.
 */
export function SortableHeader<Key extends string>({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  column: Key;
  label: string;
  sort: SortState<Key>;
  onSort: (sort: SortState<Key>) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const sorted = sort.key === column ? sort.order : undefined;
  return (
    <th scope="col" aria-sort={sorted} className={className}>
      <button
        type="button"
        className="sort-button"
        title={t('table.sortBy', { column: label })}
        onClick={() => onSort(toggleSort(sort, column))}
      >
        {label}
      </button>
    </th>
  );
}

/** The page numbers to offer: the first, the last, and two either side of the current one, with gaps. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const shown = [...pages].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [index, n] of shown.entries()) {
    const before = shown[index - 1];
    if (before !== undefined && n - before > 1) result.push('gap');
    result.push(n);
  }
  return result;
}

/** Bootstrap's pagination as a nav of buttons; nothing when everything fits on one page. */
export function Pagination({
  label,
  page,
  pageCount,
  onPage,
}: {
  /** The nav's accessible name, for example "Websites pages". */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className="pagination pagination-sm flex-wrap mb-0">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('table.previous')}
          </button>
        </li>
        {pageWindow(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li className="page-item disabled" key={`gap-${index}`} aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li className={`page-item${n === page ? ' active' : ''}`} key={n}>
              <button
                type="button"
                className="page-link"
                aria-label={t('table.page', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${page >= pageCount ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            {t('table.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** A list's search box: type search (Escape clears it in browsers), labelled for screen readers and tests. */
export function SearchBox({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <search className="table-search">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-control"
        placeholder={t('table.searchPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </search>
  );
}
