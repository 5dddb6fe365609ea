import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListTable, TableToolbar } from '../../../components/list-table';
import { PageWrapper } from '../../../components/page-wrapper';
import { Spinner } from '../../../components/spinner';
import { matchesSearch, Pagination, type SortState, sortRows } from '../../../components/table-tools';
import { errorMessage } from '../../../lib/api-client';
import { useCanWrite } from '../../../lib/auth';
import { useWebsites, type Website } from '../../../lib/get-websites';

/** Rows a page: the DOM stays small however many websites the customer has (decision 076). */
export const WEBSITES_PAGE_SIZE = 50;

type Column = 'id' | 'name' | 'sport';
const columns: readonly Column[] = ['id', 'name', 'sport'];
const defaultSort: SortState<Column> = { key: 'id', order: 'ascending' };

/** The table's view (search, sort, page) as the address keeps it: Back from a website returns to it. */
type View = { q: string; sort: SortState<Column>; page: number };

function viewFrom(params: URLSearchParams): View {
  const key = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    sort: {
      key: columns.includes(key as Column) ? (key as Column) : defaultSort.key,
      order: params.get('order') === 'desc' ? 'descending' : 'ascending',
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what differs from the default view goes into the address: a plain visit stays /select/website. */
function paramsOf(view: View): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.sort.key !== defaultSort.key) params.set('sort', view.sort.key);
  if (view.sort.order === 'descending') params.set('order', 'desc');
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/**
 * The dialogs of the "settings that move" (docs/product.md#settings-that-move) the table opens: another
 * feature's, so app/ hands them in (decision 123).
 */
export type WebsiteDialogs = {
  BulkEditDialog: ComponentType<{ targets: readonly Website[]; onClose: () => void }>;
  CopyDialog: ComponentType<{ source: { websiteId: string; name?: string }; onClose: () => void }>;
};

/**
 * The websites table at /select/website (docs/product.md#screens-and-layout): ID, Website Name, Sport; the name opens the website's General screen; a spinner
 * while loading, 'No records found' when there are none. The whole list loads in one request per 1,000
 * websites; search (name or id), sort and paging run here over it (decision 076).
 */
export function WebsitesPage(props: { dialogs: WebsiteDialogs }) {
  const { BulkEditDialog, CopyDialog } = props.dialogs;
  const { t } = useTranslation();
  const websites = useWebsites();
  const [params, setParams] = useSearchParams();
  // The view lives in state (a controlled input must update synchronously) and is mirrored to the address.
  const [view, setView] = useState(() => viewFrom(params));
  const canWrite = useCanWrite();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ kind: 'bulk' } | { kind: 'copy'; website: Website } | null>(null);

  const sportLabel = (website: Website) =>
    t(`websites.sports.${website.sport}`, { defaultValue: website.sport });
  const rows = useMemo(() => {
    const all = websites.data ?? [];
    const found = all.filter((website) => matchesSearch(view.q, [website.name, website.websiteId]));
    // Sport sorts by the name shown, in the language shown.
    const sport = (website: Website) =>
      t(`websites.sports.${website.sport}`, { defaultValue: website.sport });
    return sortRows(found, view.sort, { id: (w) => w.websiteId, name: (w) => w.name, sport }, ['name', 'id']);
  }, [websites.data, view.q, view.sort, t]);

  const total = websites.data?.length ?? 0;
  const pageCount = Math.max(1, Math.ceil(rows.length / WEBSITES_PAGE_SIZE));
  const page = Math.min(view.page, pageCount);
  const first = (page - 1) * WEBSITES_PAGE_SIZE;
  const shown = rows.slice(first, first + WEBSITES_PAGE_SIZE);
  const searching = view.q.trim() !== '';
  const chosen = (websites.data ?? []).filter((website) => selected.has(website.websiteId));
  const toggle = (websiteId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(websiteId);
      else next.delete(websiteId);
      return next;
    });
  const pageSelected = shown.length > 0 && shown.every((website) => selected.has(website.websiteId));

  // Mirrored once the list is here: before, every page number would look out of range.
  const loaded = websites.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    const wanted = paramsOf({ ...view, page });
    if (wanted.toString() !== params.toString()) setParams(wanted, { replace: true });
  }, [loaded, view, page, params, setParams]);

  return (
    <PageWrapper title={t('websites.title')}>
      {websites.isPending ? <Spinner /> : null}
      {websites.isError ? (
        <div className="alert alert-danger" role="alert">
          {t('websites.failed', { message: errorMessage(websites.error) })}
        </div>
      ) : null}
      {websites.isSuccess ? (
        <>
          {total > 0 ? (
            <TableToolbar
              searchId="websites-search"
              searchLabel={t('websites.search')}
              search={view.q}
              onSearch={(q) => setView((current) => ({ ...current, q, page: 1 }))}
              count={
                <>
                  {searching
                    ? t('websites.matching', { count: rows.length, total })
                    : t('websites.count', { count: total })}
                  {rows.length > WEBSITES_PAGE_SIZE
                    ? ` · ${t('websites.showing', { from: first + 1, to: first + shown.length, total: rows.length })}`
                    : null}
                </>
              }
            />
          ) : null}
          {canWrite && total > 0 ? (
            <div className="d-flex align-items-center gap-3 mb-2">
              <span className="text-body-secondary small">
                {t('move.selected', { count: chosen.length })}
              </span>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                disabled={chosen.length === 0}
                onClick={() => setDialog({ kind: 'bulk' })}
              >
                {t('move.editSelected')}
              </button>
            </div>
          ) : null}
          <ListTable
            label={t('websites.title')}
            leading={
              canWrite ? (
                <th scope="col" className="col-shrink">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={t('move.selectPage')}
                    checked={pageSelected}
                    onChange={(event) => {
                      for (const website of shown) toggle(website.websiteId, event.target.checked);
                    }}
                  />
                </th>
              ) : undefined
            }
            trailing={
              canWrite ? (
                <th scope="col" className="col-shrink">
                  <span className="visually-hidden">{t('move.copySettings')}</span>
                </th>
              ) : undefined
            }
            columns={[
              { key: 'id', label: t('websites.id'), shrink: true },
              { key: 'name', label: t('websites.name') },
              { key: 'sport', label: t('websites.sport'), shrink: true },
            ]}
            sort={view.sort}
            onSort={(sort) => setView((current) => ({ ...current, sort, page: 1 }))}
            empty={
              shown.length > 0
                ? null
                : total === 0
                  ? t('websites.empty')
                  : t('websites.noMatch', { q: view.q.trim() })
            }
          >
            {shown.map((website) => (
              <tr key={website.websiteId}>
                {canWrite ? (
                  <td>
                    <input
                      type="checkbox"
                      className="form-check-input"
                      aria-label={t('move.select', { website: website.name })}
                      checked={selected.has(website.websiteId)}
                      onChange={(event) => toggle(website.websiteId, event.target.checked)}
                    />
                  </td>
                ) : null}
                <td className="font-monospace">{website.websiteId}</td>
                <td>
                  <Link to={`/configuration/${encodeURIComponent(website.websiteId)}/general`}>
                    {website.name}
                  </Link>
                </td>
                <td>
                  <span className="badge text-bg-secondary">{sportLabel(website)}</span>
                </td>
                {canWrite ? (
                  <td>
                    <button
                      type="button"
                      className="btn btn-link btn-sm text-nowrap"
                      aria-label={t('move.copySettingsOf', { website: website.name })}
                      onClick={() => setDialog({ kind: 'copy', website })}
                    >
                      {t('move.copySettings')}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </ListTable>
          {total === 0 ? (
            // A customer without websites: what to do next, not only that there is nothing (decision 136).
            <section className="card mt-3" aria-labelledby="no-websites-heading">
              <div className="card-body">
                <h2 id="no-websites-heading" className="h5">
                  {t('websites.none.title')}
                </h2>
                <p className="mb-3">{t('websites.none.text')}</p>
                <div className="d-flex flex-wrap gap-2">
                  <Link className="btn btn-primary" to="/select/customer">
                    {t('websites.none.otherCustomer')}
                  </Link>
                  <Link className="btn btn-outline-secondary" to="/support">
                    {t('websites.none.support')}
                  </Link>
                </div>
              </div>
            </section>
          ) : null}
          <div className="d-flex justify-content-center mt-3">
            <Pagination
              label={t('table.pages', { list: t('nav.websites') })}
              page={page}
              pageCount={pageCount}
              onPage={(next) => setView((current) => ({ ...current, page: next }))}
            />
          </div>
        </>
      ) : null}
      {dialog?.kind === 'bulk' ? <BulkEditDialog targets={chosen} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'copy' ? (
        <CopyDialog
          source={{ websiteId: dialog.website.websiteId, name: dialog.website.name }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </PageWrapper>
  );
}
