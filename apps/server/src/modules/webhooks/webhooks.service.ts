/**
 * A customer's webhooks (docs/product.md#webhooks, decisions 139 and 140): endpoints kept, changed and
 * deleted with an activity entry each; the outbox the "configuration committed" event fills in the write's
 * transaction; a delivery's log and its redelivery.
 */
import {
  featureByResource,
  WEBHOOK_DELIVERY_LOG_SIZE,
  type Webhook,
  type WebhookChange,
  type WebhookDelivery,
  type WebhookEventType,
} from '@eua/shared';
import type { ConfigCommitted, ConfigSubscriber } from '../../core/config-events';
import type { Db, Queryable } from '../../db';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { recordCustomerChange } from '../activity/activity.service';
import { grants } from '../auth/product-auth';
import type { VerifiedProductToken } from '../tokens/product-token';
import { refusedUrl } from './address-guard';
import { newMessageId, newWebhookSecret } from './signing';
import {
  deleteEndpoint,
  enqueueDeliveries,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  requeueDelivery,
  updateEndpoint,
} from './webhooks.repo';

/** How long an event is retried: 24 h after it happened (or after a redelivery). */
export const RETRY_FOR_MS = 24 * 60 * 60_000;

export const WEBHOOK_NOT_FOUND = 'Webhook not found';
export const DELIVERY_NOT_FOUND = 'Delivery not found';
export const WEBHOOK_RIGHT_MESSAGE = 'You do not have permission to manage webhooks';

/**
 * Who may see and change a customer's webhooks: the one place that decides it, for every webhook route,
 * before any body is read: the customer's Admins (decisions 137, 139).
 */
export function requireWebhookRight(principal: VerifiedProductToken): void {
  if (!grants(principal, 'admin')) throw forbidden(WEBHOOK_RIGHT_MESSAGE);
}

/** What the settings of the whole service tell the webhooks. */
export type WebhookOptions = {
  /** WEBHOOKS_ALLOW_PRIVATE_ADDRESSES (decision 139). */
  allowPrivateAddresses: boolean;
  /** Milliseconds since the epoch. */
  now: () => number;
};

const RESOURCE = 'webhooks';

function checkUrl(url: string, options: WebhookOptions): void {
  if (options.allowPrivateAddresses) return;
  const refused = refusedUrl(url);
  if (refused) throw badRequest(`Invalid request body: url ${refused}`, [{ field: 'url', message: refused }]);
}

/** The customer's endpoint `id`, else 404 (another customer's is theirs alone). Decided before any body. */
export async function requireOwnWebhook(
  db: Db,
  principal: VerifiedProductToken,
  id: string,
): Promise<Webhook> {
  const endpoint = await findEndpoint(db, principal.customerId, id);
  if (!endpoint) throw notFound(WEBHOOK_NOT_FOUND);
  return endpoint;
}

export const listWebhooks = (db: Db, principal: VerifiedProductToken): Promise<Webhook[]> =>
  listEndpoints(db, principal.customerId);

/** Adds an endpoint with a new secret, answered this once, and logs it. */
export async function createWebhook(
  db: Db,
  principal: VerifiedProductToken,
  parsed: { url: string; events: WebhookEventType[]; description: string },
  options: WebhookOptions,
): Promise<Webhook & { secret: string }> {
  checkUrl(parsed.url, options);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const endpoint = await insertEndpoint(tx, {
      customerId: principal.customerId,
      url: parsed.url,
      description: parsed.description,
      events: parsed.events,
      secret,
      createdBy: principal.sub,
    });
    await logChange(tx, principal.customerId, principal.sub, 'created', endpoint);
    return { ...endpoint, secret };
  });
}

