import type { FieldDefinition } from '../form/types';

/**
 * A field's default as a fresh value (a list or map is never shared between documents); null when it has
 * none. Every reader that fills in a missing value takes it from here (decision 094).
 */
export const fieldDefault = (field: Pick<FieldDefinition, 'default'>): unknown =>
  structuredClone(field.default ?? null);
