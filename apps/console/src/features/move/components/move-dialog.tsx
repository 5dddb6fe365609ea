import { MAX_REASON_LENGTH, type MoveApplyRow, type MoveMode, type MovePreviewRow } from '@eua/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog';
import { useApprovalPolicy } from '../../../form-engine/drafts/ask-for-approval';
import { errorMessage } from '../../../lib/api-client';
import { forgetWrittenSettings } from '../api/move-api';
import { PreviewTable, ResultTable } from './move-tables';

/**
 * The steps a copy and a bulk edit share (docs/product.md#settings-that-move): the choices, "Preview" → per
 * target the changes and what is left out, "Apply" (with "All or nothing") → the per-target results. A change
 * of the choices (`choiceKey`) drops a preview made for the old ones.
 */
export function MoveDialog(props: {
  title: string;
  choices: ReactNode;
  choiceKey: string;
  /** Why the choices cannot be previewed yet; null when they can. */
  incomplete: string | null;
  /** What applying sets, in plain words: website values or the customer's defaults. */
  summary?: ReactNode;
  preview: () => Promise<MovePreviewRow[]>;
  apply: (preview: MovePreviewRow[], mode: MoveMode, reason?: string) => Promise<MoveApplyRow[]>;
  onClose: () => void;
}) {
  const { title, choices, choiceKey, incomplete, summary, onClose } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const allOrNothingId = useId();
  const reasonId = useId();
  // The customer's policy may ask a reason of every change (docs/product.md#approvals): sent as X-Change-Reason.
  const reasonsRequired = useApprovalPolicy().data?.reasonsRequired ?? false;
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<MovePreviewRow[] | null>(null);
  const [results, setResults] = useState<MoveApplyRow[] | null>(null);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: choiceKey stands for the choices
  useEffect(() => {
    setPreview(null);
    setResults(null);
    setError(null);
  }, [choiceKey]);

  // After Preview (and Apply) the eye goes where the answer is: scrolled into view and focused, so a screen
  // reader reads it and the next Tab is its first control (decision 136).
  const answerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const answer = answerRef.current;
    if (!answer || (!preview && !results)) return;
    answer.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    answer.focus({ preventScroll: true });
  }, [preview, results]);

  const applicable = preview?.some((row) => row.status === 'ok') ?? false;
  const run = async () => {
    if (results) return onClose();
    if (preview && !applicable) return setError(t('move.nothingToApply'));
    if (!preview && incomplete) return setError(incomplete);
    setBusy(true);
    setError(null);
    try {
      if (!preview) setPreview(await props.preview());
      else {
        if (reasonsRequired && !reason.trim()) return setError(t('move.reasonMissing'));
        setResults(await props.apply(preview, allOrNothing ? 'all' : 'each', reason));
        await forgetWrittenSettings(queryClient);
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const okLabel = results
    ? t('move.close')
    : preview
      ? t(busy ? 'move.applying' : 'move.apply')
      : t(busy ? 'move.previewing' : 'move.preview');
  return (
    <ModalDialog
      title={title}
      size="lg"
      initialFocus="body"
      okLabel={okLabel}
      okDisabled={busy}
      cancelLabel={results ? undefined : t('move.cancel')}
      onAnswer={(ok) => (ok ? void run() : onClose())}
      body={
        <>
          {results ? null : choices}
          {results ? null : summary}
          {reasonsRequired && !results ? (
            <div className="mb-3">
              <label className="form-label" htmlFor={reasonId}>
                {t('move.reason')}
              </label>
              <input
                id={reasonId}
                className="form-control"
                type="text"
                required
                maxLength={MAX_REASON_LENGTH}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-describedby={`${reasonId}-help`}
              />
              <div id={`${reasonId}-help`} className="form-text">
                {t('move.reasonHelp')}
              </div>
            </div>
          ) : null}
          {error ? (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {error}
            </div>
          ) : null}
          {preview && !results ? (
            <section
              ref={answerRef}
              tabIndex={-1}
              aria-label={t('move.previewCaption')}
              className="mt-3 move-answer"
            >
              <PreviewTable rows={preview} />
              <div className="form-check mt-3">
                <input
                  id={allOrNothingId}
                  className="form-check-input"
                  type="checkbox"
                  checked={allOrNothing}
                  onChange={(event) => setAllOrNothing(event.target.checked)}
                  aria-describedby={`${allOrNothingId}-help`}
                />
                <label className="form-check-label" htmlFor={allOrNothingId}>
                  {t('move.allOrNothing')}
                </label>
                <div id={`${allOrNothingId}-help`} className="form-text">
                  {t('move.allOrNothingHelp')}
                </div>
              </div>
            </section>
          ) : null}
          {results ? (
            <section
              ref={answerRef}
              tabIndex={-1}
              aria-label={t('move.resultCaption')}
              className="move-answer"
            >
              <ResultTable rows={results} />
            </section>
          ) : null}
        </>
      }
    />
  );
}
