/**
 * PUT /v1/config/{websiteId}/{resource}: body is config fields plus `websiteId`; answers the stored document
 * with its new version and ETag, or 400 `{ message, errors }`, 412 `{ message, errors: [], current }` when
 * If-Match names another version, 428 without If-Match under REQUIRE_IF_MATCH — and nothing stored
 * (docs/api.md).
 */
import { type ConfigDocument, etagOfVersion } from '@eua/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { parseOr400 } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { updateConfig, type WritePrecondition } from './config.service';
import { configParams } from './get-config';

export type ConfigRouteOptions = { requireIfMatch: boolean };

export const preconditionOf = (request: FastifyRequest, options: ConfigRouteOptions): WritePrecondition => ({
  ifMatch: request.headers['if-match'],
  requireIfMatch: options.requireIfMatch,
});

export function registerPutConfig(app: FastifyInstance, db: Db, options: ConfigRouteOptions): void {
  app.put('/v1/config/:websiteId/:resource', async (request, reply): Promise<{ data: ConfigDocument[] }> => {
    const { websiteId, resource } = parseOr400(configParams, request.params, 'Invalid path');
    const precondition = preconditionOf(request, options);
    const document = await updateConfig(
      db,
      principalOf(request),
      websiteId,
      resource,
      request.body,
      precondition,
    );
    reply.header('etag', etagOfVersion(document.version));
    return { data: [document] };
  });
}
