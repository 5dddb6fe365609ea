/** GET /v1/scheduled: the customer's scheduled changes not yet published, soonest first. */
import { scheduledListAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import type { DraftRouteOptions } from './draft-routes';
import { readScheduled } from './drafts.service';

export function registerListScheduled(app: FastifyInstance, db: Db, options: DraftRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/scheduled',
    contract({
      summary: "The customer's scheduled (and conflicted or failed) publications, soonest first",
      tags: ['drafts'],
      response: { 200: scheduledListAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { data: await readScheduled(db, principalOf(request), options) };
    },
  );
}
