/**
 * The rule of the one write path (docs/product.md#approvals, decision 141): under a policy of N approvals, a
 * value goes live only as a draft that N other people approved at its current version. Kept apart from the
 * approvals' calls so the write path can ask it without depending on the drafts.
 */
import {
  type ApprovalDecision,
  approvalRequiredMessage,
  type Policy,
  REASON_REQUIRED_MESSAGE,
} from '@eua/shared';
import type { Queryable } from '../../db';
import { badRequest, HttpError } from '../../http/errors';
import { findPolicy, findRequest, listDecisions, type StoredRequest } from './approvals.repo';

/**
 * A write going live under the customer's policy: 403 naming the policy and the way to ask for approval when
 * it asks for approvals the write has not got; 400 naming `reason` when it asks for a reason the write lacks.
 */
export async function requirePolicyMet(
  db: Queryable,
  customerId: string,
  write: { approved: boolean; reason: string | undefined },
): Promise<void> {
  const policy = await findPolicy(db, customerId);
  if (!write.approved && policy.approvalsRequired > 0) {
    throw new HttpError(403, approvalRequiredMessage(policy.approvalsRequired));
  }
  if (policy.reasonsRequired && !write.reason?.trim()) {
    throw badRequest(REASON_REQUIRED_MESSAGE, [{ field: 'reason', message: REASON_REQUIRED_MESSAGE }]);
  }
}

export type ApprovalState = {
  policy: Policy;
  request: StoredRequest | undefined;
  /** Every decision since the request, the void ones (an earlier version) included. */
  decisions: ApprovalDecision[];
  /** Distinct approvers of the current version, neither the draft's author nor who asked. */
  approvals: number;
  status: 'waiting' | 'approved' | 'rejected';
};

/** Where a draft's change request stands: approvals of the draft as it is now count, earlier ones are void. */
export async function approvalStateOf(
  db: Queryable,
  customerId: string,
  draft: { id: string; version: number; author: { id: string } },
): Promise<ApprovalState> {
  const policy = await findPolicy(db, customerId);
  const request = await findRequest(db, draft.id);
  const decisions = request ? await listDecisions(db, draft.id, request.requestedAt) : [];
  const authors = new Set([draft.author.id, request?.requestedBy.id]);
  const current = decisions.filter((one) => one.draftVersion === draft.version && !authors.has(one.by.id));
  const approvers = new Set(current.filter((one) => one.decision === 'approved').map((one) => one.by.id));
  const rejected = current.some((one) => one.decision === 'rejected');
  return {
    policy,
    request,
    decisions,
    approvals: approvers.size,
    status: rejected
      ? 'rejected'
      : request && approvers.size >= policy.approvalsRequired
        ? 'approved'
        : 'waiting',
  };
}

/** The reason the draft's change request gives, if it asks with one (a review link shows it). */
export async function reasonOfChangeRequest(db: Queryable, draftId: string): Promise<string | null> {
  return (await findRequest(db, draftId))?.reason ?? null;
}

/**
 * How the draft, as it is now, goes live under the policy: approved when the policy asks for no approval or
 * enough others approved it; with its change request's reason, if it asked.
 */
export async function publishTermsOf(
  db: Queryable,
  customerId: string,
  draft: { id: string; version: number; author: { id: string } },
): Promise<{ approved: boolean; reason: string | undefined }> {
  const state = await approvalStateOf(db, customerId, draft);
  return {
    approved:
      state.policy.approvalsRequired === 0 || (state.request !== undefined && state.status === 'approved'),
    reason: state.request?.reason ?? undefined,
  };
}
