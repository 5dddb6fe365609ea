/** A change's reason as a request carries it: the body's `reason`, else the X-Change-Reason header. */
import { CHANGE_REASON_HEADER, MAX_REASON_LENGTH } from '@eua/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';

const REASON_TOO_LONG = `A reason has at most ${MAX_REASON_LENGTH} characters`;

export function reasonOf(request: FastifyRequest, bodyReason?: string): string | undefined {
  const header = request.headers[CHANGE_REASON_HEADER];
  const text = (bodyReason ?? (typeof header === 'string' ? header : undefined))?.trim();
  if (text && text.length > MAX_REASON_LENGTH) {
    throw badRequest(REASON_TOO_LONG, [{ field: 'reason', message: REASON_TOO_LONG }]);
  }
  return text || undefined;
}
