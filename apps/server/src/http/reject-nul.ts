/**
 * PostgreSQL cannot store the NUL character in text or JSONB, and a query carrying one fails. Such input is
 * the client's mistake, so it answers 400 before any query runs (docs/api.md: no 5xx for bad input).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

const MAX_DEPTH = 64;

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest('The request contains a NUL character, which cannot be stored');
    }
  });
}
