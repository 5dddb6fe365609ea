import { LOCALES_EMPTY, localeChoices } from '@eua/shared';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { FieldError, useFieldLabel } from '../../field-frame';
import { useField } from '../../use-field';
import { useFormT } from '../../use-form-t';
import type { WidgetProps } from '../basic/basic-widgets';

/**
 * The website's locales as checkboxes of localeChoices (docs/product.md#limits-and-constants). Never empty:
 * unticking the last one keeps it and says 'At least 1 locale should be included' (docs/product.md#editors).
 * Unticking the default locale moves the default to the first locale still selected, so the default stays
 * among them (decision 052).
 */
export function LocalesWidget({ field }: WidgetProps) {
  const binding = useField<unknown>(field.name);
  const localeDefault = useController({ name: 'localeDefault' });
  const label = useFieldLabel(binding);
  const t = useFormT();
  const [refused, setRefused] = useState(false);
  const selected = Array.isArray(binding.value) ? (binding.value as unknown[]).map(String) : [];
  // Stored codes the choices do not know stay visible so they can be removed.
  const unknown = selected.filter((code) => !localeChoices.some((c) => c.value === code));
  const choices = [...localeChoices, ...unknown.map((code) => ({ value: code, text: code }))];

  const toggle = (code: string, on: boolean) => {
    if (on) {
      setRefused(false);
      binding.onChange(choices.map((c) => c.value).filter((v) => v === code || selected.includes(v)));
      return;
    }
    const rest = selected.filter((v) => v !== code);
    if (rest.length === 0) {
      setRefused(true);
      return;
    }
    setRefused(false);
    binding.onChange(rest);
    if (localeDefault.field.value === code) localeDefault.field.onChange(rest[0]);
  };

  const messageId = `${binding.id}-refused`;
  return (
    <fieldset
      className="mb-3"
      id={binding.id}
      aria-describedby={
        [refused ? messageId : '', binding.ariaProps['aria-describedby'] ?? ''].join(' ').trim() || undefined
      }
    >
      <legend className="form-label fs-6">{label}</legend>
      <div className="locales-grid">
        {choices.map((choice, index) => {
          const id = `${binding.id}-${index}`;
          return (
            <div className="form-check" key={choice.value}>
              <input
                id={id}
                type="checkbox"
                name={field.name}
                value={choice.value}
                className={binding.error ? 'form-check-input is-invalid' : 'form-check-input'}
                checked={selected.includes(choice.value)}
                onChange={(e) => toggle(choice.value, e.target.checked)}
                onBlur={binding.onBlur}
                aria-invalid={binding.ariaProps['aria-invalid']}
              />
              <label htmlFor={id} className="form-check-label">
                {t(choice.text)}
              </label>
            </div>
          );
        })}
      </div>
      {refused && (
        <div id={messageId} role="alert" className="invalid-feedback d-block">
          {t(LOCALES_EMPTY)}
        </div>
      )}
      <FieldError binding={binding} />
    </fieldset>
  );
}
