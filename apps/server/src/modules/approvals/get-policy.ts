/** GET /v1/policies: the customer's approval and reason policy (any member reads it). */
import { policyAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { readPolicy } from './approvals.service';

export function registerGetPolicy(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/policies',
    contract({
      operationId: 'getPolicy',
      summary: "The customer's policy: approvals before a change goes live, and whether it needs a reason",
      tags: ['approvals'],
      response: { 200: policyAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { data: [await readPolicy(db, principalOf(request))] };
    },
  );
}
