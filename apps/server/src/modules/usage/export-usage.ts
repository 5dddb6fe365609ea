/**
 * GET /v1/usage.csv?websiteId&widget&from&to&granularity: the same figures as GET /v1/usage, as CSV with a
 * header row (docs/product.md#usage-and-health).
 */
import { usageCsvAnswerSchema, usageQuerySchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { readUsage, type UsageDeps, usageCsv } from './usage.service';

export const USAGE_CSV_PATH = '/v1/usage.csv';

export function registerExportUsage(app: FastifyInstance, deps: UsageDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    USAGE_CSV_PATH,
    contract({
      summary: "Loads of the customer's widgets as CSV, a header row first",
      tags: ['usage'],
      querystring: usageQuerySchema,
      response: { 200: usageCsvAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      const answer = await readUsage(deps, principalOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="usage.csv"')
        .header('cache-control', 'no-store')
        .send(usageCsv(answer));
    },
  );
}
