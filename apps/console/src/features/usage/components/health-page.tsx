import {
  type ConfigDocument,
  featureList,
  pageOrigin,
  suggestedReferrerDomain,
  type UsageOrigin,
  type UsageRow,
  widgetIds,
} from '@eua/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageWrapper } from '../../../components/page-wrapper';
import { TableScroll } from '../../../components/table-scroll';
import { errorMessage } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { useFormatInstant } from '../../../lib/date-time';
import { useWebsites } from '../../../lib/get-websites';
import {
  daysOf,
  loadsPerDay,
  totalsOf,
  type UsagePeriod,
  usagePeriods,
  useUsage,
  useUsageOrigins,
} from '../api/usage-api';
import { nearDomain } from '../near-domain';
import { UsageChart } from './usage-chart';

/** Widgets with no load in this many days are flagged. */
const NOT_LOADED_DAYS = 30;

const titleOf = (widget: string) => featureList.find((feature) => feature.id === widget)?.title ?? widget;

/** The website's saved referrer domains, to say when a refused page is close to an allowed one. */
function useReferrerDomains(websiteId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['config', websiteId, 'general', 'referrerDomains'],
    queryFn: async () => {
      const [document] = await api.get<ConfigDocument[]>(
        `/v1/config/${encodeURIComponent(websiteId)}/general`,
      );
      const domains = document?.config.referrerDomains;
      return Array.isArray(domains) ? domains.map(String) : [];
    },
  });
}

/**
 * Website › Health at /configuration/{websiteId}/health (docs/product.md#usage-and-health): each widget's
 * loads over 7, 30 or 90 days as a chart with its figures beside it, last load, share of 304s, errors, the
 * widgets not loaded for 30 days, and the refused pages with an Allow that opens General with the domain added
 * (saved there through the normal save). Read scope suffices.
 */
