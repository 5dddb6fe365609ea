/**
 * GET /v1/config/websites/{websiteId}: one website; the console's header reads data[0].name
 * (docs/product.md#data-api).
 */
import { websiteAnswerSchema, websiteParamsSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { ownWebsite } from './websites.service';

export function registerGetWebsite(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/config/websites/:websiteId',
    contract({
      summary: 'One website of the token customer',
      tags: ['websites'],
      params: websiteParamsSchema,
      response: { 200: websiteAnswerSchema, ...apiErrors },
    }),
    async (request) => ({ data: [await ownWebsite(db, principalOf(request), request.params.websiteId)] }),
  );
}
