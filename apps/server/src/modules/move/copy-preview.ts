/**
 * POST /v1/copy/preview: what copying a website's screens (or some of their sections) to other websites of
 * the customer would change on each, with the values each cannot take (docs/product.md#settings-that-move).
 * Writes nothing; needs the write scope, as the apply does.
 */
import { copyPreviewBodySchema, movePreviewAnswerSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { previewCopy } from './move.service';

export function registerCopyPreview(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/copy/preview',
    {
      ...contract({
        summary: "Previews a copy of a website's settings to other websites of the customer",
        tags: ['settings that move'],
        body: copyPreviewBodySchema,
        response: { 200: movePreviewAnswerSchema, ...apiErrors },
      }),
      // An Editor previews what a Publisher would apply (decision 137).
      config: { scope: 'draft' },
    },
    async (request) => ({ data: await previewCopy(db, principalOf(request), request.body) }),
  );
}