/** Changes an endpoint (pause, enable, events, address, description) and logs what changed. */
export async function changeWebhook(
  db: Db,
  principal: VerifiedProductToken,
  id: string,
  change: WebhookChange,
  options: WebhookOptions,
): Promise<Webhook> {
  if (change.url !== undefined) checkUrl(change.url, options);
  return db.transaction(async (tx) => {
    const before = await findEndpoint(tx, principal.customerId, id);
    const after = before && (await updateEndpoint(tx, principal.customerId, id, change));
    if (!before || !after) throw notFound(WEBHOOK_NOT_FOUND);
    const changed = (['url', 'events', 'description', 'enabled'] as const).filter(
      (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
    );
    if (changed.length > 0)
      await logChange(tx, principal.customerId, principal.sub, 'changed', after, changed);
    return after;
  });
}

export async function deleteWebhook(db: Db, principal: VerifiedProductToken, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await deleteEndpoint(tx, principal.customerId, id);
    if (!gone) throw notFound(WEBHOOK_NOT_FOUND);
    await logChange(tx, principal.customerId, principal.sub, 'deleted', gone);
  });
}

export async function webhookDeliveries(
  db: Db,
  principal: VerifiedProductToken,
  id: string,
): Promise<WebhookDelivery[]> {
  const endpoint = await requireOwnWebhook(db, principal, id);
  return listDeliveries(db, endpoint.id, WEBHOOK_DELIVERY_LOG_SIZE);
}

/** "Redeliver": the same message (id and body) sent again from now, with 24 h of retries. */
export async function redeliver(
  db: Db,
  principal: VerifiedProductToken,
  id: string,
  deliveryId: string,
  options: WebhookOptions,
): Promise<WebhookDelivery> {
  const endpoint = await requireOwnWebhook(db, principal, id);
  const now = options.now();
  const delivery = await requeueDelivery(
    db,
    endpoint.id,
    deliveryId,
    new Date(now),
    new Date(now + RETRY_FOR_MS),
  );
  if (!delivery) throw notFound(DELIVERY_NOT_FOUND);
  return delivery;
}

/** An activity entry of a webhook's change, in the transaction of the change. */
export async function logChange(
  tx: Queryable,
  customerId: string,
  who: string | null,
  action: 'created' | 'changed' | 'deleted' | 'paused',
  endpoint: Pick<Webhook, 'id' | 'url'>,
  changedFields: string[] = [],
): Promise<void> {
  await recordCustomerChange(tx, {
    customerId,
    who,
    resource: RESOURCE,
    source: { kind: 'webhook', detail: { action, webhookId: endpoint.id, url: endpoint.url } },
    changedFields,
  });
}

/**
 * Queues one event for every endpoint of the customer that asked for it, through `tx`, the transaction of
 * what caused it: the body the Standard Webhooks way, `{ type, timestamp, data }`.
 */
export async function enqueueWebhookEvent(
  tx: Queryable,
  event: {
    customer: { customerId: string } | { websiteId: string };
    type: WebhookEventType;
    data: Record<string, unknown>;
    at: number;
  },
): Promise<number> {
  const timestamp = new Date(event.at);
  return enqueueDeliveries(tx, {
    customer: event.customer,
    type: event.type,
    messageId: newMessageId(),
    body: JSON.stringify({ type: event.type, timestamp: timestamp.toISOString(), data: event.data }),
    at: timestamp,
    giveUpAt: new Date(event.at + RETRY_FOR_MS),
  });
}

/** Which event a stored configuration write is: by where it came from (decision 140). */
export function eventTypeOf(event: ConfigCommitted): WebhookEventType {
  if (event.source.kind === 'schedule') return 'schedule.published';
  if (event.source.kind === 'import') return 'import.applied';
  return 'change.published';
}

/**
 * The webhooks as a subscriber of the "configuration committed" event: the deliveries of each stored version
 * inserted in the write's own transaction (the outbox), so they exist exactly when the write does.
 */
export function webhookOutbox(now: () => number = Date.now): ConfigSubscriber {
  return {
    async inTransaction(tx, event) {
      await enqueueWebhookEvent(tx, {
        customer: { websiteId: event.websiteId },
        type: eventTypeOf(event),
        at: now(),
        data: {
          websiteId: event.websiteId,
          websiteName: event.websiteName,
          resource: event.resource,
          screen: featureByResource(event.resource)?.title ?? event.resource,
          version: event.version,
          changedFields: [...event.changedFields],
          source: event.source,
          by: event.who,
          reason: event.reason ?? null,
        },
      });
    },
  };
}
