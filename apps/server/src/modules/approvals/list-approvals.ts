/** GET /v1/approvals: the customer's change requests, oldest first ("Waiting for approval"). */
import { changeRequestListAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import type { DraftServices } from '../drafts/drafts.service';
import { listChangeRequests } from './approvals.service';

export function registerListApprovals(app: FastifyInstance, db: Db, services: DraftServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/approvals',
    contract({
      operationId: 'listApprovals',
      summary:
        "The customer's change requests: drafts that ask for approval, with where their approvals stand",
      tags: ['approvals'],
      response: { 200: changeRequestListAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { data: await listChangeRequests(db, principalOf(request), services) };
    },
  );
}
