/**
 * A change's reason as a request carries it: the body's `reason`, else the X-Change-Reason header. A header
 * holds Latin-1 text only: a reason with other letters comes as `utf-8''` and its percent-encoded UTF-8
 * (RFC 8187's extended value), as the console sends it (decision 160).
 */
import { CHANGE_REASON_HEADER, MAX_REASON_LENGTH } from '@eua/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';

const REASON_TOO_LONG = `A reason has at most ${MAX_REASON_LENGTH} characters`;
const BAD_ENCODED_REASON = "The X-Change-Reason header's utf-8'' value is not percent-encoded UTF-8";
const EXTENDED_VALUE = /^utf-8''/i;

function headerText(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  if (!EXTENDED_VALUE.test(header)) return header;
  try {
    return decodeURIComponent(header.replace(EXTENDED_VALUE, ''));
  } catch {
    throw badRequest(BAD_ENCODED_REASON, [{ field: 'reason', message: BAD_ENCODED_REASON }]);
  }
}

export function reasonOf(request: FastifyRequest, bodyReason?: string): string | undefined {
  const text = (bodyReason ?? headerText(request.headers[CHANGE_REASON_HEADER]))?.trim();
  if (text && text.length > MAX_REASON_LENGTH) {
    throw badRequest(REASON_TOO_LONG, [{ field: 'reason', message: REASON_TOO_LONG }]);
  }
  return text || undefined;
}
