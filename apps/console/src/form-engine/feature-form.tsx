import {
  CONFIRM_TEXT,
  type ConfigDocument,
  changedFields,
  type FeatureDefinition,
  type FormValues,
  initialValues,
  prepareForSubmit,
  type RevisionSummary,
} from '@eua/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  type JSX,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../components/flash';
import { ApiError, errorMessage } from '../lib/api-client';
import { useApiClient } from '../lib/api-context';
import { afterFirstPaint } from '../lib/first-paint';
import { getConfig, useConfig } from './api/get-config';
import { useHoldStored, useUpdateConfig } from './api/update-config';
import { ConfirmDialog } from './confirm-dialog';
import { DraftBanner } from './drafts/draft-banner';
import {
  currentDraftOf,
  type Draft,
  discardDraft,
  draftQueryKey,
  saveDraft,
  useDraft,
} from './drafts/drafts-api';
import { FormEngineProvider } from './engine-context';
import { ERROR_FLASH_SECONDS, SUCCESS_FLASH_SECONDS, savedFlash } from './flashes';
import { FormFields } from './form-fields';
import { ActionBar } from './safe-editing/action-bar';
import { type Conflict, ConflictPanel } from './safe-editing/conflict-panel';
import { sentValues } from './safe-editing/describe';
import { HistoryPanel } from './safe-editing/history-panel';
import { restoreRevision } from './safe-editing/revisions-api';
import { useFormT } from './use-form-t';
import './form-engine.css';

/** The pause between a confirmed submit and the request (docs/product.md#limits-and-constants). */
export const SUBMIT_DELAY_MS = 400;
export { ERROR_FLASH_SECONDS, SUCCESS_FLASH_SECONDS };

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

/** The document the form holds with a draft loaded: the live one (its version) with the draft's settings. */
const withDraft = (document: ConfigDocument, draft: Draft | null): ConfigDocument =>
  draft ? { ...document, config: draft.config } : document;

/**
 * The feature schemas and zod, in a chunk of their own (decision 085): a form needs them only when it is
 * submitted (or re-validated), so they load after the form has rendered, not before it.
 */
let validation: Promise<typeof import('./validation')> | undefined;
const loadValidation = () => {
  validation ??= import('./validation').catch((error: unknown) => {
    validation = undefined; // the next submit asks for it again
    throw error;
  });
  return validation;
};

/**
 * Before sending (docs/product.md#validation-and-pre-send-rules): what the form would send, checked by the feature's schema — the one the server's
 * PUT validation runs (shared validateValues, decision 065) — as react-hook-form errors keyed by field name.
 */
const resolverFor =
  (feature: FeatureDefinition): Resolver<FormValues> =>
  async (values) => {
    const { validateValues } = await loadValidation();
    const problems = validateValues(feature, values);
    if (problems.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const { field, message } of problems) errors[field] = { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<FormValues> };
  };

