import { type FieldDefinition, formatDateInput, isCheckboxName, type Option, sortOptions } from '@eua/shared';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { useLookup } from '../../api/get-lookup';
import { useFormEngine } from '../../engine-context';
import { FieldError, FieldFrame, useFieldLabel } from '../../field-frame';
import { useField } from '../../use-field';
import { useFormT } from '../../use-form-t';

export type WidgetProps = { field: FieldDefinition };

const inputClass = (error: string | undefined, base = 'form-control') =>
  error ? `${base} is-invalid` : base;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function TextWidget({ field }: WidgetProps) {
  const binding = useField(field.name);
  const inputType = field.type === 'email' ? 'email' : 'text';
  return (
    <FieldFrame binding={binding}>
      <input
        id={binding.id}
        name={field.name}
        type={inputType}
        className={inputClass(binding.error)}
        value={text(binding.value)}
        placeholder={field.placeholder}
        onChange={(e) => binding.onChange(e.target.value)}
        onBlur={binding.onBlur}
        ref={binding.ref}
        {...binding.ariaProps}
      />
    </FieldFrame>
  );
}

export function TextareaWidget({ field }: WidgetProps) {
  const binding = useField(field.name);
  return (
    <FieldFrame binding={binding}>
      <textarea
        id={binding.id}
        name={field.name}
        className={inputClass(binding.error)}
        rows={field.rows ?? 4}
        value={text(binding.value)}
        placeholder={field.placeholder}
        onChange={(e) => binding.onChange(e.target.value)}
        onBlur={binding.onBlur}
        ref={binding.ref}
        {...binding.ariaProps}
      />
    </FieldFrame>
  );
}

/**
 * Integers only (docs/product.md#validation-and-pre-send-rules: number fields are parsed as integers before
 * sending). An emptied number is sent as null and takes its default, so the empty input says which value that
 * will be.
 */
export function NumberWidget({ field }: WidgetProps) {
  const binding = useField(field.name);
  const t = useFormT();
  const placeholder =
    field.placeholder ??
    (typeof field.default === 'number' ? t('Default: {{value}}', { value: field.default }) : undefined);
  return (
    <FieldFrame binding={binding}>
      <input
        id={binding.id}
        name={field.name}
        type="number"
        inputMode="numeric"
        step={1}
        min={field.min}
        max={field.max}
        placeholder={placeholder}
        className={inputClass(binding.error)}
        value={text(binding.value)}
        onChange={(e) => binding.onChange(e.target.value)}
        onBlur={binding.onBlur}
        ref={binding.ref}
        {...binding.ariaProps}
      />
    </FieldFrame>
  );
}

/**
 * A date's initial value shows as yyyy-mm-dd in local time (formatDateInput,
 * docs/product.md#validation-and-pre-send-rules).
 */
export function DateWidget({ field }: WidgetProps) {
  const binding = useField(field.name);
  return (
    <FieldFrame binding={binding}>
      <input
        id={binding.id}
        name={field.name}
        type="date"
        className={inputClass(binding.error)}
        value={formatDateInput(binding.value)}
        onChange={(e) => binding.onChange(e.target.value)}
        onBlur={binding.onBlur}
        ref={binding.ref}
        {...binding.ariaProps}
      />
    </FieldFrame>
  );
}

/**
 * A boolean as a checkbox; stored values 'true'/'false' read as booleans
 * (docs/product.md#validation-and-pre-send-rules).
 */
export function CheckboxWidget({ field }: WidgetProps) {
  const binding = useField(field.name);
  const label = useFieldLabel(binding);
  const checked = binding.value === true || binding.value === 'true';
  return (
    <div className="mb-3">
      <div className="form-check">
        <input
          id={binding.id}
          name={field.name}
          type="checkbox"
          className={inputClass(binding.error, 'form-check-input')}
          checked={checked}
          onChange={(e) => binding.onChange(e.target.checked)}
          onBlur={binding.onBlur}
          ref={binding.ref}
          {...binding.ariaProps}
        />
        <label htmlFor={binding.id} className="form-check-label">
          {label}
        </label>
      </div>
      <FieldError binding={binding} />
    </div>
  );
}

