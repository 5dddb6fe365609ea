import { CONFIRM_TEXT } from '@eua/shared';
import { useEffect, useId, useRef } from 'react';
import { useFormT } from './use-form-t';

/**
 * SPEC.md §4: the optional confirmation before a submit ('Are you sure?' with OK and Cancel). A modal
 * dialog: focus starts on OK, Tab stays between its buttons, Escape cancels, and focus returns to what
 * opened it.
 */
export function ConfirmDialog(props: { text: string; onAnswer: (ok: boolean) => void }) {
  const { text, onAnswer } = props;
  const t = useFormT();
  const titleId = useId();
  const bodyId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    okRef.current?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onAnswer(false);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (document.activeElement === okRef.current ? cancelRef : okRef).current?.focus();
    }
  };

  return (
    <>
      <div className="modal-backdrop fade show" />
      <div
        className="modal fade show d-block"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={text !== CONFIRM_TEXT ? bodyId : undefined}
        onKeyDown={onKeyDown}
      >
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title fs-5" id={titleId}>
                {t(CONFIRM_TEXT)}
              </h2>
            </div>
            {/* The default text is the title itself; a feature's own confirm text is the body under it. */}
            {text !== CONFIRM_TEXT && (
              <div className="modal-body" id={bodyId}>
                {t(text)}
              </div>
            )}
            <div className="modal-footer">
              <button
                type="button"
                className="btn btn-secondary"
                ref={cancelRef}
                onClick={() => onAnswer(false)}
              >
                {t('Cancel')}
              </button>
              <button type="button" className="btn btn-primary" ref={okRef} onClick={() => onAnswer(true)}>
                {t('OK')}
              </button>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
