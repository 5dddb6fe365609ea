import { contrastFailures, isHexColour } from '@eua/shared';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FieldError, useFieldLabel } from '../../field-frame';
import { useField } from '../../use-field';
import { useFormT } from '../../use-form-t';
import type { WidgetProps } from '../basic/basic-widgets';

/** '#abc' as '#aabbcc', lower case; anything else as it is. */
const sixDigits = (value: string) =>
  /^#[0-9a-f]{3}$/i.test(value)
    ? `#${[...value.slice(1)].map((d) => d + d).join('')}`.toLowerCase()
    : value.toLowerCase();

/**
 * One theme colour (docs/product.md#theme): the browser's colour chooser and a hex input, both labelled, bound
 * to one value. The hex input keeps hex digits only (at most 6) and takes a value of 6 digits, or of 3 on
 * leaving it; anything else reverts on leaving it (docs/product.md#validation-and-pre-send-rules). A colour that fails a contrast
 * pair offers the nearest colour that passes.
 */
export function ColourWidget({ field }: WidgetProps) {
  const binding = useField<string>(field.name);
  const label = useFieldLabel(binding);
  const t = useFormT();
  const value = typeof binding.value === 'string' ? binding.value : '';
  const [typed, setTyped] = useState(value);
  // A value set elsewhere (the chooser, a suggestion, a reset) shows in the hex input.
  useEffect(() => setTyped((current) => (sixDigits(current) === value ? current : value)), [value]);
  const values = useWatch() as Record<string, unknown>;
  const suggestion = binding.error
    ? contrastFailures(values).find((failure) => failure.field === field.name)?.suggestion
    : undefined;

  // Six digits are a colour at once; three only on leaving the input, so typing on to six is not cut short.
  const onType = (input: string) => {
    const digits = input.replace(/[^0-9a-f]/gi, '').slice(0, 6);
    setTyped(`#${digits}`);
    if (digits.length === 6) binding.onChange(`#${digits}`.toLowerCase());
  };
  const onLeave = () => {
    const short = /^#[0-9a-f]{3}$/i.test(typed);
    if (short) binding.onChange(sixDigits(typed));
    setTyped(short ? sixDigits(typed) : value);
    binding.onBlur();
  };

  return (
    <div className="mb-3">
      <label htmlFor={binding.id} className="form-label">
        {label}
      </label>
      <div className="input-group">
        <input
          type="color"
          className="form-control form-control-color"
          aria-label={t('{{label}}: colour chooser', { label })}
          value={isHexColour(value) ? sixDigits(value) : '#000000'}
          onChange={(e) => binding.onChange(e.target.value.toLowerCase())}
        />
        <input
          id={binding.id}
          name={field.name}
          type="text"
          inputMode="text"
          spellCheck={false}
          autoComplete="off"
          className={binding.error ? 'form-control is-invalid' : 'form-control'}
          value={typed}
          onChange={(e) => onType(e.target.value)}
          onBlur={onLeave}
          ref={binding.ref}
          {...binding.ariaProps}
        />
      </div>
      <FieldError binding={binding} />
      {suggestion ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary mt-1"
          onClick={() => binding.onChange(suggestion)}
        >
          {t('Use {{colour}}, the nearest colour that passes', { colour: suggestion })}
        </button>
      ) : null}
    </div>
  );
}
