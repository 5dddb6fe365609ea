/**
 * Product tokens (docs/product.md#tokens-and-access): RS256 JWTs signed with the stored `product-token` key,
 * carrying `sub`, `customerId`, `scopes`, `appId` and `exp`. The token service signs them; the data API
 * verifies them.
 */
import { type JWK, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db';
import { getSigningKey, type SigningKey } from '../keys/key-store';

/** `expiresIn` in seconds (docs/product.md#token-service); one hour. */
export const PRODUCT_TOKEN_LIFETIME_SECONDS = 3600;

export type ProductTokenClaims = {
  sub: string;
  customerId: string;
  scopes: string[];
  appId: string;
  /** Datacore tokens (docs/product.md#users-and-sign-in) also name the sport they were asked for. */
  sport?: string;
};

export type VerifiedProductToken = ProductTokenClaims & { exp: number };

export type ProductTokenKeys = {
  sign(claims: ProductTokenClaims): Promise<{ token: string; expiresIn: number }>;
  /** Rejects a token that is malformed, forged, expired or missing a claim. */
  verify(token: string): Promise<VerifiedProductToken>;
  /** The claims of a token already verified and not yet expired, without waiting (decision 101). */
  verifiedBefore(token: string): VerifiedProductToken | undefined;
  jwks(): Promise<{ keys: JWK[] }>;
};

/**
 * The `applicationId` of a product held by a customer (decision 020): stable, readable, and resolvable back
 * to the customer and product without another table.
 */
export const applicationIdOf = (productCode: string, customerId: string) => `${productCode}:${customerId}`;

export function parseApplicationId(
  applicationId: string,
): { productCode: string; customerId: string } | undefined {
  const at = applicationId.indexOf(':');
  if (at <= 0 || at === applicationId.length - 1) return undefined;
  return { productCode: applicationId.slice(0, at), customerId: applicationId.slice(at + 1) };
}

/** Verified tokens kept (decision 080); past it the oldest is forgotten. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * The claims of tokens already verified, until each token's `exp` (decision 080): a token
 * is immutable and signed, so the same string verifies to the same claims for its whole life, and the data
 * API's gate costs a map lookup instead of an RS256 verification per request. Only tokens that verified are
 * kept, so a forged or expired one is checked (and refused) every time.
 */
class VerifiedTokens {
  /**
   * By the token's last characters (its signature's): a header's string is new on every request, and hashing
   * 64 characters instead of the whole token (some 700) is most of what a lookup costs. The whole token is
   * compared before its claims are trusted.
   */
  private readonly tokens = new Map<string, { token: string; claims: VerifiedProductToken }>();

  get(token: string): VerifiedProductToken | undefined {
    const kept = this.tokens.get(keyOf(token));
    if (!kept || kept.token !== token) return undefined;
    // jose refuses a token at `exp` (no clock tolerance): so does the cache.
    if (kept.claims.exp * 1000 <= Date.now()) {
      this.tokens.delete(keyOf(token));
      return undefined;
    }
    return kept.claims;
  }

  set(token: string, claims: VerifiedProductToken): void {
    if (this.tokens.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.tokens.keys().next().value;
      if (oldest !== undefined) this.tokens.delete(oldest);
    }
    this.tokens.set(keyOf(token), { token, claims });
  }
}

const keyOf = (token: string) => token.slice(-64);

export function createProductTokenKeys(db: Db): ProductTokenKeys {
  const verified = new VerifiedTokens();
  let key: Promise<SigningKey> | undefined;
  const getKey = () => {
    key ??= getSigningKey(db, 'product-token');
    key.catch(() => {
      key = undefined;
    });
    return key;
  };
  return {
    async sign(claims) {
      const k = await getKey();
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: k.kid, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${PRODUCT_TOKEN_LIFETIME_SECONDS}s`)
        .sign(k.privateKey);
      return { token, expiresIn: PRODUCT_TOKEN_LIFETIME_SECONDS };
    },
    verifiedBefore: (token) => verified.get(token),
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      const k = await getKey();
      const { payload } = await jwtVerify(token, k.publicKey, {
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'customerId', 'scopes', 'appId'],
      });
      const { sub, exp, customerId, scopes, appId, sport } = payload;
      if (
        typeof sub !== 'string' ||
        typeof exp !== 'number' ||
        typeof customerId !== 'string' ||
        typeof appId !== 'string' ||
        !Array.isArray(scopes) ||
        !scopes.every((s) => typeof s === 'string')
      ) {
        throw new Error('product token claims have the wrong types');
      }
      const claims = { sub, exp, customerId, scopes, appId, ...(typeof sport === 'string' ? { sport } : {}) };
      verified.set(token, claims);
      return claims;
    },
    async jwks() {
      const k = await getKey();
      return { keys: [{ ...k.publicJwk, kid: k.kid, alg: 'RS256', use: 'sig' }] };
    },
  };
}
