/**
 * GET /v1/config/websites?limit&offset&kind (docs/product.md#data-api): the customer's websites, paged with
 * links.next; with `kind=defaults`, its defaults owners (docs/product.md#customer-defaults). A page may hold up to 1,000, so the console loads a customer's whole list in one request
 * (decision 076).
 */
import { errorAnswerSchema, websiteListAnswerSchema, websiteListQuerySchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import { listWebsites } from './websites.repo';

export function registerListWebsites(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/config/websites',
    contract({
      summary: "The token customer's websites, paged",
      tags: ['websites'],
      querystring: websiteListQuerySchema,
      response: {
        200: websiteListAnswerSchema,
        400: errorAnswerSchema,
        401: errorAnswerSchema,
        403: errorAnswerSchema,
      },
    }),
    async (request) => {
      const page = request.query;
      const { items, hasMore } = await listWebsites(db, principalOf(request).customerId, page);
      // A relative link: the console resolves it against its apiHost, whatever host it reached us by.
      const kind = page.kind === 'defaults' ? '&kind=defaults' : '';
      const next = `/v1/config/websites?limit=${page.limit}&offset=${page.offset + page.limit}${kind}`;
      return {
        data: items.map(({ websiteId, name, sport }) => ({ websiteId, name, sport })),
        links: hasMore ? { next } : {},
      };
    },
  );
}
