import { featureList } from '@eua/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageWrapper } from '../../../components/page-wrapper';
import { Spinner } from '../../../components/spinner';
import { TableScroll } from '../../../components/table-scroll';
import { listScheduled, type ScheduledChange } from '../../../form-engine/drafts/drafts-api';
import { errorMessage } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { sharedTimeZone, useFormatLocalDateTime } from '../../../lib/date-time';

/**
 * /scheduled (docs/product.md#drafts-and-scheduled-publishing): every scheduled (or refused) publication of the
 * customer's websites, soonest first, each linking to its screen. Read afresh whenever the page opens.
 */
export function ScheduledPage() {
  const { t } = useTranslation();
  const api = useApiClient();
  const formatAt = useFormatLocalDateTime();
  const scheduled = useQuery({ queryKey: ['scheduled'], queryFn: () => listScheduled(api), staleTime: 0 });
  const title = t('drafts.scheduledPage.title');

  // The zone named once, in the column's heading, when every schedule is in the same one (decision 136).
  const zone = sharedTimeZone((scheduled.data ?? []).map((change) => change.schedule.timeZone));
  const statusOf = ({ schedule }: ScheduledChange) =>
    schedule.status === 'pending'
      ? t('drafts.scheduledPage.pending')
      : t(`drafts.scheduledPage.${schedule.status}`, { message: schedule.message ?? '' });

  return (
    <PageWrapper title={title}>
      <p className="text-body-secondary">{t('drafts.scheduledPage.intro')}</p>
      {scheduled.isPending ? <Spinner /> : null}
      {scheduled.error ? (
        <div className="alert alert-danger" role="alert">
          {t('drafts.scheduledPage.loadFailed', { message: errorMessage(scheduled.error) })}
        </div>
      ) : null}
      {scheduled.data?.length === 0 ? <p>{t('drafts.scheduledPage.none')}</p> : null}
      {scheduled.data && scheduled.data.length > 0 ? (
        <TableScroll label={t('drafts.scheduledPage.caption')}>
          <table className="table align-middle">
            <caption className="caption-top">{t('drafts.scheduledPage.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('drafts.scheduledPage.website')}</th>
                <th scope="col">{t('drafts.scheduledPage.screen')}</th>
                <th scope="col">
                  {zone ? t('drafts.scheduledPage.whenIn', { zone }) : t('drafts.scheduledPage.when')}
                </th>
                <th scope="col">{t('drafts.scheduledPage.setBy')}</th>
                <th scope="col">{t('drafts.scheduledPage.status')}</th>
              </tr>
            </thead>
            <tbody>
              {scheduled.data.map((change) => {
                const feature = featureList.find((f) => f.resource === change.resource);
                return (
                  <tr key={`${change.websiteId}/${change.resource}`}>
                    <td>
                      {change.websiteName} <span className="text-body-secondary">({change.websiteId})</span>
                    </td>
                    <td>
                      {feature ? (
                        <Link to={`/configuration/${encodeURIComponent(change.websiteId)}/${feature.id}`}>
                          {feature.title}
                        </Link>
                      ) : (
                        change.resource
                      )}{' '}
                      <span className="small text-body-secondary">
                        {t('drafts.scheduledPage.changes', { count: change.changeCount })}
                      </span>
                    </td>
                    <td>{formatAt(change.schedule.at, zone ? undefined : change.schedule.timeZone)}</td>
                    <td>{change.schedule.setBy.name}</td>
                    <td className={change.schedule.status === 'pending' ? undefined : 'text-danger-emphasis'}>
                      {statusOf(change)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </PageWrapper>
  );
}
