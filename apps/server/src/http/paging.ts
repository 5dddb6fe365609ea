/** `limit` and `offset` of a paged list (docs/api.md): the same bounds and one message everywhere. */
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export const MAX_OFFSET = 1_000_000_000;

/** A paging parameter: absent or empty takes the default; else digits within the bounds, one message. */
function pagingNumber(min: number, max: number, fallback: number) {
  const parameter = z.unknown().transform((value, context) => {
    if (value === '') return fallback;
    const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isInteger(number) && number >= min && number <= max) return number;
    context.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
    return z.NEVER;
  });
  return parameter.default(fallback);
}

export const pagingQuery = z.object({
  limit: pagingNumber(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  offset: pagingNumber(0, MAX_OFFSET, 0),
});
