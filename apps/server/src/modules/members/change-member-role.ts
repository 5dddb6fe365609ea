/** PUT /v1/members/{userId} `{ role }` (Admin): changes a member's role; the last Admin stays one (409). */
import { changeRoleBodySchema, memberAnswerSchema, memberParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import { adminWriteErrors } from './member-routes';
import { changeRole, requireOwnMember } from './members.service';

export function registerChangeMemberRole(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/v1/members/:userId',
    {
      ...contract({
        operationId: 'changeMemberRole',
        summary: "Changes a member's role; the customer's last Admin cannot be demoted",
        tags: ['members'],
        params: memberParamsSchema,
        body: changeRoleBodySchema,
        response: { 200: memberAnswerSchema, ...adminWriteErrors },
      }),
      config: { limit: 'writes', scope: 'admin' },
      // Whose it is is decided before any body is read (decision 120), after the Admin scope.
      onRequest: async (request) =>
        requireOwnMember(db, principalOf(request), (request.params as { userId: string }).userId),
    },
    async (request) => ({
      data: [await changeRole(db, principalOf(request), request.params.userId, request.body.role)],
    }),
  );
}
