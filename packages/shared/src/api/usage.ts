/**
 * Usage of the public widget path (docs/product.md#usage-and-health, decision 131): how often each widget of
 * each website loaded, per hour or day and outcome, and which page origins asked. Declared once here; the
 * server answers these shapes and the console reads them.
 */
import { z } from 'zod';
import { widgetIds } from '../widgets/widget-ids';

/**
 * What a request on the public path came to: served (200), revalidated (304), refused (403: a page outside the
 * referrer domains, or none named), notFound (404: an unknown detail id), limited (429), error (any other).
 */
export const usageOutcomes = ['served', 'revalidated', 'refused', 'notFound', 'limited', 'error'] as const;
export type UsageOutcome = (typeof usageOutcomes)[number];

export const usageGranularities = ['hour', 'day'] as const;
export type UsageGranularity = (typeof usageGranularities)[number];

/** The origin that stands for every refused origin past the day's cap of one website. */
export const OTHER_ORIGINS = 'others';

/** How many days a report may span at most: the retention's maximum. */
export const MAX_USAGE_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A bound of the reported span: an ISO date (UTC; `to` includes the whole day) or date-time with offset. */
const bound = (edge: 'start' | 'end') =>
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
          ? 'From this instant (inclusive); a date alone is its start, UTC. Default: 30 days before `to`'
          : 'Up to this instant (exclusive); a date alone includes the whole day, UTC. Default: now',
    });

const optionalText = (what: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: `must be one ${what}` })
      .max(200, 'must be at most 200 characters')
      .optional(),
  );

const span = {
  from: bound('start').optional(),
  to: bound('end').optional(),
};

const spanRule: [
  (query: { from?: Date | undefined; to?: Date | undefined }) => boolean,
  { path: string[]; message: string },
] = [
  (query) => !query.from || !query.to || query.from < query.to,
  { path: ['to'], message: 'must be after from' },
];

const spanLength: [
  (query: { from?: Date | undefined; to?: Date | undefined }) => boolean,
  { path: string[]; message: string },
] = [
  (query) =>
    !query.from || !query.to || query.to.getTime() - query.from.getTime() <= MAX_USAGE_DAYS * 86_400_000,
  { path: ['from'], message: `must be at most ${MAX_USAGE_DAYS} days before to` },
];

/** GET /v1/usage and /v1/usage.csv: no website is every website of the token's customer. */
export const usageQuerySchema = z
  .object({
    websiteId: optionalText('website id'),
    widget: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(widgetIds, { error: `must be one of ${widgetIds.join(', ')}` }).optional(),
    ),
    ...span,
    granularity: z.preprocess(
      (value) => (value === '' || value === undefined ? 'day' : value),
      z.enum(usageGranularities, { error: 'must be hour or day' }),
    ),
  })
  .refine(...spanRule)
  .refine(...spanLength);
export type UsageQuery = z.infer<typeof usageQuerySchema>;

const counts = Object.fromEntries(usageOutcomes.map((outcome) => [outcome, z.number().int()])) as Record<
  UsageOutcome,
  z.ZodNumber
>;

export const usageRowSchema = z
  .object({
    websiteId: z.string(),
    widget: z.string(),
    /** The hour or day (UTC) the counts are of, ISO 8601. */
    at: z.string(),
    ...counts,
  })
  .meta({ id: 'UsageRow' });
export type UsageRow = z.infer<typeof usageRowSchema>;

export const usageAnswerSchema = z.object({
  data: z.array(usageRowSchema),
  /** The span reported, after defaults: ISO 8601, `to` exclusive. */
  span: z.object({ from: z.string(), to: z.string(), granularity: z.enum(usageGranularities) }),
});
export type UsageAnswer = z.infer<typeof usageAnswerSchema>;

/** GET /v1/usage.csv: text/csv, a header row then one row per website, widget and hour or day. */
export const usageCsvAnswerSchema = z
  .string()
  .describe(
    'CSV (RFC 4180): Website ID, Widget, At, Served, Revalidated, Refused, Not found, Limited, Errors',
  );

/** GET /v1/usage/origins: the page origins that asked for one website's widgets. */
export const usageOriginsQuerySchema = z
  .object({
    websiteId: z.string({ error: 'must be one website id' }).min(1, 'must be one website id').max(200),
    ...span,
  })
  .refine(...spanRule)
  .refine(...spanLength);
export type UsageOriginsQuery = z.infer<typeof usageOriginsQuerySchema>;

export const usageOriginSchema = z
  .object({
    /** `scheme://host[:port]`, or `others` for the refused origins past a day's cap. */
    origin: z.string(),
    /** Whether the referrer domains admitted it when it asked. */
    allowed: z.boolean(),
    count: z.number().int(),
    firstSeen: z.string(),
    lastSeen: z.string(),
  })
  .meta({ id: 'UsageOrigin' });
export type UsageOrigin = z.infer<typeof usageOriginSchema>;

export const usageOriginsAnswerSchema = z.object({ data: z.array(usageOriginSchema) });
export type UsageOriginsAnswer = z.infer<typeof usageOriginsAnswerSchema>;
