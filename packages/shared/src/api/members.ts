/**
 * A customer's members and API tokens (docs/product.md#roles, decisions 137 and 138): who may do what, and the
 * credentials a script holds. Declared once here; the server answers these shapes and the console reads them.
 */
import { z } from 'zod';
import { apiTokenRoles, memberRoles } from './names';

export const memberRoleSchema = z.enum(memberRoles).meta({ id: 'MemberRole' });
export const apiTokenRoleSchema = z.enum(apiTokenRoles).meta({ id: 'ApiTokenRole' });

export const memberSchema = z
  .object({
    /** The user's id (the product token's `sub`). */
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: memberRoleSchema,
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;

export const memberListAnswerSchema = z.object({ data: z.array(memberSchema) });
export const memberAnswerSchema = z.object({ data: z.array(memberSchema).length(1) });

/** POST /v1/members: an existing user of the identity provider, by email, with a role. */
export const addMemberBodySchema = z.strictObject({
  email: z.string().trim().min(1, 'must not be empty').max(320, 'must be at most 320 characters'),
  role: memberRoleSchema,
});
export type AddMemberBody = z.infer<typeof addMemberBodySchema>;

/** PUT /v1/members/{userId}: the member's new role. */
export const changeRoleBodySchema = z.strictObject({ role: memberRoleSchema });
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

export const memberParamsSchema = z.object({ userId: z.string().min(1) });

/** The message of a refusal to leave a customer without an Admin (409). */
export const LAST_ADMIN_MESSAGE =
  'A customer needs at least one Admin: make another member Admin before changing or removing this one';
/** The field message when no user of the identity provider has the email. */
export const UNKNOWN_USER_MESSAGE = 'No user with this email exists: they need an account first';

/** The longest an API token may live, in days. */
export const MAX_API_TOKEN_DAYS = 365;

export const apiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: apiTokenRoleSchema,
    /** ISO 8601, UTC. */
    createdAt: z.string(),
    expiresAt: z.string(),
    /** When the token was last used on the data API (to the minute); null: never. */
    lastUsedAt: z.string().nullable(),
    /** Who made it: the user's name, else their id. */
    createdBy: z.string().nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListAnswerSchema = z.object({ data: z.array(apiTokenSchema) });

/** POST /v1/api-tokens: a name, a role below Admin and how many days it lives. */
export const createApiTokenBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  role: apiTokenRoleSchema,
  expiresInDays: z
    .number()
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(MAX_API_TOKEN_DAYS, `must be at most ${MAX_API_TOKEN_DAYS} days`),
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;

/** The only answer that holds the token's secret (201): send it as `Authorization: Bearer {secret}`. */
export const createdApiTokenAnswerSchema = z.object({
  data: z.array(apiTokenSchema.extend({ secret: z.string() })).length(1),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenAnswerSchema>['data'][0];

export const apiTokenParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, 'must be a token id') });
