import { features } from '@eua/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { useConfig } from '../api/get-config';
import { useFormEngine } from '../engine-context';
import { type Draft, scheduleDraft } from './drafts-api';

/**
 * "Schedule publication" (docs/product.md#drafts-and-scheduled-publishing): a local date-time in the
 * website's time zone — General's, else UTC, as the server reads it when the schedule is set — named beside
 * the field. Until General has loaded the zone is not known, so the dialog says so and cannot be saved. The
 * server's refusal (a time in the past) shows at the field.
 */
export function ScheduleDialog(props: {
  draft: Draft;
  onSaved: (draft: Draft) => void;
  onClose: () => void;
}) {
  const { draft, onSaved, onClose } = props;
  const { t } = useTranslation();
  const { websiteId, feature } = useFormEngine();
  const api = useApiClient();
  // General's saved document: cached once any screen of the website has shown the preview or General.
  // Its zone, not the one an earlier schedule was set in, is the one the server reads this time.
  const general = useConfig(websiteId, features.general.resource);
  const configured = general.data?.config.timezone;
  const timeZone =
    general.data === undefined ? null : typeof configured === 'string' && configured ? configured : 'UTC';
  const [at, setAt] = useState(draft.schedule?.at ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const noteId = useId();

  const save = async () => {
    if (saving || !timeZone) return;
    if (!at) {
      setError(t('drafts.scheduleDialog.required'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onSaved(await scheduleDraft(api, websiteId, feature.resource, draft.version, at));
    } catch (failure) {
      const own = failure instanceof ApiError ? failure.errors.find((e) => e.field === 'at') : undefined;
      setError(own?.message ?? errorMessage(failure));
      setSaving(false);
    }
  };

  return (
    <ModalDialog
      title={t('drafts.scheduleDialog.title')}
      initialFocus="body"
      okLabel={t('drafts.scheduleDialog.save')}
      cancelLabel={t('drafts.scheduleDialog.cancel')}
      okDisabled={saving || !timeZone}
      onAnswer={(ok) => (ok ? void save() : onClose())}
      body={
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <label htmlFor={inputId} className="form-label">
            {t('drafts.scheduleDialog.at')}
          </label>
          <input
            id={inputId}
            type="datetime-local"
            name="publishAt"
            className={`form-control${error ? ' is-invalid' : ''}`}
            value={at}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${noteId}` : noteId}
            onChange={(event) => {
              setAt(event.target.value);
              setError(null);
            }}
          />
          {error ? (
            <div id={errorId} className="invalid-feedback">
              {error}
            </div>
          ) : null}
          <p id={noteId} className="form-text mb-0">
            {timeZone
              ? t('drafts.scheduleDialog.timeZone', { timeZone })
              : general.isError
                ? t('drafts.scheduleDialog.timeZoneFailed', { message: errorMessage(general.error) })
                : t('drafts.scheduleDialog.timeZoneLoading')}
          </p>
        </form>
      }
    />
  );
}
