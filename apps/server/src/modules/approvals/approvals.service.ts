/**
 * Approval before publishing (docs/product.md#approvals, decisions 141 and 142): the customer's policy, a
 * draft's change request ("Ask for approval"), and the approvers' decisions. The last approval publishes the
 * draft through the drafts' publish, the one configuration write — or leaves it to its schedule when one is
 * set for later. Every step is an activity entry and a webhook event in its own transaction.
 */
import {
  ALREADY_DECIDED_MESSAGE,
  type ChangeRequest,
  NO_DRAFT_MESSAGE,
  NO_POLICY_MESSAGE,
  NOT_REQUESTED_MESSAGE,
  type Policy,
  REASON_REQUIRED_MESSAGE,
  SELF_APPROVAL_MESSAGE,
  type WebhookEventType,
} from '@eua/shared';
import type { Db, Queryable } from '../../db';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { recordActivity } from '../activity/activity.service';
import { requireScope } from '../auth/product-auth';
import { featureOr404, ownedWebsite } from '../config/config.service';
import {
  changesOf,
  type DraftServices,
  deleteDraftIfVersion,
  draftByIfMatch,
  entryOf,
  findDraft,
  liveDocumentOf,
  publishDraftWrite,
  type StoredDraft,
} from '../drafts/drafts.service';
import type { VerifiedProductToken } from '../tokens/product-token';
import { enqueueWebhookEvent } from '../webhooks/webhooks.service';
import type { WebsiteRecord } from '../websites/websites.service';
import { approvalStateOf } from './approval-policy';
import {
  findPolicy,
  insertDecision,
  listRequestedDrafts,
  markRequested,
  upsertPolicy,
} from './approvals.repo';

type Screen = { website: WebsiteRecord; feature: ReturnType<typeof featureOr404> };

export const readPolicy = (db: Db, principal: VerifiedProductToken): Promise<Policy> =>
  findPolicy(db, principal.customerId);

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Sets the customer's policy (Admins); the change is an activity entry of the customer. */
export async function changePolicy(db: Db, principal: VerifiedProductToken, policy: Policy): Promise<Policy> {
  requireScope(principal, 'admin');
  await db.transaction(async (tx) => {
    const before = await upsertPolicy(tx, principal.customerId, policy, principal.sub);
    const changes = [
      ...(before.approvalsRequired === policy.approvalsRequired
        ? []
        : [
            `Changes go live after approval by N other people: ${before.approvalsRequired} → ${policy.approvalsRequired}`,
          ]),
      ...(before.reasonsRequired === policy.reasonsRequired
        ? []
        : [
            `Every change needs a reason: ${yesNo(before.reasonsRequired)} → ${yesNo(policy.reasonsRequired)}`,
          ]),
    ];
    if (changes.length > 0) {
      await recordActivity(tx, {
        customerId: principal.customerId,
        who: principal.sub,
        action: 'policy-changed',
        resource: 'policies',
        changes,
      });
    }
  });
  return findPolicy(db, principal.customerId);
}

async function screenOf(
  db: Db,
  principal: VerifiedProductToken,
  websiteId: string,
  resource: string,
  services: DraftServices,
) {
  const website = await ownedWebsite(db, services.cache, principal, websiteId);
  return { website, feature: featureOr404(resource) };
}

/** A draft's change request as the API answers it (undefined: the draft does not ask for approval). */
async function changeRequestOf(
  db: Db,
  principal: VerifiedProductToken,
  screen: Screen,
  draft: StoredDraft,
  services: DraftServices,
): Promise<ChangeRequest | undefined> {
  const state = await approvalStateOf(db, principal.customerId, draft);
  if (!state.request) return undefined;
  const live = await liveDocumentOf(db, screen, services);
  return {
    websiteId: screen.website.websiteId,
    websiteName: screen.website.name,
    resource: screen.feature.resource,
    draftVersion: draft.version,
    requestedBy: state.request.requestedBy,
    requestedAt: state.request.requestedAt,
    reason: state.request.reason,
    status: state.status,
    approvalsRequired: state.policy.approvalsRequired,
    approvals: state.approvals,
    decisions: state.decisions,
    changes: await changesOf(db, screen.feature, live, draft.config),
    dueAt: draft.schedule?.status === 'pending' ? draft.schedule.dueAt : null,
  };
}

/** The screen's change request; undefined when it has no draft or the draft does not ask for approval. */
export async function readChangeRequestIfAny(
  db: Db,
  principal: VerifiedProductToken,
  target: { websiteId: string; resource: string },
  services: DraftServices,
): Promise<ChangeRequest | undefined> {
  const screen = await screenOf(db, principal, target.websiteId, target.resource, services);
  const draft = await findDraft(db, target.websiteId, screen.feature.resource);
  return draft && changeRequestOf(db, principal, screen, draft, services);
}

/** The screen's change request; 404 when it has no draft or the draft does not ask for approval. */
export async function readChangeRequest(
  db: Db,
  principal: VerifiedProductToken,
  target: { websiteId: string; resource: string },
  services: DraftServices,
): Promise<ChangeRequest> {
  const request = await readChangeRequestIfAny(db, principal, target, services);
  if (!request) throw notFound(NOT_REQUESTED_MESSAGE);
  return request;
}

/** Every change request of the customer, oldest first ("Waiting for approval"). */
export async function listChangeRequests(
  db: Db,
  principal: VerifiedProductToken,
  services: DraftServices,
): Promise<ChangeRequest[]> {
  const requests: ChangeRequest[] = [];
  for (const { websiteId, resource } of await listRequestedDrafts(db, principal.customerId)) {
    const screen = await screenOf(db, principal, websiteId, resource, services);
    const draft = await findDraft(db, websiteId, resource);
    const request = draft && (await changeRequestOf(db, principal, screen, draft, services));
    if (request) requests.push(request);
  }
  return requests;
}

