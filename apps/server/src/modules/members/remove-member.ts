/** DELETE /v1/members/{userId} (Admin): removes a member (204); the last Admin stays (409). */
import { memberParamsSchema, noContentSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import { adminWriteErrors } from './member-routes';
import { removeMember, requireOwnMember } from './members.service';

export function registerRemoveMember(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/v1/members/:userId',
    {
      ...contract({
        operationId: 'removeMember',
        summary: 'Removes a member from the customer; the last Admin cannot be removed',
        tags: ['members'],
        params: memberParamsSchema,
        response: { 204: noContentSchema, ...adminWriteErrors },
      }),
      config: { limit: 'writes', scope: 'admin' },
      // Whose it is is decided before any body is read (decision 120), after the Admin scope.
      onRequest: async (request) =>
        requireOwnMember(db, principalOf(request), (request.params as { userId: string }).userId),
    },
    async (request, reply) => {
      await removeMember(db, principalOf(request), request.params.userId);
      return reply.code(204).send(null);
    },
  );
}
