/**
 * GET /v1/config/{websiteId}/{resource}/draft: the screen's draft with its ETag, or an empty `data` list and no
 * ETag when it has none — the routine answer of most screens, so not an error (decision 135).
 */
import { draftParamsSchema, draftReadAnswerSchema, etagOfVersion } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { DRAFT_URL, type DraftRouteOptions } from './draft-routes';
import { readDraftIfAny } from './drafts.service';

export function registerGetDraft(app: FastifyInstance, db: Db, options: DraftRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    DRAFT_URL,
    contract({
      summary:
        "A screen's draft: its settings, what it changes from the live ones, its schedule; an empty list when it has none",
      tags: ['drafts'],
      params: draftParamsSchema,
      response: { 200: draftReadAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      const draft = await readDraftIfAny(db, principalOf(request), request.params, options);
      reply.header('cache-control', 'private, no-cache');
      if (!draft) return { data: [] };
      reply.header('etag', etagOfVersion(draft.version));
      return { data: [draft] };
    },
  );
}
