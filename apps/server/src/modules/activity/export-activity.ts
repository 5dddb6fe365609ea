/**
 * GET /v1/activity.csv?websiteId&user&resource&kind&from&to: every entry of the customer's activity log that
 * matches, as CSV with a header row, streamed (docs/product.md#activity).
 */
import { Readable } from 'node:stream';
import { activityCsvAnswerSchema, activityFilterSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { activityCsv } from './activity.service';

export const ACTIVITY_CSV_PATH = '/v1/activity.csv';

export function registerExportActivity(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    ACTIVITY_CSV_PATH,
    contract({
      summary: "The customer's activity log as CSV: every matching entry, newest first, a header row first",
      tags: ['activity'],
      querystring: activityFilterSchema,
      // The document names it text/csv (openapi.ts); the route sends the lines as they are read.
      response: { 200: activityCsvAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      const lines = await activityCsv(db, principalOf(request), request.query);
      // A stream, which Fastify sends as it is: the contract's string is what the client reads.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="activity.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(lines) as unknown as string);
    },
  );
}
