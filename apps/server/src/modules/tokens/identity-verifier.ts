/**
 * Verifies the user's identity token (the provider's JWT access token, decision 004) and says who it is.
 * Built-in provider: the stored `idp` key, issuer `{publicUrl}/idp`. External provider: its JWKS, read from
 * IDP_JWKS_URI or its discovery document (docs/architecture.md, docs/product.md#tokens-and-access).
 */
import { type CryptoKey, createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { IdpConfig } from '../../config/env';
import type { Db } from '../../db';
import { getSigningKey } from '../keys/key-store';

export type Identity = { sub: string; email: string | undefined };

export type IdentityVerifier = {
  /** Resolves the token's subject; rejects when the token is malformed, forged, expired or not for us. */
  verify(token: string): Promise<Identity>;
};

export class InvalidIdentityTokenError extends Error {}

type KeyInput = CryptoKey | JWTVerifyGetKey;

function verifierWith(getKey: () => Promise<KeyInput>, issuer: string, audience: string): IdentityVerifier {
  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        const key = await getKey();
        const options = { issuer, audience, algorithms: ['RS256', 'PS256', 'ES256'] };
        payload =
          typeof key === 'function'
            ? (await jwtVerify(token, key, options)).payload
            : (await jwtVerify(token, key, options)).payload;
      } catch (error) {
        throw new InvalidIdentityTokenError(error instanceof Error ? error.message : 'invalid token');
      }
      if (typeof payload.sub !== 'string' || payload.sub === '') {
        throw new InvalidIdentityTokenError('token has no subject');
      }
      if (payload.exp === undefined) throw new InvalidIdentityTokenError('token has no expiry');
      const email = typeof payload.email === 'string' ? payload.email : undefined;
      return { sub: payload.sub, email };
    },
  };
}

/** The built-in provider's tokens, checked against the stored `idp` key (read once, then kept). */
export function createBuiltInIdentityVerifier(
  db: Db,
  idp: Pick<IdpConfig, 'issuer' | 'audience'>,
): IdentityVerifier {
  let key: Promise<CryptoKey> | undefined;
  const getKey = () => {
    key ??= getSigningKey(db, 'idp').then((k) => k.publicKey);
    key.catch(() => {
      key = undefined;
    });
    return key;
  };
  return verifierWith(getKey, idp.issuer, idp.audience);
}

/** An external provider's tokens, checked against its published keys (cached and refreshed by jose). */
export function createRemoteIdentityVerifier(
  idp: Pick<IdpConfig, 'issuer' | 'audience' | 'jwksUri'>,
  fetchImpl: typeof fetch = fetch,
): IdentityVerifier {
  let jwks: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    let uri = idp.jwksUri;
    if (!uri) {
      const response = await fetchImpl(`${idp.issuer}/.well-known/openid-configuration`);
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const document = (await response.json()) as { jwks_uri?: unknown };
      if (typeof document.jwks_uri !== 'string') throw new Error('discovery has no jwks_uri');
      uri = document.jwks_uri;
    }
    return createRemoteJWKSet(new URL(uri));
  };
  const getKey = () => {
    jwks ??= discover();
    jwks.catch(() => {
      jwks = undefined;
    });
    return jwks;
  };
  return verifierWith(getKey, idp.issuer, idp.audience);
}

export function createIdentityVerifier(db: Db, idp: IdpConfig): IdentityVerifier {
  return idp.builtIn ? createBuiltInIdentityVerifier(db, idp) : createRemoteIdentityVerifier(idp);
}
