import { CONFIRM_TEXT } from '@eua/shared';
import { ModalDialog } from '../components/modal-dialog';
import { useFormT } from './use-form-t';

/**
 * The optional confirmation before a submit ('Are you sure?' with OK and Cancel, docs/product.md#forms), also
 * asked before restoring an old version (decision 064). A feature's own confirm text is the body under the
 * title.
 */
export function ConfirmDialog(props: { text: string; onAnswer: (ok: boolean) => void }) {
  const { text, onAnswer } = props;
  const t = useFormT();
  return (
    <ModalDialog
      title={t(CONFIRM_TEXT)}
      body={text !== CONFIRM_TEXT ? t(text) : undefined}
      cancelLabel={t('Cancel')}
      okLabel={t('OK')}
      onAnswer={onAnswer}
    />
  );
}
