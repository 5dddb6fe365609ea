import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal dialog with a title, an optional body and up to two buttons: focus starts on the main button, Tab
 * stays inside the dialog, Escape answers as the cancel button does (or closes), and focus returns to what
 * opened it. Used for the form's 'Are you sure?' (docs/product.md#forms) and the unsaved-changes question.
 */
export function ModalDialog(props: {
  title: string;
  body?: ReactNode;
  okLabel: string;
  cancelLabel?: string;
  okVariant?: 'primary' | 'danger';
  size?: 'lg';
  /**
   * What has focus when the dialog opens: the cancel button where the main one loses work; `body`, the body's
   * first field, where the dialog asks for a value.
   */
  initialFocus?: 'ok' | 'cancel' | 'body';
  /** The main button is disabled (a request on its way). */
  okDisabled?: boolean;
  /** The cancel button is disabled too, and Escape answers nothing (a request that cannot be taken back). */
  cancelDisabled?: boolean;
  onAnswer: (ok: boolean) => void;
}) {
  const {
    title,
    body,
    okLabel,
    cancelLabel,
    okVariant = 'primary',
    size,
    initialFocus = 'ok',
    okDisabled,
    cancelDisabled,
    onAnswer,
  } = props;
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const field = dialogRef.current?.querySelector<HTMLElement>(
      '.modal-body input, .modal-body select, .modal-body textarea',
    );
    if (initialFocus === 'body' && field) field.focus();
    else (initialFocus === 'cancel' && cancelRef.current ? cancelRef : okRef).current?.focus();
    return () => opener?.focus?.();
  }, [initialFocus]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!cancelDisabled) onAnswer(false);
    } else if (event.key === 'Tab') {
      const focusable = [
        ...(dialogRef.current?.querySelectorAll<HTMLElement>(
          'button:not(:disabled), [href], input, select, textarea, [tabindex="0"]',
        ) ?? []),
      ];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <>
      <div className="modal-backdrop fade show" />
      <div
        ref={dialogRef}
        className="modal fade show d-block"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={body ? bodyId : undefined}
        onKeyDown={onKeyDown}
      >
        <div
          className={`modal-dialog modal-dialog-centered modal-dialog-scrollable${size ? ` modal-${size}` : ''}`}
        >
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title fs-5" id={titleId}>
                {title}
              </h2>
            </div>
            {body ? (
              <div className="modal-body" id={bodyId}>
                {body}
              </div>
            ) : null}
            <div className="modal-footer">
              {cancelLabel ? (
                <button
                  type="button"
                  className="btn btn-secondary"
                  ref={cancelRef}
                  disabled={cancelDisabled}
                  onClick={() => onAnswer(false)}
                >
                  {cancelLabel}
                </button>
              ) : null}
              <button
                type="button"
                className={`btn btn-${okVariant}`}
                ref={okRef}
                disabled={okDisabled}
                onClick={() => onAnswer(true)}
              >
                {okLabel}
              </button>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
