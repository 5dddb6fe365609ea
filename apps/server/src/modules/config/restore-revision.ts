/**
 * POST /v1/config/{websiteId}/{resource}/revisions/{version}/restore: writes a new version equal to that
 * revision's document (write scope, If-Match as a PUT); answers as a PUT does (issue 7, docs/api.md).
 */
import { type ConfigDocument, etagOfVersion } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { parseOr400 } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { restoreRevision } from './config.service';
import { revisionParams } from './get-revision';
import { type ConfigRouteOptions, preconditionOf } from './put-config';

export function registerRestoreRevision(app: FastifyInstance, db: Db, options: ConfigRouteOptions): void {
  app.post(
    '/v1/config/:websiteId/:resource/revisions/:version/restore',
    async (request, reply): Promise<{ data: ConfigDocument[] }> => {
      const { websiteId, resource, version } = parseOr400(revisionParams, request.params, 'Invalid path');
      const precondition = preconditionOf(request, options);
      const principal = principalOf(request);
      const document = await restoreRevision(db, principal, websiteId, resource, version, precondition);
      reply.header('etag', etagOfVersion(document.version));
      return { data: [document] };
    },
  );
}