/** An approval event for the customer's webhooks, through the transaction of the step it tells. */
const tellWebhooks = (
  tx: Queryable,
  type: WebhookEventType,
  principal: VerifiedProductToken,
  screen: Screen,
  at: number,
  data: Record<string, unknown>,
) =>
  enqueueWebhookEvent(tx, {
    customer: { customerId: principal.customerId },
    type,
    at,
    data: {
      websiteId: screen.website.websiteId,
      resource: screen.feature.resource,
      by: principal.sub,
      ...data,
    },
  });

/**
 * "Ask for approval": the screen's draft, at the version If-Match names, becomes a change request with its
 * reason (required by a policy that asks for reasons: 400). 409 when the policy asks for no approval.
 */
export async function askForApproval(
  db: Db,
  principal: VerifiedProductToken,
  target: { websiteId: string; resource: string; ifMatch: string | undefined; reason: string | undefined },
  services: DraftServices,
): Promise<ChangeRequest> {
  const screen = await screenOf(db, principal, target.websiteId, target.resource, services);
  requireScope(principal, 'draft');
  const policy = await findPolicy(db, principal.customerId);
  if (policy.approvalsRequired === 0) throw new HttpError(409, NO_POLICY_MESSAGE);
  const reason = target.reason?.trim() || null;
  if (policy.reasonsRequired && !reason) {
    throw badRequest(REASON_REQUIRED_MESSAGE, [{ field: 'reason', message: REASON_REQUIRED_MESSAGE }]);
  }
  const draft = await draftByIfMatch(db, screen, target.ifMatch, services);
  const changes = await changesOf(
    db,
    screen.feature,
    await liveDocumentOf(db, screen, services),
    draft.config,
  );
  const at = services.now();
  await db.transaction(async (tx) => {
    if (!(await markRequested(tx, draft, principal.sub, reason, new Date(at)))) {
      throw new HttpError(412, 'This draft was changed after you loaded it: review it and ask again.');
    }
    await recordActivity(tx, { ...entryOf(principal, screen, 'approval-requested', changes), reason });
    await tellWebhooks(tx, 'approval.requested', principal, screen, at, {
      draftVersion: draft.version,
      reason,
      changes,
    });
  });
  return readChangeRequest(db, principal, target, services);
}

/**
 * An approver's decision (a Publisher or Admin, never the change's author or who asked for it) on the draft
 * at the version If-Match names, with a comment. The approval that completes the policy publishes the draft
 * at once — unless a schedule is set for later, which then publishes it.
 */
export async function decideChange(
  db: Db,
  principal: VerifiedProductToken,
  target: {
    websiteId: string;
    resource: string;
    ifMatch: string | undefined;
    decision: 'approve' | 'reject';
    comment?: string | undefined;
  },
  services: DraftServices,
): Promise<{ request: ChangeRequest; published: boolean }> {
  const screen = await screenOf(db, principal, target.websiteId, target.resource, services);
  requireScope(principal, 'publish');
  const draft = await draftByIfMatch(db, screen, target.ifMatch, services);
  const state = await approvalStateOf(db, principal.customerId, draft);
  if (state.policy.approvalsRequired === 0) throw new HttpError(409, NO_POLICY_MESSAGE);
  if (!state.request) throw new HttpError(409, NOT_REQUESTED_MESSAGE);
  if (principal.sub === draft.author.id || principal.sub === state.request.requestedBy.id) {
    throw new HttpError(403, SELF_APPROVAL_MESSAGE);
  }
  if (state.decisions.some((one) => one.by.id === principal.sub && one.draftVersion === draft.version)) {
    throw new HttpError(409, ALREADY_DECIDED_MESSAGE);
  }
  const decision = target.decision === 'approve' ? 'approved' : 'rejected';
  const comment = target.comment?.trim() || null;
  const at = services.now();
  const changes = await changesOf(
    db,
    screen.feature,
    await liveDocumentOf(db, screen, services),
    draft.config,
  );
  await db.transaction(async (tx) => {
    const stored = await insertDecision(tx, draft, {
      by: principal.sub,
      decision,
      comment,
      at: new Date(at),
    });
    if (!stored) throw new HttpError(412, 'This draft was changed after you loaded it: review it again.');
    await recordActivity(
      tx,
      entryOf(
        principal,
        screen,
        decision === 'approved' ? 'change-approved' : 'change-rejected',
        comment ? [...changes, `Comment: ${comment}`] : changes,
      ),
    );
    await tellWebhooks(
      tx,
      decision === 'approved' ? 'approval.approved' : 'approval.rejected',
      principal,
      screen,
      at,
      {
        draftVersion: draft.version,
        comment,
        requestedBy: state.request?.requestedBy.id ?? null,
        changes,
      },
    );
  });
  const request = await changeRequestOf(db, principal, screen, draft, services);
  if (!request) throw new Error('A decision answered without its change request');
  const scheduledLater =
    draft.schedule?.status === 'pending' && new Date(draft.schedule.dueAt).getTime() > services.now();
  if (request.status !== 'approved' || scheduledLater) return { request, published: false };
  await publishDraftWrite({
    db,
    principal,
    services,
    request: {
      websiteId: target.websiteId,
      resource: target.resource,
      ifMatch: `"${draft.version}"`,
      source: { kind: 'publish' },
    },
  });
  await deleteDraftIfVersion(db, target.websiteId, target.resource, draft.version);
  return { request, published: true };
}
