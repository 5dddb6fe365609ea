/**
 * GET /v1/activity?websiteId&user&resource&kind&from&to&limit&cursor: the token's customer's activity log,
 * newest first, a page at a time by keyset (links.next carries an opaque cursor) (docs/product.md#activity).
 */
import { activityFilterNames, activityListAnswerSchema, activityQuerySchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { readActivity } from './activity.service';

export type ActivityRouteOptions = {
  /** How many days the log keeps an entry (ACTIVITY_RETENTION_DAYS, decision 130): the list says so. */
  retentionDays: number;
};

export function registerListActivity(app: FastifyInstance, db: Db, options: ActivityRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/activity',
    contract({
      summary:
        "The customer's activity: configuration writes saved and refused, drafts, schedules and review links, newest first",
      tags: ['activity'],
      querystring: activityQuerySchema,
      response: { 200: activityListAnswerSchema, ...apiErrors },
    }),
    async (request) => {
      const { entries, next } = await readActivity(db, principalOf(request), request.query);
      const meta = { retentionDays: options.retentionDays };
      if (!next) return { data: entries, links: {}, meta };
      // The next page keeps the filters as they were sent, and names where it starts.
      const sent = new URLSearchParams(request.url.split('?')[1] ?? '');
      const query = new URLSearchParams();
      for (const name of activityFilterNames) {
        const value = sent.get(name);
        if (value) query.set(name, value);
      }
      query.set('limit', String(request.query.limit));
      query.set('cursor', next);
      return { data: entries, links: { next: `/v1/activity?${query}` }, meta };
    },
  );
}
