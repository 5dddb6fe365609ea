/**
 * GET /v1/usage/origins?websiteId&from&to: the page origins that asked for a website's widgets, allowed and
 * refused, with their count, first and last seen (docs/product.md#usage-and-health). Read scope suffices.
 */
import { usageOriginsAnswerSchema, usageOriginsQuerySchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { readOrigins, type UsageDeps } from './usage.service';

export function registerListUsageOrigins(app: FastifyInstance, deps: UsageDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/usage/origins',
    contract({
      summary:
        "The page origins that asked for a website's widgets, allowed and refused, most requests first",
      description:
        "Origins only (scheme, host, port): no address, cookie or page path is kept. Refused origins past a day's cap are counted under the origin `others`.",
      tags: ['usage'],
      querystring: usageOriginsQuerySchema,
      response: { 200: usageOriginsAnswerSchema, ...apiErrors },
    }),
    async (request) => ({ data: await readOrigins(deps, principalOf(request), request.query) }),
  );
}
