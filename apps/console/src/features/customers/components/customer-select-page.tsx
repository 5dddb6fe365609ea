import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePageBlock } from '../../../components/page-block';
import { PageWrapper } from '../../../components/page-wrapper';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import type { Customer } from '../../../lib/token-service';
import { useCustomers } from '../api/get-customers';

/** SPEC.md §2 "Customer selection screen": spinner, the no-customers message, or the table of customers. */
export function CustomerSelectPage() {
  const { t } = useTranslation();
  const { selectCustomer } = useAuth();
  const { block } = usePageBlock();
  const navigate = useNavigate();
  const location = useLocation();
  const customers = useCustomers();
  const [selectError, setSelectError] = useState<string | null>(null);

  async function choose(customer: Customer) {
    setSelectError(null);
    const release = block();
    try {
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
                  {customers.data.map((customer) => (
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
