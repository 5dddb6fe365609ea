/**
 * GET /v1/config/{websiteId}/{resource}: `{ data: [ConfigDocument] }` (docs/product.md#data-api,
 * docs/api.md).
 */

import { configAnswerSchema, configParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { readConfigAnswer } from './config.service';
import type { ConfigCache } from './config-cache';

export function registerGetConfig(app: FastifyInstance, db: Db, cache: ConfigCache): void {
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
      // Served from the cache as the bytes to send (decision 080): Fastify sends a Buffer as it is, without
      // serialising it again; the body was checked against the contract when it was made.
      const answer = await readConfigAnswer(db, cache, principalOf(request), websiteId, resource);
      reply.header('etag', answer.etag).type('application/json; charset=utf-8');
      return reply.send(answer.body as unknown as z.infer<typeof configAnswerSchema>);
    },
  );
}
