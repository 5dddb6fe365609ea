/** PUT /v1/policies `{ approvalsRequired, reasonsRequired }` (Admin): sets the customer's policy. */
import { policyAnswerSchema, policyBodySchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import { adminWriteErrors } from '../members/member-routes';
import { changePolicy } from './approvals.service';

export function registerPutPolicy(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/v1/policies',
    {
      ...contract({
        operationId: 'putPolicy',
        summary: "Sets the customer's policy (Admins)",
        tags: ['approvals'],
        body: policyBodySchema,
        response: { 200: policyAnswerSchema, ...adminWriteErrors },
      }),
      config: { limit: 'writes', scope: 'admin' },
    },
    async (request) => ({ data: [await changePolicy(db, principalOf(request), request.body)] }),
  );
}
