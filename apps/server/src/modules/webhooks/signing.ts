/**
 * Standard Webhooks signatures (docs/product.md#webhooks, decision 139): a secret is `whsec_` and the base64
 * of 32 random bytes; a delivery carries `webhook-id`, `webhook-timestamp` (seconds) and `webhook-signature`
 * `v1,` and the base64 HMAC-SHA256, keyed by the secret's bytes, of `{id}.{timestamp}.{body}`.
 */
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** A message id, the `webhook-id` of every attempt of one event to one endpoint. */
export const newMessageId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

export function signatureOf(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The headers of one attempt: signed at `timestamp` (seconds since the epoch), the same id every time. */
export function signedHeaders(
  secret: string,
  messageId: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureOf(secret, messageId, timestamp, body),
  };
}
