/**
 * The scheduler (docs/product.md#drafts-and-scheduled-publishing, decision 115): every server polls for
 * scheduled publications that are due — at its start, then every few seconds — and publishes each through the
 * publish of a draft by hand, with the source `schedule`. A row is claimed with FOR UPDATE SKIP LOCKED in the
 * statement that marks it claimed, so however many servers poll one database, exactly one publishes each.
 * A schedule that fell due while no server ran is published at the next start, its entry saying when it was
 * due.
 */
import { randomBytes } from 'node:crypto';
import { APPROVAL_POLICY_PREFIX, PUBLISH_CONFLICT_MESSAGE } from '@eua/shared';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import type { WriteServices } from '../config/write-document';
import { CONSOLE_PRODUCT } from '../console/runtime-config';
import { scopesHeldNow } from '../members/members.service';
import { applicationIdOf, type VerifiedProductToken } from '../tokens/product-token';
import { enqueueWebhookEvent } from '../webhooks/webhooks.service';
import {
  type ClaimedSchedule,
  claimDueSchedules,
  failSchedule,
  finishPublishedSchedule,
  releaseClaim,
} from './drafts.repo';
import { publishDraftWrite } from './drafts.service';

/** How often a server looks for due publications. */
export const SCHEDULER_INTERVAL_MS = 5_000;
/** How many due publications one poll claims; more wait for the next poll (a moment later). */
const CLAIM_LIMIT = 10;
/** A claim this old belongs to a server that stopped mid-publish: another may take it. */
const STALE_CLAIM_MS = 10 * 60_000;
/** A publication more than this after its time ran late (no server was running): its entry says when it was due. */
export const LATE_AFTER_MS = 60_000;

/** A schedule that came due before its change was approved (docs/product.md#approvals): it waits for it. */
export const UNAPPROVED_SCHEDULE_MESSAGE =
  'Not published: the change was not approved when its time came. The last approval publishes it.';

export const NO_LONGER_ALLOWED_MESSAGE =
  'The person who scheduled this change can no longer change this configuration: schedule it again.';

export type SchedulerOptions = {
  db: Db;
  services: WriteServices;
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  now: () => number;
  intervalMs?: number;
  log: { error(error: unknown, message: string): void };
};

export type Scheduler = {
  /** One poll, after any poll in flight: resolves with how many publications it settled. */
  tick(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * The authority a scheduled publish writes with: the scopes of whoever set the schedule, as their role in
 * the website's customer (or their API token's) grants them now (no longer a Publisher: refused, 403).
 */
async function principalOf(db: Db, claimed: ClaimedSchedule, now: number): Promise<VerifiedProductToken> {
  const sub = claimed.schedule.setBy.id;
  return {
    sub,
    customerId: claimed.customerId,
    scopes: await scopesHeldNow(db, sub, claimed.customerId),
    appId: applicationIdOf(CONSOLE_PRODUCT, claimed.customerId),
    exp: Math.floor(now / 1000) + 60,
  };
}

/** Publishes one claimed schedule and settles its row: done, conflicted or failed. */
async function publishClaimed(options: SchedulerOptions, claimed: ClaimedSchedule): Promise<void> {
  const { db, services, now } = options;
  const { draft, schedule } = claimed;
  const publishedAt = now();
  const late = publishedAt - new Date(schedule.dueAt).getTime() > LATE_AFTER_MS;
  try {
    await publishDraftWrite({
      db,
      principal: await principalOf(db, claimed, publishedAt),
      services,
      request: {
        websiteId: draft.websiteId,
        resource: draft.resource,
        ifMatch: `"${draft.version}"`,
        source: {
          kind: 'schedule',
          detail: {
            setBy: { sub: schedule.setBy.id, name: schedule.setBy.name },
            dueAt: schedule.dueAt,
            draftId: draft.id,
            at: schedule.at,
            timeZone: schedule.timeZone,
            ...(late ? { late: true } : {}),
          },
        },
      },
    });
    await finishPublishedSchedule(db, claimed.scheduleId, draft, new Date(publishedAt));
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) {
      // The server's trouble, not the change's: tried again once the claim is stale.
      options.log.error(error, 'A scheduled publication failed; it will be tried again');
      return;
    }
    if (error.statusCode === 412 && error.message !== PUBLISH_CONFLICT_MESSAGE) {
      // The draft was saved after the claim read it: the next poll publishes it as it is now.
      await releaseClaim(db, claimed.scheduleId);
      return;
    }
    const conflicted = error.statusCode === 409;
    const message =
      error.statusCode === 403 && error.message.startsWith(APPROVAL_POLICY_PREFIX)
        ? UNAPPROVED_SCHEDULE_MESSAGE
        : error.statusCode === 403
          ? NO_LONGER_ALLOWED_MESSAGE
          : conflicted
            ? PUBLISH_CONFLICT_MESSAGE
            : error.message;
    if (!conflicted) {
      await failSchedule(db, claimed.scheduleId, 'failed', message);
      return;
    }
    // A conflicted schedule is told to the customer's webhooks in the transaction that records it (decision 140).
    await db.transaction(async (tx) => {
      await failSchedule(tx, claimed.scheduleId, 'conflicted', message);
      await enqueueWebhookEvent(tx, {
        customer: { customerId: claimed.customerId },
        type: 'schedule.conflicted',
        at: publishedAt,
        data: {
          websiteId: draft.websiteId,
          resource: draft.resource,
          dueAt: schedule.dueAt,
          setBy: schedule.setBy.id,
          message,
        },
      });
    });
  }
}

/** Starts polling at once, then every `intervalMs`; `stop` waits for the poll in flight. */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const instance = randomBytes(6).toString('hex');
  let last: Promise<number> = Promise.resolve(0);
  let stopped = false;

  const poll = async (): Promise<number> => {
    if (stopped) return 0;
    const now = options.now();
    const claimed = await claimDueSchedules(options.db, {
      now: new Date(now),
      instance,
      staleBefore: new Date(now - STALE_CLAIM_MS),
      limit: CLAIM_LIMIT,
    });
    for (const one of claimed) await publishClaimed(options, one);
    return claimed.length;
  };
  const tick = () => {
    last = last.catch(() => 0).then(poll);
    return last;
  };
  const run = () => {
    tick().catch((error: unknown) => options.log.error(error, 'Polling for scheduled publications failed'));
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? SCHEDULER_INTERVAL_MS);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await last.catch(() => 0);
    },
  };
}
