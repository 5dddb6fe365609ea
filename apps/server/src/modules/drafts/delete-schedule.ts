/** DELETE /v1/config/{websiteId}/{resource}/draft/schedule with If-Match: cancels it; the draft stays. */
import { draftAnswerSchema, draftParamsSchema, etagOfVersion } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import { DRAFT_URL, type DraftRouteOptions, draftWriteErrors, ifMatchOf } from './draft-routes';
import { cancelSchedule } from './drafts.service';

export function registerDeleteSchedule(app: FastifyInstance, db: Db, options: DraftRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    `${DRAFT_URL}/schedule`,
    {
      ...contract({
        summary: "Cancels a draft's scheduled publication; If-Match names the draft's version",
        tags: ['drafts'],
        params: draftParamsSchema,
        response: { 200: draftAnswerSchema, ...draftWriteErrors },
      }),
      config: { limit: 'writes' },
    },
    async (request, reply) => {
      const draft = await cancelSchedule(
        db,
        principalOf(request),
        { ...request.params, ifMatch: ifMatchOf(request) },
        options,
      );
      reply.header('etag', etagOfVersion(draft.version));
      return { data: [draft] };
    },
  );
}
