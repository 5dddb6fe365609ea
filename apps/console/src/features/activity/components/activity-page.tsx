import {
  type ActivityEntry,
  activityFilterNames,
  describeActivityChanges,
  describeActivityHow,
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
import { readerTimeZone, useFormatInstant as useFormatTime } from '../../../lib/date-time';
import { useWebsites } from '../../../lib/get-websites';
import {
  type ActivityFilters,
  downloadActivityCsv,
  useActivity,
  useActivityPeople,
} from '../api/activity-api';

/** The filters the address holds: `?websiteId=&user=&resource=&kind=&from=&to=`, so a view can be shared. */
function filtersFrom(params: URLSearchParams): ActivityFilters {
  const filters: ActivityFilters = {};
  for (const name of activityFilterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return filters;
}

/** A filter of the entries: its field, labelled, holding the address's value ('' for none). */
type FilterProps = {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
};

/** A filter chosen from a list, "Any" first (no filter). */
function FilterSelect(props: FilterProps & { options: readonly { value: string; label: string }[] }) {
  const { id, label, value, options, onChange } = props;
  const { t } = useTranslation();
  return (
    <div className="col-sm-6 col-lg-4">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('activity.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A date bounding the entries: From is at most To, To at least From. */
function FilterDate(props: FilterProps & { min?: string; max?: string }) {
  const { id, label, value, min, max, onChange } = props;
  return (
    <div className="col-6 col-lg-2">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-control"
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
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
  const readerZone = readerTimeZone();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const activity = useActivity(filters);
  const websites = useWebsites();
  const people = useActivityPeople();
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
  const retentionDays = activity.data?.pages[0]?.retentionDays;
  const field = (name: string) => `${formId}-${name}`;

  return (
    <PageWrapper title={t('activity.title')}>
      <p>{t('activity.intro')}</p>
      {retentionDays ? (
        <p className="text-body-secondary">{t('activity.retention', { count: retentionDays })}</p>
      ) : null}
      <form
        className="card card-body mb-3"
        aria-label={t('activity.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="row g-3 align-items-end">
          <FilterSelect
            id={field('website')}
            label={t('activity.website')}
            value={filters.websiteId}
            options={[
              ...(websites.data ?? []).map((website) => ({
                value: website.websiteId,
                label: `${website.name} (${website.websiteId})`,
              })),
              // A website the address names that the list does not hold stays chosen, by its id.
              ...(filters.websiteId && !websites.data?.some((w) => w.websiteId === filters.websiteId)
                ? [{ value: filters.websiteId, label: filters.websiteId }]
                : []),
            ]}
            onChange={(value) => setFilter('websiteId', value)}
          />
          <FilterSelect
            id={field('user')}
            label={t('activity.person')}
            value={filters.user}
            options={[
              ...(people.data ?? []).map((person) => ({
                value: person.sub,
                label:
                  person.name && person.email
                    ? `${person.name} (${person.email})`
                    : (person.name ?? person.email ?? person.sub),
              })),
              // A person the address names (an id or an email) that the list does not hold stays chosen.
              ...(filters.user && !people.data?.some((p) => p.sub === filters.user)
                ? [{ value: filters.user, label: filters.user }]
                : []),
            ]}
            onChange={(value) => setFilter('user', value)}
          />
          <FilterSelect
            id={field('screen')}
            label={t('activity.screen')}
            value={filters.resource}
            options={featureList.map((feature) => ({ value: feature.resource, label: feature.title }))}
            onChange={(value) => setFilter('resource', value)}
          />
          <FilterSelect
            id={field('kind')}
            label={t('activity.kind')}
            value={filters.kind}
            options={writeSourceKinds.map((kind) => ({ value: kind, label: t(`activity.kinds.${kind}`) }))}
            onChange={(value) => setFilter('kind', value)}
          />
          <FilterDate
            id={field('from')}
            label={t('activity.from')}
            value={filters.from}
            max={filters.to}
            onChange={(value) => setFilter('from', value)}
          />
          <FilterDate
            id={field('to')}
            label={t('activity.to')}
            value={filters.to}
            min={filters.from}
            onChange={(value) => setFilter('to', value)}
          />
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
                  <th scope="col">
                    {/* Times are the reader's own: the zone named once, here (decision 136). */}
                    {readerZone ? t('activity.whenIn', { zone: readerZone }) : t('activity.when')}
                  </th>
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
                  const feature = entry.resource === null ? undefined : featureByResource(entry.resource);
                  const changes = describeActivityChanges(entry, feature, formT);
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
                      {/* A change to the customer itself (a role, an API token) names no website. */}
                      <td>
                        {/* An entry of the customer as a whole (a webhook, a member) names no website. */}
                        {!entry.website?.websiteId ? (
                          t('activity.customerWide')
                        ) : (
                          <>
                            {entry.website.name ?? entry.website.websiteId}{' '}
                            <span className="text-body-secondary">({entry.website.websiteId})</span>
                          </>
                        )}
                      </td>
                      <td>
                        {feature?.title ??
                          (entry.website?.websiteId
                            ? entry.resource
                            : entry.source
                              ? t(`activity.kinds.${entry.source.kind}`)
                              : entry.resource)}
                      </td>
                      <td>
                        {changes.length > 1 ? (
                          <ul className="list-unstyled mb-0">
                            {changes.map((line) => (
                              <li key={line}>{line}</li>
                            ))}
                          </ul>
                        ) : (
                          changes[0]
                        )}
                        {entry.reason ? (
                          <div className="text-body-secondary">
                            {t('approvals.reason')}: {entry.reason}
                          </div>
                        ) : null}
                      </td>
                      <td>{describeActivityHow(entry, formT, formatTime)}</td>
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
