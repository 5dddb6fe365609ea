import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageWrapper } from '../../app/layout/page-wrapper';
import { usePageBlock } from '../../app/page-block';
import { Spinner } from '../../app/spinner';
import { useAuth } from '../auth/auth-context';
import type { Customer } from '../auth/token-service';

type Load =
  | { status: 'loading' }
  | { status: 'loaded'; customers: Customer[] }
  | { status: 'failed'; message: string };

/** SPEC.md §2 "Customer selection screen": spinner, the no-customers message, or the table of customers. */
export function CustomerSelectPage() {
  const { t } = useTranslation();
  const { listCustomers, selectCustomer } = useAuth();
  const { block } = usePageBlock();
  const navigate = useNavigate();
  const location = useLocation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [selectError, setSelectError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    listCustomers().then(
      (customers) => !cancelled && setLoad({ status: 'loaded', customers }),
      (error: Error) => {
        // SPEC.md §8: token-service failures are logged; the page says the list is unavailable.
        console.error('The customer list could not be loaded', error);
        if (!cancelled) setLoad({ status: 'failed', message: error.message });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [listCustomers]);

  async function choose(customer: Customer) {
    setSelectError(null);
    const release = block();
    try {
      await selectCustomer(String(customer.customerId));
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && !from.startsWith('/select/customer') ? from : '/select/website', { replace: true });
    } catch (error) {
      console.error('The product token could not be obtained', error);
      setSelectError((error as Error).message);
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
      {load.status === 'loading' ? <Spinner /> : null}
      {load.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          {t('customers.failed', { message: load.message })}
        </div>
      ) : null}
      {load.status === 'loaded' && load.customers.length === 0 ? (
        <div className="alert alert-info" role="status">
          {t('customers.none')}
        </div>
      ) : null}
      {load.status === 'loaded' && load.customers.length > 0 ? (
        <>
          <p className="text-body-secondary">{t('customers.intro')}</p>
          <div className="card shadow-sm">
            <div className="table-responsive">
              <table className="table table-hover align-middle mb-0">
                <thead>
                  <tr>
                    <th scope="col">{t('customers.customerId')}</th>
                    <th scope="col">{t('customers.name')}</th>
                    <th scope="col" className="text-end">
                      <span className="visually-hidden">{t('customers.select')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {load.customers.map((customer) => (
                    <tr key={customer.customerId}>
                      <td className="font-monospace">{customer.customerId}</td>
                      <td>{customer.name}</td>
                      <td className="text-end">
                        <button
                          type="button"
                          className="btn btn-sm btn-primary"
                          onClick={() => void choose(customer)}
                        >
                          {t('customers.select')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      ) : null}
    </PageWrapper>
  );
}
