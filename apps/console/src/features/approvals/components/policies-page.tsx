import { MAX_APPROVALS_REQUIRED } from '@eua/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageWrapper } from '../../../components/page-wrapper';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useIsAdmin } from '../../../lib/auth';
import { usePolicy, useSetPolicy } from '../api/approvals-api';

const counts = Array.from({ length: MAX_APPROVALS_REQUIRED + 1 }, (_, n) => n);

/**
 * /policies (docs/product.md#approvals): how many other people approve a change before it goes live, and
 * whether every change needs a reason. Every member reads them; an Admin changes them.
 */
export function PoliciesPage() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const policy = usePolicy();
  const setPolicy = useSetPolicy();
  const approvalsId = useId();
  const reasonsId = useId();
  const [approvals, setApprovals] = useState(0);
  const [reasons, setReasons] = useState(false);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (!policy.data) return;
    setApprovals(policy.data.approvalsRequired);
    setReasons(policy.data.reasonsRequired);
  }, [policy.data]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    setPolicy.mutate(
      { approvalsRequired: approvals, reasonsRequired: reasons },
      { onSuccess: () => setNotice(t('approvals.saved')) },
    );
  };

  return (
    <PageWrapper title={t('approvals.policiesTitle')}>
      <p className="text-body-secondary">
        {isAdmin ? t('approvals.policiesIntro') : t('approvals.policiesReadOnly')}
      </p>
      {policy.isPending ? <Spinner /> : null}
      {policy.error || setPolicy.error ? (
        <div className="alert alert-danger" role="alert">
          {errorMessage(policy.error ?? setPolicy.error)}
        </div>
      ) : null}
      {notice ? (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      ) : null}
      {policy.data ? (
        <form onSubmit={onSubmit} aria-label={t('approvals.policiesTitle')} style={{ maxWidth: '36rem' }}>
          <div className="mb-3">
            <label htmlFor={approvalsId} className="form-label">
              {t('approvals.approvalsLabel')}
            </label>
            <select
              id={approvalsId}
              name="approvalsRequired"
              className="form-select"
              value={approvals}
              disabled={!isAdmin}
              onChange={(event) => setApprovals(Number(event.target.value))}
            >
              {counts.map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? t('approvals.approvalsNone') : String(n)}
                </option>
              ))}
            </select>
          </div>
          <div className="form-check mb-3">
            <input
              id={reasonsId}
              name="reasonsRequired"
              type="checkbox"
              className="form-check-input"
              checked={reasons}
              disabled={!isAdmin}
              onChange={(event) => setReasons(event.target.checked)}
            />
            <label htmlFor={reasonsId} className="form-check-label">
              {t('approvals.reasonsLabel')}
            </label>
          </div>
          {isAdmin ? (
            <button type="submit" className="btn btn-primary" disabled={setPolicy.isPending}>
              {t('approvals.save')}
            </button>
          ) : null}
        </form>
      ) : null}
    </PageWrapper>
  );
}
