/** GET /v1/config/{websiteId}/{resource}: `{ data: [ConfigDocument] }` (SPEC.md §7, docs/api.md). */
import { type ConfigDocument, etagOfVersion } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db';
import { parseOr400 } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { readConfig } from './config.service';

export const configParams = z.object({ websiteId: z.string().min(1), resource: z.string().min(1) });

export function registerGetConfig(app: FastifyInstance, db: Db): void {
  app.get('/v1/config/:websiteId/:resource', async (request, reply): Promise<{ data: ConfigDocument[] }> => {
    const { websiteId, resource } = parseOr400(configParams, request.params, 'Invalid path');
    const document = await readConfig(db, principalOf(request), websiteId, resource);
    // A strong ETag naming the version (issue 7): the console sends it back as If-Match when it saves.
    reply.header('etag', etagOfVersion(document.version));
    return { data: [document] };
  });
}
