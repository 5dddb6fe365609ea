import type { ConfigDocument } from '@eua/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../../components/flash';
import { ModalDialog } from '../../components/modal-dialog';
import { errorMessage } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { useShowsLiveActions } from '../../lib/auth';
import { useFormatLocalDateTime } from '../../lib/date-time';
import { useDiscardDraft } from '../api/discard-draft';
import { publishConflictOf, usePublishDraft } from '../api/publish-draft';
import { useFormEngine } from '../engine-context';
import { ERROR_FLASH_SECONDS, SUCCESS_FLASH_SECONDS, savedFlash } from '../flashes';
import { usePendingChanges } from '../safe-editing/pending-changes';
import { useFormT } from '../use-form-t';
import { AskForApproval, useApprovalPolicy } from './ask-for-approval';
import { cancelSchedule, currentDraftOf, type Draft, type PublishConflict } from './drafts-api';
import { PublishConflictPanel } from './publish-conflict';
import { ScheduleDialog } from './schedule-dialog';
import { ShareDialog } from './share-dialog';

type Dialog = 'review' | 'discard' | 'schedule' | 'share' | null;

/**
 * The publishing bar of a screen that has a draft (docs/product.md#drafts-and-scheduled-publishing, decision
 * 123): one status line — who made it, how many changes are not live yet, its schedule — and its actions:
 * Publish (the screen's one primary action while a draft exists), Schedule… and Share for review, Review
 * changes, and Discard draft, whose confirmation names what goes with the draft. Each action tells the form
 * what the screen holds afterwards.
 */
