/** What the members' and API tokens' routes share: their refusals (docs/api.md). */
import { errorAnswerSchema } from '@eua/shared';
import { apiErrors } from '../../http/errors';

/** A change's refusals: the read's, and 409 (the last Admin; a member already), 415, 429 over the write limit. */
export const adminWriteErrors = {
  ...apiErrors,
  409: errorAnswerSchema,
  413: errorAnswerSchema,
  415: errorAnswerSchema,
  429: errorAnswerSchema,
};