/** Several choices of a local option list, each a checkbox; the value is the list of chosen values. */
export function CheckboxArrayWidget({ field }: WidgetProps) {
  const binding = useField<unknown>(field.name);
  const label = useFieldLabel(binding);
  const t = useFormT();
  const chosen = Array.isArray(binding.value) ? (binding.value as unknown[]).map(String) : [];
  const toggle = (value: string, on: boolean) =>
    binding.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <fieldset className="mb-3" id={binding.id} aria-describedby={binding.ariaProps['aria-describedby']}>
      <legend className="form-label fs-6">{label}</legend>
      {(field.options ?? []).map((option, index) => {
        const id = `${binding.id}-${index}`;
        return (
          <div className="form-check" key={option.value}>
            <input
              id={id}
              name={field.name}
              value={option.value}
              type="checkbox"
              className={inputClass(binding.error, 'form-check-input')}
              checked={chosen.includes(option.value)}
              onChange={(e) => toggle(option.value, e.target.checked)}
              onBlur={binding.onBlur}
              aria-invalid={binding.ariaProps['aria-invalid']}
            />
            <label htmlFor={id} className="form-check-label">
              {t(option.text)}
            </label>
          </div>
        );
      })}
      <FieldError binding={binding} />
    </fieldset>
  );
}

/**
 * Options a select offers beyond its declaration. The default locale may only be one of the selected
 * locales (docs/product.md#editors), so its choices follow the locales field (decision 052).
 */
function useDependentOptions(field: FieldDefinition, options: Option[]): Option[] {
  const { feature } = useFormEngine();
  const localesName = feature.fields.find((f) => f.type === 'custom' && f.widget === 'locales')?.name;
  const follows = field.name === 'localeDefault' && localesName !== undefined;
  const locales = useWatch({ name: localesName ?? 'locales', disabled: !follows }) as unknown;
  return useMemo(() => {
    if (!follows || !Array.isArray(locales)) return options;
    const selected = locales.map(String);
    return options.filter((o) => selected.includes(o.value));
  }, [follows, locales, options]);
}

