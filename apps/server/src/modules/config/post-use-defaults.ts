/**
 * POST /v1/config/{websiteId}/{resource}/use-defaults: the website stops setting the fields named (all of
 * the screen's without a body's `fields`) and follows its customer's defaults (write scope, If-Match as a
 * PUT); answers as a PUT does (docs/product.md#customer-defaults, decision 145).
 */
import { configAnswerSchema, configParamsSchema, etagOfVersion, useDefaultsBodySchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { writeErrors } from '../../http/errors';
import { reasonOf } from '../approvals/reason';
import { principalOf } from '../auth/product-auth';
import { type ConfigRouteOptions, preconditionOf, putSourceOf } from './put-config';
import { useDefaults } from './use-defaults';

export function registerUseDefaults(app: FastifyInstance, db: Db, options: ConfigRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/config/:websiteId/:resource/use-defaults',
    {
      ...contract({
        operationId: 'useCustomerDefaults',
        summary:
          "Drops the website's own values of the fields named (every field without `fields`), which then follow the customer's defaults; If-Match names the version it changes",
        tags: ['configuration'],
        params: configParamsSchema,
        body: useDefaultsBodySchema,
        response: { 200: configAnswerSchema, ...writeErrors },
      }),
      config: { limit: 'writes', recordsRefusal: true },
    },
    async (request, reply) => {
      const { websiteId, resource } = request.params;
      const document = await useDefaults(
        { db, principal: principalOf(request), services: { ...options, reason: reasonOf(request) } },
        { websiteId, resource, fields: request.body.fields },
        preconditionOf(request, options),
        putSourceOf(request),
      );
      reply.header('etag', etagOfVersion(document.version));
      return { data: [document] };
    },
  );
}
