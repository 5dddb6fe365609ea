/**
 * GET /v1/config/{websiteId}/seasons?competitionIds=a,b,c — the batched call (docs/product.md#storage): the
 * seasons of many competitions in one request, all of the website's when the parameter is omitted.
 */
import { seasonsAnswerSchema, seasonsQuerySchema, websiteParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { listSeasons } from './websites.repo';
import { ownWebsite } from './websites.service';

export function registerListSeasons(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/config/:websiteId/seasons',
    contract({
      summary: 'The seasons of many competitions of a website in one call',
      tags: ['websites'],
      params: websiteParamsSchema,
      querystring: seasonsQuerySchema,
      response: { 200: seasonsAnswerSchema, ...apiErrors },
    }),
    async (request) => {
      const { websiteId } = request.params;
      const { competitionIds } = request.query;
      await ownWebsite(db, principalOf(request), websiteId);
      if (competitionIds?.length === 0) return { data: [] };
      return { data: await listSeasons(db, websiteId, competitionIds) };
    },
  );
}