export function HealthPage() {
  const { t } = useTranslation();
  const { websiteId = '' } = useParams();
  const navigate = useNavigate();
  const formatInstant = useFormatInstant();
  const websites = useWebsites();
  const website = websites.data?.find((w) => w.websiteId === websiteId);
  const [period, setPeriod] = useState<UsagePeriod>(30);
  const [widget, setWidget] = useState('');
  // Ninety days read once: the shorter periods and the 30-day flag are cut from them.
  const usage = useUsage({ websiteId, days: 90 });
  const origins = useUsageOrigins(websiteId, period);
  const domains = useReferrerDomains(websiteId);
  const ids = useId();

  const allDays = useMemo(() => daysOf(90), []);
  const days = allDays.slice(-period);
  const rows = usage.data ?? [];
  const inPeriod = (row: UsageRow) => row.at.slice(0, 10) >= (days[0] ?? '');
  const shown = rows.filter((row) => inPeriod(row) && (widget === '' || row.widget === widget));
  const recent = allDays[allDays.length - NOT_LOADED_DAYS] ?? '';
  const name = website?.name ?? websiteId;
  const chartLoads = loadsPerDay(shown, days);
  const total = chartLoads.reduce((sum, n) => sum + n, 0);
  const refusedOrigins = (origins.data ?? []).filter((origin) => !origin.allowed);

  const allow = (origin: UsageOrigin) => {
    const page = pageOrigin(origin.origin);
    if (!page) return;
    const query = new URLSearchParams({ allow: suggestedReferrerDomain(page), origin: origin.origin });
    navigate(`/configuration/${encodeURIComponent(websiteId)}/general?${query}`);
  };

  return (
    <PageWrapper title={t('usage.healthTitle')} subtitle={name} titleParts={[t('usage.healthTitle'), name]}>
      <p>{t('usage.healthIntro', { website: name })}</p>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <fieldset>
          <legend className="form-label fs-6">{t('usage.period')}</legend>
          <div className="btn-group" role="radiogroup" aria-label={t('usage.period')}>
            {usagePeriods.map((days) => (
              <label key={days} className={`btn btn-outline-primary${period === days ? ' active' : ''}`}>
                <input
                  type="radio"
                  className="visually-hidden"
                  name={`${ids}-period`}
                  checked={period === days}
                  onChange={() => setPeriod(days)}
                />
                {t('usage.lastDays', { count: days })}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label className="form-label" htmlFor={`${ids}-widget`}>
            {t('usage.widget')}
          </label>
          <select
            id={`${ids}-widget`}
            className="form-select"
            value={widget}
            onChange={(event) => setWidget(event.target.value)}
          >
            <option value="">{t('usage.allWidgets')}</option>
            {widgetIds.map((id) => (
              <option key={id} value={id}>
                {titleOf(id)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {usage.isError ? (
        <div className="alert alert-danger" role="alert">
          {t('usage.failed', { message: errorMessage(usage.error) })}
        </div>
      ) : null}
      {usage.isPending ? <p role="status">{t('usage.loading')}</p> : null}
      {usage.data ? (
        <>
          <UsageChart
            days={days}
            loads={chartLoads}
            label={t('usage.chartLabel', {
              widget: widget === '' ? t('usage.allWidgets') : titleOf(widget),
              count: period,
              total,
            })}
          />
          <h2 className="h5">{t('usage.widgets')}</h2>
          <div className="card shadow-sm mb-4">
            <TableScroll label={t('usage.widgetsCaption')}>
              <table className="table align-middle mb-0">
                <caption className="px-3">{t('usage.widgetsCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('usage.widget')}</th>
                    <th scope="col" className="text-end">
                      {t('usage.loads')}
                    </th>
                    <th scope="col">{t('usage.lastLoad')}</th>
                    <th scope="col" className="text-end">
                      {t('usage.revalidatedShare')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('usage.refused')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('usage.notFound')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('usage.errors')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {widgetIds.map((id) => {
                    const mine = rows.filter((row) => row.widget === id);
                    const totals = totalsOf(mine.filter(inPeriod));
                    const loadedLately = mine.some(
                      (row) => row.at.slice(0, 10) >= recent && row.served + row.revalidated > 0,
                    );
                    return (
                      <tr key={id} className={loadedLately ? undefined : 'table-warning'}>
                        <th scope="row" className="fw-normal">
                          {titleOf(id)}
                          {loadedLately ? null : (
                            <span className="badge text-bg-warning ms-2">{t('usage.notLoaded')}</span>
                          )}
                        </th>
                        <td className="text-end">{totals.loads}</td>
                        <td>{totals.lastLoad ? totals.lastLoad.slice(0, 10) : t('usage.never')}</td>
                        <td className="text-end">
                          {totals.loads === 0
                            ? '–'
                            : `${Math.round((totals.revalidated / totals.loads) * 100)} %`}
                        </td>
                        <td className="text-end">{totals.refused}</td>
                        <td className="text-end">{totals.notFound}</td>
                        <td className="text-end">{totals.error + totals.limited}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
          </div>
        </>
      ) : null}
      <h2 className="h5">{t('usage.refusedPages')}</h2>
      <p>{t('usage.refusedIntro')}</p>
      {origins.isError ? (
        <div className="alert alert-danger" role="alert">
          {t('usage.failed', { message: errorMessage(origins.error) })}
        </div>
      ) : null}
      {origins.data && refusedOrigins.length === 0 ? <p>{t('usage.noRefused')}</p> : null}
      {refusedOrigins.length > 0 ? (
        <div className="card shadow-sm">
          <TableScroll label={t('usage.refusedPages')}>
            <table className="table align-middle mb-0">
              <caption className="px-3">{t('usage.refusedPages')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('usage.origin')}</th>
                  <th scope="col" className="text-end">
                    {t('usage.count')}
                  </th>
                  <th scope="col">{t('usage.lastSeen')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('usage.allow')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {refusedOrigins.map((origin) => {
                  const near = nearDomain(origin.origin, domains.data ?? []);
                  const others = origin.origin === 'others';
                  return (
                    <tr key={origin.origin}>
                      <th scope="row" className="fw-normal text-break">
                        {others ? t('usage.others') : origin.origin}
                        {near ? (
                          <div className="small text-body-secondary">
                            {t(`usage.${near.kind}`, { domain: near.domain })}
                          </div>
                        ) : null}
                      </th>
                      <td className="text-end">{origin.count}</td>
                      <td>
                        <time dateTime={origin.lastSeen}>{formatInstant(origin.lastSeen)}</time>
                      </td>
                      <td className="text-end">
                        {others ? null : (
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-primary"
                            aria-label={t('usage.allowOrigin', { origin: origin.origin })}
                            onClick={() => allow(origin)}
                          >
                            {t('usage.allow')}
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        </div>
      ) : null}
    </PageWrapper>
  );
}
