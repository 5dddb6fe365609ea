/**
 * POST /v1/webhooks/{id}/deliveries/{deliveryId}/redeliver: sends a delivery again, with the same
 * `webhook-id` and body, from now on with 24 h of retries (202: the worker sends it).
 */
import { webhookDeliveryAnswerSchema, webhookDeliveryParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { writeErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { redeliver, requireOwnWebhook, type WebhookOptions } from './webhooks.service';

export function registerRedeliverWebhook(app: FastifyInstance, db: Db, options: WebhookOptions): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      ...contract({
        summary: 'Sends a delivery again, with the same id, as soon as the worker takes it',
        tags: ['webhooks'],
        operationId: 'redeliverWebhookDelivery',
        params: webhookDeliveryParamsSchema,
        response: { 202: webhookDeliveryAnswerSchema, ...writeErrors },
      }),
      config: { limit: 'writes' },
      onRequest: async (request) => {
        await requireOwnWebhook(db, principalOf(request), (request.params as { id: string }).id);
      },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const delivery = await redeliver(db, principalOf(request), id, deliveryId, options);
      reply.code(202);
      return { data: [delivery] };
    },
  );
}
