/** DELETE /v1/webhooks/{id}: removes an endpoint and its delivery log (204; another customer's: 404). */
import { noContentSchema, webhookParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { writeErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { deleteWebhook, requireOwnWebhook } from './webhooks.service';

export function registerDeleteWebhook(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/v1/webhooks/:id',
    {
      ...contract({
        summary: 'Deletes a webhook endpoint; nothing more is sent to it',
        tags: ['webhooks'],
        operationId: 'deleteWebhook',
        params: webhookParamsSchema,
        response: { 204: noContentSchema, ...writeErrors },
      }),
      config: { limit: 'writes' },
      onRequest: async (request) => {
        await requireOwnWebhook(db, principalOf(request), (request.params as { id: string }).id);
      },
    },
    async (request, reply) => {
      await deleteWebhook(db, principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
