import type { FieldDefinition } from '@eua/shared';
import { useController } from 'react-hook-form';
import { useFormEngine } from './engine-context';

/** DOM ids derived from a field name (names may hold dots; ids must stay valid in selectors). */
export const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
export const errorId = (name: string) => `${fieldId(name)}-error`;

export type FieldBinding<T = unknown> = {
  name: string;
  /** The field's declaration; a synthetic text field when the name is not declared (never the case for the
   * shared features, but keeps a widget usable on its own). */
  definition: FieldDefinition;
  id: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
  error: string | undefined;
  errorId: string;
  /**
   * Props every input of the field carries: its declared name, id, and the error wiring of
   * docs/product.md#validation-and-pre-send-rules.
   */
  ariaProps: { 'aria-invalid': boolean; 'aria-describedby': string | undefined };
};

/**
 * The one hook every widget — plain inputs and custom widgets alike — talks to the form through
 * (as react-admin's useInput over react-hook-form's useController; decision 050). It binds a field name to
 * its value, its definition and its error (client rules and the server's 400 field errors).
 */
export function useField<T = unknown>(name: string): FieldBinding<T> {
  const { fieldByName } = useFormEngine();
  const { field, fieldState } = useController({ name });
  const definition = fieldByName.get(name) ?? { name, label: name, type: 'text' };
  const error = fieldState.error?.message;
  return {
    name,
    definition,
    id: fieldId(name),
    value: field.value as T,
    onChange: field.onChange as (value: T) => void,
    onBlur: field.onBlur,
    ref: field.ref,
    error,
    errorId: errorId(name),
    ariaProps: { 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId(name) : undefined },
  };
}
