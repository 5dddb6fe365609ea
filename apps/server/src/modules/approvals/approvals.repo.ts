/**
 * The approval policy of a customer and the change requests of its drafts (docs/product.md#approvals,
 * decision 141). Only this file writes their SQL.
 */
import type { ApprovalDecision, Policy } from '@eua/shared';
import type { Queryable } from '../../db';

export const DEFAULT_POLICY: Policy = { approvalsRequired: 0, reasonsRequired: false };

/** The customer's policy; the defaults when none was set. */
export async function findPolicy(db: Queryable, customerId: string): Promise<Policy> {
  const [row] = await db.query<{ approvalsRequired: number; reasonsRequired: boolean }>(
    `select approvals_required as "approvalsRequired", reasons_required as "reasonsRequired"
       from customer_policies where customer_id = $1`,
    [customerId],
  );
  return row
    ? { approvalsRequired: row.approvalsRequired, reasonsRequired: row.reasonsRequired }
    : DEFAULT_POLICY;
}

/** Sets the customer's policy; answers the one it replaced. */
export async function upsertPolicy(
  db: Queryable,
  customerId: string,
  policy: Policy,
  by: string,
): Promise<Policy> {
  const before = await findPolicy(db, customerId);
  await db.query(
    `insert into customer_policies (customer_id, approvals_required, reasons_required, updated_by, updated_at)
       values ($1, $2, $3, $4, now())
     on conflict (customer_id) do update
       set approvals_required = excluded.approvals_required, reasons_required = excluded.reasons_required,
           updated_by = excluded.updated_by, updated_at = now()`,
    [customerId, policy.approvalsRequired, policy.reasonsRequired, by],
  );
  return before;
}

export type StoredRequest = {
  requestedBy: { id: string; name: string };
  requestedAt: string;
  reason: string | null;
};

/** The draft's change request, if it asks for approval. */
export async function findRequest(db: Queryable, draftId: string): Promise<StoredRequest | undefined> {
  const [row] = await db.query<{
    requestedBy: string | null;
    requestedByName: string | null;
    requestedAt: Date | string | null;
    reason: string | null;
  }>(
    `select d.approval_requested_by as "requestedBy", u.name as "requestedByName",
            d.approval_requested_at as "requestedAt", d.reason
       from config_drafts d left join users u on u.id = d.approval_requested_by
      where d.id = $1`,
    [draftId],
  );
  if (!row?.requestedAt) return undefined;
  const id = row.requestedBy ?? '';
  return {
    requestedBy: { id, name: row.requestedByName ?? (id || 'Unknown user') },
    requestedAt: new Date(row.requestedAt).toISOString(),
    reason: row.reason,
  };
}

/** Marks the draft at `version` as asking for approval (again); false when the draft moved on or is gone. */
export async function markRequested(
  db: Queryable,
  draft: { id: string; version: number },
  by: string,
  reason: string | null,
  at: Date,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `update config_drafts set approval_requested_by = $3, approval_requested_at = $4, reason = $5
      where id = $1 and version = $2 returning id::text as id`,
    [draft.id, draft.version, by, at, reason],
  );
  return rows.length === 1;
}

/** Records an approver's decision on the draft at `version`, while it is at that version (false: it moved on). */
export async function insertDecision(
  db: Queryable,
  draft: { id: string; version: number },
  decision: { by: string; decision: ApprovalDecision['decision']; comment: string | null; at: Date },
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `insert into draft_decisions (draft_id, draft_version, approver_sub, decision, comment, created_at)
       select id, version, $3, $4, $5, $6 from config_drafts where id = $1 and version = $2
     returning id::text as id`,
    [draft.id, draft.version, decision.by, decision.decision, decision.comment, decision.at],
  );
  return rows.length === 1;
}

/** Every decision on the draft since it last asked for approval, oldest first. */
export async function listDecisions(
  db: Queryable,
  draftId: string,
  since: string,
): Promise<ApprovalDecision[]> {
  const rows = await db.query<{
    decision: ApprovalDecision['decision'];
    by: string;
    name: string | null;
    comment: string | null;
    at: Date | string;
    draftVersion: number;
  }>(
    `select x.decision, x.approver_sub as by, u.name, x.comment, x.created_at as at,
            x.draft_version as "draftVersion"
       from draft_decisions x left join users u on u.id = x.approver_sub
      where x.draft_id = $1 and x.created_at >= $2
      order by x.created_at, x.id`,
    [draftId, since],
  );
  return rows.map((row) => ({
    decision: row.decision,
    by: { id: row.by, name: row.name ?? row.by },
    comment: row.comment,
    at: new Date(row.at).toISOString(),
    draftVersion: row.draftVersion,
  }));
}

/** The customer's drafts that ask for approval: (website, resource), oldest request first. */
export async function listRequestedDrafts(
  db: Queryable,
  customerId: string,
): Promise<{ websiteId: string; resource: string }[]> {
  return db.query<{ websiteId: string; resource: string }>(
    `select d.website_id as "websiteId", d.resource
       from config_drafts d join websites w on w.id = d.website_id
      where w.customer_id = $1 and d.approval_requested_at is not null
      order by d.approval_requested_at, d.id`,
    [customerId],
  );
}
