/**
 * GET /v1/config/{websiteId}/export?resources=general,fixtures: the website's settings as a file to download
 * (docs/product.md#settings-that-move, decision 114). Read scope.
 */
import { exportQuerySchema, idParam, settingsFileSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { exportSettings } from './settings-file.service';

export function registerExportSettings(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/config/:websiteId/export',
    contract({
      summary: "A website's settings as a file (all screens, or those named)",
      tags: ['settings that move'],
      params: z.object({ websiteId: idParam }),
      querystring: exportQuerySchema,
      response: { 200: settingsFileSchema, ...apiErrors },
    }),
    async (request, reply) => {
      const { fileName, file } = await exportSettings(
        db,
        principalOf(request),
        request.params.websiteId,
        request.query.resources,
      );
      reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store');
      return file;
    },
  );
}
