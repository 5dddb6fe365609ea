/**
 * PATCH /v1/webhooks/{id} `{ url?, events?, description?, enabled? }`: changes an endpoint; `enabled: false`
 * pauses it, `true` turns it back on.
 */
import { webhookAnswerSchema, webhookChangeSchema, webhookParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { writeErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { changeWebhook, requireOwnWebhook, type WebhookOptions } from './webhooks.service';

export function registerUpdateWebhook(app: FastifyInstance, db: Db, options: WebhookOptions): void {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/v1/webhooks/:id',
    {
      ...contract({
        summary: 'Changes a webhook endpoint: its address, events or description, or pauses and enables it',
        tags: ['webhooks'],
        operationId: 'updateWebhook',
        params: webhookParamsSchema,
        body: webhookChangeSchema,
        response: { 200: webhookAnswerSchema, ...writeErrors },
      }),
      config: { limit: 'writes' },
      // The endpoint's owner is decided before any body is read, after the right to manage webhooks.
      onRequest: async (request) => {
        await requireOwnWebhook(db, principalOf(request), (request.params as { id: string }).id);
      },
    },
    async (request) => ({
      data: [await changeWebhook(db, principalOf(request), request.params.id, request.body, options)],
    }),
  );
}
