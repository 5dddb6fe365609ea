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
  errorAnswerSchema,
  etagOfVersion,
  staleVersionAnswerSchema,
  type WriteSource,
} from '@eua/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import type { CdnPurger } from '../widgets/cdn';
import { type WritePrecondition, type WriteServices, writeConfig } from './config.service';
import type { ConfigCache } from './config-cache';
import { apiErrors } from './get-config';

export type ConfigRouteOptions = {
  requireIfMatch: boolean;
  /** The app's configuration cache (decision 080); writes read ownership and lookups from it. */
  cache?: ConfigCache;
  /** Told what each committed write makes stale on a CDN (decision 098); none: nothing is purged. */
  cdnPurger?: CdnPurger;
  /** Where a refused write that could not be recorded in the activity log is logged. */
  warn?: WriteServices['warn'];
};

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
    {
      ...contract({
        summary: 'Saves a configuration document; If-Match names the version it was edited from',
        tags: ['configuration'],
        params: configParamsSchema,
        body: configBodySchema,
        response: { 200: configAnswerSchema, ...writeErrors },
      }),
      config: { limit: 'writes' },
    },
    async (request, reply) => {
      const { websiteId, resource } = request.params;
      const precondition = preconditionOf(request, options);
      const principal = principalOf(request);
      const source = putSourceOf(request);
      const document = await writeConfig(
        db,
        principal,
        { websiteId, resource, body: request.body, source, precondition },
        options,
      );
      reply.header('etag', etagOfVersion(document.version));
      return { data: [document] };
    },
  );
}