function LoadedForm(
  props: {
    feature: FeatureDefinition;
    websiteId: string;
    loaded: ConfigDocument;
    draft: Draft | null;
  } & FormAdditions,
) {
  const { feature, websiteId, aside, fieldExtras } = props;
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { t: consoleT } = useTranslation();
  const update = useUpdateConfig(websiteId, feature.resource);
  const holdStored = useHoldStored(websiteId, feature.resource);
  const flash = useFlash();
  const t = useFormT();
  const [document, setDocument] = useState(props.loaded);
  const [draft, setDraft] = useState(props.draft);
  // What the form compares with and goes back to: the draft's settings when there is one.
  const held = useMemo(() => withDraft(document, draft), [document, draft]);
  const [sending, setSending] = useState(false);
  const [savingDraft, setSavingDraft] = useState(false);
  /** The draft a 412 on "Save as draft" told of: the conflict panel's merge goes on against it. */
  const [draftConflict, setDraftConflict] = useState<Draft | null>(null);
  const [confirming, setConfirming] = useState<((ok: boolean) => void) | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const methods = useForm<FormValues>({
    defaultValues: initialValues(feature, withDraft(props.loaded, props.draft)),
    resolver: resolverFor(feature),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { reset, setError, getValues } = methods;
  const live = useRef(true);
  // The validation chunk loads once the form is on screen (decision 092), so the first submit does not wait
  // for it.
  useEffect(
    () =>
      afterFirstPaint(() => {
        loadValidation().catch(() => {
          // Not arrived (offline): the first submit asks for it again.
        });
      }),
    [],
  );
  // Set on every mount, too: React's StrictMode mounts twice and the first cleanup must not stick.
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const confirm = useCallback(() => new Promise<boolean>((resolve) => setConfirming(() => resolve)), []);
  const answer = (ok: boolean) => {
    confirming?.(ok);
    setConfirming(null);
  };

  /** The form now holds `saved`, with the draft's settings over it if one is kept: a save, a restore. */
  const holdSaved = (saved: ConfigDocument, keptDraft: Draft | null = null) => {
    setDocument(saved);
    setDraft(keptDraft);
    setConflict(null);
    setDraftConflict(null);
    reset(initialValues(feature, withDraft(saved, keptDraft)));
  };
  /** The draft as stored now (saved, scheduled, re-based): the form holds its settings. */
  const holdDraft = (stored: Draft) => {
    queryClient.setQueryData(draftQueryKey(websiteId, feature.resource), stored);
    if (live.current) holdSaved(document, stored);
  };

  /**
   * A save or a restore that failed: the flash says why, and nothing typed is lost. A 412 (someone saved in
   * between, decision 064) carries the version stored now: the cache holds it, whatever the user then decides,
   * and the form never stays on a version that every retry would meet again. A save, or a restore over edits of
   * the user's own, opens the three-way view; a restore with nothing of the user's to keep moves the form to the
   * stored version (the History then shows who saved it, and the user may restore again). Any other refusal of
   * a save puts the server's field errors on their fields.
   */
  const failed = (error: unknown, during: 'save' | 'restore') => {
    flash.show({ message: errorMessage(error), type: 'danger', timeout: ERROR_FLASH_SECONDS });
    const current = error instanceof ApiError && error.status === 412 ? currentOf(error) : undefined;
    if (current) holdStored(current);
    if (!live.current) return;
    if (current) {
      const mine = getValues();
      if (during === 'save' || edited(mine)) setConflict({ base: held, mine, current });
      else holdSaved(current, draft);
    } else if (error instanceof ApiError && during === 'save') {
      for (const fieldError of error.errors)
        setError(fieldError.field, { type: 'server', message: fieldError.message });
    }
  };
  /** Whether `values` would send anything other than the document the form holds. */
  const edited = (values: FormValues) =>
    changedFields(feature, sentValues(feature, initialValues(feature, held)), sentValues(feature, values))
      .length > 0;

  const send = async (values: FormValues) => {
    if (feature.confirmText && !(await confirm())) return;
    setSending(true);
    try {
      await new Promise((resolve) => setTimeout(resolve, SUBMIT_DELAY_MS));
      const body = prepareForSubmit(feature, values, websiteId);
      // Against the version the form was loaded from (docs/product.md#safe-editing): a newer one answers 412,
      // never overwritten.
      const saved = await update.mutateAsync({ body, version: document.version });
      if (saved && live.current) holdSaved(saved);
      flash.show(savedFlash(feature, t));
      // A save with a draft loaded has put the form live: the draft is done with (decision 117).
      if (draft) await dropDraft(draft);
    } catch (error) {
      failed(error, 'save');
    } finally {
      if (live.current) setSending(false);
    }
  };

  /** Discards the draft a live save has replaced; a failure says so, the save stands. */
  const dropDraft = async (saved: Draft) => {
    try {
      await discardDraft(api, websiteId, feature.resource, saved.version);
    } catch (error) {
      flash.show({
        message: consoleT('drafts.liveSavedDraftKept', { message: errorMessage(error) }),
        type: 'warning',
        timeout: ERROR_FLASH_SECONDS,
      });
    }
    void queryClient.invalidateQueries({ queryKey: draftQueryKey(websiteId, feature.resource) });
  };

  /**
   * "Save as draft" (docs/product.md#drafts-and-scheduled-publishing): validated as a save, sent to the draft —
   * against its version when there is one — and never live. A 412 opens the conflict panel as a save's does.
   */
  const sendDraft = async (values: FormValues) => {
    setSavingDraft(true);
    try {
      await new Promise((resolve) => setTimeout(resolve, SUBMIT_DELAY_MS));
      const body = prepareForSubmit(feature, values, websiteId);
      const stored = await saveDraft(api, websiteId, feature.resource, body, draft?.version ?? null);
      holdDraft(stored);
      flash.show({ message: consoleT('drafts.saved'), type: 'success', timeout: SUCCESS_FLASH_SECONDS });
    } catch (error) {
      flash.show({ message: errorMessage(error), type: 'danger', timeout: ERROR_FLASH_SECONDS });
      const current = currentDraftOf(error);
      if (current) queryClient.setQueryData(draftQueryKey(websiteId, feature.resource), current);
      if (!live.current) return;
      if (current) {
        setDraftConflict(current);
        setConflict({
          base: held,
          mine: getValues(),
          current: withDraft(document, current),
          draft: { author: current.author.name, updatedAt: current.updatedAt, version: current.version },
        });
      } else if (error instanceof ApiError) {
        for (const fieldError of error.errors)
          setError(fieldError.field, { type: 'server', message: fieldError.message });
      }
    } finally {
      if (live.current) setSavingDraft(false);
    }
  };

  /** The draft went away (discarded): the form holds the live settings, read afresh. */
  const dropToLive = async () => {
    const stored = await getConfig(api, websiteId, feature.resource);
    if (stored) holdStored(stored);
    if (live.current) holdSaved(stored ?? document, null);
  };

  /**
   * Discard (decision 082): the form goes back to the saved values — the version stored now when a conflict
   * told of a newer one — so nothing differs and leaving asks nothing.
   */
  const discard = () => {
    if (draftConflict) holdSaved(document, draftConflict);
    else holdSaved(conflict?.current ?? document, draft);
  };

  /** The user's choices of the conflict panel: the merged values, against the version (or draft) now stored. */
  const applyMerge = (merged: FormValues, current: ConfigDocument) => {
    if (draftConflict) setDraft(draftConflict);
    else setDocument(current);
    setConflict(null);
    setDraftConflict(null);
    reset(merged);
  };

  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);
  const restore = async (ok: boolean) => {
    const revision = restoring;
    setRestoring(null);
    if (!ok || !revision) return;
    try {
      const restored = await restoreRevision(
        api,
        websiteId,
        feature.resource,
        revision.version,
        document.version,
      );
      holdStored(restored);
      if (!live.current) return;
      holdSaved(restored, draft);
      flash.show({
        message: t('Version {{from}} restored as version {{version}}.', {
          from: revision.version,
          version: restored.version,
        }),
        type: 'success',
        timeout: SUCCESS_FLASH_SECONDS,
      });
    } catch (error) {
      failed(error, 'restore');
    }
  };

  return (
    <FormProvider {...methods}>
      <FormEngineProvider feature={feature} document={held} websiteId={websiteId}>
        <div className={aside ? 'row g-4 form-with-aside' : undefined}>
          <div className={aside ? 'col-12 col-xl-7' : undefined}>
            <div className="form-toolbar d-flex justify-content-end mb-3">
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-expanded={historyOpen}
                onClick={() => setHistoryOpen((open) => !open)}
              >
                {t('History')}
              </button>
            </div>
            {historyOpen && (
              <HistoryPanel
                currentVersion={document.version}
                formValues={getValues}
                onRestore={setRestoring}
              />
            )}
            {draft && (
              <DraftBanner
                draft={draft}
                onDraft={holdDraft}
                onPublished={(published) => holdSaved(published, null)}
                onDiscarded={dropToLive}
                onLive={(stored, storedDraft) => holdSaved(stored, storedDraft)}
              />
            )}
            {conflict && <ConflictPanel conflict={conflict} onApply={applyMerge} />}
            <form
              noValidate
              className="feature-form"
              aria-label={t(feature.title)}
              aria-busy={sending || undefined}
              onSubmit={methods.handleSubmit(send)}
            >
              <FormFields feature={feature} fieldExtras={fieldExtras} setFocus={methods.setFocus} />
              <ActionBar
                sending={sending || savingDraft}
                onDiscard={discard}
                submit={
                  <>
                    <button
                      type="button"
                      className="btn btn-outline-primary"
                      disabled={sending || savingDraft}
                      onClick={() => void methods.handleSubmit(sendDraft)()}
                    >
                      {savingDraft && (
                        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                      )}
                      {consoleT('drafts.saveAsDraft')}
                    </button>
                    <button type="submit" className="btn btn-primary" disabled={sending || savingDraft}>
                      {sending && (
                        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                      )}
                      {t(feature.submitLabel)}
                    </button>
                  </>
                }
              />
              {(sending || savingDraft) && (
                <span role="status" className="visually-hidden">
                  {sending ? t('Saving…') : consoleT('drafts.savingDraft')}
                </span>
              )}
            </form>
          </div>
          {aside && <div className="col-12 col-xl-5 form-aside">{aside}</div>}
        </div>
        {confirming && <ConfirmDialog text={feature.confirmText ?? CONFIRM_TEXT} onAnswer={answer} />}
        {restoring && <ConfirmDialog text={CONFIRM_TEXT} onAnswer={(ok) => void restore(ok)} />}
      </FormEngineProvider>
    </FormProvider>
  );
}

/** The stored document a 412 answer carries (`{ message, errors: [], current }`, docs/product.md#safe-editing). */
function currentOf(error: ApiError): ConfigDocument | undefined {
  const body = error.body as { current?: ConfigDocument } | null;
  return body?.current && typeof body.current === 'object' ? body.current : undefined;
}
