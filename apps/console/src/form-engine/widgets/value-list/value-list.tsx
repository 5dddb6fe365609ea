import { useState } from 'react';
import { FieldError, useFieldLabel } from '../../field-frame';
import { useField } from '../../use-field';
import { useFormT } from '../../use-form-t';
import type { WidgetProps } from '../basic/basic-widgets';

/**
 * A list of text values with an Add button (General's referrerDomains, docs/product.md#editors). Add is
 * disabled while the input is empty; no duplicate check. Enter in the input adds too.
 */
export function ValueListWidget({ field }: WidgetProps) {
  const binding = useField<unknown>(field.name);
  const label = useFieldLabel(binding);
  const t = useFormT();
  const [draft, setDraft] = useState('');
  const entries = Array.isArray(binding.value) ? (binding.value as unknown[]).map(String) : [];
  const listId = `${binding.id}-list`;

  const add = () => {
    const value = draft.trim();
    if (value === '') return;
    binding.onChange([...entries, value]);
    setDraft('');
  };
  const remove = (index: number) => binding.onChange(entries.filter((_, i) => i !== index));

  return (
    <div className="mb-3 value-list">
      <label htmlFor={binding.id} className="form-label">
        {label}
      </label>
      <div className="input-group">
        <input
          id={binding.id}
          name={field.name}
          className={binding.error ? 'form-control is-invalid' : 'form-control'}
          value={draft}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          onBlur={binding.onBlur}
          ref={binding.ref}
          aria-controls={listId}
          {...binding.ariaProps}
        />
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={draft.trim() === ''}
          onClick={add}
        >
          {t('Add')}
        </button>
      </div>
      <FieldError binding={binding} />
      <ul id={listId} className="list-group mt-2" aria-label={label}>
        {entries.map((entry, index) => (
          <li
            // Duplicates are allowed, so the position is part of the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat; order is their identity
            key={`${index}-${entry}`}
            className="list-group-item d-flex justify-content-between align-items-center"
          >
            <span className="text-break">{entry}</span>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={t('Remove {{value}}', { value: entry })}
              onClick={() => remove(index)}
            >
              {t('Remove')}
            </button>
          </li>
        ))}
      </ul>
      {entries.length === 0 && <p className="text-body-secondary small mt-1">{t('No entries yet.')}</p>}
    </div>
  );
}
