import { COLOUR_RULE_EXISTS, DEFAULT_COLOUR, isHexColour, isValidHex, sanitizeHexInput } from '@eua/shared';
import { useCallback, useId, useRef, useState } from 'react';
import { FieldError, useFieldLabel } from '../../field-frame';
import { useField } from '../../use-field';
import { useFormT } from '../../use-form-t';
import type { WidgetProps } from '../basic/basic-widgets';
import { ColourPicker } from './colour-picker';
import { Swatch } from './swatch';

const digitsOf = (colour: string) => colour.replace(/^#/, '');

/**
 * Promotion/relegation colours: rule value → '#hex' (docs/product.md#editors). Add is disabled while the
 * value or the colour is empty; a value that already has a rule shows 'This value already has a rule.' and
 * nothing is added; after adding, the value resets and the colour returns to #aabbcc. The hex input keeps
 * only hex digits and reverts an incomplete colour on blur.
 */
export function ColourRulesWidget({ field }: WidgetProps) {
  const binding = useField<unknown>(field.name);
  const label = useFieldLabel(binding);
  const t = useFormT();
  const ids = useId();
  const [ruleValue, setRuleValue] = useState('');
  const [colour, setColour] = useState(DEFAULT_COLOUR);
  const [hexDraft, setHexDraft] = useState(digitsOf(DEFAULT_COLOUR));
  const [pickerOpen, setPickerOpen] = useState(false);
  const [exists, setExists] = useState(false);
  const swatchRef = useRef<HTMLButtonElement>(null);

  const rules =
    binding.value && typeof binding.value === 'object' && !Array.isArray(binding.value)
      ? (binding.value as Record<string, unknown>)
      : {};

  const pick = (next: string) => {
    setColour(next);
    setHexDraft(digitsOf(next));
  };
  const closePicker = useCallback(() => setPickerOpen(false), []);
  const colourEmpty = hexDraft === '' || !isValidHex(hexDraft);
  const add = () => {
    const value = ruleValue.trim();
    if (value === '' || colourEmpty) return;
    if (Object.hasOwn(rules, value)) {
      setExists(true);
      return;
    }
    binding.onChange({ ...rules, [value]: `#${hexDraft.toLowerCase()}` });
    setRuleValue('');
    pick(DEFAULT_COLOUR);
    setExists(false);
  };
  const remove = (value: string) =>
    binding.onChange(Object.fromEntries(Object.entries(rules).filter(([k]) => k !== value)));

  const valueId = `${ids}-value`;
  const hexId = `${ids}-hex`;
  const existsId = `${ids}-exists`;
  return (
    <fieldset
      className="mb-3 colour-rules"
      id={binding.id}
      aria-describedby={binding.ariaProps['aria-describedby']}
    >
      <legend className="form-label fs-6">{label}</legend>
      <div className="row g-2 align-items-end">
        <div className="col-12 col-sm-5">
          <label htmlFor={valueId} className="form-label small">
            {t('Rule value')}
          </label>
          <input
            id={valueId}
            name={field.name}
            className={exists ? 'form-control is-invalid' : 'form-control'}
            value={ruleValue}
            maxLength={field.maxLength}
            onChange={(e) => {
              setRuleValue(e.target.value);
              setExists(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            ref={binding.ref}
            onBlur={binding.onBlur}
            aria-invalid={exists}
            aria-describedby={exists ? existsId : undefined}
          />
        </div>
        <div className="col-auto position-relative">
          <button
            ref={swatchRef}
            type="button"
            className="btn btn-outline-secondary"
            aria-label={t('Choose colour')}
            aria-haspopup="dialog"
            aria-expanded={pickerOpen}
            onClick={() => setPickerOpen((o) => !o)}
          >
            <Swatch colour={colour} />
          </button>
          {pickerOpen && (
            <ColourPicker colour={colour} onPick={pick} onClose={closePicker} anchor={swatchRef} />
          )}
        </div>
        <div className="col-auto">
          <label htmlFor={hexId} className="form-label small">
            {t('Hex colour')}
          </label>
          <div className="input-group colour-rules__hex">
            <span className="input-group-text">#</span>
            <input
              id={hexId}
              className="form-control"
              value={hexDraft}
              maxLength={6}
              spellCheck={false}
              onChange={(e) => {
                const digits = sanitizeHexInput(e.target.value);
                setHexDraft(digits);
                // A full six digits is a colour at once; three digits wait for the blur (a prefix of six).
                if (digits.length === 6) setColour(`#${digits.toLowerCase()}`);
              }}
              onBlur={() => {
                if (isValidHex(hexDraft)) setColour(`#${hexDraft.toLowerCase()}`);
                else setHexDraft(digitsOf(colour));
              }}
            />
          </div>
        </div>
        <div className="col-auto">
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={ruleValue.trim() === '' || colourEmpty}
            onClick={add}
          >
            {t('Add')}
          </button>
        </div>
      </div>
      {exists && (
        <div id={existsId} role="alert" className="invalid-feedback d-block">
          {t(COLOUR_RULE_EXISTS)}
        </div>
      )}
      <FieldError binding={binding} />
      <ul className="list-group mt-2" aria-label={label}>
        {Object.entries(rules).map(([value, ruleColour]) => {
          const valid = isHexColour(ruleColour);
          return (
            <li key={value} className="list-group-item d-flex align-items-center gap-2">
              {valid && <Swatch colour={ruleColour} />}
              <span className="flex-grow-1 text-break">{value}</span>
              <code className={valid ? '' : 'text-danger'}>{valid ? ruleColour : t('Invalid colour')}</code>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={t('Remove {{value}}', { value })}
                onClick={() => remove(value)}
              >
                {t('Remove')}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
