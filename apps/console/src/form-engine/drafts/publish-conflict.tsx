import { initialValues, prepareForSubmit } from '@eua/shared';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../../components/flash';
import { errorMessage } from '../../lib/api-client';
import { useSaveDraft } from '../api/save-draft';
import { useFormEngine } from '../engine-context';
import { ERROR_FLASH_SECONDS, SUCCESS_FLASH_SECONDS } from '../flashes';
import { SavedSince } from '../safe-editing/conflict-panel';
import { ChangeList, sentValues, useDescribeChanges } from '../safe-editing/describe';
import type { Draft, PublishConflict } from './drafts-api';

/**
 * A publish refused because the live settings changed after the draft was made (409, nothing written): who
 * saved since, and what publishing would now change in the live settings, in the conflict panel's words
 * (decision 117). "Update draft to the latest settings" keeps the draft's values and moves it onto the live
 * version stored now, so the next Publish goes through — the user has seen what it replaces.
 */
export function PublishConflictPanel(props: {
  conflict: PublishConflict;
  onRebased: (draft: Draft) => void;
  onClose: () => void;
}) {
  const { conflict, onRebased, onClose } = props;
  const { feature, websiteId } = useFormEngine();
  const { t } = useTranslation();
  const saveDraft = useSaveDraft(websiteId, feature.resource);
  const flash = useFlash();
  const describe = useDescribeChanges();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [working, setWorking] = useState(false);
  const { live, draft } = conflict;

  const draftValues = useMemo(
    () => initialValues(feature, { ...live, config: draft.config }),
    [feature, live, draft],
  );
  const lines = useMemo(
    () => describe(sentValues(feature, initialValues(feature, live)), sentValues(feature, draftValues)),
    [describe, feature, live, draftValues],
  );

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const rebase = async () => {
    setWorking(true);
    try {
      const body = prepareForSubmit(feature, draftValues, websiteId);
      const rebased = await saveDraft.mutateAsync({ body, version: draft.version, rebase: true });
      flash.show({ message: t('drafts.conflict.rebased'), type: 'success', timeout: SUCCESS_FLASH_SECONDS });
      onRebased(rebased);
    } catch (error) {
      flash.show({ message: errorMessage(error), type: 'danger', timeout: ERROR_FLASH_SECONDS });
      setWorking(false);
    }
  };

  return (
    <section className="conflict-panel alert alert-warning mt-3 mb-0" aria-labelledby={headingId}>
      <h3 className="h6" id={headingId} ref={headingRef} tabIndex={-1}>
        {conflict.message || t('drafts.conflict.title')}
      </h3>
      <h4 className="h6 fw-normal">{t('drafts.conflict.since')}</h4>
      <SavedSince version={draft.baseVersion} current={live.version} />
      <p className="mb-1">{t('drafts.conflict.intro')}</p>
      <ChangeList lines={lines} empty={t('drafts.noChanges')} />
      <p className="small mt-2">{t('drafts.conflict.rebaseNote')}</p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={working} onClick={() => void rebase()}>
          {t('drafts.conflict.rebase')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('drafts.conflict.cancel')}
        </button>
      </div>
    </section>
  );
}
