import {
  type ChangeLine,
  changedFieldLabels,
  describeWriteSource,
  type FormValues,
  type InheritedChange,
  type RevisionSummary,
} from '@eua/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { useFormatInstant as useFormatTime } from '../../lib/date-time';
import { useFormEngine } from '../engine-context';
import { useFormT } from '../use-form-t';
import { ChangeList, sentValues, useDescribeChanges } from './describe';
import { authorOf, getRevision, listRevisions, revisionsQueryKey } from './revisions-api';

type Opened = { version: number; against: 'previous' | 'form'; lines: ChangeLine[] | null; note?: string };

/**
 * The History panel of a configuration screen (decision 064): every saved version — who, when, how many
 * fields — and, one click away, what it changed from the version before it or how it differs from the form,
 * in the screen's words. "Restore this version" asks first and saves it as a new version.
 */
export function HistoryPanel(props: {
  /** The version the form holds: the list reloads when it changes (a save, a restore). */
  currentVersion: number;
  /** The form's values now, for "Compare with the form". */
  formValues: () => FormValues;
  onRestore: (revision: RevisionSummary) => void;
  /** Restoring is not offered (a policy of approvals: only an approved draft goes live, decision 160). */
  restoreDisabled?: boolean;
}) {
  const { currentVersion, formValues, onRestore, restoreDisabled = false } = props;
  const { feature, websiteId } = useFormEngine();
  const api = useApiClient();
  const t = useFormT();
  const formatTime = useFormatTime();
  const describe = useDescribeChanges();
  const headingId = useId();
  const [opened, setOpened] = useState<Opened | null>(null);

  // A page at a time, following links.next; a new version the form holds is a new list (revisionsQueryKey).
  const list = useInfiniteQuery({
    queryKey: revisionsQueryKey(websiteId, feature.resource, currentVersion),
    queryFn: ({ pageParam }) => listRevisions(api, websiteId, feature.resource, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    // Who saved last changes under anyone's feet: read afresh whenever the list is shown.
    staleTime: 0,
  });
  const revisions: RevisionSummary[] | null = list.data ? list.data.pages.flatMap((page) => page.data) : null;
  const next = list.hasNextPage;
  const error = list.error ? errorMessage(list.error) : null;
  const showMore = () => void list.fetchNextPage();
  // The website's current version: its newest own entry (a change from the defaults may be listed above it).
  const current = revisions ? revisions.findIndex((entry) => !entry.fromDefaults) : -1;

  /** The labels of changed fields, so "who changed the time zone" is read off the list itself. */
  const fieldLabels = (names: string[]) => changedFieldLabels(feature, names, t);

  const open = async (index: number, against: Opened['against']) => {
    const revision = revisions?.[index];
    if (!revision) return;
    if (opened?.version === revision.version && opened.against === against) {
      setOpened(null);
      return;
    }
    setOpened({ version: revision.version, against, lines: null });
    try {
      const after = (await getRevision(api, websiteId, feature.resource, revision.version)).document;
      if (against === 'form') {
        setOpened({
          version: revision.version,
          against,
          lines: describe(after, sentValues(feature, formValues())),
        });
        return;
      }
      // The version before it: the next entry down, or (past this page) the version numbered one less.
      const below = revisions?.slice(index + 1).find((entry) => !entry.fromDefaults);
      const previousVersion = below?.version ?? (next ? revision.version - 1 : null);
      const before =
        previousVersion && previousVersion >= 1
          ? (await getRevision(api, websiteId, feature.resource, previousVersion)).document
          : undefined;
      setOpened(
        before
          ? { version: revision.version, against, lines: describe(before, after) }
          : { version: revision.version, against, lines: [], note: t('This is the earliest version kept.') },
      );
    } catch (failure) {
      setOpened({ version: revision.version, against, lines: [], note: (failure as Error).message });
    }
  };

  return (
    <section className="history-panel card mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 className="h5 card-title" id={headingId}>
          {t('History')}
        </h2>
        {error && (
          <div role="alert" className="alert alert-danger">
            {error}
          </div>
        )}
        {revisions === null && !error ? (
          <p role="status" className="mb-0">
            {t('Loading history…')}
          </p>
        ) : null}
        {revisions?.length === 0 ? <p className="mb-0">{t('No saved versions yet.')}</p> : null}
        {revisions && revisions.length > 0 ? (
          <ol className="list-group list-unstyled mb-0" aria-label={t('Saved versions')}>
            {revisions.map((revision, index) => {
              if (revision.fromDefaults) {
                return (
                  <InheritedEntry
                    key={`defaults-${revision.version}-${revision.createdAt}`}
                    revision={revision}
                    change={revision.fromDefaults}
                  />
                );
              }
              const isOpen = opened?.version === revision.version ? opened : null;
              const count = revision.changedFields.length;
              return (
                <li key={revision.version} className="list-group-item">
                  <div className="d-flex flex-wrap align-items-baseline gap-2">
                    <strong>{t('Version {{version}}', { version: revision.version })}</strong>
                    <span>{authorOf(revision, t)}</span>
                    {revision.source ? (
                      <span className="text-body-secondary">
                        {describeWriteSource(revision.source, t, formatTime)}
                      </span>
                    ) : null}
                    <time dateTime={revision.createdAt} className="text-body-secondary">
                      {formatTime(revision.createdAt)}
                    </time>
                    <span className="text-body-secondary">
                      {revision.version === 1 && count === 0
                        ? t('first version')
                        : t(count === 1 ? '{{count}} field changed' : '{{count}} fields changed', { count })}
                      {count > 0 ? `: ${fieldLabels(revision.changedFields)}` : ''}
                    </span>
                    {index === current ? (
                      <span className="badge text-bg-secondary">{t('Current')}</span>
                    ) : null}
                    {index !== current && revision.version === currentVersion ? (
                      <span className="badge text-bg-warning">{t('In the form')}</span>
                    ) : null}
                  </div>
                  {revision.reason ? (
                    <p className="mb-0 mt-1">{t('Reason: {{reason}}', { reason: revision.reason })}</p>
                  ) : null}
                  <div className="d-flex flex-wrap gap-2 mt-2">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      aria-expanded={isOpen?.against === 'previous'}
                      onClick={() => void open(index, 'previous')}
                    >
                      {t('Show changes')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      aria-expanded={isOpen?.against === 'form'}
                      onClick={() => void open(index, 'form')}
                    >
                      {t('Compare with the form')}
                    </button>
                    {index !== current ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        disabled={restoreDisabled}
                        onClick={() => onRestore(revision)}
                      >
                        {t('Restore this version')}
                      </button>
                    ) : null}
                  </div>
                  {isOpen ? (
                    <div className="mt-2" aria-live="polite">
                      {isOpen.lines === null ? (
                        <p role="status" className="mb-0">
                          {t('Loading…')}
                        </p>
                      ) : (
                        <>
                          {isOpen.note ? <p className="mb-0">{isOpen.note}</p> : null}
                          {isOpen.note ? null : (
                            <ChangeList
                              lines={isOpen.lines}
                              empty={
                                isOpen.against === 'form'
                                  ? t('The form holds this version.')
                                  : t('Nothing changed in this version.')
                              }
                            />
                          )}
                        </>
                      )}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ol>
        ) : null}
        {next ? (
          <button type="button" className="btn btn-link px-0 mt-2" onClick={showMore}>
            {t('Show older versions')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * A change the website showed because its customer's defaults changed (decision 154): who changed them and
 * what changed here, in History's words. It is not a version of the website, so it has no restore: the
 * defaults' own History restores it, or the website sets its own value.
 */
function InheritedEntry(props: { revision: RevisionSummary; change: InheritedChange }) {
  const { revision, change } = props;
  const t = useFormT();
  const formatTime = useFormatTime();
  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap align-items-baseline gap-2">
        <strong>
          {t("From the customer's defaults, changed by {{person}}", {
            person: change.by ?? t('Initial data'),
          })}
        </strong>
        <time dateTime={revision.createdAt} className="text-body-secondary">
          {formatTime(revision.createdAt)}
        </time>
      </div>
      {revision.reason ? (
        <p className="mb-0 mt-1">{t('Reason: {{reason}}', { reason: revision.reason })}</p>
      ) : null}
      <ul className="mb-0 mt-1" aria-label={t("Changes from the customer's defaults")}>
        {change.changes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mb-0 mt-1 text-body-secondary small">
        {t(
          "Not a version of this website, so it cannot be restored here: change the customer's defaults, or set the value on this website.",
        )}
      </p>
    </li>
  );
}
