/**
 * The parts of an authorization request that need no library (docs/product.md#identity-provider,
 * decisions 040 and 063): the boot script (decision 077) builds a whole request with them before React or
 * oidc-client-ts is downloaded, and the console's oidc-client-ts requests use the same callback test and
 * nonce.
 */

/** Identity tokens are treated as expired 60 s early (docs/product.md#limits-and-constants). */
const EARLY_EXPIRY_SECONDS = 60;

/**
 * Whether a signed-in user whose tokens expire at `expiresAt` (oidc-client-ts's `expires_at`, epoch seconds)
 * is used as it is, without a silent sign-in first: as `User.expired` and `expires_in` read it, no expiry
 * counts as fresh.
 */
export function isFreshUntil(expiresAt: number | undefined, now = Date.now()): boolean {
  return expiresAt === undefined || expiresAt - Math.floor(now / 1000) > EARLY_EXPIRY_SECONDS;
}

/**
 * A sign-in callback lands on `/` with `code` and `state` (or `error`) in the query
 * (docs/product.md#users-and-sign-in).
 */
export function isSigninCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * A fresh `nonce` for each authorization request (docs/product.md#identity-provider lists it among the
 * authorize parameters): oidc-client-ts keeps it with the request's state and refuses an ID token that does
 * not carry it back.
 */
export function newNonce(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

/** A random version-4 UUID without its dashes: oidc-client-ts's state id (and a third of its code verifier). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** PKCE S256 (RFC 7636, section 4.2): base64url of the SHA-256 of the verifier. Needs a secure context. */
export async function codeChallengeOf(verifier: string): Promise<string> {
  if (!crypto.subtle) throw new Error('Crypto.subtle is available only in secure contexts (HTTPS).');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}
