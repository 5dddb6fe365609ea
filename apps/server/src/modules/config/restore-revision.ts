/**
 * POST /v1/config/{websiteId}/{resource}/revisions/{version}/restore: writes a new version equal to that
 * revision's document (write scope, If-Match as a PUT); answers as a PUT does (decision 064, docs/api.md).
 */
import { configAnswerSchema, etagOfVersion, revisionParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { writeErrors } from '../../http/errors';
import { reasonOf } from '../approvals/reason';
import { principalOf } from '../auth/product-auth';
import { type ConfigRouteOptions, preconditionOf } from './put-config';
import { restoreConfig } from './restore-config';

export function registerRestoreRevision(app: FastifyInstance, db: Db, options: ConfigRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/config/:websiteId/:resource/revisions/:version/restore',
    {
      ...contract({
        summary: 'Restores a revision as a new version; If-Match names the version it replaces',
        tags: ['revisions'],
        params: revisionParamsSchema,
        response: { 200: configAnswerSchema, ...writeErrors },
      }),
      config: { limit: 'writes', recordsRefusal: true },
    },
    async (request, reply) => {
      const { websiteId, resource, version } = request.params;
      const precondition = preconditionOf(request, options);
      const principal = principalOf(request);
      const document = await restoreConfig({
        db,
        principal,
        services: { ...options, reason: reasonOf(request) },
        target: { websiteId, resource, version },
        precondition,
      });
      reply.header('etag', etagOfVersion(document.version));
      return { data: [document] };
    },
  );
}
