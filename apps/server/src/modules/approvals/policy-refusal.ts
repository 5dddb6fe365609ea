/**
 * An Editor's live write under a policy of approvals (docs/product.md#approvals, decision 161): refused 403 as
 * before, but with the policy's message — the one every other refused live write gets (decision 141) — so a
 * person or a script holding an Editor token learns the way that works (save a draft, ask for approval)
 * instead of "no permission".
 */
import { approvalRequiredMessage } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import { grants, PUBLISH_REFUSAL_MESSAGE } from '../auth/product-auth';
import { findPolicy } from './approvals.repo';

/**
 * Adds to `scope` an error handler that names the policy in the role refusal of a principal who saves drafts
 * but publishes nothing; any other error goes on, unchanged, to the app's handler.
 */
export function namePolicyInRoleRefusals(scope: FastifyInstance, db: Db): void {
  scope.setErrorHandler(async (error, request) => {
    const principal = request.principal;
    if (
      error instanceof HttpError &&
      error.statusCode === 403 &&
      error.message === PUBLISH_REFUSAL_MESSAGE &&
      principal &&
      grants(principal, 'draft') &&
      !grants(principal, 'publish')
    ) {
      const policy = await findPolicy(db, principal.customerId);
      if (policy.approvalsRequired > 0)
        throw new HttpError(403, approvalRequiredMessage(policy.approvalsRequired));
    }
    throw error;
  });
}
