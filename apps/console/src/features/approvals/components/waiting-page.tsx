import { type ChangeRequest, featureByResource } from '@eua/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageWrapper } from '../../../components/page-wrapper';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCanWrite } from '../../../lib/auth';
import { useChangeRequests, useDecide } from '../api/approvals-api';

function RequestCard({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation();
  const canDecide = useCanWrite();
  const decide = useDecide();
  const commentId = useId();
  const headingId = useId();
  const [comment, setComment] = useState('');
  const [notice, setNotice] = useState('');
  const feature = featureByResource(request.resource);
  const title = `${feature?.title ?? request.resource} · ${request.websiteName}`;

  const onDecide = (decision: 'approve' | 'reject') => {
    setNotice('');
    decide.mutate(
      { request, decision, comment },
      {
        onSuccess: () => setNotice(decision === 'reject' ? t('approvals.rejected') : t('approvals.approved')),
      },
    );
  };

  return (
    <section className="card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title">
          {title}
        </h2>
        <p className="mb-1">
          {t('approvals.requestedBy', { name: request.requestedBy.name })} ·{' '}
          <span>{t(`approvals.status.${request.status}`)}</span> ·{' '}
          {t('approvals.approvals', { count: request.approvals, required: request.approvalsRequired })}
        </p>
        <p className="mb-2">
          <strong>{t('approvals.reason')}:</strong> {request.reason ?? t('approvals.noReason')}
        </p>
        <ul className="change-list">
          {request.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
        {request.decisions.some((one) => one.comment) ? (
          <ul className="small text-body-secondary">
            {request.decisions
              .filter((one) => one.comment)
              .map((one) => (
                <li key={`${one.by.id}-${one.at}`}>
                  {one.by.name} ({t(`approvals.status.${one.decision}`)}): {one.comment}
                </li>
              ))}
          </ul>
        ) : null}
        <p>
          <Link
            to={`/configuration/${encodeURIComponent(request.websiteId)}/${feature?.id ?? request.resource}`}
          >
            {t('approvals.open')}
          </Link>
        </p>
        {decide.error ? (
          <div className="alert alert-danger" role="alert">
            {errorMessage(decide.error)}
          </div>
        ) : null}
        {notice ? (
          <div className="alert alert-success" role="status">
            {notice}
          </div>
        ) : null}
        {canDecide && request.status !== 'rejected' ? (
          <div>
            <label htmlFor={commentId} className="form-label">
              {t('approvals.comment')}
            </label>
            <textarea
              id={commentId}
              name="comment"
              className="form-control mb-2"
              rows={2}
              maxLength={500}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
            <div className="d-flex gap-2">
              <button
                type="button"
                className="btn btn-primary"
                disabled={decide.isPending}
                onClick={() => onDecide('approve')}
              >
                {t('approvals.approve')}
              </button>
              <button
                type="button"
                className="btn btn-outline-danger"
                disabled={decide.isPending}
                onClick={() => onDecide('reject')}
              >
                {t('approvals.reject')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * /approvals, "Waiting for approval" (docs/product.md#approvals): the customer's change requests with their
 * changes in plain words and reason; Publishers and Admins approve or reject each with a comment.
 */
export function WaitingForApprovalPage() {
  const { t } = useTranslation();
  const requests = useChangeRequests();
  return (
    <PageWrapper title={t('approvals.waitingTitle')}>
      <p className="text-body-secondary">{t('approvals.waitingIntro')}</p>
      {requests.isPending ? <Spinner /> : null}
      {requests.error ? (
        <div className="alert alert-danger" role="alert">
          {errorMessage(requests.error)}
        </div>
      ) : null}
      {requests.data?.length === 0 ? <p>{t('approvals.none')}</p> : null}
      {requests.data?.map((request) => (
        <RequestCard key={`${request.websiteId}/${request.resource}`} request={request} />
      ))}
    </PageWrapper>
  );
}
