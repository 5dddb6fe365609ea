/**
 * API tokens (docs/product.md#api-tokens, decision 138): a credential a script holds, made and revoked by an
 * Admin. The secret is `eua_` and 32 random bytes (base64url), shown once; only its SHA-256 is stored, which
 * is enough for a secret of that entropy. The data API looks a token up on every request, so a revoked or
 * expired one stops at once on every instance; its use is marked at most once a minute.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type CreateApiTokenBody,
  type CreatedApiToken,
  scopesOfRole,
} from '@eua/shared';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { recordCustomerChange } from '../activity/activity.service';
import type { ApiTokenResolver } from '../auth/product-auth';
import { applicationIdOf, type VerifiedProductToken } from '../tokens/product-token';
import {
  deleteApiToken,
  findApiTokenByHash,
  hasApiToken,
  insertApiToken,
  listApiTokens,
  touchApiToken,
} from './api-tokens.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How stale "last used" may be before a request marks it again. */
const TOUCH_AFTER_MS = 60_000;
const SECRET_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export const API_TOKEN_NOT_FOUND = 'API token not found';

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const readApiTokens = (db: Db, principal: VerifiedProductToken): Promise<ApiToken[]> =>
  listApiTokens(db, principal.customerId);

export async function createApiToken(
  db: Db,
  principal: VerifiedProductToken,
  body: CreateApiTokenBody,
  now: number = Date.now(),
): Promise<CreatedApiToken> {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const token = await insertApiToken(tx, {
      customerId: principal.customerId,
      name: body.name,
      role: body.role,
      secretHash: hashSecret(secret),
      createdBy: principal.sub,
      expiresAt: new Date(now + body.expiresInDays * DAY_MS),
    });
    await recordCustomerChange(tx, {
      customerId: principal.customerId,
      who: principal.sub,
      resource: 'api-tokens',
      source: { kind: 'api-token', detail: { name: token.name, role: token.role, action: 'created' } },
    });
    return { ...token, secret };
  });
}

/** 404 unless `id` is a token of the token's customer: decided before anything else (decision 120). */
export async function requireOwnApiToken(db: Db, principal: VerifiedProductToken, id: string): Promise<void> {
  if (!/^\d{1,18}$/.test(id) || !(await hasApiToken(db, principal.customerId, id))) {
    throw notFound(API_TOKEN_NOT_FOUND);
  }
}

export async function revokeApiToken(db: Db, principal: VerifiedProductToken, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await deleteApiToken(tx, principal.customerId, id);
    if (!revoked) throw notFound(API_TOKEN_NOT_FOUND);
    await recordCustomerChange(tx, {
      customerId: principal.customerId,
      who: principal.sub,
      resource: 'api-tokens',
      source: { kind: 'api-token', detail: { ...revoked, action: 'revoked' } },
    });
  });
}

/** The data API's view of API tokens: a secret's claims, as a product token of its role would carry. */
export function apiTokenResolver(db: Db, product: string): ApiTokenResolver {
  return async (secret) => {
    if (!SECRET_SHAPE.test(secret)) return undefined;
    const token = await findApiTokenByHash(db, hashSecret(secret));
    if (!token) return undefined;
    if (token.lastUsedAt === null || Date.now() - token.lastUsedAt > TOUCH_AFTER_MS) {
      await touchApiToken(db, token.id);
    }
    return {
      sub: `api-token:${token.id}`,
      customerId: token.customerId,
      scopes: [...scopesOfRole[token.role]],
      appId: applicationIdOf(product, token.customerId),
      exp: token.expiresAt,
    };
  };
}
