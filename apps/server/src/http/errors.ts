/**
 * Errors as the API answers them (docs/api.md): always `{ message }`, plus `errors` for validation. A route
 * throws an `HttpError`; the error handler of app.ts turns it, and everything else, into that shape.
 */
import { errorAnswerSchema, type FieldError, staleVersionAnswerSchema } from '@eua/shared';
import type { z } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** More of the answer's body beside `message` and `errors` (a 412's `current` document). */
    readonly extra?: Record<string, unknown>,
    /** Response headers the answer carries (a 412's ETag). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);

/** A zod mismatch of a request part as the 400 the API answers: one message naming each wrong field. */
export function badRequestOf(error: z.ZodError, what: string): HttpError {
  const errors = error.issues.map((issue) => ({
    field: issue.path.join('.') || '(body)',
    message: issue.message,
  }));
  return badRequest(`${what}: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}`, errors);
}

/** Parses a request part with a zod schema; a mismatch is a 400 naming each wrong field. */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown, what = 'Invalid request body'): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw badRequestOf(result.error, what);
}

/** The refusals every data API call may answer (docs/api.md). */
export const apiErrors = {
  400: errorAnswerSchema,
  401: errorAnswerSchema,
  403: errorAnswerSchema,
  404: errorAnswerSchema,
};

/**
 * The answers of a write besides 200 (decision 064): a stale version, a missing If-Match, a body too large.
 */
export const writeErrors = {
  ...apiErrors,
  412: staleVersionAnswerSchema,
  413: errorAnswerSchema,
  415: errorAnswerSchema,
  428: errorAnswerSchema,
  // Over the per-user write limit (decision 066), with Retry-After.
  429: errorAnswerSchema,
};
