/**
 * GET /v1/config/{websiteId}/{resource}/revisions?limit&offset: newest first, paged (decision 064,
 * docs/api.md).
 */
import { configParamsSchema, pagingQuerySchema, revisionListAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { readRevisions } from './config.service';

export function registerListRevisions(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/config/:websiteId/:resource/revisions',
    contract({
      summary: 'The revisions of a configuration document, newest first',
      tags: ['revisions'],
      params: configParamsSchema,
      querystring: pagingQuerySchema,
      response: { 200: revisionListAnswerSchema, ...apiErrors },
    }),
    async (request) => {
      const { websiteId, resource } = request.params;
      const page = request.query;
      const { items, hasMore } = await readRevisions(db, principalOf(request), websiteId, resource, page);
      const path = `/v1/config/${encodeURIComponent(websiteId)}/${encodeURIComponent(resource)}/revisions`;
      return {
        data: items,
        links: hasMore ? { next: `${path}?limit=${page.limit}&offset=${page.offset + page.limit}` } : {},
      };
    },
  );
}
