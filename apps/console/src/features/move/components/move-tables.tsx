import { featureByResource, type MoveApplyRow, type MovePreviewRow } from '@eua/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../components/table-scroll';
import { targetLabel } from './website-label';

const badgeOf: Record<string, string> = {
  ok: 'text-bg-primary',
  applied: 'text-bg-success',
  unchanged: 'text-bg-secondary',
  skipped: 'text-bg-secondary',
  stale: 'text-bg-warning',
  refused: 'text-bg-danger',
  failed: 'text-bg-danger',
};

type MoveRow = MovePreviewRow | MoveApplyRow;

/**
 * One row per target and screen: the website, the screen and the result's badge, then what `result` adds
 * beside the badge and, when `changes` is given, a column of what changes.
 */
function MoveRowsTable<Row extends MoveRow>(props: {
  caption: string;
  rows: readonly Row[];
  result?: (row: Row) => ReactNode;
  changes?: (row: Row) => ReactNode;
}) {
  const { caption, rows, result, changes } = props;
  const { t } = useTranslation();
  return (
    <TableScroll label={caption}>
      <table className="table table-sm align-top mb-0">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('move.website')}</th>
            <th scope="col">{t('move.screen')}</th>
            <th scope="col">{t('move.result')}</th>
            {changes ? <th scope="col">{t('move.changes')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.websiteId}/${row.resource}`}>
              <td>{targetLabel(row.websiteId, row.websiteName, row.kind)}</td>
              <td>{featureByResource(row.resource)?.title ?? row.resource}</td>
              <td>
                <span className={`badge ${badgeOf[row.status]}`}>{t(`move.status.${row.status}`)}</span>
                {result?.(row)}
              </td>
              {changes ? <td>{changes(row)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A preview row's changes in the history's words, each value left out, or why it is refused. */
function PreviewChanges({ row }: { row: MovePreviewRow }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/**
 * What a copy, a bulk edit or an import would do, per target and screen (docs/product.md#settings-that-move):
 * its result, the changes in the history's words, and each value left out.
 */
export function PreviewTable({ rows }: { rows: readonly MovePreviewRow[] }) {
  const { t } = useTranslation();
  return (
    <MoveRowsTable
      caption={t('move.previewCaption')}
      rows={rows}
      changes={(row) => <PreviewChanges row={row} />}
    />
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
      <MoveRowsTable
        caption={t('move.resultCaption')}
        rows={rows}
        result={(row) => (row.message ? <span className="ms-2">{row.message}</span> : null)}
      />
    </>
  );
}
