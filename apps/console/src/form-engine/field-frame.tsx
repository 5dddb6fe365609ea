import type { ReactNode } from 'react';
import type { FieldBinding } from './use-field';
import { useFormT } from './use-form-t';

/**
 * The field's label text: its label translation key when declared, else its label
 * (docs/product.md#configuration-screens).
 */
export function useFieldLabel(binding: Pick<FieldBinding, 'definition'>): string {
  const t = useFormT();
  return t(binding.definition.labeltranslation ?? binding.definition.label);
}

/** The message under an invalid field (Bootstrap's invalid-feedback), referenced by aria-describedby. */
export function FieldError({ binding }: { binding: Pick<FieldBinding, 'error' | 'errorId'> }) {
  const t = useFormT();
  if (!binding.error) return null;
  return (
    <div id={binding.errorId} className="invalid-feedback d-block">
      {t(binding.error)}
    </div>
  );
}

/** A label above its control, and the control's error below it. */
export function FieldFrame({ binding, children }: { binding: FieldBinding; children: ReactNode }) {
  const label = useFieldLabel(binding);
  return (
    <div className="mb-3">
      <label htmlFor={binding.id} className="form-label">
        {label}
      </label>
      {children}
      <FieldError binding={binding} />
    </div>
  );
}
