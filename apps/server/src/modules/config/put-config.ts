/**
 * PUT /v1/config/{websiteId}/{resource}: body is config fields plus `websiteId`; answers the stored document
 * with its new version and ETag, or 400 `{ message, errors }`, 412 `{ message, errors: [], current }` when
 * If-Match names another version, 428 without If-Match under REQUIRE_IF_MATCH — and nothing stored
 * (docs/api.md).
 */
import {
  CHANGE_SOURCE_HEADER,
  CONSOLE_CHANGE_SOURCE,
  configAnswerSchema,
  configBodySchema,
  configParamsSchema,
  etagOfVersion,
  type WriteSource,
} from '@eua/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { writeErrors } from '../../http/errors';
import { reasonOf } from '../approvals/reason';
import { principalOf } from '../auth/product-auth';
import { saveConfig } from './save-config';
import type { WritePrecondition, WriteServices } from './write-document';

/**
 * The writes' services (the app's events; its configuration cache, decision 080, from which writes read
 * ownership and lookups; where a refusal that could not be recorded is logged) and the If-Match policy.
 */
export type ConfigRouteOptions = WriteServices & { requireIfMatch: boolean };

/**
 * Where a PUT came from (decision 104): the console sends `X-Change-Source: console` with its saves; any
 * other PUT is a write through the API.
 */
export const putSourceOf = (request: FastifyRequest): WriteSource =>
  request.headers[CHANGE_SOURCE_HEADER] === CONSOLE_CHANGE_SOURCE ? { kind: 'save' } : { kind: 'api' };

export const preconditionOf = (request: FastifyRequest, options: ConfigRouteOptions): WritePrecondition => ({
  ifMatch: request.headers['if-match'],
  requireIfMatch: options.requireIfMatch,
});

export function registerPutConfig(app: FastifyInstance, db: Db, options: ConfigRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/v1/config/:websiteId/:resource',
    {
      ...contract({
        summary: 'Saves a configuration document; If-Match names the version it was edited from',
        tags: ['configuration'],
        params: configParamsSchema,
        body: configBodySchema,
        response: { 200: configAnswerSchema, ...writeErrors },
      }),
      config: { limit: 'writes', recordsRefusal: true },
    },
    async (request, reply) => {
      const { websiteId, resource } = request.params;
      const precondition = preconditionOf(request, options);
      const principal = principalOf(request);
      const source = putSourceOf(request);
      const document = await saveConfig({
        db,
        principal,
        services: { ...options, reason: reasonOf(request) },
        write: { websiteId, resource, body: request.body, source, precondition },
      });
      reply.header('etag', etagOfVersion(document.version));
      return { data: [document] };
    },
  );
}
