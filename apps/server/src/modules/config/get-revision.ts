/**
 * GET /v1/config/{websiteId}/{resource}/revisions/{version}: one revision with its document (decision 064).
 */
import { revisionAnswerSchema, revisionParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { readRevision } from './config.service';

export function registerGetRevision(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/config/:websiteId/:resource/revisions/:version',
    contract({
      summary: 'One revision, with the whole document it stored',
      tags: ['revisions'],
      params: revisionParamsSchema,
      response: { 200: revisionAnswerSchema, ...apiErrors },
    }),
    async (request) => {
      const { websiteId, resource, version } = request.params;
      return { data: [await readRevision(db, principalOf(request), websiteId, resource, version)] };
    },
  );
}
