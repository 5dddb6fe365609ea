/** GET /v1/config/{websiteId}/{resource}/revisions/{version}: one revision with its document (issue 7). */
import type { Revision } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db';
import { parseOr400 } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { readRevision } from './config.service';

export const revisionParams = z.object({
  websiteId: z.string().min(1),
  resource: z.string().min(1),
  version: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a version number')
    .transform(Number),
});

export function registerGetRevision(app: FastifyInstance, db: Db): void {
  app.get(
    '/v1/config/:websiteId/:resource/revisions/:version',
    async (request): Promise<{ data: Revision[] }> => {
      const { websiteId, resource, version } = parseOr400(revisionParams, request.params, 'Invalid path');
      return { data: [await readRevision(db, principalOf(request), websiteId, resource, version)] };
    },
  );
}
