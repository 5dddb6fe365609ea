/**
 * The webhooks' calls (docs/product.md#webhooks), in a context of their own inside the data API's: the right
 * to manage webhooks (`requireWebhookRight`, one function for every call, reads included) is decided before
 * any body is read, after the product token; a call naming an endpoint then checks it is the customer's.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { principalOf } from '../auth/product-auth';
import { registerCreateWebhook } from './create-webhook';
import { registerDeleteWebhook } from './delete-webhook';
import { registerListWebhookDeliveries } from './list-webhook-deliveries';
import { registerListWebhooks } from './list-webhooks';
import { registerRedeliverWebhook } from './redeliver-webhook';
import { registerUpdateWebhook } from './update-webhook';
import { requireWebhookRight, type WebhookOptions } from './webhooks.service';

export async function registerWebhookRoutes(
  api: FastifyInstance,
  db: Db,
  options: WebhookOptions,
): Promise<void> {
  await api.register(async (scope) => {
    scope.addHook('onRequest', async (request) => requireWebhookRight(principalOf(request)));
    registerListWebhooks(scope, db);
    registerCreateWebhook(scope, db, options);
    registerUpdateWebhook(scope, db, options);
    registerDeleteWebhook(scope, db);
    registerListWebhookDeliveries(scope, db);
    registerRedeliverWebhook(scope, db, options);
  });
}
