import { featureByResource, type MoveApplyRow, type MovePreviewRow } from '@eua/shared';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../components/table-scroll';

const websiteOf = (row: { websiteId: string; websiteName: string | null }) =>
  row.websiteName ? `${row.websiteName} (${row.websiteId})` : row.websiteId;

const screenOf = (resource: string) => featureByResource(resource)?.title ?? resource;

const badgeOf: Record<string, string> = {
  ok: 'text-bg-primary',
  applied: 'text-bg-success',
  unchanged: 'text-bg-secondary',
  skipped: 'text-bg-secondary',
  stale: 'text-bg-warning',
  refused: 'text-bg-danger',
  failed: 'text-bg-danger',
};

/**
 * What a copy, a bulk edit or an import would do, per target and screen (docs/product.md#settings-that-move):
 * its result, the changes in the history's words, and each value left out.
 */
export function PreviewTable({ rows }: { rows: readonly MovePreviewRow[] }) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('move.previewCaption')}>
      <table className="table table-sm align-top mb-0">
        <caption className="caption-top">{t('move.previewCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('move.website')}</th>
            <th scope="col">{t('move.screen')}</th>
            <th scope="col">{t('move.result')}</th>
            <th scope="col">{t('move.changes')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.websiteId}/${row.resource}`}>
              <td>{websiteOf(row)}</td>
              <td>{screenOf(row.resource)}</td>
              <td>
                <span className={`badge ${badgeOf[row.status]}`}>{t(`move.status.${row.status}`)}</span>
              </td>
              <td>
                {row.message ? <p className="text-danger mb-1">{row.message}</p> : null}
                {row.changes.length === 0 && !row.message ? (
                  <span className="text-body-secondary">{t('move.nothingToChange')}</span>
                ) : null}
                {row.changes.length > 0 ? (
                  <ul className="mb-1 ps-3">
                    {row.changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                ) : null}
                {row.warnings.length > 0 ? (
                  <ul className="mb-0 ps-3 small text-warning-emphasis">
                    {row.warnings.map((warning) => (
                      <li key={warning}>{t('move.leftOut', { warning })}</li>
                    ))}
                  </ul>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** What an apply wrote, per target and screen: Applied, Unchanged, Stale, Refused, Failed or Skipped. */
export function ResultTable({ rows }: { rows: readonly MoveApplyRow[] }) {
  const { t } = useTranslation();
  const applied = rows.filter((row) => row.status === 'applied').length;
  const other = rows.filter((row) => row.status !== 'applied' && row.status !== 'unchanged').length;
  return (
    <>
      <p role="status">{t('move.resultSummary', { applied, other })}</p>
      <TableScroll label={t('move.resultCaption')}>
        <table className="table table-sm align-top mb-0">
          <caption className="caption-top">{t('move.resultCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('move.website')}</th>
              <th scope="col">{t('move.screen')}</th>
              <th scope="col">{t('move.result')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.websiteId}/${row.resource}`}>
                <td>{websiteOf(row)}</td>
                <td>{screenOf(row.resource)}</td>
                <td>
                  <span className={`badge ${badgeOf[row.status]}`}>{t(`move.status.${row.status}`)}</span>
                  {row.message ? <span className="ms-2">{row.message}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
