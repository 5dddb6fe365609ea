/**
 * PUT /v1/config/{websiteId}/{resource}/draft/schedule with If-Match on the draft, body `{ at }` (a local
 * date-time in the website's time zone): sets or changes when the draft is published.
 */
import { draftAnswerSchema, draftParamsSchema, etagOfVersion, scheduleBodySchema } from '@eua/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db';
import { contract } from '../../http/contract';
import { principalOf } from '../auth/product-auth';
import { DRAFT_URL, type DraftRouteOptions, draftWriteErrors, ifMatchOf } from './draft-routes';
import { scheduleDraft } from './drafts.service';

export function registerPutSchedule(app: FastifyInstance, db: Db, options: DraftRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    `${DRAFT_URL}/schedule`,
    {
      ...contract({
        summary: "Schedules a draft's publication at a local time of the website; If-Match names the draft",
        tags: ['drafts'],
        params: draftParamsSchema,
        body: scheduleBodySchema,
        response: { 200: draftAnswerSchema, ...draftWriteErrors },
      }),
      config: { limit: 'writes' },
    },
    async (request, reply) => {
      const draft = await scheduleDraft(
        db,
        principalOf(request),
        { ...request.params, ifMatch: ifMatchOf(request), at: request.body.at },
        options,
      );
      reply.header('etag', etagOfVersion(draft.version));
      return { data: [draft] };
    },
  );
}
