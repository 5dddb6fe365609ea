import { type ChangeRequest, etagOfVersion, type Policy } from '@eua/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import type { Draft } from './drafts-api';

/** The customer's policy (docs/product.md#approvals), read where a draft is shown: the same query as Policies'. */
export function useApprovalPolicy() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['policy'],
    queryFn: async () => (await api.get<Policy[]>('/v1/policies'))[0]!,
    staleTime: 30_000,
  });
}

/** The screen's change request, if its draft asks for approval. */
function useScreenRequest(websiteId: string, resource: string, draftVersion: number, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['approvals', websiteId, resource, draftVersion],
    queryFn: async () =>
      (
        await api.get<ChangeRequest[]>(
          `/v1/config/${encodeURIComponent(websiteId)}/${encodeURIComponent(resource)}/draft/approval`,
        )
      )[0] ?? null,
    enabled,
    staleTime: 0,
  });
}

/**
 * "Ask for approval" on a draft (docs/product.md#approvals): where its change request stands, and a reason and
 * a button to ask (again). Shown when the customer's policy asks for approvals.
 */
export function AskForApproval({
  websiteId,
  resource,
  draft,
  approvalsRequired,
  reasonsRequired,
}: {
  websiteId: string;
  resource: string;
  draft: Draft;
  approvalsRequired: number;
  reasonsRequired: boolean;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const queries = useQueryClient();
  const reasonId = useId();
  const request = useScreenRequest(websiteId, resource, draft.version, true);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    try {
      await api.request<ChangeRequest[]>(
        'POST',
        `/v1/config/${encodeURIComponent(websiteId)}/${encodeURIComponent(resource)}/draft/approval-request`,
        reason.trim() ? { reason: reason.trim() } : {},
        { ifMatch: etagOfVersion(draft.version) },
      );
      setOpen(false);
      setNotice(t('approvals.asked'));
      await queries.invalidateQueries({ queryKey: ['approvals'] });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const current = request.data;
  return (
    <div className="mt-2">
      {current?.status === 'waiting' ? (
        <p className="mb-2">
          {t('approvals.askedBanner', { count: current.approvals, required: current.approvalsRequired })}
        </p>
      ) : null}
      {current?.status === 'rejected' ? <p className="mb-2">{t('approvals.rejectedBanner')}</p> : null}
      {notice ? (
        <p className="mb-2" role="status">
          {notice}
        </p>
      ) : null}
      {open ? (
        <form onSubmit={onSubmit} aria-label={t('approvals.askTitle')}>
          <p className="small mb-2">{t('approvals.askBody', { required: approvalsRequired })}</p>
          <label htmlFor={reasonId} className="form-label">
            {t('approvals.reason')}
          </label>
          <textarea
            id={reasonId}
            name="reason"
            className="form-control mb-2"
            rows={2}
            maxLength={500}
            required={reasonsRequired}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {failure ? (
            <div className="alert alert-danger py-2" role="alert">
              {failure}
            </div>
          ) : null}
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
              {t('approvals.send')}
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setOpen(false)}>
              {t('approvals.cancel')}
            </button>
          </div>
        </form>
      ) : current?.status !== 'waiting' ? (
        <button type="button" className="btn btn-sm btn-primary" onClick={() => setOpen(true)}>
          {t('approvals.askForApproval')}
        </button>
      ) : null}
    </div>
  );
}
