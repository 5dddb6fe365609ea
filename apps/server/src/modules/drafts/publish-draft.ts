/**
 * POST /v1/config/{websiteId}/{resource}/draft/publish with If-Match on the draft: the draft goes live as a
 * save would (rules, revision, activity, caches, CDN) and is gone; 409 with the live settings and the draft
 * when the live settings changed after it was made.
 */
import {
  configAnswerSchema,
  draftParamsSchema,
  etagOfVersion,
  publishConflictAnswerSchema,
} from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { reasonOf } from '../approvals/reason';
import { principalOf } from '../auth/product-auth';
import { DRAFT_URL, type DraftRouteOptions, draftWriteErrors, ifMatchOf } from './draft-routes';
import { publishDraft } from './drafts.service';

export function registerPublishDraft(app: FastifyInstance, db: Db, options: DraftRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${DRAFT_URL}/publish`,
    {
      ...contract({
        summary: "Publishes a screen's draft; If-Match names the draft's version",
        tags: ['drafts'],
        params: draftParamsSchema,
        response: { 200: configAnswerSchema, 409: publishConflictAnswerSchema, ...draftWriteErrors },
      }),
      config: { limit: 'writes' },
    },
    async (request, reply) => {
      const document = await publishDraft(
        db,
        principalOf(request),
        { ...request.params, ifMatch: ifMatchOf(request) },
        { ...options, reason: reasonOf(request) },
      );
      reply.header('etag', etagOfVersion(document.version));
      return { data: [document] };
    },
  );
}
