/** DELETE /v1/config/{websiteId}/{resource}/draft with If-Match: discards the draft and its schedule (204). */
import { draftParamsSchema, noContentSchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import { DRAFT_URL, type DraftRouteOptions, draftWriteErrors, ifMatchOf } from './draft-routes';
import { discardDraft } from './drafts.service';

export function registerDeleteDraft(app: FastifyInstance, db: Db, options: DraftRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    DRAFT_URL,
    {
      ...contract({
        summary: "Discards a screen's draft (and its schedule); If-Match names the draft's version",
        tags: ['drafts'],
        params: draftParamsSchema,
        response: { 204: noContentSchema, ...draftWriteErrors },
      }),
      config: { limit: 'writes', scope: 'draft' },
    },
    async (request, reply) => {
      await discardDraft(
        db,
        principalOf(request),
        { ...request.params, ifMatch: ifMatchOf(request) },
        options,
      );
      return reply.code(204).send(null);
    },
  );
}
