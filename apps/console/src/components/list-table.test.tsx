import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { ListTable, TableToolbar } from './list-table';
import type { SortState } from './table-tools';

type Column = 'id' | 'name';
const people = [
  { id: '2', name: 'Bea' },
  { id: '1', name: 'Al' },
];

function Table(props: { rows: typeof people; trailing?: boolean }) {
  const [sort, setSort] = useState<SortState<Column>>({ key: 'id', order: 'ascending' });
  const [search, setSearch] = useState('');
  const rows = [...props.rows].sort((a, b) => a[sort.key].localeCompare(b[sort.key]));
  if (sort.order === 'descending') rows.reverse();
  return (
    <>
      <TableToolbar
        searchId="s"
        searchLabel="Search people"
        search={search}
        onSearch={setSearch}
        count="2 people"
      />
      <ListTable
        label="People"
        columns={[
          { key: 'id', label: 'Id', shrink: true },
          { key: 'name', label: 'Name' },
        ]}
        sort={sort}
        onSort={setSort}
        trailing={props.trailing ? <th scope="col">Actions</th> : undefined}
        empty={rows.length === 0 ? 'Nobody here' : null}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.id}</td>
            <td>{row.name}</td>
            {props.trailing && <td />}
          </tr>
        ))}
      </ListTable>
    </>
  );
}

const renderTable = async (props: { rows: typeof people; trailing?: boolean }) => {
  const i18n = await initI18n('en-GB');
  render(
    <I18nextProvider i18n={i18n}>
      <Table {...props} />
    </I18nextProvider>,
  );
};

describe('list table', () => {
  it('sorts by a column header and says which way it is sorted', async () => {
    const user = userEvent.setup();
    await renderTable({ rows: people });
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.lastElementChild?.textContent);
    expect(names()).toEqual(['Al', 'Bea']);
    const id = screen.getByRole('columnheader', { name: /Id/ });
    expect(id).toHaveAttribute('aria-sort', 'ascending');
    expect(id).toHaveClass('col-shrink');
    await user.click(within(id).getByRole('button'));
    expect(id).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Bea', 'Al']);
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 people');
  });

  it('fills the body with the empty message across every column, the trailing one included', async () => {
    await renderTable({ rows: [], trailing: true });
    const cell = screen.getByRole('cell', { name: 'Nobody here' });
    expect(cell).toHaveAttribute('colspan', '3');
  });
});
