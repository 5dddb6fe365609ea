import { randomUUID } from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../../db';

export type KeyPurpose = 'idp' | 'product-token';

export type SigningKey = {
  kid: string;
  alg: 'RS256';
  /** Private JWK (with `kid`, `alg`, `use`), for signing. */
  privateJwk: JWK;
  /** Public JWK, for a JWKS document. */
  publicJwk: JWK;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
};

/**
 * Returns the signing key of `purpose`, generating and storing it the first time. Keys are never made per
 * process: every instance on one database signs and verifies with the same key
 * (docs/product.md#tokens-and-access). A race between two first starts is settled by the primary key: the
 * loser reads the winner's key.
 */
export async function getSigningKey(db: Db, purpose: KeyPurpose): Promise<SigningKey> {
  let rows = await db.query<{ kid: string; private_jwk: JWK }>(
    'select kid, private_jwk from signing_keys where purpose = $1',
    [purpose],
  );
  if (rows.length === 0) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const kid = randomUUID();
    const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
    await db.query(
      'insert into signing_keys (purpose, kid, private_jwk) values ($1, $2, $3) on conflict (purpose) do nothing',
      [purpose, kid, jwk],
    );
    rows = await db.query('select kid, private_jwk from signing_keys where purpose = $1', [purpose]);
  }
  const row = rows[0];
  if (!row) throw new Error(`signing key ${purpose} could not be stored`);
  const privateJwk = row.private_jwk;
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  return {
    kid: row.kid,
    alg: 'RS256',
    privateJwk,
    publicJwk,
    privateKey: (await importJWK(privateJwk, 'RS256')) as CryptoKey,
    publicKey: (await importJWK(publicJwk, 'RS256')) as CryptoKey,
  };
}
