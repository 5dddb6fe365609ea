/**
 * GET /v1/usage?websiteId&widget&from&to&granularity: loads of the customer's widgets per website, widget,
 * hour or day and outcome (docs/product.md#usage-and-health). Read scope suffices.
 */
import { usageAnswerSchema, usageQuerySchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { readUsage, type UsageDeps } from './usage.service';

export function registerGetUsage(app: FastifyInstance, deps: UsageDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/usage',
    contract({
      summary: "Loads of the customer's widgets per website, widget, hour or day and outcome",
      description:
        "Counted on the public widget path in each server's memory and written at most a minute later; this server's unwritten counts are included. No website: every website of the customer.",
      tags: ['usage'],
      querystring: usageQuerySchema,
      response: { 200: usageAnswerSchema, ...apiErrors },
    }),
    async (request) => readUsage(deps, principalOf(request), request.query),
  );
}
