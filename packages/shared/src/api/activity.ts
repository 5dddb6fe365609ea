/**
 * The activity log's calls (docs/product.md#activity, decision 105): a customer's configuration writes, saved
 * and refused, newest first, as pages and as CSV. Declared once here; the server answers these shapes and
 * the console reads them.
 */
import { z } from 'zod';
import { pageLinksSchema } from './common';
import { featureResources, writeSourceKinds } from './names';
import { pagingNumber } from './websites';
import { writeSourceSchema } from './write-source';

export const activityOutcomes = ['saved', 'refused'] as const;
export type ActivityOutcome = (typeof activityOutcomes)[number];

export const activityEntrySchema = z
  .object({
    /** Opaque; unique in the customer's log. */
    id: z.string(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
    /** Who wrote: the product token's `sub`, the user's name and email (null when the user is unknown). */
    user: z.object({ sub: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() }),
    /** The website as it was named when written. */
    website: z.object({ websiteId: z.string(), name: z.string().nullable() }),
    /** The screen's resource (docs/product.md#data-api). */
    resource: z.string(),
    source: writeSourceSchema,
    outcome: z.enum(activityOutcomes),
    /** The HTTP status the writer was answered: 200, or the refusal's (400, 403, 404, 412, 428). */
    status: z.number().int(),
    /** A refusal's message, as the writer was answered; null for a saved write. */
    message: z.string().nullable(),
    /** The version a saved write made; null for a refusal. */
    version: z.number().int().nullable(),
    /** The fields a saved write changed (the history's words name them by their labels). */
    changedFields: z.array(z.string()),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityListAnswerSchema = z.object({
  data: z.array(activityEntrySchema),
  links: pageLinksSchema,
});
export type ActivityListAnswer = z.infer<typeof activityListAnswerSchema>;

/** GET /v1/activity.csv: text/csv, a header row then one row per entry. */
export const activityCsvAnswerSchema = z
  .string()
  .describe(
    'CSV (RFC 4180): When, User, Email, Website ID, Website, Screen, How, Outcome, Status, Change, Version, Changed fields',
  );

/** The page size of the activity list: at most 200, default 50. */
export const MAX_ACTIVITY_PAGE_SIZE = 200;

const resources: readonly string[] = Object.values(featureResources);

/** A filter's text: absent or empty is no filter; a repeated parameter is refused. */
const filterText = (what: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: `must be one ${what}` })
      .max(200, 'must be at most 200 characters')
      .optional(),
  );

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A time filter: an ISO date (the whole day, UTC) or an ISO date-time with its offset. `end` says which edge
 * of a day a date stands for: `from` takes its start, `to` the start of the next day (exclusive).
 */
const timeFilter = (edge: 'start' | 'end') =>
  z
    .unknown()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const text = typeof value === 'string' ? value : '';
      const day = DATE.test(text);
      const at = day || DATE_TIME.test(text) ? new Date(day ? `${text}T00:00:00Z` : text) : undefined;
      if (!at || Number.isNaN(at.getTime())) {
        context.addIssue({
          code: 'custom',
          message: 'must be an ISO date (2026-11-25) or date-time (2026-11-25T09:30:00Z)',
        });
        return z.NEVER;
      }
      if (day && edge === 'end') at.setUTCDate(at.getUTCDate() + 1);
      return at;
    })
    .meta({
      type: 'string',
      description:
        edge === 'start'
          ? 'From this instant (inclusive); a date alone is its start, UTC'
          : 'Up to this instant (exclusive); a date alone includes the whole day, UTC',
    });

const filterFields = {
  websiteId: filterText('website id'),
  /** A user's `sub` or email (case-insensitive). */
  user: filterText('user id or email'),
  resource: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(resources as [string, ...string[]], { error: `must be one of ${resources.join(', ')}` })
      .optional(),
  ),
  kind: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(writeSourceKinds, { error: `must be one of ${writeSourceKinds.join(', ')}` }).optional(),
  ),
  from: timeFilter('start').optional(),
  to: timeFilter('end').optional(),
};

const fromBeforeTo: [
  (query: { from?: Date | undefined; to?: Date | undefined }) => boolean,
  { path: string[]; message: string },
] = [
  (query) => !query.from || !query.to || query.from < query.to,
  { path: ['to'], message: 'must be after from' },
];

/** The filters of GET /v1/activity.csv (and of GET /v1/activity). */
export const activityFilterSchema = z.object(filterFields).refine(...fromBeforeTo);
export type ActivityFilter = z.infer<typeof activityFilterSchema>;

/** GET /v1/activity: the filters, a page size and the cursor of links.next. */
export const activityQuerySchema = z
  .object({
    ...filterFields,
    limit: pagingNumber(1, MAX_ACTIVITY_PAGE_SIZE, 50),
    cursor: filterText('cursor from links.next'),
  })
  .refine(...fromBeforeTo);
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** The filters as the console keeps them in its address and sends them: text as typed. */
export const activityFilterNames = ['websiteId', 'user', 'resource', 'kind', 'from', 'to'] as const;
