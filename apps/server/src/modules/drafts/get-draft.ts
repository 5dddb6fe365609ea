/** GET /v1/config/{websiteId}/{resource}/draft: the screen's draft with its ETag, or 404 "No draft". */
import { draftAnswerSchema, draftParamsSchema, etagOfVersion } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { apiErrors } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { DRAFT_URL, type DraftRouteOptions } from './draft-routes';
import { readDraft } from './drafts.service';

export function registerGetDraft(app: FastifyInstance, db: Db, options: DraftRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    DRAFT_URL,
    contract({
      summary: "A screen's draft: its settings, what it changes from the live ones, its schedule",
      tags: ['drafts'],
      params: draftParamsSchema,
      response: { 200: draftAnswerSchema, ...apiErrors },
    }),
    async (request, reply) => {
      const draft = await readDraft(db, principalOf(request), request.params, options);
      reply.header('etag', etagOfVersion(draft.version)).header('cache-control', 'private, no-cache');
      return { data: [draft] };
    },
  );
}
