/** GET /v1/config/websites?limit&offset (SPEC.md §7): the customer's websites, paged with links.next. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { parseOr400 } from '../../http/errors';
import { pagingQuery } from '../../http/paging';
import { principalOf } from '../auth/product-auth';
import { listWebsites, type WebsiteRecord } from './websites.repo';

export type ListWebsitesAnswer = {
  data: Pick<WebsiteRecord, 'websiteId' | 'name' | 'sport'>[];
  links: { next?: string };
};

export function registerListWebsites(app: FastifyInstance, db: Db): void {
  app.get('/v1/config/websites', async (request): Promise<ListWebsitesAnswer> => {
    const page = parseOr400(pagingQuery, request.query, 'Invalid query');
    const { items, hasMore } = await listWebsites(db, principalOf(request).customerId, page);
    // A relative link: the console resolves it against its apiHost, whatever host it reached us by.
    const next = `/v1/config/websites?limit=${page.limit}&offset=${page.offset + page.limit}`;
    return {
      data: items.map(({ websiteId, name, sport }) => ({ websiteId, name, sport })),
      links: hasMore ? { next } : {},
    };
  });
}
