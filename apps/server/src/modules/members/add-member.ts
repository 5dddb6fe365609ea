/**
 * POST /v1/members `{ email, role }` (Admin): adds an existing user of the identity provider to the customer
 * (201); an unknown email is a 400 on the field, a member already 409.
 */
import { addMemberBodySchema, memberAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import { adminWriteErrors } from './member-routes';
import { addMember } from './members.service';

export function registerAddMember(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/members',
    {
      ...contract({
        operationId: 'addMember',
        summary: 'Adds an existing user, by email, to the customer with a role',
        tags: ['members'],
        body: addMemberBodySchema,
        response: { 201: memberAnswerSchema, ...adminWriteErrors },
      }),
      config: { limit: 'writes', scope: 'admin' },
    },
    async (request, reply) => {
      const member = await addMember(db, principalOf(request), request.body);
      reply.code(201);
      return { data: [member] };
    },
  );
}
