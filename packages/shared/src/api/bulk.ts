/**
 * Bulk edit (docs/product.md#settings-that-move, decision 113): one screen's field, or one section's fields,
 * set to the same values on several websites of the customer. Previewed and applied as a copy is; the
 * answers are copy.ts's rows.
 */
import { z } from 'zod';
import { moveModes, moveTargetsSchema, moveVersionsSchema } from './copy';
import { featureResources } from './names';

const resources = Object.values(featureResources) as [string, ...string[]];

export const bulkPreviewBodySchema = z
  .object({
    targets: moveTargetsSchema,
    resource: z.enum(resources, { error: `must be one of ${resources.join(', ')}` }),
    /** The fields to set, by name, as a PUT takes them; null resets a field to its default. */
    values: z
      .record(z.string(), z.unknown(), { error: 'must be an object of field values' })
      .refine((values) => Object.keys(values).length > 0, 'must set at least one field'),
  })
  .strict()
  .meta({ id: 'BulkPreviewBody' });
export type BulkPreviewBody = z.infer<typeof bulkPreviewBodySchema>;

export const bulkApplyBodySchema = bulkPreviewBodySchema
  .extend({
    versions: moveVersionsSchema,
    mode: z.enum(moveModes, { error: "must be 'each' or 'all'" }).default('each'),
  })
  .strict()
  .meta({ id: 'BulkApplyBody' });
export type BulkApplyBody = z.infer<typeof bulkApplyBodySchema>;
