/**
 * A website's settings as a file (docs/product.md#settings-that-move, decision 114): what the export answers
 * and the import reads, and the import's answer. Declared once here; the console, the command line and the
 * server read the same shapes.
 */
import { z } from 'zod';
import { sports } from '../form/types';
import { moveResources, targetKindSchema } from './copy';

export const SETTINGS_FILE_FORMAT = 'eua-settings';
/** The format version this code writes and reads; a file of another is refused with its number. */
export const SETTINGS_FILE_VERSION = 1;
/** The largest settings file an import takes: the 13 screens of a website are about 30 kB. */
export const MAX_SETTINGS_FILE_BYTES = 1024 * 1024;

const resourceSchema = z.enum(moveResources, { error: `must be one of ${moveResources.join(', ')}` });

export const settingsFileSchema = z
  .object({
    format: z.literal(SETTINGS_FILE_FORMAT, { error: `must be "${SETTINGS_FILE_FORMAT}"` }),
    formatVersion: z.literal(SETTINGS_FILE_VERSION, { error: `must be ${SETTINGS_FILE_VERSION}` }),
    /** ISO 8601, UTC. */
    exportedAt: z.string({ error: 'must be a date-time text' }),
    /** The website the settings were exported from. */
    source: z.object(
      {
        websiteId: z.string({ error: 'must be a text' }),
        name: z.string({ error: 'must be a text' }),
        sport: z.enum(sports, { error: `must be one of ${sports.join(', ')}` }),
      },
      { error: 'must be an object' },
    ),
    /** Per screen, the version exported and its settings (field values by name). */
    resources: z.partialRecord(
      resourceSchema,
      z.object(
        {
          version: z.number({ error: 'must be a number' }).int().min(0),
          settings: z.record(z.string(), z.unknown(), { error: 'must be an object' }),
        },
        { error: 'must be an object' },
      ),
      { error: 'must be an object' },
    ),
  })
  .meta({ id: 'SettingsFile' });
export type SettingsFile = z.infer<typeof settingsFileSchema>;

/** A comma-separated list of resources; all 13 when left out. */
const resourceList = z
  .string({ error: 'must be one comma-separated list' })
  .optional()
  .transform((value, context) => {
    if (value === undefined || value.trim() === '') return undefined;
    const list = [...new Set(value.split(',').map((item) => item.trim()))];
    const unknown = list.find((item) => !moveResources.includes(item));
    if (unknown !== undefined) {
      context.addIssue({ code: 'custom', message: `'${unknown}' is not a resource` });
      return z.NEVER;
    }
    return list;
  })
  .meta({ type: 'string', description: 'Comma-separated resources (general,fixtures,…); all when left out' });

/** GET /v1/config/{websiteId}/export?resources=general,fixtures */
export const exportQuerySchema = z.object({ resources: resourceList });

const booleanParameter = z
  .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
  .optional()
  .transform((value) => value === 'true')
  .meta({ type: 'string', enum: ['true', 'false'] });

/**
 * `general:3,fixtures:2`: the versions a dry run showed. Given, the import refuses (409) when a screen has
 * changed since.
 */
const expectedVersions = z
  .string({ error: 'must be one list of resource:version' })
  .optional()
  .transform((value, context) => {
    if (value === undefined || value.trim() === '') return undefined;
    const versions: Record<string, number> = {};
    for (const item of value.split(',')) {
      const match = /^\s*([\w-]+):(\d{1,10})\s*$/.exec(item);
      if (!match) {
        context.addIssue({ code: 'custom', message: `'${item}' is not resource:version` });
        return z.NEVER;
      }
      versions[match[1]!] = Number(match[2]);
    }
    return versions;
  })
  .meta({ type: 'string', description: 'resource:version pairs, comma-separated (general:3,fixtures:2)' });

/** POST /v1/config/{websiteId}/import?dryRun&fileName&expectedVersions */
export const importQuerySchema = z.object({
  dryRun: booleanParameter,
  /** The file's name, as History says "Imported from {fileName}". */
  fileName: z
    .string({ error: 'must be one file name' })
    .max(200, 'must be at most 200 characters')
    .optional(),
  expectedVersions,
});

export const importStatuses = ['ok', 'unchanged', 'applied'] as const;

export const importAnswerSchema = z
  .object({
    data: z.object({
      websiteId: z.string(),
      websiteName: z.string(),
      /** A website, or the customer's defaults: a change of these reaches every website that follows them. */
      kind: targetKindSchema,
      dryRun: z.boolean(),
      screens: z.array(
        z.object({
          resource: z.string(),
          /** `ok` (a dry run that would change it), `unchanged`, or `applied`. */
          status: z.enum(importStatuses),
          /** The version now: the dry run's If-Match, or the new version once applied. */
          version: z.number().int().min(0),
          changes: z.array(z.string()),
          warnings: z.array(z.string()),
        }),
      ),
    }),
  })
  .meta({ id: 'ImportAnswer' });
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/**
 * An import refused because a value of the file cannot be taken (400), dry run or not: every error, each
 * at its screen and field, and every warning of the file beside them (the values that would be left out),
 * so one answer lists all that needs fixing (decision 129).
 */
export const importRefusalSchema = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    /** What importing would leave out, each naming its screen ("Leaders: 'x' is not a setting …"). */
    warnings: z.array(z.string()).optional(),
  })
  .meta({ id: 'ImportRefusal' });
export type ImportRefusal = z.infer<typeof importRefusalSchema>;
