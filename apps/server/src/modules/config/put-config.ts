/**
 * PUT /v1/config/{websiteId}/{resource}: body is config fields plus `websiteId`; answers the stored document
 * with its new version and ETag, or 400 `{ message, errors }`, 412 `{ message, errors: [], current }` when
 * If-Match names another version, 428 without If-Match under REQUIRE_IF_MATCH — and nothing stored
 * (docs/api.md).
 */
import {
  configAnswerSchema,
  configBodySchema,
  configParamsSchema,
  errorAnswerSchema,
  etagOfVersion,
  staleVersionAnswerSchema,
} from '@eua/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import type { CdnPurger } from '../widgets/cdn';
import { updateConfig, type WritePrecondition } from './config.service';
import type { ConfigCache } from './config-cache';
import { apiErrors } from './get-config';

export type ConfigRouteOptions = {
  requireIfMatch: boolean;
  /** The app's configuration cache (decision 080); writes read ownership and lookups from it. */
  cache?: ConfigCache;
  /** Told what each committed write makes stale on a CDN (decision 098); none: nothing is purged. */
  cdnPurger?: CdnPurger;
};

export const preconditionOf = (request: FastifyRequest, options: ConfigRouteOptions): WritePrecondition => ({
  ifMatch: request.headers['if-match'],
  requireIfMatch: options.requireIfMatch,
});

/**
 * The answers of a write besides 200 (decision 064): a stale version, a missing If-Match, a body too large.
 */
export const writeErrors = {
  ...apiErrors,
  412: staleVersionAnswerSchema,
  413: errorAnswerSchema,
  415: errorAnswerSchema,
  428: errorAnswerSchema,
  // Over the per-user write limit (decision 066), with Retry-After.
  429: errorAnswerSchema,
};

export function registerPutConfig(app: FastifyInstance, db: Db, options: ConfigRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/v1/config/:websiteId/:resource',
    contract({
      summary: 'Saves a configuration document; If-Match names the version it was edited from',
      tags: ['configuration'],
      params: configParamsSchema,
      body: configBodySchema,
      response: { 200: configAnswerSchema, ...writeErrors },
    }),
    async (request, reply) => {
      const { websiteId, resource } = request.params;
      const precondition = preconditionOf(request, options);
      const principal = principalOf(request);
      const document = await updateConfig(
        db,
        principal,
        websiteId,
        resource,
        request.body,
        precondition,
        options.cache,
        options.cdnPurger,
      );
      reply.header('etag', etagOfVersion(document.version));
      return { data: [document] };
    },
  );
}
