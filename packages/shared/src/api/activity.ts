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

/**
 * What an entry records (decision 129): a configuration write (saved or refused), or a change that does not
 * go live by itself — a draft saved or discarded, a schedule set, changed or cancelled, a review link made or
 * revoked. A new kind is added here, with its words in history/write-words.ts `describeActivityAction`.
 */
export const activityActions = [
  'config-write',
  'draft-saved',
  'draft-discarded',
  'schedule-set',
  'schedule-changed',
  'schedule-cancelled',
  'review-link-created',
  'review-link-revoked',
  'approval-requested',
  'change-approved',
  'change-rejected',
  'policy-changed',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** How long the log keeps entries unless ACTIVITY_RETENTION_DAYS says otherwise (decision 130). */
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 400;

export const activityEntrySchema = z
  .object({
    /** Opaque; unique in the customer's log. */
    id: z.string(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
    /** Who wrote: the product token's `sub`, the user's name and email (null when the user is unknown). */
    user: z.object({ sub: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() }),
    /** What happened: a configuration write, or a change that is not a live write (decision 129). */
    action: z.enum(activityActions),
    /** The website as it was named when written; null for an entry of the customer as a whole. */
    website: z.object({ websiteId: z.string(), name: z.string().nullable() }).nullable(),
    /** The screen's resource (docs/product.md#data-api); null for an entry of no screen. */
    resource: z.string().nullable(),
    /** Where a configuration write came from; null for an entry that is not one. */
    source: writeSourceSchema.nullable(),
    outcome: z.enum(activityOutcomes),
    /** The HTTP status the writer was answered: 200, or the refusal's (400, 403, 404, 412, 428). */
    status: z.number().int(),
    /** A refusal's message, as the writer was answered; null for a saved write. */
    message: z.string().nullable(),
    /** The version a saved write made; null for a refusal. */
    version: z.number().int().nullable(),
    /** The fields a saved write changed (the history's words name them by their labels). */
    changedFields: z.array(z.string()),
    /** The change in plain words, one line per field, old → new, as History says it. */
    changes: z.array(z.string()),
    /** Why, as its author said (docs/product.md#approvals); null or absent when none was given. */
    reason: z.string().nullable().optional(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityListAnswerSchema = z.object({
  data: z.array(activityEntrySchema),
  links: pageLinksSchema,
  /** How far back the log goes: entries older than this many days are deleted (decision 130). */
  meta: z.object({ retentionDays: z.number().int() }),
});
export type ActivityListAnswer = z.infer<typeof activityListAnswerSchema>;

/** GET /v1/activity.csv: text/csv, a header row then one row per entry. */
export const activityCsvAnswerSchema = z
  .string()
  .describe(
    'CSV (RFC 4180, cells neutralised per OWASP CSV injection): When, User, Email, Website ID, Website, Screen, Action, How, Outcome, Status, Change, Version, Changed fields, Details',
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

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-](\d{2}):(\d{2})))?$/;

/** The earliest and latest instants the log can be asked about: the epoch, and the last of year 9999. */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
export const ACTIVITY_TIME_RANGE_MESSAGE = 'must be between 1970-01-01 and 9999-12-31';

/**
 * An ISO date or date-time with its offset read strictly (docs/product.md#activity): a day its month has
 * (no 30 February), hours, minutes and offsets a clock has; undefined otherwise. `date` says whether it
 * was a date alone.
 */
export function readIsoInstant(text: string): { at: Date; date: boolean } | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((n) => Number(n ?? 0)) as number[];
  const [offsetHours, offsetMinutes] = [Number(match[9] ?? 0), Number(match[10] ?? 0)];
  const wall = new Date(Date.UTC(year!, month! - 1, day!));
  if (wall.getUTCFullYear() !== year || wall.getUTCMonth() !== month! - 1 || wall.getUTCDate() !== day) {
    return undefined;
  }
  if (hour! > 23 || minute! > 59 || second! > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const date = match[4] === undefined;
  const at = new Date(date ? wall.getTime() : text);
  return Number.isNaN(at.getTime()) ? undefined : { at, date };
}

/** Whether the log can hold `at`: between the epoch and the end of year 9999. */
export const inActivityRange = (at: Date): boolean => at.getTime() >= EARLIEST && at.getTime() <= LATEST;

/**
 * A time filter: an ISO date (the whole day, UTC) or an ISO date-time with its offset. `end` says which edge
 * of a day a date stands for: `from` takes its start, `to` the start of the next day (exclusive). A day a
 * month does not have, or a time outside the range the log can hold, is refused (400 naming the parameter).
 */
const timeFilter = (edge: 'start' | 'end') =>
  z
    .unknown()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const read = readIsoInstant(typeof value === 'string' ? value : '');
      if (!read) {
        context.addIssue({
          code: 'custom',
          message: 'must be an ISO date (2026-11-25) or date-time (2026-11-25T09:30:00Z)',
        });
        return z.NEVER;
      }
      const { at, date } = read;
      if (date && edge === 'end') at.setUTCDate(at.getUTCDate() + 1);
      if (!inActivityRange(at)) {
        context.addIssue({ code: 'custom', message: ACTIVITY_TIME_RANGE_MESSAGE });
        return z.NEVER;
      }
      return at;
    })
    .meta({
      type: 'string',
      description:
        edge === 'start'
          ? 'From this instant (inclusive); a date alone is its start, UTC. Between 1970-01-01 and 9999-12-31'
          : 'Up to this instant (exclusive); a date alone includes the whole day, UTC. Between 1970-01-01 and 9999-12-31',
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

/** Someone who appears in the customer's log: the Person filter offers them (GET /v1/activity/people). */
export const activityPersonSchema = z
  .object({ sub: z.string(), name: z.string().nullable(), email: z.string().nullable() })
  .meta({ id: 'ActivityPerson' });
export type ActivityPerson = z.infer<typeof activityPersonSchema>;

export const activityPeopleAnswerSchema = z.object({ data: z.array(activityPersonSchema) });
export type ActivityPeopleAnswer = z.infer<typeof activityPeopleAnswerSchema>;
