/**
 * A customer's webhooks (docs/product.md#webhooks, decisions 139 and 140): endpoints that are told, signed per
 * the Standard Webhooks specification, when something happens to the customer's configuration, and the log of
 * what was delivered to each. Declared once here; the server validates and answers these shapes, the
 * console's form checks the same schema before it sends.
 */
import { z } from 'zod';
import { idParam } from './common';

/** The events an endpoint can ask for, in the order the console lists them. */
export const webhookEventTypes = [
  'change.published',
  'schedule.published',
  'schedule.conflicted',
  'approval.requested',
  'approval.approved',
  'approval.rejected',
  'import.applied',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Events an endpoint may subscribe to that nothing sends yet: none since approvals are sent (decision 142). */
export const webhookEventsSentLater: readonly WebhookEventType[] = [];

/** Each event in words, as the console offers it. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'change.published': 'Change published',
  'schedule.published': 'Scheduled change published',
  'schedule.conflicted': 'Scheduled change conflicted',
  'approval.requested': 'Approval requested',
  'approval.approved': 'Change approved',
  'approval.rejected': 'Change rejected',
  'import.applied': 'Import applied',
};

export const MAX_WEBHOOK_URL_LENGTH = 2000;
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 200;

const URL_MESSAGE = 'must be an http:// or https:// address without a user name or password';

/** An endpoint's address: http(s), no credentials, no fragment; where it points is checked by the server. */
export const webhookUrlSchema = z
  .string({ error: 'must be a text' })
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_WEBHOOK_URL_LENGTH, `must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`)
  .refine((text) => {
    if (!URL.canParse(text)) return false;
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  }, URL_MESSAGE);

const eventsSchema = z
  .array(z.enum(webhookEventTypes, { error: `must be one of ${webhookEventTypes.join(', ')}` }), {
    error: 'must be a list of events',
  })
  .min(1, 'must name at least one event')
  .max(webhookEventTypes.length)
  .refine((events) => new Set(events).size === events.length, 'must not name an event twice');

const descriptionSchema = z
  .string({ error: 'must be a text' })
  .trim()
  .max(MAX_WEBHOOK_DESCRIPTION_LENGTH, `must be at most ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters`);

/** POST /v1/webhooks. */
export const webhookBodySchema = z
  .object({ url: webhookUrlSchema, events: eventsSchema, description: descriptionSchema.default('') })
  .strict()
  .meta({ id: 'WebhookBody' });
export type WebhookBody = z.input<typeof webhookBodySchema>;

/** PATCH /v1/webhooks/{id}: what changes; `enabled: false` pauses the endpoint, `true` turns it back on. */
export const webhookChangeSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    events: eventsSchema.optional(),
    description: descriptionSchema.optional(),
    enabled: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'must change url, events, description or enabled')
  .meta({ id: 'WebhookChange' });
export type WebhookChange = z.infer<typeof webhookChangeSchema>;

export const webhookPausedReasons = ['paused', 'failing'] as const;

export const webhookSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(webhookEventTypes)),
    /** Whether deliveries are sent: false when someone paused it, or it failed for 3 days. */
    enabled: z.boolean(),
    /** Why it is paused (`failing`: paused by the server after failing for 3 days); null while enabled. */
    pausedReason: z.enum(webhookPausedReasons).nullable(),
    /** Since when every delivery has failed (ISO 8601); null when the last one succeeded. */
    failingSince: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof webhookSchema>;

/** The answer of POST /v1/webhooks: the only one that holds the signing secret (`whsec_…`). */
export const createdWebhookSchema = webhookSchema
  .extend({ secret: z.string() })
  .meta({ id: 'CreatedWebhook' });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookListAnswerSchema = z.object({ data: z.array(webhookSchema) });
export const webhookAnswerSchema = z.object({ data: z.array(webhookSchema).length(1) });
export const createdWebhookAnswerSchema = z.object({ data: z.array(createdWebhookSchema).length(1) });

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    /** The `webhook-id` header: the same on every attempt, so a receiver can tell a retry. */
    messageId: z.string(),
    eventType: z.enum(webhookEventTypes),
    status: z.enum(webhookDeliveryStatuses),
    attempts: z.number().int(),
    createdAt: z.string(),
    lastAttemptAt: z.string().nullable(),
    /** The HTTP status the endpoint answered the last attempt; null when it did not answer. */
    responseStatus: z.number().int().nullable(),
    /** How long the last attempt took, in milliseconds. */
    durationMs: z.number().int().nullable(),
    /** Why the last attempt failed, in words; null when it succeeded or none was made. */
    error: z.string().nullable(),
    /** When the next attempt is due (pending only). */
    nextAttemptAt: z.string().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListAnswerSchema = z.object({ data: z.array(webhookDeliverySchema) });
export const webhookDeliveryAnswerSchema = z.object({ data: z.array(webhookDeliverySchema).length(1) });

export const webhookParamsSchema = z.object({ id: idParam });
export const webhookDeliveryParamsSchema = z.object({ id: idParam, deliveryId: idParam });

/** The newest deliveries an endpoint's log shows. */
export const WEBHOOK_DELIVERY_LOG_SIZE = 100;
