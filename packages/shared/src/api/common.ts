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

// Plain names (no zod), in names.ts so that importing them does not evaluate these schemas (decision 085).
export {
  ADMIN_SCOPE,
  API_TOKEN_PREFIX,
  type ApiTokenRole,
  apiTokenRoles,
  DRAFT_SCOPE,
  type LauncherKey,
  launcherKeys,
  type MemberRole,
  memberRoles,
  productScopes,
  READ_SCOPE,
  roleLabels,
  scopesOfRole,
  WRITE_SCOPE,
} from './names';

/** GET /healthz: the server answers and its database too. */
export const healthAnswerSchema = z.object({ status: z.literal('ok') });

/** Ids in paths: any non-empty text (they are looked up, never trusted). */
export const idParam = z.string().min(1);

/** `{ data, links: { next? } }`: a page of a list; `next` is a path relative to the host, while more follow. */
export const pageLinksSchema = z.object({ next: z.string().optional() });
