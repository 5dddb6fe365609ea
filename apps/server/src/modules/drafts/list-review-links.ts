/** GET /v1/config/{websiteId}/{resource}/draft/review-links: the links of the screen's draft, newest first (no tokens). */
import { draftParamsSchema, reviewLinkListAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { DRAFT_URL } from './draft-routes';
import { type ReviewServices, readReviewLinks } from './review-links.service';

export function registerListReviewLinks(app: FastifyInstance, db: Db, services: ReviewServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${DRAFT_URL}/review-links`,
    contract({
      summary: "A screen's review links, newest first, with who made them and whether they were revoked",
      tags: ['drafts'],
      params: draftParamsSchema,
      response: { 200: reviewLinkListAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { data: await readReviewLinks(db, principalOf(request), request.params, services) };
    },
  );
}
