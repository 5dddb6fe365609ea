import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/copy-button';
import { ModalDialog } from '../../components/modal-dialog';
import { errorMessage } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { useFormatInstant as useFormatTime } from '../../lib/date-time';
import { useFormEngine } from '../engine-context';
import {
  type CreatedReviewLink,
  createReviewLink,
  listReviewLinks,
  type ReviewLink,
  revokeReviewLink,
} from './drafts-api';

/** The lifetimes offered for a review link, in hours (the API takes 1 to 168; 24 by default). */
const LIFETIMES = [1, 24, 72, 168];

/**
 * "Share for review" (docs/product.md#drafts-and-scheduled-publishing): creates a link anyone can open without
 * signing in, shows its address once (read-only, with Copy) and its expiry, and lists the draft's links with
 * Revoke.
 */
export function ShareDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { websiteId, feature } = useFormEngine();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const formatTime = useFormatTime();
  const [hours, setHours] = useState(24);
  const [created, setCreated] = useState<CreatedReviewLink | null>(null);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const urlRef = useRef<HTMLInputElement>(null);
  const lifetimeId = useId();
  const urlId = useId();
  const listHeadingId = useId();
  const queryKey = ['review-links', websiteId, feature.resource] as const;
  const links = useQuery({
    queryKey,
    queryFn: () => listReviewLinks(api, websiteId, feature.resource),
    staleTime: 0,
  });

  const act = async (action: () => Promise<void>) => {
    setWorking(true);
    setProblem(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setWorking(false);
    }
  };
  const create = () =>
    act(async () => {
      setCreated(await createReviewLink(api, websiteId, feature.resource, hours));
      setNote('');
    });
  const revoke = (link: ReviewLink) =>
    act(async () => {
      await revokeReviewLink(api, link.id);
      setNote(t('drafts.share.revokedNote'));
    });

  const lifetimeText = (value: number) =>
    value < 24 ? t('drafts.share.hours', { count: value }) : t('drafts.share.days', { count: value / 24 });
  const stateOf = (link: ReviewLink) =>
    link.revoked
      ? t('drafts.share.revoked')
      : Date.parse(link.expiresAt) <= Date.now()
        ? t('drafts.share.expired')
        : null;

  return (
    <ModalDialog
      title={t('drafts.share.title')}
      okLabel={t('drafts.close')}
      size="lg"
      onAnswer={onClose}
      body={
        <>
          <p>{t('drafts.share.intro')}</p>
          <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
            <div>
              <label htmlFor={lifetimeId} className="form-label">
                {t('drafts.share.expiresIn')}
              </label>
              <select
                id={lifetimeId}
                className="form-select"
                value={hours}
                onChange={(event) => setHours(Number(event.target.value))}
              >
                {LIFETIMES.map((value) => (
                  <option key={value} value={value}>
                    {lifetimeText(value)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="btn btn-primary"
              disabled={working}
              onClick={() => void create()}
            >
              {t('drafts.share.create')}
            </button>
          </div>
          {problem ? (
            <div role="alert" className="alert alert-danger py-2">
              {problem}
            </div>
          ) : null}
          {created ? (
            <div className="mb-3">
              <label htmlFor={urlId} className="form-label">
                {t('drafts.share.url')}
              </label>
              <input
                id={urlId}
                ref={urlRef}
                className="form-control font-monospace small"
                readOnly
                value={created.url}
              />
              <CopyButton text={created.url} field={urlRef} />
              <p className="small mb-0 mt-1">
                {t('drafts.share.expires', { when: formatTime(created.expiresAt) })}.{' '}
                {t('drafts.share.created')}
              </p>
            </div>
          ) : null}
          <h3 id={listHeadingId} className="h6">
            {t('drafts.share.links')}
          </h3>
          <span role="status" className="small">
            {note}
          </span>
          {links.isPending ? (
            <p className="text-body-secondary mb-0">{t('drafts.share.loading')}</p>
          ) : links.error ? (
            <p className="text-danger mb-0">
              {t('drafts.share.failed', { message: errorMessage(links.error) })}
            </p>
          ) : links.data.length === 0 ? (
            <p className="text-body-secondary mb-0">{t('drafts.share.none')}</p>
          ) : (
            <ul className="list-unstyled mb-0" aria-labelledby={listHeadingId}>
              {links.data.map((link) => {
                const state = stateOf(link);
                // Each Revoke is described by its own link's line: the buttons read alike otherwise.
                const lineId = `${listHeadingId}-${link.id}`;
                return (
                  <li key={link.id} className="d-flex flex-wrap align-items-center gap-2 py-1 border-bottom">
                    <span className="me-auto" id={lineId}>
                      {t('drafts.share.linkLine', {
                        name: link.createdBy.name,
                        created: formatTime(link.createdAt),
                        expires: formatTime(link.expiresAt),
                      })}
                    </span>
                    {state ? (
                      <span className="badge text-bg-secondary">{state}</span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        disabled={working}
                        aria-describedby={lineId}
                        onClick={() => void revoke(link)}
                      >
                        {t('drafts.share.revoke')}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      }
    />
  );
}
