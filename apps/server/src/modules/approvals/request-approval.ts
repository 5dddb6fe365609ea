/**
 * POST /v1/config/{websiteId}/{resource}/draft/approval-request `{ reason }` with If-Match on the draft:
 * "Ask for approval" (Editors and up).
 */
import {
  approvalRequestBodySchema,
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
import { askForApproval } from './approvals.service';
import { reasonOf } from './reason';

export function registerRequestApproval(app: FastifyInstance, db: Db, services: DraftServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${DRAFT_URL}/approval-request`,
    {
      ...contract({
        operationId: 'requestApproval',
        summary: "Asks for approval of a screen's draft, with a reason; If-Match names the draft's version",
        tags: ['approvals'],
        params: draftParamsSchema,
        body: approvalRequestBodySchema,
        response: { 200: changeRequestAnswerSchema, 409: errorAnswerSchema, ...draftWriteErrors },
      }),
      config: { limit: 'writes', scope: 'draft' },
    },
    async (request) => ({
      data: [
        await askForApproval(
          db,
          principalOf(request),
          { ...request.params, ifMatch: ifMatchOf(request), reason: reasonOf(request, request.body.reason) },
          services,
        ),
      ],
    }),
  );
}
