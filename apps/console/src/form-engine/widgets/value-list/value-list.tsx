import { asciiReferrerDomain, referrerDomainProblem, unicodeReferrerDomain } from '@eua/shared';
import { useState } from 'react';
import { FieldError, useFieldLabel } from '../../field-frame';
import { useField } from '../../use-field';
import { useFormT } from '../../use-form-t';
import type { WidgetProps } from '../basic/basic-widgets';

/**
 * A list of text values with an Add button (General's referrerDomains, docs/product.md#editors). Add is
 * disabled while the input is empty; no duplicate check. Enter in the input adds too. A list of domains
 * (`items: 'domain'`) adds each in its ASCII form, refuses what is no domain with a message naming it, shows
 * an internationalised name in both forms, and flags a stored entry that is no domain (it is not dropped).
 */
export function ValueListWidget({ field }: WidgetProps) {
  const binding = useField<unknown>(field.name);
  const label = useFieldLabel(binding);
  const t = useFormT();
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const domains = field.items === 'domain';
  const entries = Array.isArray(binding.value) ? (binding.value as unknown[]).map(String) : [];
  const listId = `${binding.id}-list`;

  const add = () => {
    const typed = draft.trim();
    if (typed === '') return;
    const value = domains ? asciiReferrerDomain(typed) : typed;
    if (value === null) {
      setRefusal(referrerDomainProblem(typed));
      return;
    }
    setRefusal(null);
    binding.onChange([...entries, value]);
    setDraft('');
  };
  const refusalId = `${binding.id}-refusal`;
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
          className={binding.error || refusal ? 'form-control is-invalid' : 'form-control'}
          value={draft}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          onChange={(e) => {
            setDraft(e.target.value);
            setRefusal(null);
          }}
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
          {...(refusal ? { 'aria-invalid': true, 'aria-errormessage': refusalId } : {})}
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
      {refusal ? (
        <div id={refusalId} className="invalid-feedback d-block" role="alert">
          {refusal}
        </div>
      ) : null}
      <FieldError binding={binding} />
      <ul id={listId} className="list-group mt-2" aria-label={label}>
        {entries.map((entry, index) => (
          <li
            // Duplicates are allowed, so the position is part of the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat; order is their identity
            key={`${index}-${entry}`}
            className="list-group-item d-flex justify-content-between align-items-center"
          >
            <DomainEntry entry={entry} domains={domains} />
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

/** An entry as stored; a domain also in its Unicode form, and flagged when it is no domain. */
function DomainEntry({ entry, domains }: { entry: string; domains: boolean }) {
  const t = useFormT();
  if (!domains) return <span className="text-break">{entry}</span>;
  const problem = referrerDomainProblem(entry);
  const unicode = unicodeReferrerDomain(entry);
  return (
    <span className="text-break">
      {unicode === entry ? entry : `${unicode} (${entry})`}
      {problem ? (
        <span className="d-block small text-danger">
          <span className="badge text-bg-danger me-1">{t('Not a domain')}</span>
          {problem}
        </span>
      ) : null}
    </span>
  );
}
