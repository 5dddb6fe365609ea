/**
 * The server's check of a configuration PUT (decision 013, docs/api.md): the feature schema of
 * feature-schema.ts, built with the website's facts so that the server's rules join the console's (decision
 * 065). A field the body leaves out keeps its stored value, and a null takes the default (decision 056).
 */

import type { FieldError } from '../api/common';
import { featureSchema, fieldErrorsOf, type ValidationContext } from './feature-schema';
import { validationFailedMessage } from './messages';
import type { FeatureDefinition } from './types';

export type ValidationResult =
  | { ok: true; config: Record<string, unknown> }
  | { ok: false; message: string; errors: FieldError[] };

/**
 * Validate a PUT body (config fields plus websiteId) for a feature. On success `config` is the complete
 * document to store: every field of the feature that applies to this website, in declaration order. On
 * failure `message` names the first problem and `errors` lists one per field (decision 010).
 */
export const validateConfigBody = (
  feature: FeatureDefinition,
  body: unknown,
  ctx: ValidationContext,
): ValidationResult => {
  const result = featureSchema(feature, { server: ctx }).safeParse(body);
  if (result.success) return { ok: true, config: result.data };
  const errors = fieldErrorsOf(result.error);
  const first = errors[0]!;
  return {
    ok: false,
    message: validationFailedMessage(first.field, first.message, errors.length - 1),
    errors,
  };
};
