/**
 * The webhooks' tables (docs/product.md#webhooks, decisions 139 and 140): endpoints, and the outbox of their
 * deliveries with its claims. Only this file writes SQL for them.
 */
import type {
  Webhook,
  WebhookChange,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '@eua/shared';
import type { Queryable } from '../../db';

const ID = /^\d{1,18}$/;
/** An id a path names: digits, else it names nothing (a 404, never a database error). */
export const isId = (value: string): boolean => ID.test(value);

const endpointColumns = `id::text as id, url, description, events, enabled, paused_reason as "pausedReason",
  to_char(failing_since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "failingSince",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;

type EndpointRow = Webhook & { customerId?: string };

export async function insertEndpoint(
  db: Queryable,
  endpoint: {
    customerId: string;
    url: string;
    description: string;
    events: readonly WebhookEventType[];
    secret: string;
    createdBy: string;
  },
): Promise<Webhook> {
  const [row] = await db.query<EndpointRow>(
    `insert into webhook_endpoints (customer_id, url, description, events, secret, created_by)
     values ($1, $2, $3, $4::text[], $5, $6)
     returning ${endpointColumns}`,
    [
      endpoint.customerId,
      endpoint.url,
      endpoint.description,
      endpoint.events,
      endpoint.secret,
      endpoint.createdBy,
    ],
  );
  if (!row) throw new Error('the webhook was not stored');
  return row;
}

export async function listEndpoints(db: Queryable, customerId: string): Promise<Webhook[]> {
  return db.query<Webhook>(
    `select ${endpointColumns} from webhook_endpoints where customer_id = $1 order by id`,
    [customerId],
  );
}

/** The customer's endpoint `id`, or undefined (another customer's is not theirs to see). */
export async function findEndpoint(
  db: Queryable,
  customerId: string,
  id: string,
): Promise<Webhook | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db.query<Webhook>(
    `select ${endpointColumns} from webhook_endpoints where customer_id = $1 and id = $2`,
    [customerId, id],
  );
  return row;
}

/**
 * Changes an endpoint. Enabling it again clears why it was paused and its run of failures; pausing it says
 * someone paused it.
 */
export async function updateEndpoint(
  db: Queryable,
  customerId: string,
  id: string,
  change: WebhookChange,
): Promise<Webhook | undefined> {
  const [row] = await db.query<Webhook>(
    `update webhook_endpoints
        set url = coalesce($3, url),
            events = coalesce($4::text[], events),
            description = coalesce($5, description),
            enabled = coalesce($6, enabled),
            paused_reason = case when $6 is null then paused_reason when $6 then null else 'paused' end,
            failing_since = case when $6 then null else failing_since end,
            updated_at = now()
      where customer_id = $1 and id = $2
      returning ${endpointColumns}`,
    [
      customerId,
      id,
      change.url ?? null,
      change.events ?? null,
      change.description ?? null,
      change.enabled ?? null,
    ],
  );
  return row;
}

export async function deleteEndpoint(
  db: Queryable,
  customerId: string,
  id: string,
): Promise<Webhook | undefined> {
  const [row] = await db.query<Webhook>(
    `delete from webhook_endpoints where customer_id = $1 and id = $2 returning ${endpointColumns}`,
    [customerId, id],
  );
  return row;
}

/**
 * The outbox: a delivery of one event to every enabled endpoint of the customer that asked for its type,
 * through `tx`, the transaction of the write that caused it. The customer is the website's when `websiteId`
 * is given. Answers how many deliveries were queued.
 */
export async function enqueueDeliveries(
  tx: Queryable,
  event: {
    customer: { customerId: string } | { websiteId: string };
    type: WebhookEventType;
    messageId: string;
    body: string;
    at: Date;
    giveUpAt: Date;
  },
): Promise<number> {
  const customer =
    'customerId' in event.customer ? '$1::text' : '(select customer_id from websites where id = $1)';
  const rows = await tx.query(
    `insert into webhook_deliveries (endpoint_id, message_id, event_type, body, status, created_at,
                                     next_attempt_at, give_up_at)
     select e.id, $2, $3, $4, 'pending', $5, $5, $6
       from webhook_endpoints e
      where e.customer_id = ${customer} and e.enabled and $3 = any(e.events)
     returning id`,
    [
      'customerId' in event.customer ? event.customer.customerId : event.customer.websiteId,
      event.messageId,
      event.type,
      event.body,
      event.at,
      event.giveUpAt,
    ],
  );
  return rows.length;
}

const deliveryColumns = (d: string) => `${d}.id::text as id, ${d}.message_id as "messageId",
  ${d}.event_type as "eventType", ${d}.status, ${d}.attempts,
  to_char(${d}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(${d}.last_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastAttemptAt",
  ${d}.response_status as "responseStatus", ${d}.duration_ms as "durationMs", ${d}.error,
  case when ${d}.status = 'pending'
       then to_char(${d}.next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end
    as "nextAttemptAt"`;

/** The newest `limit` deliveries of an endpoint, newest first. */
export async function listDeliveries(
  db: Queryable,
  endpointId: string,
  limit: number,
): Promise<WebhookDelivery[]> {
  return db.query<WebhookDelivery>(
    `select ${deliveryColumns('d')} from webhook_deliveries d where d.endpoint_id = $1 order by d.id desc limit $2`,
    [endpointId, limit],
  );
}

/**
 * Sends a delivery again, with the same id and body: pending from `now`, with 24 h of retries from then.
 * Undefined when the endpoint has no such delivery.
 */
export async function requeueDelivery(
  db: Queryable,
  endpointId: string,
  deliveryId: string,
  now: Date,
  giveUpAt: Date,
): Promise<WebhookDelivery | undefined> {
  if (!isId(deliveryId)) return undefined;
  const [row] = await db.query<WebhookDelivery>(
    `update webhook_deliveries d
        set status = 'pending', next_attempt_at = $3, give_up_at = $4, claimed_by = null, claimed_at = null
      where d.endpoint_id = $1 and d.id = $2
      returning ${deliveryColumns('d')}`,
    [endpointId, deliveryId, now, giveUpAt],
  );
  return row;
}

/** A delivery claimed for one attempt, with what the attempt needs of its endpoint. */
export type ClaimedDelivery = {
  id: string;
  endpointId: string;
  customerId: string;
  url: string;
  secret: string;
  messageId: string;
  body: string;
  attempts: number;
  giveUpAt: Date;
};

/**
 * Claims up to `limit` pending deliveries that are due, of enabled endpoints, for `instance`: FOR UPDATE SKIP
 * LOCKED in the statement that marks them claimed, so however many servers poll, each is claimed by one. A
 * claim older than `staleBefore` belongs to a server that stopped mid-attempt: it may be taken again.
 */
export async function claimDueDeliveries(
  db: Queryable,
  claim: { now: Date; instance: string; staleBefore: Date; limit: number },
): Promise<ClaimedDelivery[]> {
  const rows = await db.query<Omit<ClaimedDelivery, 'giveUpAt'> & { giveUpAt: Date | string }>(
    `with claimed as (
       update webhook_deliveries set claimed_by = $2, claimed_at = $1
        where id in (select d.id from webhook_deliveries d
                      where d.status = 'pending' and d.next_attempt_at <= $1
                        and (d.claimed_at is null or d.claimed_at < $3)
                        and exists (select 1 from webhook_endpoints e where e.id = d.endpoint_id and e.enabled)
                      order by d.next_attempt_at, d.id
                      for update skip locked
                      limit $4)
       returning id, endpoint_id, message_id, body, attempts, give_up_at)
     select c.id::text as id, c.endpoint_id::text as "endpointId", e.customer_id as "customerId", e.url,
            e.secret, c.message_id as "messageId", c.body, c.attempts, c.give_up_at as "giveUpAt"
       from claimed c join webhook_endpoints e on e.id = c.endpoint_id
      order by c.id`,
    [claim.now, claim.instance, claim.staleBefore, claim.limit],
  );
  return rows.map((row) => ({ ...row, giveUpAt: new Date(row.giveUpAt) }));
}

/** What one attempt came to. */
export type AttemptOutcome = {
  at: Date;
  delivered: boolean;
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  /** When to try again; null to give up (a failure past the 24 h) or for a success. */
  nextAttemptAt: Date | null;
};

/**
 * Settles one attempt of a claimed delivery, in `tx`: the delivery delivered, pending again or failed, and
 * its endpoint's run of failures ended or begun. Answers the endpoint's `failingSince` after it.
 */
export async function settleAttempt(
  tx: Queryable,
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome,
): Promise<{ failingSince: Date | null; enabled: boolean; url: string }> {
  const status: WebhookDeliveryStatus = outcome.delivered
    ? 'delivered'
    : outcome.nextAttemptAt
      ? 'pending'
      : 'failed';
  await tx.query(
    `update webhook_deliveries
        set status = $2, attempts = attempts + 1, last_attempt_at = $3, response_status = $4,
            duration_ms = $5, error = $6, next_attempt_at = coalesce($7, next_attempt_at),
            claimed_by = null, claimed_at = null
      where id = $1`,
    [
      delivery.id,
      status,
      outcome.at,
      outcome.responseStatus,
      outcome.durationMs,
      outcome.error,
      outcome.nextAttemptAt,
    ],
  );
  const [endpoint] = await tx.query<{ failingSince: Date | string | null; enabled: boolean; url: string }>(
    `update webhook_endpoints
        set failing_since = case when $2 then null else coalesce(failing_since, $3) end
      where id = $1
      returning failing_since as "failingSince", enabled, url`,
    [delivery.endpointId, outcome.delivered, outcome.at],
  );
  if (!endpoint) return { failingSince: null, enabled: false, url: delivery.url };
  return {
    failingSince: endpoint.failingSince === null ? null : new Date(endpoint.failingSince),
    enabled: endpoint.enabled,
    url: endpoint.url,
  };
}

/** Pauses an endpoint the server gave up on; false when it was paused already. */
export async function pauseFailingEndpoint(tx: Queryable, endpointId: string): Promise<boolean> {
  const rows = await tx.query(
    `update webhook_endpoints set enabled = false, paused_reason = 'failing', updated_at = now()
      where id = $1 and enabled returning id`,
    [endpointId],
  );
  return rows.length > 0;
}

/** Deletes the deliveries that are settled (delivered, or given up) and were made before `before`. */
export async function sweepSettledDeliveries(db: Queryable, before: Date): Promise<void> {
  await db.query("delete from webhook_deliveries where status <> 'pending' and created_at < $1", [
    before.toISOString(),
  ]);
}
