/**
 * GET /v1/config/{websiteId}/organizations/{organizationId}/competitions/{competitionId}/seasons: the seasons
 * of one competition (docs/product.md#data-api). The console prefers the batched call of list-seasons.ts.
 */
import { competitionSeasonsParamsSchema, seasonsAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors, notFound } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { competitionExists, listSeasons } from './websites.repo';
import { ownWebsite } from './websites.service';

export function registerListCompetitionSeasons(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/config/:websiteId/organizations/:organizationId/competitions/:competitionId/seasons',
    contract({
      summary: 'The seasons of one competition (the batched call is cheaper)',
      tags: ['websites'],
      params: competitionSeasonsParamsSchema,
      response: { 200: seasonsAnswerSchema, ...apiErrors },
    }),
    async (request) => {
      const params = request.params;
      await ownWebsite(db, principalOf(request), params.websiteId);
      if (!(await competitionExists(db, params.websiteId, params.organizationId, params.competitionId))) {
        throw notFound('Competition not found');
      }
      return { data: await listSeasons(db, params.websiteId, [params.competitionId]) };
    },
  );
}
