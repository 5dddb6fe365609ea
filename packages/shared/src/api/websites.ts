/**
 * The data API's website calls ({apiHost}, docs/product.md#data-api): websites, the competition list and
 * seasons.
 */
import { z } from 'zod';
import { sports } from '../form/types';
import { idParam, pageLinksSchema } from './common';
import { MAX_WEBSITE_PAGE_SIZE } from './names';

export const websiteSummarySchema = z.object({
  websiteId: z.string(),
  name: z.string(),
  sport: z.enum(sports),
});
export type WebsiteSummary = z.infer<typeof websiteSummarySchema>;
export const websiteSchema = websiteSummarySchema
  .extend({ trackingData: z.boolean() })
  .meta({ id: 'Website' });
export type Website = z.infer<typeof websiteSchema>;

export const websiteListAnswerSchema = z.object({
  data: z.array(websiteSummarySchema),
  links: pageLinksSchema,
});
export const websiteAnswerSchema = z.object({ data: z.array(websiteSchema) });
export const websiteParamsSchema = z.object({ websiteId: idParam });

export const organizationSchema = z
  .object({ organizationId: z.string(), nameLocal: z.string() })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof organizationSchema>;
export const competitionSchema = z
  .object({ competitionId: z.string(), nameLocal: z.string() })
  .meta({ id: 'Competition' });
export type Competition = z.infer<typeof competitionSchema>;
export const compListSchema = z.object({
  organizations: z.array(organizationSchema),
  /** Keyed by organizationId. */
  competitions: z.record(z.string(), z.array(competitionSchema)),
});
export type CompList = z.infer<typeof compListSchema>;
export const compListAnswerSchema = z.object({ data: compListSchema });

export const seasonSchema = z
  .object({
    seasonId: z.string(),
    nameLocal: z.string(),
    competitionId: z.string(),
    hasTrackingData: z.boolean(),
  })
  .meta({ id: 'Season' });
export type Season = z.infer<typeof seasonSchema>;
export const seasonsAnswerSchema = z.object({ data: z.array(seasonSchema) });

/** How many competition ids one batched seasons call takes (the console asks for all of a website's). */
export const MAX_COMPETITION_IDS = 1000;

/** GET /v1/config/{websiteId}/seasons?competitionIds=a,b,c: the batched call (docs/product.md#storage). */
export const seasonsQuerySchema = z.object({
  competitionIds: z
    .string()
    .optional()
    .describe('Comma-separated competition ids; omitted: all of the website’s seasons')
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

export const competitionSeasonsParamsSchema = z.object({
  websiteId: idParam,
  organizationId: idParam,
  competitionId: idParam,
});

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export const MAX_OFFSET = 1_000_000_000;

/** A paging parameter: absent or empty takes the default; else digits within the bounds, one message. */
export function pagingNumber(min: number, max: number, fallback: number) {
  // unknown, not string: a repeated parameter (limit=1&limit=2) arrives as an array and gets the same message.
  const parameter = z.unknown().transform((value, context) => {
    if (value === undefined || value === '') return fallback;
    const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isInteger(number) && number >= min && number <= max) return number;
    context.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
    return z.NEVER;
  });
  return parameter.default(fallback).meta({
    type: 'string',
    description: `a whole number from ${min} to ${max}; default ${fallback}`,
  });
}

/** `limit` and `offset` of a paged list (docs/api.md): the same bounds and one message everywhere. */
export const pagingQuerySchema = z.object({
  limit: pagingNumber(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  offset: pagingNumber(0, MAX_OFFSET, 0),
});

export { MAX_WEBSITE_PAGE_SIZE } from './names';

/**
 * GET /v1/config/websites?limit&offset&kind: the paging of every list, with a larger page allowed; `kind=defaults`
 * lists the customer's defaults owners instead of its websites (docs/product.md#customer-defaults).
 */
export const websiteListQuerySchema = z.object({
  limit: pagingNumber(1, MAX_WEBSITE_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  offset: pagingNumber(0, MAX_OFFSET, 0),
  kind: z.enum(['website', 'defaults']).default('website'),
});
