/** GET /v1/config/{websiteId}/{resource}/draft/approval: the screen's change request (an empty list: none). */
import { changeRequestReadAnswerSchema, draftParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { DRAFT_URL } from '../drafts/draft-routes';
import type { DraftServices } from '../drafts/drafts.service';
import { readChangeRequestIfAny } from './approvals.service';

export function registerGetApproval(app: FastifyInstance, db: Db, services: DraftServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${DRAFT_URL}/approval`,
    contract({
      operationId: 'getApproval',
      summary: "The screen's change request: its reason, decisions and where its approvals stand",
      tags: ['approvals'],
      params: draftParamsSchema,
      response: { 200: changeRequestReadAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const changeRequest = await readChangeRequestIfAny(db, principalOf(request), request.params, services);
      return { data: changeRequest ? [changeRequest] : [] };
    },
  );
}
