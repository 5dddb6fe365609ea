/** DELETE /v1/api-tokens/{id} (Admin): revokes an API token at once, on every instance (204). */
import { apiTokenParamsSchema, noContentSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import { requireOwnApiToken, revokeApiToken } from './api-tokens.service';
import { adminWriteErrors } from './member-routes';

export function registerRevokeApiToken(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/v1/api-tokens/:id',
    {
      ...contract({
        operationId: 'revokeApiToken',
        summary: 'Revokes an API token: the next request with it is refused, on every instance',
        tags: ['api tokens'],
        params: apiTokenParamsSchema,
        response: { 204: noContentSchema, ...adminWriteErrors },
      }),
      config: { limit: 'writes', scope: 'admin' },
      // Whose it is is decided before any body is read (decision 120), after the Admin scope.
      onRequest: async (request) =>
        requireOwnApiToken(db, principalOf(request), (request.params as { id: string }).id),
    },
    async (request, reply) => {
      await revokeApiToken(db, principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
