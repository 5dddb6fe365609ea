import { type ReactNode, useState } from 'react';
import { useMeasuredHeight } from '../../components/measured-height';
import { ModalDialog } from '../../components/modal-dialog';
import { useFormT } from '../use-form-t';
import { ReviewChanges, usePendingChanges } from './pending-changes';

/**
 * The form's actions, sticky at the bottom of the window (decision 082): how many fields differ
 * from the saved version (the comparison "Review changes (N)" and the leave guard make), Review changes,
 * Discard (back to the saved values, after asking) and the submit button with the feature's own label. Inside
 * the form, so Enter and the submit button submit it as before.
 */
export function ActionBar({
  submit,
  sending,
  onDiscard,
}: {
  submit: ReactNode;
  sending: boolean;
  onDiscard(): void;
}) {
  const t = useFormT();
  const { fields } = usePendingChanges();
  const count = fields.length;
  const [asking, setAsking] = useState(false);
  // Its height is the scroll padding at the bottom of the window (WCAG 2.2 2.4.11) and lifts scroll-to-top.
  const ref = useMeasuredHeight<HTMLFieldSetElement>('--app-action-bar-height');

  return (
    <fieldset ref={ref} className="form-action-bar" aria-label={t('Form actions')}>
      <p
        className={`form-action-bar__status mb-0${count > 0 ? ' form-action-bar__status--unsaved' : ''}`}
        role="status"
      >
        {count === 0
          ? t('No unsaved changes')
          : count === 1
            ? t('1 unsaved change')
            : t('{{count}} unsaved changes', { count })}
      </p>
      <div className="form-action-bar__buttons">
        <ReviewChanges disabled={sending} />
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={sending || count === 0}
          onClick={() => setAsking(true)}
        >
          {t('Discard')}
        </button>
        {submit}
      </div>
      {asking && (
        <ModalDialog
          title={t('Discard unsaved changes?')}
          body={
            count === 1
              ? t('The form goes back to the saved values, and your change is lost.')
              : t('The form goes back to the saved values, and your {{count}} changes are lost.', { count })
          }
          cancelLabel={t('Keep editing')}
          okLabel={t('Discard')}
          okVariant="danger"
          // Enter must not throw the edits away: focus starts on Keep editing.
          initialFocus="cancel"
          onAnswer={(ok) => {
            setAsking(false);
            if (!ok) return;
            onDiscard();
            // The dialog gives focus back to Discard, disabled now that nothing differs: the submit button
            // takes it instead, after the dialog has closed.
            setTimeout(() => ref.current?.querySelector<HTMLElement>('[type="submit"]')?.focus());
          }}
        />
      )}
    </fieldset>
  );
}