function SelectControl(props: {
  field: FieldDefinition;
  options: Option[];
  blank: boolean;
  loading?: boolean;
}) {
  const { field, blank, loading } = props;
  const binding = useField(field.name);
  const t = useFormT();
  const options = useDependentOptions(field, props.options);
  const value = text(binding.value);
  // A stored value missing from the choices is kept visible, so it is neither lost nor silently replaced.
  const unknown = value !== '' && value !== 'null' && !options.some((o) => o.value === value);
  return (
    <FieldFrame binding={binding}>
      <select
        id={binding.id}
        name={field.name}
        className={inputClass(binding.error, 'form-select')}
        value={value === 'null' ? '' : value}
        onChange={(e) => binding.onChange(e.target.value)}
        onBlur={binding.onBlur}
        ref={binding.ref}
        aria-busy={loading || undefined}
        {...binding.ariaProps}
      >
        {blank && <option value="">-</option>}
        {unknown && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.text)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A choice from the field's local options, in their declared order. */
export function SelectWidget({ field }: WidgetProps) {
  // A '-' blank only where "no choice" is a value the field can hold: not required and without a default.
  const blank = !field.required && (field.default === undefined || field.default === null);
  return <SelectControl field={field} options={field.options ?? []} blank={blank} />;
}

const booleanOptions: Option[] = [
  { text: 'Yes', value: 'true' },
  { text: 'No', value: 'false' },
];

/**
 * A boolean as a Yes/No select; sent as a boolean (docs/product.md#validation-and-pre-send-rules:
 * 'true'/'false' become booleans).
 */
export function SelectBooleanWidget({ field }: WidgetProps) {
  return <SelectControl field={field} options={field.options ?? booleanOptions} blank={false} />;
}

/**
 * A lookup of the config document's lookups[key], sorted by text after a '-' blank
 * (docs/product.md#data-api).
 */
export function LookupDataWidget({ field }: WidgetProps) {
  const { document } = useFormEngine();
  const key = field.lookup && 'key' in field.lookup ? field.lookup.key : undefined;
  const options = useMemo(() => {
    const list = key ? document.lookups[key] : field.options;
    return sortOptions((list ?? field.options ?? []).map((o) => ({ text: o.text, value: String(o.value) })));
  }, [document, key, field.options]);
  return <SelectControl field={field} options={options} blank />;
}

/**
 * A lookup fetched with GET {apiHost}/{endpoint} (docs/product.md#data-api); `#0`, `#1` are replaced by the
 * declared parameters (themselves read from the form: websiteId, sport or another field) and `#sport` by the
 * sport.
 */
export function LookupWidget({ field }: WidgetProps) {
  const { document, websiteId } = useFormEngine();
  const definition = field.lookup && 'endpoint' in field.lookup ? field.lookup : undefined;
  const keyed = field.lookup && 'key' in field.lookup ? field.lookup.key : undefined;
  const t = useFormT();
  const path = useMemo(() => {
    if (!definition) return null;
    const params: Record<string, unknown> = { websiteId, sport: document.sport };
    let resolved = definition.endpoint.replace(/#sport/g, document.sport);
    (definition.parameters ?? []).forEach((parameter, index) => {
      const value = params[parameter] ?? document.config[parameter] ?? parameter;
      resolved = resolved.replace(new RegExp(`#${index}`, 'g'), encodeURIComponent(String(value)));
    });
    return resolved;
  }, [definition, document, websiteId]);
  const lookup = useLookup(path, definition?.text ?? '', definition?.value ?? '');
  const fetched = useMemo(() => (lookup.data ? sortOptions(lookup.data) : null), [lookup.data]);
  const failure = lookup.error ? errorMessage(lookup.error) : null;
  if (!definition) {
    const list = keyed ? document.lookups[keyed] : field.options;
    return <SelectControl field={field} options={sortOptions(list ?? [])} blank />;
  }
  return (
    <>
      <SelectControl field={field} options={fetched ?? []} blank loading={fetched === null && !failure} />
      {failure && (
        <div className="text-danger small" role="alert">
          {t('Choices could not be loaded: {{message}}', { message: failure })}
        </div>
      )}
    </>
  );
}

/**
 * An object of sub-values, one text input per sub-field; required ones are checked together
 * (docs/product.md#validation-and-pre-send-rules: 'Missing properties: ' + placeholders).
 */
export function SubFieldsWidget({ field }: WidgetProps) {
  const binding = useField<unknown>(field.name);
  const label = useFieldLabel(binding);
  const t = useFormT();
  const object =
    binding.value && typeof binding.value === 'object' && !Array.isArray(binding.value)
      ? (binding.value as Record<string, unknown>)
      : {};
  return (
    <fieldset className="mb-3" id={binding.id} aria-describedby={binding.ariaProps['aria-describedby']}>
      <legend className="form-label fs-6">{label}</legend>
      <div className="row">
        {(field.subFields ?? []).map((sub) => {
          const id = `${binding.id}-${sub.name}`;
          return (
            <div className="col-md-6 mb-2" key={sub.name}>
              <label htmlFor={id} className="form-label small">
                {t(sub.labeltranslation ?? sub.label)}
              </label>
              <input
                id={id}
                name={`${field.name}.${sub.name}`}
                className={inputClass(binding.error)}
                value={text(object[sub.name])}
                placeholder={sub.placeholder}
                onChange={(e) => binding.onChange({ ...object, [sub.name]: e.target.value })}
                onBlur={binding.onBlur}
                aria-invalid={binding.ariaProps['aria-invalid']}
              />
            </div>
          );
        })}
      </div>
      <FieldError binding={binding} />
    </fieldset>
  );
}

/**
 * Names with active, show or Enabled render as checkboxes, whatever their declared type
 * (docs/product.md#validation-and-pre-send-rules).
 */
export const rendersAsCheckbox = (field: FieldDefinition) =>
  isCheckboxName(field.name) &&
  !['custom', 'chooseAndSelect', 'valueList', 'subFields', 'checkboxarray'].includes(field.type);
