/**
 * POST /v1/webhooks `{ url, events, description? }`: a new endpoint, enabled, with its signing secret — the
 * only answer that holds it (201).
 */
import { createdWebhookAnswerSchema, webhookBodySchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { writeErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { createWebhook, type WebhookOptions } from './webhooks.service';

export function registerCreateWebhook(app: FastifyInstance, db: Db, options: WebhookOptions): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/webhooks',
    {
      ...contract({
        summary: 'Adds a webhook endpoint; the answer holds its signing secret, shown this once',
        tags: ['webhooks'],
        operationId: 'createWebhook',
        body: webhookBodySchema,
        response: { 201: createdWebhookAnswerSchema, ...writeErrors },
      }),
      config: { limit: 'writes' },
    },
    async (request, reply) => {
      const made = await createWebhook(db, principalOf(request), request.body, options);
      reply.code(201).header('cache-control', 'no-store');
      return { data: [made] };
    },
  );
}
