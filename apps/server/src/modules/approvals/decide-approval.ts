/**
 * POST /v1/config/{websiteId}/{resource}/draft/approval `{ decision: approve | reject, comment }` with If-Match
 * on the draft (Publishers and Admins, never the change's author): the last approval publishes it.
 */
import {
  approvalDecisionBodySchema,
  changeRequestAnswerSchema,
  draftParamsSchema,
  errorAnswerSchema,
} from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import { DRAFT_URL, draftWriteErrors, ifMatchOf } from '../drafts/draft-routes';
import type { DraftServices } from '../drafts/drafts.service';
import { decideChange } from './approvals.service';

export function registerDecideApproval(app: FastifyInstance, db: Db, services: DraftServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${DRAFT_URL}/approval`,
    {
      ...contract({
        operationId: 'decideApproval',
        summary:
          "Approves or rejects a screen's change request with a comment; If-Match names the draft's version",
        tags: ['approvals'],
        params: draftParamsSchema,
        body: approvalDecisionBodySchema,
        response: { 200: changeRequestAnswerSchema, 409: errorAnswerSchema, ...draftWriteErrors },
      }),
      config: { limit: 'writes', scope: 'publish' },
    },
    async (request) => {
      const { request: changeRequest, published } = await decideChange(
        db,
        principalOf(request),
        { ...request.params, ifMatch: ifMatchOf(request), ...request.body },
        services,
      );
      return { data: [changeRequest], published };
    },
  );
}
