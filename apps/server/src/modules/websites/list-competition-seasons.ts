/**
 * GET /v1/config/{websiteId}/organizations/{organizationId}/competitions/{competitionId}/seasons: the seasons
 * of one competition (SPEC.md §7). The console prefers the batched call of list-seasons.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db';
import { notFound, parseOr400 } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { competitionExists, listSeasons, type SeasonRecord } from './websites.repo';
import { ownWebsite } from './websites.service';

export const competitionSeasonsParams = z.object({
  websiteId: z.string().min(1),
  organizationId: z.string().min(1),
  competitionId: z.string().min(1),
});

export function registerListCompetitionSeasons(app: FastifyInstance, db: Db): void {
  app.get(
    '/v1/config/:websiteId/organizations/:organizationId/competitions/:competitionId/seasons',
    async (request): Promise<{ data: SeasonRecord[] }> => {
      const params = parseOr400(competitionSeasonsParams, request.params, 'Invalid path');
      await ownWebsite(db, principalOf(request), params.websiteId);
      if (!(await competitionExists(db, params.websiteId, params.organizationId, params.competitionId))) {
        throw notFound('Competition not found');
      }
      return { data: await listSeasons(db, params.websiteId, [params.competitionId]) };
    },
  );
}
