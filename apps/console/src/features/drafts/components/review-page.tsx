import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageWrapper } from '../../../components/page-wrapper';
import { PreviewFrame } from '../../../components/preview-frame';
import { Spinner } from '../../../components/spinner';
import { getReview } from '../../../form-engine/drafts/drafts-api';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useFormatInstant as useFormatTime } from '../../../lib/date-time';
import { useRuntimeConfig } from '../../../lib/runtime-config';

/**
 * /review/{token} (docs/product.md#drafts-and-scheduled-publishing): what a review link shows, signed in or
 * not — the website and screen, the draft's changes in words, and the widget rendered with the draft in the
 * preview frame, from the payload the API built. The link is the credential: no token is sent.
 */
export function ReviewPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const { apiHost } = useRuntimeConfig();
  const formatTime = useFormatTime();
  const changesId = useId();
  const review = useQuery({
    queryKey: ['review', token],
    queryFn: ({ signal }) => getReview(apiHost, token, signal),
    staleTime: 0,
  });
  const title = t('drafts.reviewPage.title');

  if (review.isPending) {
    return (
      <PageWrapper title={title}>
        <Spinner />
      </PageWrapper>
    );
  }
  if (review.error) {
    const gone = review.error instanceof ApiError && review.error.status === 404;
    return (
      <PageWrapper title={title}>
        <div className={`alert ${gone ? 'alert-warning' : 'alert-danger'}`} role="alert">
          {gone
            ? t('drafts.reviewPage.gone')
            : t('drafts.reviewPage.failed', { message: errorMessage(review.error) })}
        </div>
      </PageWrapper>
    );
  }

  const { data } = review;
  return (
    <PageWrapper
      title={title}
      titleParts={[title, data.screenTitle, data.websiteName]}
      subtitle={t('drafts.reviewPage.subtitle', { website: data.websiteName, screen: data.screenTitle })}
    >
      <div className="row g-4">
        <section className="col-12 col-xl-5" aria-labelledby={changesId}>
          <h2 id={changesId} className="h5">
            {t('drafts.reviewPage.changes')}
          </h2>
          {/* Why, when the draft asks for approval with a reason (docs/product.md#approvals). */}
          {data.reason ? <p>{t('drafts.reviewPage.reason', { reason: data.reason })}</p> : null}
          {data.changes.length === 0 ? (
            <p>{t('drafts.noChanges')}</p>
          ) : (
            <ul className="change-list">
              {data.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          )}
          <p className="small text-body-secondary">
            {t('drafts.reviewPage.expires', { when: formatTime(data.expiresAt) })}
          </p>
        </section>
        <div className="col-12 col-xl-7">
          {data.preview ? (
            <PreviewFrame payload={data.preview.payload} />
          ) : (
            <p className="text-body-secondary">{t('drafts.reviewPage.noPreview')}</p>
          )}
        </div>
      </div>
    </PageWrapper>
  );
}
