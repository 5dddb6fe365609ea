import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const COPIED_NOTE_MS = 4000;

/**
 * "Copy" for a read-only field's text (the embed code, a review link): the clipboard, else the field's text is
 * selected for the reader to copy; a polite "Copied" (or how to copy) beside it.
 */
export function CopyButton({
  text,
  field,
}: {
  text: string;
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');

  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(''), COPIED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setNote(t('embed.copied'));
    } catch {
      // No clipboard (plain http, a refused permission): the text is selected, ready for Ctrl+C.
      field.current?.focus();
      field.current?.select();
      setNote(t('embed.selected'));
    }
  };

  return (
    <div className="d-flex align-items-center gap-2 mt-2">
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void copy()}>
        {t('embed.copy')}
      </button>
      <span role="status" aria-live="polite" className="small">
        {note}
      </span>
    </div>
  );
}
