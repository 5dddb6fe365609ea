import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll';
import { SearchBox, SortableHeader, type SortState } from './table-tools';

/** A list table's search box and its count of what is shown, read out as a status when it changes. */
export function TableToolbar(props: {
  searchId: string;
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  count: ReactNode;
}) {
  return (
    <div className="table-toolbar">
      <SearchBox
        id={props.searchId}
        label={props.searchLabel}
        value={props.search}
        onChange={props.onSearch}
      />
      <p className="table-count text-body-secondary small mb-0" role="status">
        {props.count}
      </p>
    </div>
  );
}

export type ListColumn<Key extends string> = { key: Key; label: string; shrink?: boolean };

/**
 * The customers' and the websites' table (decision 076): compact, in a card, scrolling sideways on its own when
 * the screen is narrower (decision 082), each column sortable by its header; `empty` fills the body when there
 * are no rows. `leading` and `trailing` are a first and a last header cell that do not sort (the websites'
 * row checkboxes, the customers' Select column).
 */
export function ListTable<Key extends string>(props: {
  label: string;
  columns: readonly ListColumn<Key>[];
  sort: SortState<Key>;
  onSort: (sort: SortState<Key>) => void;
  leading?: ReactNode;
  trailing?: ReactNode;
  empty: string | null;
  children: ReactNode;
}) {
  const { label, columns, sort, onSort, leading, trailing, empty, children } = props;
  return (
    <div className="card shadow-sm">
      <TableScroll label={label}>
        <table className="table table-hover align-middle mb-0">
          <thead>
            <tr>
              {leading}
              {columns.map((column) => (
                <SortableHeader
                  key={column.key}
                  column={column.key}
                  label={column.label}
                  className={column.shrink ? 'col-shrink' : undefined}
                  sort={sort}
                  onSort={onSort}
                />
              ))}
              {trailing}
            </tr>
          </thead>
          <tbody>
            {empty !== null ? (
              <tr>
                <td
                  colSpan={columns.length + (leading ? 1 : 0) + (trailing ? 1 : 0)}
                  className="text-center text-body-secondary py-4"
                >
                  {empty}
                </td>
              </tr>
            ) : (
              children
            )}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
