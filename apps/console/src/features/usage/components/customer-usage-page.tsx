import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageWrapper } from '../../../components/page-wrapper';
import { TableScroll } from '../../../components/table-scroll';
import { errorMessage } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { useWebsites } from '../../../lib/get-websites';
import {
  daysOf,
  downloadUsageCsv,
  loadsPerDay,
  totalsOf,
  type UsagePeriod,
  usagePeriods,
  useUsage,
} from '../api/usage-api';
import { Sparkline } from './usage-chart';

type Column = 'name' | 'loads' | 'refused' | 'errors' | 'lastLoad';
type Sort = { column: Column; descending: boolean };

type Line = {
  websiteId: string;
  name: string;
  loads: number;
  refused: number;
  errors: number;
  lastLoad: string | null;
  perDay: number[];
};

const compare = (a: Line, b: Line, column: Column): number => {
  if (column === 'name') return a.name.localeCompare(b.name);
  if (column === 'lastLoad') return (a.lastLoad ?? '').localeCompare(b.lastLoad ?? '');
  return a[column] - b[column];
};

/**
 * Customer › Usage at /usage (docs/product.md#usage-and-health): every website of the customer in one table —
 * loads, refusals, errors, last load and a sparkline of loads per day — sortable by each column, filtered by
 * name or id, exported as CSV. Read scope suffices.
 */
export function CustomerUsagePage() {
  const { t } = useTranslation();
  const api = useApiClient();
  const ids = useId();
  const [period, setPeriod] = useState<UsagePeriod>(30);
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<Sort>({ column: 'loads', descending: true });
  const [exportError, setExportError] = useState<string | null>(null);
  const websites = useWebsites();
  const usage = useUsage({ days: period });
  const days = useMemo(() => daysOf(period), [period]);

  const lines = useMemo<Line[]>(() => {
    const rows = usage.data ?? [];
    return (websites.data ?? []).map((website) => {
      const own = rows.filter((row) => row.websiteId === website.websiteId);
      const totals = totalsOf(own);
      return {
        websiteId: website.websiteId,
        name: website.name,
        loads: totals.loads,
        refused: totals.refused,
        errors: totals.error + totals.limited + totals.notFound,
        lastLoad: totals.lastLoad,
        perDay: loadsPerDay(own, days),
      };
    });
  }, [usage.data, websites.data, days]);

  const needle = filter.trim().toLowerCase();
  const shown = lines
    .filter(
      (line) => needle === '' || line.name.toLowerCase().includes(needle) || line.websiteId.includes(needle),
    )
    .sort((a, b) => (sort.descending ? -1 : 1) * compare(a, b, sort.column));

  const header = (column: Column, label: string, end = false) => {
    const active = sort.column === column;
    return (
      <th
        scope="col"
        className={end ? 'text-end' : undefined}
        aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      >
        <button
          type="button"
          className="btn btn-link p-0 text-reset fw-semibold text-decoration-none"
          onClick={() => setSort({ column, descending: active ? !sort.descending : column !== 'name' })}
        >
          {label}
          <span aria-hidden="true">{active ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
        </button>
      </th>
    );
  };

  const exportCsv = async () => {
    setExportError(null);
    try {
      await downloadUsageCsv(api, { days: period });
    } catch (error) {
      setExportError(t('usage.exportFailed', { message: errorMessage(error) }));
    }
  };

  return (
    <PageWrapper title={t('usage.usageTitle')}>
      <p>{t('usage.usageIntro')}</p>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <fieldset>
          <legend className="form-label fs-6">{t('usage.period')}</legend>
          <div className="btn-group" role="radiogroup" aria-label={t('usage.period')}>
            {usagePeriods.map((count) => (
              <label key={count} className={`btn btn-outline-primary${period === count ? ' active' : ''}`}>
                <input
                  type="radio"
                  className="visually-hidden"
                  name={`${ids}-period`}
                  checked={period === count}
                  onChange={() => setPeriod(count)}
                />
                {t('usage.lastDays', { count })}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label className="form-label" htmlFor={`${ids}-filter`}>
            {t('usage.filter')}
          </label>
          <input
            id={`${ids}-filter`}
            type="search"
            className="form-control"
            value={filter}
            aria-describedby={`${ids}-filter-hint`}
            onChange={(event) => setFilter(event.target.value)}
          />
          <div id={`${ids}-filter-hint`} className="form-text">
            {t('usage.filterHint')}
          </div>
        </div>
        <button type="button" className="btn btn-outline-primary mb-4" onClick={() => void exportCsv()}>
          {t('usage.export')}
        </button>
      </div>
      {exportError ? (
        <div className="alert alert-danger" role="alert">
          {exportError}
        </div>
      ) : null}
      {usage.isError ? (
        <div className="alert alert-danger" role="alert">
          {t('usage.failed', { message: errorMessage(usage.error) })}
        </div>
      ) : null}
      {usage.isPending || websites.isPending ? <p role="status">{t('usage.loading')}</p> : null}
      {usage.data && websites.data ? (
        <div className="card shadow-sm">
          <TableScroll label={t('usage.caption')}>
            <table className="table align-middle mb-0">
              <caption className="px-3">{t('usage.caption')}</caption>
              <thead>
                <tr>
                  {header('name', t('usage.website'))}
                  {header('loads', t('usage.loads'), true)}
                  {header('refused', t('usage.refused'), true)}
                  {header('errors', t('usage.errors'), true)}
                  {header('lastLoad', t('usage.lastLoad'))}
                  <th scope="col">{t('usage.sparkline')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.length === 0 ? (
                  <tr>
                    <td colSpan={6} className="text-center text-body-secondary py-4">
                      {t('usage.noWebsites')}
                    </td>
                  </tr>
                ) : null}
                {shown.map((line) => (
                  <tr key={line.websiteId}>
                    <th scope="row" className="fw-normal">
                      <Link to={`/configuration/${encodeURIComponent(line.websiteId)}/health`}>
                        {line.name}
                      </Link>{' '}
                      <span className="text-body-secondary">({line.websiteId})</span>
                    </th>
                    <td className="text-end">{line.loads}</td>
                    <td className="text-end">{line.refused}</td>
                    <td className="text-end">{line.errors}</td>
                    <td>{line.lastLoad ? line.lastLoad.slice(0, 10) : t('usage.never')}</td>
                    <td>
                      <Sparkline
                        loads={line.perDay}
                        label={t('usage.chartLabel', { widget: line.name, count: period, total: line.loads })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      ) : null}
    </PageWrapper>
  );
}
