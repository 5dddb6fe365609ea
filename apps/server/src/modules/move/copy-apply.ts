/**
 * POST /v1/copy/apply: the previewed copy, each target screen written against the version its preview showed
 * (`versions`); `mode: 'all'` writes all of them in one transaction or none (decision 113). Every target
 * write counts against the write limit.
 */
import { copyApplyBodySchema, moveApplyAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { writeErrors } from '../../http/errors';
import { reasonOf } from '../approvals/reason';
import { principalOf } from '../auth/product-auth';
import { applyCopy, type MoveServices } from './move.service';

export function registerCopyApply(app: FastifyInstance, db: Db, services: MoveServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/copy/apply',
    {
      ...contract({
        summary: 'Copies settings to other websites of the customer, each against its previewed version',
        tags: ['settings that move'],
        body: copyApplyBodySchema,
        response: { 200: moveApplyAnswerSchema, ...writeErrors },
      }),
      config: { recordsRefusal: true },
    },
    async (request) => ({
      data: await applyCopy(db, principalOf(request), request.body, {
        ...services,
        reason: reasonOf(request),
      }),
    }),
  );
}
