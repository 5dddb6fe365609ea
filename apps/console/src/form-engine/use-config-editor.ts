import {
  type ConfigDocument,
  changedFields,
  type DefaultsPreview,
  type FeatureDefinition,
  type FormValues,
  initialValues,
  prepareForSubmit,
  type RevisionSummary,
} from '@eua/shared';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { type FieldErrors, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../components/flash';
import { ApiError, errorMessage } from '../lib/api-client';
import { useApiClient } from '../lib/api-context';
import { afterFirstPaint } from '../lib/first-paint';
import { useDiscardDraft } from './api/discard-draft';
import { getConfig } from './api/get-config';
import { useHoldDraft } from './api/get-draft';
import { isDefaultsOwnerId, previewDefaults } from './api/preview-defaults';
import { useRestoreRevision } from './api/restore-revision';
import { useSaveDraft } from './api/save-draft';
import { storedOf, useHoldStored, useUpdateConfig } from './api/update-config';
import { currentDraftOf, type Draft } from './drafts/drafts-api';
import { ERROR_FLASH_SECONDS, SUCCESS_FLASH_SECONDS, savedFlash } from './flashes';
import type { Conflict } from './safe-editing/conflict-panel';
import { sentValues } from './safe-editing/describe';
import { useFormT } from './use-form-t';
import { bodyKeepingInherited } from './value-source';

/** The pause between a confirmed submit and the request (docs/product.md#limits-and-constants). */
export const SUBMIT_DELAY_MS = 400;

/**
 * Everything a configuration form holds besides its field values (decision 123), changed only through
 * `configEditorReducer`: the live document it writes against, the screen's draft, the request under way, an
 * open conflict and the dialogs.
 */
export type EditorState = {
  /** The live document as the form last learnt it: its version is the save's If-Match. */
  document: ConfigDocument;
  /** The screen's draft (null: none); the form compares with its settings when there is one. */
  draft: Draft | null;
  /** The request under way: a save, or "Save as draft". */
  busy: 'save' | 'draft' | null;
  conflict: Conflict | null;
  /** The draft a 412 on "Save as draft" told of: the conflict panel's merge goes on against it. */
  draftConflict: Draft | null;
  historyOpen: boolean;
  /** The submit's confirmation, or the revision whose restore is being confirmed. */
  asking:
    | { kind: 'submit' }
    | { kind: 'restore'; revision: RevisionSummary }
    /** `applying`: "Apply" was chosen and the save is on its way; the dialog shows it until the answer. */
    | { kind: 'defaults'; preview: DefaultsPreview; applying?: boolean }
    | null;
};

export type EditorAction =
  /** The form now holds `document`, with `draft`'s settings over it when there is one: any conflict is over. */
  | { type: 'held'; document: ConfigDocument; draft: Draft | null }
  | { type: 'busy'; busy: EditorState['busy'] }
  | { type: 'conflict'; conflict: Conflict; draft?: Draft }
  /** The conflict panel's merge applied, against `current` (or the draft a 412 told of). */
  | { type: 'merged'; current: ConfigDocument }
  | { type: 'historyToggled' }
  | { type: 'asked'; asking: EditorState['asking'] };

export function configEditorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'held':
      return {
        ...state,
        document: action.document,
        draft: action.draft,
        conflict: null,
        draftConflict: null,
      };
    case 'busy':
      return { ...state, busy: action.busy };
    case 'conflict':
      return { ...state, conflict: action.conflict, draftConflict: action.draft ?? null };
    case 'merged':
      return state.draftConflict
        ? { ...state, draft: state.draftConflict, conflict: null, draftConflict: null }
        : { ...state, document: action.current, conflict: null, draftConflict: null };
    case 'historyToggled':
      return { ...state, historyOpen: !state.historyOpen };
    case 'asked':
      return { ...state, asking: action.asking };
  }
}

export const openEditor = (document: ConfigDocument, draft: Draft | null): EditorState => ({
  document,
  draft,
  busy: null,
  conflict: null,
  draftConflict: null,
  historyOpen: false,
  asking: null,
});

/** The document the form holds with a draft loaded: the live one (its version) with the draft's settings. */
export const withDraft = (document: ConfigDocument, draft: Draft | null): ConfigDocument =>
  draft ? { ...document, config: draft.config } : document;

/**
 * What "Discard" goes back to (decision 082): the saved values — the version (or draft) stored now when a
 * conflict told of a newer one — so nothing differs and leaving asks nothing.
 */
