/**
 * GET /v1/review/{token}: what a review link shows — no product token, the link is the credential — or 404
 * for an unknown, expired or revoked one. Kept by no cache, and its address sent to no other site.
 */
import { errorAnswerSchema, reviewAnswerSchema, reviewParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { type ReviewServices, readReview } from './review-links.service';

export const REVIEW_URL = '/v1/review/:token';

export function registerGetReview(app: FastifyInstance, db: Db, services: ReviewServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    REVIEW_URL,
    {
      ...contract({
        summary:
          "A review link's draft: the changes in words and the widget's payload with the draft's settings",
        tags: ['drafts'],
        params: reviewParamsSchema,
        response: {
          200: reviewAnswerSchema,
          400: errorAnswerSchema,
          404: errorAnswerSchema,
          429: errorAnswerSchema,
        },
      }),
      config: { limit: 'review' },
    },
    async (request, reply) => {
      // Set before the read, so a refusal carries them too.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return { data: [await readReview(db, request.params.token, services)] };
    },
  );
}
