import { changedFields, type FormValues, initialValues } from '@eua/shared';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useUnsavedCheck } from '../../components/leave-guard';
import { ModalDialog } from '../../components/modal-dialog';
import { useFormEngine } from '../engine-context';
import { useFormT } from '../use-form-t';
import { ChangeList, sentValues, useDescribeChanges } from './describe';

/**
 * The fields whose sent value differs from the loaded version (decision 064): compared in the shape the
 * form would send, so "5" and 5, or a season ticked and unticked again, are no change.
 */
export function usePendingChanges(): {
  loaded: Record<string, unknown>;
  now: Record<string, unknown>;
  fields: string[];
} {
  const { feature, document } = useFormEngine();
  const values = useWatch() as FormValues;
  const loaded = useMemo(() => sentValues(feature, initialValues(feature, document)), [feature, document]);
  return useMemo(() => {
    const now = sentValues(feature, { ...initialValues(feature, document), ...values });
    return { loaded, now, fields: changedFields(feature, loaded, now) };
  }, [feature, document, loaded, values]);
}

/**
 * "Review changes (N)" beside the submit button: the pending edits in the screen's words, one click away. It
 * also tells the unsaved-changes guard whether there is anything to lose.
 */
export function ReviewChanges({ disabled }: { disabled?: boolean }) {
  const { feature, websiteId } = useFormEngine();
  const t = useFormT();
  const { loaded, now, fields } = usePendingChanges();
  const [open, setOpen] = useState(false);
  const { getValues } = useFormContext<FormValues>();
  const { document } = useFormEngine();
  // Asked when the user leaves, from the form's values at that moment (not the last render's).
  useUnsavedCheck(
    `${websiteId}/${feature.id}`,
    () =>
      changedFields(
        feature,
        loaded,
        sentValues(feature, { ...initialValues(feature, document), ...getValues() }),
      ).length > 0,
  );

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary"
        disabled={disabled || fields.length === 0}
        onClick={() => setOpen(true)}
      >
        {t('Review changes ({{count}})', { count: fields.length })}
      </button>
      {open && <ReviewDialog loaded={loaded} now={now} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReviewDialog(props: {
  loaded: Record<string, unknown>;
  now: Record<string, unknown>;
  onClose: () => void;
}) {
  const t = useFormT();
  const describe = useDescribeChanges();
  return (
    <ModalDialog
      title={t('Review changes')}
      body={<ChangeList lines={describe(props.loaded, props.now)} empty={t('No unsaved changes.')} />}
      okLabel={t('Close')}
      size="lg"
      onAnswer={props.onClose}
    />
  );
}
