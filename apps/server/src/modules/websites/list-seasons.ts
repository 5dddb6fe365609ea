/**
 * GET /v1/config/{websiteId}/seasons?competitionIds=a,b,c — the batched call (DESIGN.md §2): the seasons of
 * many competitions in one request, all of the website's when the parameter is omitted.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db';
import { parseOr400 } from '../../http/errors';
import { principalOf } from '../auth/product-auth';
import { websiteParams } from './get-website';
import { listSeasons, type SeasonRecord } from './websites.repo';
import { ownWebsite } from './websites.service';

/** How many competition ids one batched call takes (the console asks for all of a website's seasons). */
export const MAX_COMPETITION_IDS = 1000;

export const listSeasonsQuery = z.object({
  competitionIds: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? undefined
        : [
            ...new Set(
              value
                .split(',')
                .map((id) => id.trim())
                .filter(Boolean),
            ),
          ],
    )
    .refine((ids) => ids === undefined || ids.length <= MAX_COMPETITION_IDS, {
      message: `at most ${MAX_COMPETITION_IDS} competition ids`,
    }),
});

export function registerListSeasons(app: FastifyInstance, db: Db): void {
  app.get('/v1/config/:websiteId/seasons', async (request): Promise<{ data: SeasonRecord[] }> => {
    const { websiteId } = parseOr400(websiteParams, request.params, 'Invalid path');
    const { competitionIds } = parseOr400(listSeasonsQuery, request.query, 'Invalid query');
    await ownWebsite(db, principalOf(request), websiteId);
    if (competitionIds?.length === 0) return { data: [] };
    return { data: await listSeasons(db, websiteId, competitionIds) };
  });
}
