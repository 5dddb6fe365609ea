import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ListTable, TableToolbar } from '../../../components/list-table';
import { usePageBlock } from '../../../components/page-block';
import { PageWrapper } from '../../../components/page-wrapper';
import { Spinner } from '../../../components/spinner';
import { matchesSearch, type SortState, sortRows } from '../../../components/table-tools';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import type { Customer } from '../../../lib/token-service';
import { rememberCustomerName } from '../api/customer-name';
import { useCustomers } from '../api/get-customers';

type Column = 'id' | 'name';

/**
 * The customer selection screen (docs/product.md#screens-and-layout): spinner, the no-customers message, or the table of customers (Customer
 * Id, Name, Select). Compact, searchable and sortable; a click anywhere on a row selects its customer, and each
 * row keeps its Select button for the keyboard and screen readers (decision 076).
 */
export function CustomerSelectPage() {
  const { t } = useTranslation();
  const { selectCustomer } = useAuth();
  const { block } = usePageBlock();
  const navigate = useNavigate();
  const location = useLocation();
  const customers = useCustomers();
  const [selectError, setSelectError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState<Column>>({ key: 'id', order: 'ascending' });
  const rows = useMemo(
    () =>
      sortRows(
        (customers.data ?? []).filter((customer) =>
          matchesSearch(search, [customer.name, String(customer.customerId)]),
        ),
        sort,
        { id: (customer) => String(customer.customerId), name: (customer) => customer.name },
        ['name', 'id'],
      ),
    [customers.data, search, sort],
  );

  async function choose(customer: Customer) {
    setSelectError(null);
    const release = block();
    try {
      // Before the choice: the context bar names the customer as soon as access is granted.
      rememberCustomerName(String(customer.customerId), customer.name);
      await selectCustomer(String(customer.customerId));
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && !from.startsWith('/select/customer') ? from : '/select/website', { replace: true });
    } catch (error) {
      console.error('The product token could not be obtained', error);
      setSelectError(errorMessage(error));
    } finally {
      release();
    }
  }

  return (
    <PageWrapper title={t('customers.title')}>
      {selectError ? (
        <div className="alert alert-danger" role="alert">
          {t('customers.selectFailed', { message: selectError })}
        </div>
      ) : null}
      {customers.isPending ? <Spinner /> : null}
      {customers.isError ? (
        <div className="alert alert-danger" role="alert">
          {t('customers.failed', { message: errorMessage(customers.error) })}
        </div>
      ) : null}
      {customers.isSuccess && customers.data.length === 0 ? (
        <div className="alert alert-info" role="status">
          {t('customers.none')}
        </div>
      ) : null}
      {customers.isSuccess && customers.data.length > 0 ? (
        <div className="customer-list">
          <p className="text-body-secondary">{t('customers.intro')}</p>
          <TableToolbar
            searchId="customers-search"
            searchLabel={t('customers.search')}
            search={search}
            onSearch={setSearch}
            count={
              search.trim()
                ? t('customers.matching', { count: rows.length, total: customers.data.length })
                : t('customers.count', { count: customers.data.length })
            }
          />
          <ListTable
            label={t('customers.title')}
            columns={[
              { key: 'id', label: t('customers.customerId'), shrink: true },
              { key: 'name', label: t('customers.name') },
            ]}
            sort={sort}
            onSort={setSort}
            trailing={
              <th scope="col" className="text-end col-shrink">
                <span className="visually-hidden">{t('customers.select')}</span>
              </th>
            }
            empty={rows.length === 0 ? t('customers.noMatch', { q: search.trim() }) : null}
          >
            {rows.map((customer) => (
              // The row is a larger target for the pointer; the keyboard and screen readers use its Select
              // button, so the row itself takes no focus and no role.
              <tr key={customer.customerId} className="row-selectable" onClick={() => void choose(customer)}>
                <td className="font-monospace">{customer.customerId}</td>
                <td>{customer.name}</td>
                <td className="text-end">
                  <button
                    type="button"
                    className="btn btn-sm btn-primary"
                    onClick={(event) => {
                      // The row would choose the customer a second time.
                      event.stopPropagation();
                      void choose(customer);
                    }}
                  >
                    {t('customers.select')}
                  </button>
                </td>
              </tr>
            ))}
          </ListTable>
        </div>
      ) : null}
    </PageWrapper>
  );
}
