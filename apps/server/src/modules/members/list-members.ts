/** GET /v1/members: the customer's members and their roles (any member reads it; docs/product.md#roles). */
import { memberListAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { readMembers } from './members.service';

export function registerListMembers(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/members',
    contract({
      operationId: 'listMembers',
      summary: "The customer's members (name, email, role), by name",
      tags: ['members'],
      response: { 200: memberListAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { data: await readMembers(db, principalOf(request)) };
    },
  );
}
