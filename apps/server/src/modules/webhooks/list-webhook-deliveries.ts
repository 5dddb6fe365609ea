/**
 * GET /v1/webhooks/{id}/deliveries: the endpoint's delivery log, newest first (the last 100): each event's
 * status, the answer's status code and how long the last attempt took.
 */
import { webhookDeliveryListAnswerSchema, webhookParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { webhookDeliveries } from './webhooks.service';

export function registerListWebhookDeliveries(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/webhooks/:id/deliveries',
    contract({
      summary: "A webhook endpoint's delivery log, newest first",
      tags: ['webhooks'],
      operationId: 'listWebhookDeliveries',
      params: webhookParamsSchema,
      response: { 200: webhookDeliveryListAnswerSchema, ...apiErrors },
    }),
    async (request) => ({ data: await webhookDeliveries(db, principalOf(request), request.params.id) }),
  );
}