export function DraftBanner(props: {
  draft: Draft;
  /** The draft as stored now (a schedule, a re-base, another editor's save that a 412 told of). */
  onDraft: (draft: Draft) => void;
  /** The draft went live: the form holds the published document. */
  onPublished: (live: ConfigDocument) => void;
  /** The draft is gone: the form holds the live settings. */
  onDiscarded: () => Promise<void>;
  /** A refused publish told of newer live settings, and the draft as stored. */
  onLive: (live: ConfigDocument, draft: Draft) => void;
  /**
   * The reason to publish with when the customer's policy asks for one (the form's Reason field): false when
   * it is missing (the field says so, nothing is sent).
   */
  changeReason?: () => string | undefined | false;
}) {
  const { draft, onDraft, onPublished, onDiscarded, onLive, changeReason } = props;
  const { feature, websiteId } = useFormEngine();
  const { t } = useTranslation();
  const formT = useFormT();
  const api = useApiClient();
  const publishDraft = usePublishDraft(websiteId, feature.resource);
  const discardDraft = useDiscardDraft(websiteId, feature.resource);
  const flash = useFlash();
  const formatAt = useFormatLocalDateTime();
  const { fields } = usePendingChanges();
  const unsaved = fields.length > 0;
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<PublishConflict | null>(null);
  const canWrite = useShowsLiveActions();
  const policy = useApprovalPolicy();
  const approvalsRequired = policy.data?.approvalsRequired ?? 0;
  // Under a policy of approvals nothing is published by hand: the last approval publishes (decision 142).
  const canPublish = canWrite && approvalsRequired === 0;

  const failed = (error: unknown) => {
    flash.show({ message: errorMessage(error), type: 'danger', timeout: ERROR_FLASH_SECONDS });
    // Someone saved the draft in between (412): the banner shows it as it is now.
    const current = currentDraftOf(error);
    if (current) onDraft(current);
  };

  /** A request of the banner's, one at a time. */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const publish = () => {
    const reason = changeReason?.();
    if (reason === false) return;
    return run(async () => {
      try {
        const live = await publishDraft.mutateAsync({ version: draft.version, reason });
        setConflict(null);
        onPublished(live);
        flash.show(savedFlash(feature, formT));
      } catch (error) {
        // The live settings changed after the draft was made: nothing was written; the user decides.
        const refused = publishConflictOf(error);
        if (!refused) throw error;
        onLive(refused.live, refused.draft);
        setConflict(refused);
      }
    });
  };

  const discard = (ok: boolean) => {
    setDialog(null);
    if (!ok) return;
    void run(async () => {
      await discardDraft.mutateAsync(draft.version);
      await onDiscarded();
      flash.show({ message: t('drafts.discarded'), type: 'success', timeout: SUCCESS_FLASH_SECONDS });
    });
  };

  const unschedule = () =>
    run(async () => {
      onDraft(await cancelSchedule(api, websiteId, feature.resource, draft.version));
      flash.show({ message: t('drafts.scheduleCancelled'), type: 'success', timeout: SUCCESS_FLASH_SECONDS });
    });

  const { schedule } = draft;
  const troubled = schedule && schedule.status !== 'pending';

  const discardBody = (
    <ul className="mb-0">
      <li>{t('drafts.discardDialog.changes', { count: draft.changeCount })}</li>
      {schedule && !troubled ? (
        <li>{t('drafts.discardDialog.schedule', { when: formatAt(schedule.at, schedule.timeZone) })}</li>
      ) : null}
      <li>{t('drafts.discardDialog.reviewLinks')}</li>
    </ul>
  );

  return (
    <section className="draft-banner alert alert-info mb-4" aria-labelledby={headingId}>
      <div className="draft-banner__status mb-2">
        <h2 id={headingId} className="h6 mb-0">
          {t('drafts.banner.summary', { author: draft.author.name, count: draft.changeCount })}
        </h2>
        <button
          type="button"
          className="btn btn-link btn-sm p-0 align-baseline"
          onClick={() => setDialog('review')}
        >
          {t('drafts.banner.review')}
        </button>
        {schedule && !troubled ? (
          <>
            <span className="draft-banner__schedule">
              {t('drafts.banner.scheduled', { when: formatAt(schedule.at, schedule.timeZone) })}
            </span>
            <button
              type="button"
              className="btn btn-link btn-sm p-0 align-baseline"
              disabled={busy}
              onClick={unschedule}
            >
              {t('drafts.banner.cancelSchedule')}
            </button>
          </>
        ) : null}
      </div>
      {troubled ? (
        <div className="alert alert-warning py-2 mb-2" role="alert">
          {t('drafts.banner.conflicted', { message: schedule.message ?? schedule.status })}
        </div>
      ) : null}
      <div className="draft-banner__actions">
        {canPublish ? (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={busy || unsaved}
            onClick={publish}
          >
            {t('drafts.banner.publish')}
          </button>
        ) : null}
        {canWrite ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={busy}
            onClick={() => setDialog('schedule')}
          >
            {t('drafts.banner.schedule')}
          </button>
        ) : null}
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setDialog('share')}>
          {t('drafts.banner.share')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger draft-banner__discard"
          disabled={busy}
          onClick={() => setDialog('discard')}
        >
          {t('drafts.banner.discard')}
        </button>
      </div>
      {approvalsRequired > 0 && !unsaved ? (
        <AskForApproval
          websiteId={websiteId}
          resource={feature.resource}
          draft={draft}
          approvalsRequired={approvalsRequired}
          reasonsRequired={policy.data?.reasonsRequired ?? false}
        />
      ) : null}
      {unsaved ? <p className="small mt-2 mb-0">{t('drafts.banner.unsavedNote')}</p> : null}
      {conflict ? (
        <PublishConflictPanel
          conflict={conflict}
          onRebased={(rebased) => {
            setConflict(null);
            onDraft(rebased);
          }}
          onClose={() => setConflict(null)}
        />
      ) : null}
      {dialog === 'review' ? (
        <ModalDialog
          title={t('drafts.reviewTitle')}
          body={
            draft.changes.length === 0 ? (
              <p className="mb-0">{t('drafts.noChanges')}</p>
            ) : (
              <ul className="change-list mb-0">
                {draft.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            )
          }
          okLabel={t('drafts.close')}
          size="lg"
          onAnswer={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'discard' ? (
        <ModalDialog
          title={t('drafts.discardDialog.title')}
          body={discardBody}
          cancelLabel={t('drafts.discardDialog.keep')}
          okLabel={t('drafts.discardDialog.discard')}
          okVariant="danger"
          // Enter must not throw the draft away: focus starts on Keep draft.
          initialFocus="cancel"
          onAnswer={discard}
        />
      ) : null}
      {dialog === 'schedule' ? (
        <ScheduleDialog
          draft={draft}
          onSaved={(scheduled) => {
            setDialog(null);
            onDraft(scheduled);
            if (scheduled.schedule)
              flash.show({
                message: t('drafts.scheduleSaved', {
                  when: formatAt(scheduled.schedule.at, scheduled.schedule.timeZone),
                }),
                type: 'success',
                timeout: SUCCESS_FLASH_SECONDS,
              });
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'share' ? <ShareDialog onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
