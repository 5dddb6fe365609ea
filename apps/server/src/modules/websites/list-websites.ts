/** GET /v1/config/websites?limit&offset (SPEC.md §7): the customer's websites, paged with links.next. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db';
import { parseOr400 } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { listWebsites, type WebsiteRecord } from './websites.repo';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export const listWebsitesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});

export type ListWebsitesAnswer = {
  data: Pick<WebsiteRecord, 'websiteId' | 'name' | 'sport'>[];
  links: { next?: string };
};

export function registerListWebsites(app: FastifyInstance, db: Db): void {
  app.get('/v1/config/websites', async (request): Promise<ListWebsitesAnswer> => {
    const page = parseOr400(listWebsitesQuery, request.query, 'Invalid query');
    const { items, hasMore } = await listWebsites(db, principalOf(request).customerId, page);
    // A relative link: the console resolves it against its apiHost, whatever host it reached us by.
    const next = `/v1/config/websites?limit=${page.limit}&offset=${page.offset + page.limit}`;
    return {
      data: items.map(({ websiteId, name, sport }) => ({ websiteId, name, sport })),
      links: hasMore ? { next } : {},
    };
  });
}
