/** GET /v1/config/websites/{websiteId}: one website; the console's header reads data[0].name (SPEC.md §7). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db';
import { parseOr400 } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import type { WebsiteRecord } from './websites.repo';
import { ownWebsite } from './websites.service';

export const websiteParams = z.object({ websiteId: z.string().min(1) });

export function registerGetWebsite(app: FastifyInstance, db: Db): void {
  app.get('/v1/config/websites/:websiteId', async (request): Promise<{ data: WebsiteRecord[] }> => {
    const { websiteId } = parseOr400(websiteParams, request.params, 'Invalid path');
    return { data: [await ownWebsite(db, principalOf(request), websiteId)] };
  });
}
