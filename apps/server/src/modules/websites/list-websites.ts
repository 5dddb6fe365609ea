/** GET /v1/config/websites?limit&offset (SPEC.md §7): the customer's websites, paged with links.next. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db';
import { parseOr400 } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { listWebsites, type WebsiteRecord } from './websites.repo';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export const MAX_OFFSET = 1_000_000_000;

/** A paging parameter: absent or empty takes the default; else digits within the bounds, one message. */
function pagingNumber(min: number, max: number, fallback: number) {
  const parameter = z.unknown().transform((value, context) => {
    if (value === '') return fallback;
    const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isInteger(number) && number >= min && number <= max) return number;
    context.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
    return z.NEVER;
  });
  return parameter.default(fallback);
}

export const listWebsitesQuery = z.object({
  limit: pagingNumber(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  offset: pagingNumber(0, MAX_OFFSET, 0),
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
