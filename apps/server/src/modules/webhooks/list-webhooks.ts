/** GET /v1/webhooks: the customer's webhook endpoints, oldest first, without their secrets. */
import { webhookListAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { listWebhooks } from './webhooks.service';

export function registerListWebhooks(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/webhooks',
    contract({
      summary: "The customer's webhook endpoints (secrets are shown only when one is made)",
      tags: ['webhooks'],
      operationId: 'listWebhooks',
      response: { 200: webhookListAnswerSchema, ...apiErrors },
    }),
    async (request) => ({ data: await listWebhooks(db, principalOf(request)) }),
  );
}
