/** DELETE /v1/review-links/{id}: revokes a review link of the customer's (204; another customer's: 404). */
import { noContentSchema, reviewLinkParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { writeErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { type ReviewServices, requireOwnLink, revokeLink } from './review-links.service';

export function registerRevokeReviewLink(app: FastifyInstance, db: Db, services: ReviewServices): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/v1/review-links/:id',
    {
      ...contract({
        summary: 'Revokes a review link: it answers as expired from now on',
        tags: ['drafts'],
        params: reviewLinkParamsSchema,
        response: { 204: noContentSchema, ...writeErrors },
      }),
      config: { limit: 'writes', scope: 'draft' },
      // The link's owner is decided before any body is read (decision 120), after the write scope.
      onRequest: async (request) =>
        requireOwnLink(db, principalOf(request), (request.params as { id: string }).id),
    },
    async (request, reply) => {
      await revokeLink(db, principalOf(request), request.params.id, services);
      return reply.code(204).send(null);
    },
  );
}
