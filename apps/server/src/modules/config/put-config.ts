/**
 * PUT /v1/config/{websiteId}/{resource}: body is config fields plus `websiteId`; answers the stored document
 * with its new version, or 400 `{ message, errors }` and nothing stored (docs/api.md).
 */
import type { ConfigDocument } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { parseOr400 } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { updateConfig } from './config.service';
import { configParams } from './get-config';

export function registerPutConfig(app: FastifyInstance, db: Db): void {
  app.put('/v1/config/:websiteId/:resource', async (request): Promise<{ data: ConfigDocument[] }> => {
    const { websiteId, resource } = parseOr400(configParams, request.params, 'Invalid path');
    return { data: [await updateConfig(db, principalOf(request), websiteId, resource, request.body)] };
  });
}
