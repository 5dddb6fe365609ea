import {
  type ActivityEntry,
  activityFilterNames,
  describeActivityChange,
  describeWriteSource,
  featureByResource,
  featureList,
  writeSourceKinds,
} from '@eua/shared';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageWrapper } from '../../../components/page-wrapper';
import { TableScroll } from '../../../components/table-scroll';
import { useFormT } from '../../../form-engine/use-form-t';
import { errorMessage } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { useWebsites } from '../../websites/api/get-websites';
import { type ActivityFilters, downloadActivityCsv, useActivity } from '../api/activity-api';

/** The filters the address holds: `?websiteId=&user=&resource=&kind=&from=&to=`, so a view can be shared. */
function filtersFrom(params: URLSearchParams): ActivityFilters {
  const filters: ActivityFilters = {};
  for (const name of activityFilterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return filters;
}

/** An entry's time in the user's language: "25 Nov 2026, 11:14". */
function useFormatTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}

/**
 * The customer's activity log at /activity (docs/product.md#activity): who changed what, where, when and how,
 * refused writes included, newest first; filters by website, person, screen, kind and dates kept in the
 * address; "Load more" follows the keyset; "Export CSV" downloads what the filters match. Read scope suffices.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const formT = useFormT();
  const api = useApiClient();
  const formatTime = useFormatTime();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const activity = useActivity(filters);
  const websites = useWebsites();
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const formId = useId();

  const setFilter = useCallback(
    (name: keyof ActivityFilters, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const exportCsv = async () => {
    setExportError(null);
    setExporting(true);
    try {
      await downloadActivityCsv(api, filters);
    } catch (error) {
      setExportError(t('activity.exportFailed', { message: errorMessage(error) }));
    } finally {
      setExporting(false);
    }
  };

  const entries: ActivityEntry[] | null = activity.data
    ? activity.data.pages.flatMap((page) => page.data)
    : null;
  const filtered = Object.keys(filters).length > 0;
  const field = (name: string) => `${formId}-${name}`;

  return (
    <PageWrapper title={t('activity.title')}>
      <p>{t('activity.intro')}</p>
      <form
        className="card card-body mb-3"
        aria-label={t('activity.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="row g-3 align-items-end">
          <div className="col-sm-6 col-lg-4">
            <label className="form-label" htmlFor={field('website')}>
              {t('activity.website')}
            </label>
            <select
              id={field('website')}
              className="form-select"
              value={filters.websiteId ?? ''}
              onChange={(event) => setFilter('websiteId', event.target.value)}
            >
              <option value="">{t('activity.any')}</option>
              {(websites.data ?? []).map((website) => (
                <option key={website.websiteId} value={website.websiteId}>
                  {website.name} ({website.websiteId})
                </option>
              ))}
              {filters.websiteId && !websites.data?.some((w) => w.websiteId === filters.websiteId) ? (
                <option value={filters.websiteId}>{filters.websiteId}</option>
              ) : null}
            </select>
          </div>
          <div className="col-sm-6 col-lg-4">
            <label className="form-label" htmlFor={field('user')}>
              {t('activity.person')}
            </label>
            <input
              id={field('user')}
              className="form-control"
              type="search"
              // A new value in the address (Clear filters, Back) is a new field.
              key={filters.user ?? ''}
              aria-describedby={field('user-hint')}
              defaultValue={filters.user ?? ''}
              // Applied when the field is left or Enter pressed, not on every key.
              onBlur={(event) => setFilter('user', event.target.value.trim())}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setFilter('user', event.currentTarget.value.trim());
              }}
            />
            <div id={field('user-hint')} className="form-text">
              {t('activity.personHint')}
            </div>
          </div>
          <div className="col-sm-6 col-lg-4">
            <label className="form-label" htmlFor={field('screen')}>
              {t('activity.screen')}
            </label>
            <select
              id={field('screen')}
              className="form-select"
              value={filters.resource ?? ''}
              onChange={(event) => setFilter('resource', event.target.value)}
            >
              <option value="">{t('activity.any')}</option>
              {featureList.map((feature) => (
                <option key={feature.resource} value={feature.resource}>
                  {feature.title}
                </option>
              ))}
            </select>
          </div>
          <div className="col-sm-6 col-lg-4">
            <label className="form-label" htmlFor={field('kind')}>
              {t('activity.kind')}
            </label>
            <select
              id={field('kind')}
              className="form-select"
              value={filters.kind ?? ''}
              onChange={(event) => setFilter('kind', event.target.value)}
            >
              <option value="">{t('activity.any')}</option>
              {writeSourceKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`activity.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-lg-2">
            <label className="form-label" htmlFor={field('from')}>
              {t('activity.from')}
            </label>
            <input
              id={field('from')}
              className="form-control"
              type="date"
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(event) => setFilter('from', event.target.value)}
            />
          </div>
          <div className="col-6 col-lg-2">
            <label className="form-label" htmlFor={field('to')}>
              {t('activity.to')}
            </label>
            <input
              id={field('to')}
              className="form-control"
              type="date"
              value={filters.to ?? ''}
              min={filters.from}
              onChange={(event) => setFilter('to', event.target.value)}
            />
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2 mt-3">
          {filtered ? (
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setParams(new URLSearchParams(), { replace: true })}
            >
              {t('activity.clear')}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={exporting}
            onClick={() => void exportCsv()}
          >
            {t('activity.export')}
          </button>
        </div>
      </form>
      {exportError ? (
        <div className="alert alert-danger" role="alert">
          {exportError}
        </div>
      ) : null}
      {activity.isError ? (
        <div className="alert alert-danger" role="alert">
          {t('activity.failed', { message: errorMessage(activity.error) })}
        </div>
      ) : null}
      {activity.isPending ? <p role="status">{t('activity.loading')}</p> : null}
      {entries ? (
        <div className="card shadow-sm">
          <TableScroll label={t('activity.caption')}>
            <table className="table align-middle mb-0">
              <caption className="px-3">{t('activity.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('activity.when')}</th>
                  <th scope="col">{t('activity.who')}</th>
                  <th scope="col">{t('activity.website')}</th>
                  <th scope="col">{t('activity.screen')}</th>
                  <th scope="col">{t('activity.change')}</th>
                  <th scope="col">{t('activity.how')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.length === 0 ? (
                  <tr>
                    <td colSpan={6} className="text-center text-body-secondary py-4">
                      {filtered ? t('activity.noMatch') : t('activity.empty')}
                    </td>
                  </tr>
                ) : null}
                {entries.map((entry) => {
                  const feature = featureByResource(entry.resource);
                  return (
                    <tr key={entry.id} className={entry.outcome === 'refused' ? 'table-warning' : undefined}>
                      <td className="text-nowrap">
                        <time dateTime={entry.createdAt}>{formatTime(entry.createdAt)}</time>
                      </td>
                      <td>
                        {entry.user.name ?? entry.user.sub}
                        {entry.user.email ? (
                          <div className="small text-body-secondary">{entry.user.email}</div>
                        ) : null}
                      </td>
                      <td>
                        {entry.website.name ?? entry.website.websiteId}{' '}
                        <span className="text-body-secondary">({entry.website.websiteId})</span>
                      </td>
                      <td>{feature?.title ?? entry.resource}</td>
                      <td>{describeActivityChange(entry, feature, formT)}</td>
                      <td>{describeWriteSource(entry.source, formT, formatTime)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        </div>
      ) : null}
      {activity.hasNextPage ? (
        <button
          type="button"
          className="btn btn-outline-secondary mt-3"
          disabled={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          {t('activity.loadMore')}
        </button>
      ) : null}
    </PageWrapper>
  );
}
