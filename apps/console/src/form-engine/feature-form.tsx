import {
  CONFIRM_TEXT,
  type ConfigDocument,
  type FeatureDefinition,
  MAX_REASON_LENGTH,
  REASON_REQUIRED_MESSAGE,
} from '@eua/shared';
import {
  type FormEvent,
  type JSX,
  type ReactNode,
  startTransition,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client';
import { useShowsLiveActions } from '../lib/auth';
import { useConfig } from './api/get-config';
import { useDraft } from './api/get-draft';
import { useUseDefaults } from './api/use-defaults';
import { ConfirmDialog } from './confirm-dialog';
import { DefaultsPreviewDialog } from './defaults-preview-dialog';
import { useApprovalPolicy } from './drafts/ask-for-approval';
import { DraftBanner } from './drafts/draft-banner';
import type { Draft } from './drafts/drafts-api';
import { FormEngineProvider } from './engine-context';
import { ERROR_FLASH_SECONDS, SUCCESS_FLASH_SECONDS } from './flashes';
import { FormFields } from './form-fields';
import { ActionBar } from './safe-editing/action-bar';
import { ConflictPanel } from './safe-editing/conflict-panel';
import { HistoryPanel } from './safe-editing/history-panel';
import { SUBMIT_DELAY_MS, useConfigEditor } from './use-config-editor';
import { useFormT } from './use-form-t';
import { withValueSources } from './value-source';
import './form-engine.css';

export { ERROR_FLASH_SECONDS, SUBMIT_DELAY_MS, SUCCESS_FLASH_SECONDS };

/**
 * What a screen adds to its form, rendered inside the form's context (so it may watch the unsaved values):
 * `aside` beside the form (the live preview, decision 075), `fieldExtras` under a field's widget, by name.
 */
export type FormAdditions = {
  aside?: ReactNode;
  fieldExtras?: Partial<Record<string, ReactNode>>;
};

/**
 * A feature's edit form (docs/product.md#forms): not ready until its config document arrives, then
 * the shared definition rendered field by field through the widget registry, validated with the shared
 * rules and saved with one button.
 */
export function FeatureForm(
  props: { feature: FeatureDefinition; websiteId: string } & FormAdditions,
): JSX.Element {
  const { feature, websiteId, aside, fieldExtras } = props;
  const t = useFormT();
  const config = useConfig(websiteId, feature.resource);
  // The form starts from the document as read when it opened: a copy older than CONFIG_STALE_MS is read
  // again first (fetching), and later cache updates (its own saves) do not restart it. A document in the
  // cache already renders at once; one that arrives later renders in a transition, which React builds in
  // slices instead of one long task, so the page stays responsive meanwhile (decision 085).
  const current = config.isFetching ? undefined : config.data;
  // The screen's draft, if any, read beside the document: the form opens on the draft's values (decision 117).
  const draft = useDraft(websiteId, feature.resource);
  const currentDraft = draft.isFetching ? undefined : draft.data;
  const [opened, setOpened] = useState<Opened | null>(() =>
    current && currentDraft !== undefined ? { document: current, draft: currentDraft } : null,
  );
  useEffect(() => {
    if (!opened && current && currentDraft !== undefined)
      startTransition(() => setOpened({ document: current, draft: currentDraft }));
  }, [opened, current, currentDraft]);

  const failure = config.error ?? draft.error;
  if (failure) {
    return (
      <div role="alert" className="alert alert-danger">
        {errorMessage(failure)}
      </div>
    );
  }
  if (current === null) {
    return (
      <div role="alert" className="alert alert-danger">
        {t('The configuration could not be loaded.')}
      </div>
    );
  }
  const loaded = opened;
  if (!loaded) {
    return (
      <div role="status" className="d-flex align-items-center gap-2 py-4">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        {t('Loading configuration…')}
      </div>
    );
  }
  return (
    <LoadedForm
      key={`${websiteId}/${feature.id}`}
      feature={feature}
      websiteId={websiteId}
      loaded={loaded.document}
      draft={loaded.draft}
      aside={aside}
      fieldExtras={fieldExtras}
    />
  );
}

/** What a form opens on: the live document and the screen's draft (null: none). */
type Opened = { document: ConfigDocument; draft: Draft | null };

/**
 * The loaded form: its state and calls in `useConfigEditor` (decision 123); here only what it renders — the
 * History toggle and panel, the draft's banner, a conflict, the fields and the action bar.
 */
function LoadedForm(
  props: {
    feature: FeatureDefinition;
    websiteId: string;
    loaded: ConfigDocument;
    draft: Draft | null;
  } & FormAdditions,
) {
  const { feature, websiteId, aside, fieldExtras } = props;
  const { t: consoleT } = useTranslation();
  const t = useFormT();
  // The customer's policy (docs/product.md#approvals). Under N approvals nothing but an approved draft's
  // publish goes live (decision 141), whatever the role: nobody is offered a live Save, Publish, Restore or
  // "use the defaults" then. Under "Every change needs a reason" the save area asks for one, sent with every
  // live write of the screen (decision 160).
  const policy = useApprovalPolicy();
  const approvalsRequired = policy.data?.approvalsRequired ?? 0;
  const canWrite = useShowsLiveActions() && approvalsRequired === 0;
  const needsReason = canWrite && (policy.data?.reasonsRequired ?? false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const reasonId = useId();
  const typedReason = () => (needsReason ? reasonRef.current?.value.trim() || undefined : undefined);
  /** Whether a live write may go: a reason is given, or none is asked for; else the field says so. */
  const reasonGiven = () => {
    if (!needsReason || reason.trim()) return true;
    setReasonError(REASON_REQUIRED_MESSAGE);
    reasonRef.current?.focus();
    return false;
  };
  const editor = useConfigEditor({ ...props, changeReason: typedReason });
  const { state, held, methods } = editor;
  const { document, draft, busy, conflict, historyOpen, asking } = state;
  const sending = busy === 'save';
  const savingDraft = busy === 'draft';
  // A reason explains one change: the next one is asked for its own.
  useEffect(() => {
    if (document.version) setReason('');
  }, [document.version]);
  // The customer's defaults (docs/product.md#customer-defaults): a field set here goes back to them, or all.
  const usingDefaults = useUseDefaults(websiteId, feature.resource);
  const backToDefault = (field?: string) => {
    if (!reasonGiven()) return;
    usingDefaults.mutate(
      { ...(field ? { fields: [field] } : {}), currentVersion: document.version, reason: typedReason() },
      { onSuccess: (stored) => editor.hold(stored, draft) },
    );
  };
  const extras = withValueSources(
    feature,
    document,
    fieldExtras,
    busy !== null || usingDefaults.isPending || approvalsRequired > 0,
    backToDefault,
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!canWrite || !reasonGiven()) {
      event.preventDefault();
      return;
    }
    void methods.handleSubmit(editor.save)(event);
  };

  return (
    <FormProvider {...methods}>
      <FormEngineProvider feature={feature} document={held} websiteId={websiteId}>
        <div className={aside ? 'row g-4 form-with-aside' : undefined}>
          <div className={aside ? 'col-12 col-xl-7' : undefined}>
            <div className="form-toolbar d-flex justify-content-end gap-2 mb-3">
              {document.inherits && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={busy !== null || usingDefaults.isPending || approvalsRequired > 0}
                  onClick={() => backToDefault()}
                >
                  {t("Reset to the customer's defaults")}
                </button>
              )}
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-expanded={historyOpen}
                onClick={editor.toggleHistory}
              >
                {t('History')}
              </button>
            </div>
            {historyOpen && approvalsRequired > 0 ? (
              <p className="small text-body-secondary mb-2">
                {t(
                  'Restoring a version is not offered while changes go live only after approval: save the values you want as a draft and ask for approval.',
                )}
              </p>
            ) : null}
            {historyOpen && (
              <HistoryPanel
                currentVersion={document.version}
                formValues={methods.getValues}
                onRestore={(revision) => {
                  if (reasonGiven()) editor.askRestore(revision);
                }}
                restoreDisabled={approvalsRequired > 0}
              />
            )}
            {draft && (
              <DraftBanner
                draft={draft}
                onDraft={editor.holdDraft}
                onPublished={(published) => editor.hold(published, null)}
                onDiscarded={editor.dropToLive}
                onLive={(stored, storedDraft) => editor.hold(stored, storedDraft)}
                changeReason={() => (reasonGiven() ? typedReason() : false)}
              />
            )}
            {conflict && <ConflictPanel conflict={conflict} onApply={editor.applyMerge} />}
            <form
              noValidate
              className="feature-form"
              aria-label={t(feature.title)}
              aria-busy={sending || undefined}
              onSubmit={submit}
            >
              <FormFields feature={feature} fieldExtras={extras} setFocus={methods.setFocus} />
              <ActionBar
                sending={busy !== null}
                onDiscard={editor.discardEdits}
                submit={
                  <>
                    {needsReason ? (
                      <div className="form-action-bar__reason">
                        <label htmlFor={reasonId} className="form-label small mb-0">
                          {t('Reason')}
                        </label>
                        <input
                          ref={reasonRef}
                          id={reasonId}
                          name="reason"
                          type="text"
                          className={`form-control form-control-sm${reasonError ? ' is-invalid' : ''}`}
                          required
                          maxLength={MAX_REASON_LENGTH}
                          aria-invalid={reasonError ? true : undefined}
                          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                          value={reason}
                          onChange={(event) => {
                            setReason(event.target.value);
                            setReasonError(null);
                          }}
                        />
                        {reasonError ? (
                          <div id={`${reasonId}-error`} className="invalid-feedback d-block">
                            {reasonError}
                          </div>
                        ) : null}
                      </div>
                    ) : null}
                    <button
                      type="button"
                      className={canWrite ? 'btn btn-outline-primary' : 'btn btn-primary'}
                      disabled={busy !== null}
                      onClick={() => void methods.handleSubmit(editor.saveDraft)()}
                    >
                      {savingDraft && (
                        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                      )}
                      {consoleT('drafts.saveAsDraft')}
                    </button>
                    {/* One primary action: Publish while a draft exists (decision 123). An Editor makes
                        nothing live: no live save, the draft is their primary action (decision 142). */}
                    {canWrite ? (
                      <button
                        type="submit"
                        className={draft ? 'btn btn-outline-secondary' : 'btn btn-primary'}
                        disabled={busy !== null}
                      >
                        {sending && (
                          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                        )}
                        {t(feature.submitLabel)}
                      </button>
                    ) : null}
                  </>
                }
              />
              {busy && (
                <span role="status" className="visually-hidden">
                  {sending ? t('Saving…') : consoleT('drafts.savingDraft')}
                </span>
              )}
            </form>
          </div>
          {aside && <div className="col-12 col-xl-5 form-aside">{aside}</div>}
        </div>
        {asking?.kind === 'submit' && (
          <ConfirmDialog text={feature.confirmText ?? CONFIRM_TEXT} onAnswer={editor.answer} />
        )}
        {asking?.kind === 'restore' && <ConfirmDialog text={CONFIRM_TEXT} onAnswer={editor.answer} />}
        {asking?.kind === 'defaults' && (
          <DefaultsPreviewDialog
            preview={asking.preview}
            applying={asking.applying}
            onAnswer={editor.answer}
          />
        )}
      </FormEngineProvider>
    </FormProvider>
  );
}
