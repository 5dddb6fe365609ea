/**
 * POST /v1/config/{websiteId}/{resource}/defaults-preview: what saving the body (as a PUT would) on a
 * customer's defaults would change on each following website, and which keep their own values; writes
 * nothing (docs/product.md#customer-defaults, decision 146). A website, which nobody follows, is a 409.
 */
import {
  configBodySchema,
  configParamsSchema,
  defaultsPreviewAnswerSchema,
  errorAnswerSchema,
} from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { writeErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { previewDefaultsChange } from './preview-defaults-change';
import type { ConfigRouteOptions } from './put-config';

export function registerDefaultsPreview(app: FastifyInstance, db: Db, options: ConfigRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/config/:websiteId/:resource/defaults-preview',
    {
      ...contract({
        operationId: 'previewDefaultsChange',
        summary:
          "What saving this body on a customer's defaults would change on each following website, and which keep their own values; writes nothing",
        tags: ['configuration'],
        params: configParamsSchema,
        body: configBodySchema,
        response: { 200: defaultsPreviewAnswerSchema, ...writeErrors, 409: errorAnswerSchema },
      }),
      config: { limit: 'writes' },
    },
    async (request) => {
      const { websiteId, resource } = request.params;
      const data = await previewDefaultsChange(
        { db, principal: principalOf(request), services: options },
        { websiteId, resource, body: request.body },
      );
      return { data };
    },
  );
}
