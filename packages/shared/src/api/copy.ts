/**
 * Copying settings from one website to others of the same customer (docs/product.md#settings-that-move,
 * decision 113): a preview of what each target would get, then an apply against the versions it showed.
 * Declared once here; bulk.ts and settings-file.ts answer the same rows.
 */
import { z } from 'zod';
import { featureResources } from './names';

/** Every configuration resource, the default of a copy (docs/product.md#data-api). */
export const moveResources = Object.values(featureResources) as [string, ...string[]];

/** A website id as a body names it. */
const websiteIdSchema = z.string().min(1, 'must be a website id').max(200, 'must be at most 200 characters');

const resourceSchema = z.enum(moveResources, { error: `must be one of ${moveResources.join(', ')}` });

/** The targets of a copy or a bulk edit: 1 to 100 distinct website ids. */
export const moveTargetsSchema = z
  .array(websiteIdSchema, { error: 'must be a list of website ids' })
  .min(1, 'must name at least one website')
  .max(100, 'must name at most 100 websites')
  .refine((ids) => new Set(ids).size === ids.length, 'must not name a website twice');

/** How an apply writes: each target on its own, or all of them in one transaction or none. */
export const moveModes = ['each', 'all'] as const;
export type MoveMode = (typeof moveModes)[number];

export const copyPreviewBodySchema = z
  .object({
    sourceWebsiteId: websiteIdSchema,
    targets: moveTargetsSchema,
    /** The screens to copy; all 13 when left out. */
    resources: z
      .array(resourceSchema, { error: 'must be a list of resources' })
      .min(1, 'must name at least one resource')
      .refine((list) => new Set(list).size === list.length, 'must not name a resource twice')
      .optional(),
    /** Per screen, the sections to copy (their ids, features/sections.ts); a screen left out is copied whole. */
    sections: z
      .partialRecord(resourceSchema, z.array(z.string().min(1)).min(1, 'must name at least one section'))
      .optional(),
  })
  .strict()
  .meta({ id: 'CopyPreviewBody' });
export type CopyPreviewBody = z.infer<typeof copyPreviewBodySchema>;

/** The versions an apply writes against: per website, per resource, the version its preview showed. */
export const moveVersionsSchema = z.record(
  z.string(),
  z.record(z.string(), z.number({ error: 'must be a version number' }).int().min(0)),
);

export const copyApplyBodySchema = copyPreviewBodySchema
  .extend({
    versions: moveVersionsSchema,
    mode: z.enum(moveModes, { error: "must be 'each' or 'all'" }).default('each'),
  })
  .strict()
  .meta({ id: 'CopyApplyBody' });
export type CopyApplyBody = z.infer<typeof copyApplyBodySchema>;

/**
 * What a target is: a website, or a customer's defaults (decision 144), whose values every website of its
 * sport that does not set its own follows (docs/product.md#customer-defaults).
 */
export const targetKinds = ['website', 'defaults'] as const;
export type TargetKind = (typeof targetKinds)[number];
export const targetKindSchema = z.enum(targetKinds);

export const previewStatuses = ['ok', 'unchanged', 'refused'] as const;
export type PreviewStatus = (typeof previewStatuses)[number];

/** What one target's screen would get: its version now, the changes and the values left out, in words. */
export const movePreviewRowSchema = z
  .object({
    websiteId: z.string(),
    /** Null for a website that is not the customer's (it reads as not found). */
    websiteName: z.string().nullable(),
    /** A website, or the customer's defaults: a change of these reaches every website that follows them. */
    kind: targetKindSchema,
    resource: z.string(),
    status: z.enum(previewStatuses),
    /** The target's current version: the If-Match the apply uses. Null when refused before it was read. */
    version: z.number().int().min(0).nullable(),
    /** One line per changed field, in the history's words. */
    changes: z.array(z.string()),
    /** Each value that cannot apply to this target and is left out. */
    warnings: z.array(z.string()),
    /** Why it is refused. */
    message: z.string().optional(),
  })
  .meta({ id: 'MovePreviewRow' });
export type MovePreviewRow = z.infer<typeof movePreviewRowSchema>;

export const movePreviewAnswerSchema = z.object({ data: z.array(movePreviewRowSchema) });
export type MovePreviewAnswer = z.infer<typeof movePreviewAnswerSchema>;

/**
 * What became of one target's screen: `applied` (its new version), `unchanged`, `stale` (changed since the
 * preview: untouched), `refused` (not writable, not the customer's, or invalid there), `failed`, or
 * `skipped` (all or nothing, and something else could not be written).
 */
export const applyStatuses = ['applied', 'unchanged', 'stale', 'refused', 'failed', 'skipped'] as const;
export type ApplyStatus = (typeof applyStatuses)[number];

export const moveApplyRowSchema = z
  .object({
    websiteId: z.string(),
    websiteName: z.string().nullable(),
    /** A website, or the customer's defaults: a change of these reaches every website that follows them. */
    kind: targetKindSchema,
    resource: z.string(),
    status: z.enum(applyStatuses),
    /** The version now: the new one when applied. */
    version: z.number().int().min(0).nullable(),
    message: z.string().optional(),
  })
  .meta({ id: 'MoveApplyRow' });
export type MoveApplyRow = z.infer<typeof moveApplyRowSchema>;

export const moveApplyAnswerSchema = z.object({ data: z.array(moveApplyRowSchema) });
export type MoveApplyAnswer = z.infer<typeof moveApplyAnswerSchema>;
