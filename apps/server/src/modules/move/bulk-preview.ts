/**
 * POST /v1/bulk/preview: what setting one screen's field (or one section's fields) on several websites of
 * the customer would change on each (docs/product.md#settings-that-move). Writes nothing; write scope.
 */
import { bulkPreviewBodySchema, movePreviewAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { previewBulk } from './move.service';

export function registerBulkPreview(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/bulk/preview',
    {
      ...contract({
        summary: 'Previews setting the same values on several websites of the customer',
        tags: ['settings that move'],
        body: bulkPreviewBodySchema,
        response: { 200: movePreviewAnswerSchema, ...apiErrors },
      }),
      // An Editor previews what a Publisher would apply (decision 137).
      config: { scope: 'draft' },
    },
    async (request) => ({ data: await previewBulk(db, principalOf(request), request.body) }),
  );
}
