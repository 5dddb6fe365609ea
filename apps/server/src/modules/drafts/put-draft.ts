/**
 * PUT /v1/config/{websiteId}/{resource}/draft[?rebase=true]: saves the screen's draft — the body and rules of
 * the configuration PUT; If-Match on the draft's version once there is one (428, 412) — never the live
 * settings.
 */
import {
  configBodySchema,
  draftAnswerSchema,
  draftParamsSchema,
  draftPutQuerySchema,
  etagOfVersion,
} from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import { DRAFT_URL, type DraftRouteOptions, draftWriteErrors, ifMatchOf } from './draft-routes';
import { saveDraft } from './drafts.service';

export function registerPutDraft(app: FastifyInstance, db: Db, options: DraftRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    DRAFT_URL,
    {
      ...contract({
        summary: "Saves a screen's draft; If-Match names the draft's version once it has one",
        tags: ['drafts'],
        params: draftParamsSchema,
        querystring: draftPutQuerySchema,
        body: configBodySchema,
        response: { 200: draftAnswerSchema, ...draftWriteErrors },
      }),
      config: { limit: 'writes', scope: 'draft' },
    },
    async (request, reply) => {
      const draft = await saveDraft(
        db,
        principalOf(request),
        {
          ...request.params,
          body: request.body,
          ifMatch: ifMatchOf(request),
          rebase: request.query.rebase === 'true',
        },
        options,
      );
      reply.header('etag', etagOfVersion(draft.version));
      return { data: [draft] };
    },
  );
}
