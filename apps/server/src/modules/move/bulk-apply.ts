/**
 * POST /v1/bulk/apply: the previewed bulk edit, each target written against the version its preview showed;
 * `mode: 'all'` in one transaction or none (decision 113). Every target write counts against the write limit.
 */
import { bulkApplyBodySchema, moveApplyAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { writeErrors } from '../../http/errors';
import { reasonOf } from '../approvals/reason';
import { principalOf } from '../auth/product-auth';
import { applyBulk, type MoveServices } from './move.service';

export function registerBulkApply(app: FastifyInstance, db: Db, services: MoveServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/bulk/apply',
    {
      ...contract({
        summary:
          'Sets the same values on several websites of the customer, each against its previewed version',
        tags: ['settings that move'],
        body: bulkApplyBodySchema,
        response: { 200: moveApplyAnswerSchema, ...writeErrors },
      }),
      config: { recordsRefusal: true },
    },
    async (request) => ({
      data: await applyBulk(db, principalOf(request), request.body, {
        ...services,
        reason: reasonOf(request),
      }),
    }),
  );
}
