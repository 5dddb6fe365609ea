/**
 * POST /v1/config/{websiteId}/{resource}/draft/review-links `{ expiresInHours? }`: a link to the draft, the
 * only answer that holds its token (201).
 */
import { createdReviewLinkAnswerSchema, draftParamsSchema, reviewLinkBodySchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { writeErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { DRAFT_URL } from './draft-routes';
import { createReviewLink, type ReviewServices } from './review-links.service';

export function registerCreateReviewLink(app: FastifyInstance, db: Db, services: ReviewServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${DRAFT_URL}/review-links`,
    {
      ...contract({
        summary: 'Makes a link that shows the draft without a sign-in until it expires or is revoked',
        tags: ['drafts'],
        params: draftParamsSchema,
        body: reviewLinkBodySchema,
        response: { 201: createdReviewLinkAnswerSchema, ...writeErrors },
      }),
      config: { limit: 'writes', scope: 'draft' },
    },
    async (request, reply) => {
      const link = await createReviewLink(
        db,
        principalOf(request),
        { ...request.params, expiresInHours: request.body.expiresInHours },
        services,
      );
      reply.code(201).header('cache-control', 'no-store');
      return { data: [link] };
    },
  );
}
