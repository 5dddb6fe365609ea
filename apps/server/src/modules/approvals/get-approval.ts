/** GET /v1/config/{websiteId}/{resource}/draft/approval: the screen's change request (404: none). */
import { changeRequestAnswerSchema, draftParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { DRAFT_URL } from '../drafts/draft-routes';
import type { DraftServices } from '../drafts/drafts.service';
import { readChangeRequest } from './approvals.service';

export function registerGetApproval(app: FastifyInstance, db: Db, services: DraftServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${DRAFT_URL}/approval`,
    contract({
      operationId: 'getApproval',
      summary: "The screen's change request: its reason, decisions and where its approvals stand",
      tags: ['approvals'],
      params: draftParamsSchema,
      response: { 200: changeRequestAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { data: [await readChangeRequest(db, principalOf(request), request.params, services)] };
    },
  );
}
