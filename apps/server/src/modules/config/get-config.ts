/** GET /v1/config/{websiteId}/{resource}: `{ data: [ConfigDocument] }` (SPEC.md §7, docs/api.md). */
import { configAnswerSchema, configParamsSchema, errorAnswerSchema, etagOfVersion } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import { readConfig } from './config.service';

/** The refusals every data API call may answer (docs/api.md). */
export const apiErrors = {
  400: errorAnswerSchema,
  401: errorAnswerSchema,
  403: errorAnswerSchema,
  404: errorAnswerSchema,
};

export function registerGetConfig(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/config/:websiteId/:resource',
    contract({
      summary: 'A configuration document, with its lookups; ETag names its version',
      tags: ['configuration'],
      params: configParamsSchema,
      response: { 200: configAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      const { websiteId, resource } = request.params;
      const document = await readConfig(db, principalOf(request), websiteId, resource);
      // A strong ETag naming the version (issue 7): the console sends it back as If-Match when it saves.
      reply.header('etag', etagOfVersion(document.version));
      return { data: [document] };
    },
  );
}
