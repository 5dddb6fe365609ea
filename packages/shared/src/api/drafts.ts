/**
 * Drafts, scheduled publishing and review links (docs/product.md#drafts-and-scheduled-publishing, decisions
 * 115 and 116): a screen's unpublished settings, when they go live, and a link that shows them to someone
 * without a sign-in. Declared once here; the server answers these shapes and the console reads them.
 */
import { z } from 'zod';
import { errorAnswerSchema, idParam } from './common';
import { configDocumentSchema, configParamsSchema } from './config';
import { widgetAnswerSchema, widgetIdSchema } from './widgets';

/** Someone who wrote a draft, set a schedule or made a link: the user's id and display name. */
export const draftPersonSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'DraftPerson' });
export type DraftPerson = z.infer<typeof draftPersonSchema>;

/** A schedule that has not published: waiting, refused because the live settings moved on, or failed. */
export const scheduleStatuses = ['pending', 'conflicted', 'failed'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

/** A local date-time as `<input type="datetime-local">` gives it: `2026-12-01T00:00` (seconds optional). */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * An RFC 3339 date-time with its offset (`2026-12-01T09:00:00Z`, `2026-12-01T10:00:00+01:00`): an instant,
 * which a schedule takes beside the website's local time (decision 129). Seconds and fractions optional.
 */
export const OFFSET_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

export const BAD_SCHEDULE_TIME_MESSAGE =
  "Give a date and time such as 2026-12-01T00:00 (the website's time), or an instant such as 2026-12-01T09:00:00Z.";

export const scheduleSchema = z
  .object({
    /** The local date-time it was set for, in `timeZone`. */
    at: z.string(),
    /** The website's time zone when it was set: General's time zone, else UTC. */
    timeZone: z.string(),
    /** When it is due, ISO 8601 UTC. */
    dueAt: z.string(),
    setBy: draftPersonSchema,
    setAt: z.string(),
    status: z.enum(scheduleStatuses),
    /** Why it did not publish (conflicted, failed); null while pending. */
    message: z.string().nullable(),
  })
  .meta({ id: 'Schedule' });
export type Schedule = z.infer<typeof scheduleSchema>;

export const draftSchema = z
  .object({
    /** The draft's settings: the whole document it would publish. */
    config: z.record(z.string(), z.unknown()),
    /** Incremented by every save of the draft; also its strong ETag `"{version}"`. */
    version: z.number().int().min(1),
    /** The live version the draft was made from (or re-based on). */
    baseVersion: z.number().int().min(0),
    /** Who saved the draft last. */
    author: draftPersonSchema,
    updatedAt: z.string(),
    /** What differs from the live settings, one line per field in the history's words. */
    changes: z.array(z.string()),
    changeCount: z.number().int().min(0),
    schedule: scheduleSchema.nullable(),
  })
  .meta({ id: 'Draft' });
export type Draft = z.infer<typeof draftSchema>;

export const draftAnswerSchema = z
  .object({ data: z.array(draftSchema).length(1) })
  .meta({ id: 'DraftAnswer' });

/** GET …/draft: the screen's draft, or an empty list when it has none (decision 135). */
export const draftReadAnswerSchema = z
  .object({ data: z.array(draftSchema).max(1) })
  .meta({ id: 'DraftReadAnswer' });
export type DraftAnswer = z.infer<typeof draftAnswerSchema>;

export const draftParamsSchema = configParamsSchema;

/** PUT …/draft?rebase=true: the draft is also moved onto the live version stored now. */
export const draftPutQuerySchema = z.object({
  rebase: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: the draft is made from the current live version (after a publish was refused)'),
});

/**
 * 412 of a draft write: the draft was saved by someone else (`current` is the draft as it is), or it was
 * published or discarded since it was loaded (no `current`).
 */
export const staleDraftAnswerSchema = errorAnswerSchema
  .extend({ current: draftSchema.optional() })
  .meta({ id: 'StaleDraftAnswer' });

export const PUBLISH_CONFLICT_MESSAGE = 'The live settings changed after this draft was made';
export const NO_DRAFT_MESSAGE = 'No draft';
export const PAST_SCHEDULE_MESSAGE = 'Choose a time in the future';
export const REVIEW_LINK_GONE_MESSAGE = 'This review link has expired or was revoked';
export const REVIEW_LINK_NOT_FOUND_MESSAGE = 'Review link not found';

/** 409 of a publish: the live settings (as the config GET answers them) and the draft, so both can be shown. */
export const publishConflictAnswerSchema = errorAnswerSchema
  .extend({ live: configDocumentSchema, draft: draftSchema })
  .meta({ id: 'PublishConflictAnswer' });
export type PublishConflictAnswer = z.infer<typeof publishConflictAnswerSchema>;

export const scheduleBodySchema = z
  .object({
    at: z
      .string()
      .refine((at) => LOCAL_DATE_TIME.test(at) || OFFSET_DATE_TIME.test(at), {
        error: BAD_SCHEDULE_TIME_MESSAGE,
      })
      .describe(
        "When to publish: a local date-time in the website's time zone (General's time zone, else UTC), such as 2026-12-01T00:00, or an RFC 3339 date-time with its offset, such as 2026-12-01T09:00:00Z or 2026-12-01T10:00:00+01:00",
      ),
  })
  .strict()
  .meta({ id: 'ScheduleBody' });

export const scheduledChangeSchema = z
  .object({
    websiteId: z.string(),
    websiteName: z.string(),
    resource: z.string(),
    schedule: scheduleSchema,
    author: draftPersonSchema,
    changeCount: z.number().int().min(0),
  })
  .meta({ id: 'ScheduledChange' });
export type ScheduledChange = z.infer<typeof scheduledChangeSchema>;

export const scheduledListAnswerSchema = z.object({ data: z.array(scheduledChangeSchema) });

/** How long a review link lives: 1 to 168 hours (a week), 24 by default. */
export const MAX_REVIEW_LINK_HOURS = 168;
export const DEFAULT_REVIEW_LINK_HOURS = 24;

export const reviewLinkBodySchema = z
  .object({
    expiresInHours: z.number().int().min(1).max(MAX_REVIEW_LINK_HOURS).default(DEFAULT_REVIEW_LINK_HOURS),
  })
  .strict()
  .meta({ id: 'ReviewLinkBody' });

/** A link as made: the only answer that holds its token (in `url`). */
export const createdReviewLinkSchema = z
  .object({ id: z.string(), url: z.string(), expiresAt: z.string() })
  .meta({ id: 'CreatedReviewLink' });
export type CreatedReviewLink = z.infer<typeof createdReviewLinkSchema>;
export const createdReviewLinkAnswerSchema = z.object({ data: z.array(createdReviewLinkSchema).length(1) });

export const reviewLinkSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    createdBy: draftPersonSchema,
    revoked: z.boolean(),
  })
  .meta({ id: 'ReviewLink' });
export type ReviewLink = z.infer<typeof reviewLinkSchema>;
export const reviewLinkListAnswerSchema = z.object({ data: z.array(reviewLinkSchema) });

export const reviewLinkParamsSchema = z.object({ id: idParam });
export const reviewParamsSchema = z.object({ token: idParam });

export const reviewSchema = z
  .object({
    websiteId: z.string(),
    websiteName: z.string(),
    resource: z.string(),
    /** The widget the screen drives; null for General, which drives none by itself. */
    widget: widgetIdSchema.nullable(),
    screenTitle: z.string(),
    changes: z.array(z.string()),
    expiresAt: z.string(),
    /** The widget's whole payload with the draft's settings, as the console's preview frame takes it. */
    preview: z.object({ payload: widgetAnswerSchema.shape.data }).nullable(),
    /** The reason the draft's change request gives (docs/product.md#approvals); null when it gives none. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;
export const reviewAnswerSchema = z.object({ data: z.array(reviewSchema).length(1) });

/** An answer without a body (a discard, a revoke). */
export const noContentSchema = z.null().describe('No content');
