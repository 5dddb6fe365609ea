/**
 * Approval before publishing and reasons (docs/product.md#approvals, decisions 141–143): a customer's policy,
 * a draft's change request, and the approvers' decisions on it. Declared once here; the server answers them,
 * the console shows them.
 */
import { z } from 'zod';

/** How many other people must approve a change before it goes live: 0 (none) to 3. */
export const MAX_APPROVALS_REQUIRED = 3;

export const policySchema = z
  .object({
    /** "Changes go live after approval by N other people" (0: a Publisher's change goes live at once). */
    approvalsRequired: z.number().int().min(0).max(MAX_APPROVALS_REQUIRED),
    /** "Every change needs a reason". */
    reasonsRequired: z.boolean(),
  })
  .meta({ id: 'Policy' });
export type Policy = z.infer<typeof policySchema>;

export const policyAnswerSchema = z
  .object({ data: z.array(policySchema).length(1) })
  .meta({ id: 'PolicyAnswer' });

export const policyBodySchema = policySchema.strict();

/** The longest reason or comment kept. */
export const MAX_REASON_LENGTH = 500;

export const CHANGES_GO_LIVE_LABEL = 'Changes go live after approval by N other people';
export const REASONS_REQUIRED_LABEL = 'Every change needs a reason';
export const ASK_FOR_APPROVAL_LABEL = 'Ask for approval';
export const WAITING_FOR_APPROVAL_LABEL = 'Waiting for approval';

/** The header a client of the API sends a change's reason in (a body field `reason` where a body is JSON). */
export const CHANGE_REASON_HEADER = 'x-change-reason';

/** How every refusal by the approval policy begins. */
export const APPROVAL_POLICY_PREFIX = "This customer's policy: changes go live after approval";

/** 403 of a write that would go live without the approvals the policy asks for. */
export const approvalRequiredMessage = (approvalsRequired: number): string =>
  `${APPROVAL_POLICY_PREFIX} by ${approvalsRequired} other ${
    approvalsRequired === 1 ? 'person' : 'people'
  }. Save your change as a draft and ask for approval (POST /v1/config/{websiteId}/{resource}/draft/approval-request).`;

/** 400 of a write without a reason when the policy requires one. */
export const REASON_REQUIRED_MESSAGE =
  "This customer's policy: every change needs a reason. Send it as `reason` (or the X-Change-Reason header).";
export const SELF_APPROVAL_MESSAGE = 'You cannot approve or reject your own change';
export const NOT_REQUESTED_MESSAGE = 'This draft is not waiting for approval: ask for approval first';
export const NO_POLICY_MESSAGE =
  "This customer's policy needs no approval: publish the draft (or save the screen) instead";
export const ALREADY_DECIDED_MESSAGE = 'You already decided on this version of the change';

/** A decision of an approver on a version of a draft. */
export const approvalDecisionSchema = z.object({
  decision: z.enum(['approved', 'rejected']),
  by: z.object({ id: z.string(), name: z.string() }),
  comment: z.string().nullable(),
  at: z.string(),
  /** The draft's version it was made on: one made on an earlier version is void. */
  draftVersion: z.number().int(),
});
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

/** A draft's change request: who asked, why, and where the approvals stand for the draft as it is now. */
export const changeRequestSchema = z
  .object({
    websiteId: z.string(),
    websiteName: z.string(),
    resource: z.string(),
    draftVersion: z.number().int(),
    requestedBy: z.object({ id: z.string(), name: z.string() }),
    requestedAt: z.string(),
    reason: z.string().nullable(),
    /** waiting: fewer approvals than required; approved: enough (it goes live, or waits for its schedule). */
    status: z.enum(['waiting', 'approved', 'rejected']),
    approvalsRequired: z.number().int(),
    /** Approvals of the draft as it is now (a change voids the earlier ones). */
    approvals: z.number().int(),
    decisions: z.array(approvalDecisionSchema),
    changes: z.array(z.string()),
    /** The draft's schedule's due instant, when one was set. */
    dueAt: z.string().nullable(),
  })
  .meta({ id: 'ChangeRequest' });
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const changeRequestAnswerSchema = z
  .object({
    data: z.array(changeRequestSchema).length(1),
    /** Whether the decision made the change go live. */
    published: z.boolean().optional(),
  })
  .meta({ id: 'ChangeRequestAnswer' });

/** GET …/draft/approval: the screen's change request, or an empty list when it has none (as a draft's read). */
export const changeRequestReadAnswerSchema = z
  .object({ data: z.array(changeRequestSchema).max(1) })
  .meta({ id: 'ChangeRequestReadAnswer' });

export const changeRequestListAnswerSchema = z
  .object({ data: z.array(changeRequestSchema) })
  .meta({ id: 'ChangeRequestListAnswer' });

const reasonField = z.string().trim().max(MAX_REASON_LENGTH);

export const approvalRequestBodySchema = z.object({ reason: reasonField.optional() }).strict();

export const approvalDecisionBodySchema = z
  .object({ decision: z.enum(['approve', 'reject']), comment: reasonField.optional() })
  .strict();
