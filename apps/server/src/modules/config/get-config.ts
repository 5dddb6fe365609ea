/**
 * GET /v1/config/{websiteId}/{resource}: `{ data: [ConfigDocument] }` (docs/product.md#data-api,
 * docs/api.md).
 */

import type { ServerResponse } from 'node:http';
import { configAnswerSchema, configParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import type { FastLanes } from '../../http/fast-lane';
import { knownPrincipal, principalOf } from '../auth/product-auth';
import type { ProductTokenKeys } from '../tokens/product-token';
import { cachedConfigAnswer, readConfigAnswer } from './config.service';
import type { CachedAnswer, ConfigCache } from './config-cache';

/** What the configuration GET's lane needs (decision 119): the data API's token keys and product, its headers. */
export type ConfigLane = {
  lanes: FastLanes;
  keys: ProductTokenKeys;
  product: string;
  /** The headers every answer carries (the security headers), as the route's answer has them. */
  everyAnswer: Readonly<Record<string, string>>;
};

const CONFIG_PREFIX = '/v1/config/';

/**
 * The configuration GET answered before routing: a token verified before that opens the data, a website of
 * its customer and a document both cached, no query; the same bytes and headers as the route's answer.
 */
function configLane(cache: ConfigCache, lane: ConfigLane) {
  const headerLines = new WeakMap<CachedAnswer, string[]>();
  const linesOf = (answer: CachedAnswer) => {
    let lines = headerLines.get(answer);
    if (!lines) {
      lines = Object.entries({
        ...lane.everyAnswer,
        etag: answer.etag,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(answer.body.length),
      }).flat();
      headerLines.set(answer, lines);
    }
    return lines;
  };
  return (
    request: { headers: { authorization?: string } },
    response: ServerResponse,
    path: string,
    query: string,
  ): boolean => {
    if (query !== '') return false;
    const slash = path.indexOf('/', CONFIG_PREFIX.length);
    if (slash === -1 || path.indexOf('/', slash + 1) !== -1) return false;
    const principal = knownPrincipal(lane.keys, lane.product, request.headers.authorization);
    if (!principal) return false;
    const websiteId = path.slice(CONFIG_PREFIX.length, slash);
    const answer = cachedConfigAnswer(cache, principal, websiteId, path.slice(slash + 1));
    if (!answer) return false;
    response.writeHead(200, linesOf(answer)).end(answer.body);
    return true;
  };
}

export function registerGetConfig(app: FastifyInstance, db: Db, cache: ConfigCache, lane?: ConfigLane): void {
  lane?.lanes.add(CONFIG_PREFIX, configLane(cache, lane));
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