export function discardTarget(state: EditorState): { document: ConfigDocument; draft: Draft | null } {
  if (state.draftConflict) return { document: state.document, draft: state.draftConflict };
  return { document: state.conflict?.current ?? state.document, draft: state.draft };
}

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
 * Before sending (docs/product.md#validation-and-pre-send-rules): what the form would send, checked by the
 * feature's schema — the one the server's PUT validation runs (shared validateValues, decision 065) — as
 * react-hook-form errors keyed by field name.
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

const pause = () => new Promise((resolve) => setTimeout(resolve, SUBMIT_DELAY_MS));

export type ConfigEditor = {
  state: EditorState;
  /** What the form compares with and goes back to: the draft's settings when there is one. */
  held: ConfigDocument;
  methods: UseFormReturn<FormValues>;
  /** The submit: confirmed when the feature asks for it, saved live, the draft (if any) discarded after. */
  save: (values: FormValues) => Promise<void>;
  /** "Save as draft": validated as a save, sent to the draft, never live. */
  saveDraft: (values: FormValues) => Promise<void>;
  /** The form holds `document` with `draft` over it (a publish, a refused publish, a discard's fresh read). */
  hold: (document: ConfigDocument, draft: Draft | null) => void;
  /** The draft as stored now (saved, scheduled, re-based): the form holds its settings. */
  holdDraft: (draft: Draft) => void;
  /** The draft went away (discarded): the form holds the live settings, read afresh. */
  dropToLive: () => Promise<void>;
  /** The action bar's Discard: back to the saved values. */
  discardEdits: () => void;
  applyMerge: (merged: FormValues, current: ConfigDocument) => void;
  toggleHistory: () => void;
  askRestore: (revision: RevisionSummary) => void;
  /** The answer to the open confirmation (the submit's, or a restore's). */
  answer: (ok: boolean) => void;
};

/**
 * A configuration form's state and calls (docs/product.md#forms, #safe-editing, #drafts-and-scheduled-publishing):
 * the field values in react-hook-form, everything else in one reducer, each request a mutation hook that keeps
 * the query cache in step with what is stored.
 */
export function useConfigEditor(props: {
  feature: FeatureDefinition;
  websiteId: string;
  loaded: ConfigDocument;
  draft: Draft | null;
  /** The reason typed for the screen's live writes, when the customer's policy asks for one (decision 160). */
  changeReason?: () => string | undefined;
}): ConfigEditor {
  const { feature, websiteId } = props;
  const { resource } = feature;
  const api = useApiClient();
  const { t: consoleT } = useTranslation();
  const t = useFormT();
  const flash = useFlash();
  const update = useUpdateConfig(websiteId, resource);
  const storeDraft = useSaveDraft(websiteId, resource);
  const discardDraft = useDiscardDraft(websiteId, resource);
  const restoreRevision = useRestoreRevision(websiteId, resource);
  const holdStored = useHoldStored(websiteId, resource);
  const holdStoredDraft = useHoldDraft(websiteId, resource);
  const [state, dispatch] = useReducer(configEditorReducer, undefined, () =>
    openEditor(props.loaded, props.draft),
  );
  const { document, draft } = state;
  const held = useMemo(() => withDraft(document, draft), [document, draft]);
  const methods = useForm<FormValues>({
    defaultValues: initialValues(feature, withDraft(props.loaded, props.draft)),
    resolver: resolverFor(feature),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { reset, setError, getValues } = methods;
  const live = useRef(true);
  // The submit's confirmation resolves the promise the submit waits on.
  const confirmed = useRef<((ok: boolean) => void) | null>(null);

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

  const hold = (next: ConfigDocument, nextDraft: Draft | null) => {
    dispatch({ type: 'held', document: next, draft: nextDraft });
    reset(initialValues(feature, withDraft(next, nextDraft)));
  };

  const putServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const fieldError of error.errors)
      setError(fieldError.field, { type: 'server', message: fieldError.message });
  };
  const showError = (error: unknown) =>
    flash.show({ message: errorMessage(error), type: 'danger', timeout: ERROR_FLASH_SECONDS });

  /** Whether `values` would send anything other than the document the form holds. */
  const edited = (values: FormValues) =>
    changedFields(feature, sentValues(feature, initialValues(feature, held)), sentValues(feature, values))
      .length > 0;

  /**
   * A save or a restore that failed: the flash says why, and nothing typed is lost. A 412 (someone saved in
   * between, decision 064) carries the version stored now (the mutation has put it in the cache): a save, or a
   * restore over edits of the user's own, opens the three-way view; a restore with nothing of the user's to
   * keep moves the form to the stored version (the History then shows who saved it, and the user may restore
   * again). Any other refusal of a save puts the server's field errors on their fields.
   */
  const failed = (error: unknown, during: 'save' | 'restore') => {
    showError(error);
    if (!live.current) return;
    const current = storedOf(error);
    if (current) {
      const mine = getValues();
      if (during === 'save' || edited(mine))
        dispatch({ type: 'conflict', conflict: { base: held, mine, current } });
      else hold(current, draft);
    } else if (during === 'save') putServerErrors(error);
  };

  const confirm = (
    asking: { kind: 'submit' } | { kind: 'defaults'; preview: DefaultsPreview } = { kind: 'submit' },
  ) =>
    new Promise<boolean>((resolve) => {
      confirmed.current = resolve;
      dispatch({ type: 'asked', asking });
    });

  /** Discards the draft a live save has replaced (decision 117); a failure says so, the save stands. */
  const dropDraft = async (replaced: Draft) => {
    try {
      await discardDraft.mutateAsync(replaced.version);
    } catch (error) {
      flash.show({
        message: consoleT('drafts.liveSavedDraftKept', { message: errorMessage(error) }),
        type: 'warning',
        timeout: ERROR_FLASH_SECONDS,
      });
    }
  };

  const save = async (values: FormValues) => {
    if (feature.confirmText && !(await confirm())) return;
    dispatch({ type: 'busy', busy: 'save' });
    // A default being applied keeps its dialog open, with its progress bar, until the server answers.
    let applying = false;
    try {
      await pause();
      // A field left as the customer's defaults give it is not sent: it keeps following them (decision 145).
      const body = bodyKeepingInherited(prepareForSubmit(feature, values, websiteId), document);
      // Against the version the form was loaded from (docs/product.md#safe-editing): a newer one answers 412,
      // never overwritten.
      let version = document.version;
      if (isDefaultsOwnerId(websiteId)) {
        // A default reaches every following website: the save first shows which it changes (decision 146),
        // and "Apply" saves against the version the preview was made from.
        const preview = await previewDefaults(api, websiteId, resource, body);
        if (!(await confirm({ kind: 'defaults', preview }))) return;
        version = preview.version;
        applying = true;
      }
      const saved = await update.mutateAsync({ body, version, reason: props.changeReason?.() });
      if (applying && live.current) dispatch({ type: 'asked', asking: null });
      if (saved && live.current) hold(saved, null);
      flash.show(savedFlash(feature, t));
      // A save with a draft loaded has put the form live: the draft is done with (decision 117).
      if (draft) await dropDraft(draft);
    } catch (error) {
      if (applying && live.current) dispatch({ type: 'asked', asking: null });
      failed(error, 'save');
    } finally {
      if (live.current) dispatch({ type: 'busy', busy: null });
    }
  };

  const holdDraft = (stored: Draft) => {
    holdStoredDraft(stored);
    if (live.current) hold(document, stored);
  };

  /** A 412 on "Save as draft" opens the conflict panel as a save's does, against the draft stored now. */
  const saveDraft = async (values: FormValues) => {
    dispatch({ type: 'busy', busy: 'draft' });
    try {
      await pause();
      const body = prepareForSubmit(feature, values, websiteId);
      holdDraft(await storeDraft.mutateAsync({ body, version: draft?.version ?? null }));
      flash.show({ message: consoleT('drafts.saved'), type: 'success', timeout: SUCCESS_FLASH_SECONDS });
    } catch (error) {
      showError(error);
      if (!live.current) return;
      const current = currentDraftOf(error);
      if (current) {
        dispatch({
          type: 'conflict',
          draft: current,
          conflict: {
            base: held,
            mine: getValues(),
            current: withDraft(document, current),
            draft: { author: current.author.name, updatedAt: current.updatedAt, version: current.version },
          },
        });
      } else putServerErrors(error);
    } finally {
      if (live.current) dispatch({ type: 'busy', busy: null });
    }
  };

  const dropToLive = async () => {
    const stored = await getConfig(api, websiteId, resource);
    if (stored) holdStored(stored);
    if (live.current) hold(stored ?? document, null);
  };

  const restore = async (revision: RevisionSummary) => {
    try {
      const restored = await restoreRevision.mutateAsync({
        version: revision.version,
        currentVersion: document.version,
        reason: props.changeReason?.(),
      });
      if (!live.current) return;
      hold(restored, draft);
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

  const answer = (ok: boolean) => {
    const { asking } = state;
    // While a default is applied the dialog answers nothing more: the save is on its way (decision 156).
    if (asking?.kind === 'defaults' && asking.applying) return;
    dispatch({
      type: 'asked',
      asking: ok && asking?.kind === 'defaults' ? { ...asking, applying: true } : null,
    });
    if (asking?.kind === 'submit' || asking?.kind === 'defaults') {
      confirmed.current?.(ok);
      confirmed.current = null;
    } else if (asking?.kind === 'restore' && ok) void restore(asking.revision);
  };

  const discardEdits = () => {
    const target = discardTarget(state);
    hold(target.document, target.draft);
  };

  const applyMerge = (merged: FormValues, current: ConfigDocument) => {
    dispatch({ type: 'merged', current });
    reset(merged);
  };

  const toggleHistory = useCallback(() => dispatch({ type: 'historyToggled' }), []);
  const askRestore = useCallback(
    (revision: RevisionSummary) => dispatch({ type: 'asked', asking: { kind: 'restore', revision } }),
    [],
  );

  return {
    state,
    held,
    methods,
    save,
    saveDraft,
    hold,
    holdDraft,
    dropToLive,
    discardEdits,
    applyMerge,
    toggleHistory,
    askRestore,
    answer,
  };
}
