/**
 * The webhooks' calls (docs/product.md#webhooks), in a context of their own inside the data API's: the right
 * to manage webhooks (`requireWebhookRight`, one function for every call, reads included) is decided before
 * any body is read, after the product token; a call naming an endpoint then checks it is the customer's.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { principalOf } from '../auth/product-auth';
import { registerCreateWebhook } from './create-webhook';
import { registerDeleteWebhook } from './delete-webhook';
import { type DeliveryWorker, startDeliveryWorker } from './delivery-worker';
import { registerListWebhookDeliveries } from './list-webhook-deliveries';
import { registerListWebhooks } from './list-webhooks';
import { registerRedeliverWebhook } from './redeliver-webhook';
import { registerUpdateWebhook } from './update-webhook';
import { requireWebhookRight, type WebhookOptions } from './webhooks.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The webhooks' delivery worker, when it runs: `tick()` polls now (tests). */
    webhookWorker?: DeliveryWorker;
  }
}

async function registerWebhookRoutes(api: FastifyInstance, options: WebhookOptions): Promise<void> {
  const { db } = api;
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

export const webhookRoutes = fp(registerWebhookRoutes, {
  name: 'webhook-routes',
  dependencies: ['db'],
  encapsulate: true,
});

export type WebhookWorkerOptions = WebhookOptions & { intervalMs?: number; timeoutMs?: number };

/** The delivery worker, started once the app is ready, on every instance: row locks decide who attempts. */
export const webhookWorker = fp(
  async (app: FastifyInstance, options: WebhookWorkerOptions) => {
    app.decorate('webhookWorker', undefined);
    app.addHook('onReady', async () => {
      app.webhookWorker = startDeliveryWorker({
        db: app.db,
        now: options.now,
        allowPrivateAddresses: options.allowPrivateAddresses,
        intervalMs: options.intervalMs,
        timeoutMs: options.timeoutMs,
        log: { error: (error, message) => app.log.error({ err: error }, message) },
      });
    });
    app.addHook('onClose', async () => app.webhookWorker?.stop());
  },
  { name: 'webhook-worker', dependencies: ['db'] },
);
