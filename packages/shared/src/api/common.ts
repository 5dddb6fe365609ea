/** Shapes every call shares (docs/api.md): the error answer, field errors, scope names, launcher keys. */
import { z } from 'zod';

/** A field-level error, as the API answers it and the console shows it. */
export const fieldErrorSchema = z
  .object({ field: z.string(), message: z.string() })
  .meta({ id: 'FieldError' });

export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every refusal: `{ message }`, plus `errors` for validation (and `current` for a 412, see revisions.ts). */
export const errorAnswerSchema = z
  .object({ message: z.string(), errors: z.array(fieldErrorSchema).optional() })
  .meta({ id: 'ErrorAnswer' });
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** The scopes a product token carries (DESIGN.md §3): reading and writing configuration. */
export const READ_SCOPE = 'config:read';
export const WRITE_SCOPE = 'config:write';
export const productScopes = [READ_SCOPE, WRITE_SCOPE] as const;

/** SPEC.md §6: the product keys of the launcher's tools, in menu order. */
export const launcherKeys = [
  'live_production_monitor',
  'user_manager',
  'video_stream_manager',
  'evo_admin',
  'Datacore_datacore_admin_tool',
  's3_schedule_manager',
  's3_image_manager',
  'evo_operations_panel',
] as const;
export type LauncherKey = (typeof launcherKeys)[number];

/** GET /healthz: the server answers and its database too. */
export const healthAnswerSchema = z.object({ status: z.literal('ok') });

/** Ids in paths: any non-empty text (they are looked up, never trusted). */
export const idParam = z.string().min(1);

/** `{ data, links: { next? } }`: a page of a list; `next` is a path relative to the host, while more follow. */
export const pageLinksSchema = z.object({ next: z.string().optional() });
