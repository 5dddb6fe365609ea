/** GET /v1/config/{websiteId}/{resource}/revisions?limit&offset: newest first, paged (issue 7, docs/api.md). */
import type { RevisionListAnswer } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { parseOr400 } from '../../http/errors';
import { pagingQuery } from '../../http/paging';
import { principalOf } from '../auth/product-auth';
import { readRevisions } from './config.service';
import { configParams } from './get-config';

export function registerListRevisions(app: FastifyInstance, db: Db): void {
  app.get('/v1/config/:websiteId/:resource/revisions', async (request): Promise<RevisionListAnswer> => {
    const { websiteId, resource } = parseOr400(configParams, request.params, 'Invalid path');
    const page = parseOr400(pagingQuery, request.query, 'Invalid query');
    const { items, hasMore } = await readRevisions(db, principalOf(request), websiteId, resource, page);
    const path = `/v1/config/${encodeURIComponent(websiteId)}/${encodeURIComponent(resource)}/revisions`;
    return {
      data: items,
      links: hasMore ? { next: `${path}?limit=${page.limit}&offset=${page.offset + page.limit}` } : {},
    };
  });
}
