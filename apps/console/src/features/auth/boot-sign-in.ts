import type { RuntimeConfig } from '@eua/shared';
import { hasSessionCookie } from './session-cookie';
import { codeChallengeOf, isSigninCallback, newNonce, randomId } from './sign-in-params';

/**
 * The signed-out first visit without the console (decision 077): plain TypeScript, no React
 * and no oidc-client-ts, so that a visitor who is only sent on to the login page downloads a few kilobytes.
 * It writes the same request the console's `signIn()` makes through oidc-client-ts 3 (`UserManager
 * .signinRedirect`, decisions 040 and 063), and stores its state exactly as that library does, so the
 * callback is exchanged by the full console's oidc-client-ts as before.
 */

/** oidc-client-ts's `WebStorageStateStore` prefix, for both the state and the user. */
const STORE_PREFIX = 'oidc.';
/** oidc-client-ts's `staleStateAgeInSeconds` default: state older than this is removed on the next request. */
const STALE_STATE_SECONDS = 15 * 60;

/** `UserManager._userStoreKey`, with the store's prefix: where a signed-in user is kept (sessionStorage). */
export const userStorageKey = (identity: RuntimeConfig['identity']) =>
  `${STORE_PREFIX}user:${identity.authority}:${identity.clientId}`;

/**
 * Whether this page load needs the full console, decided from the page alone (before any request): a
 * sign-in callback (the console exchanges its code), the 'is authenticated' cookie (the console tries a
 * silent sign-in, decision 040) or a stored user. With `userKey` (once the runtime configuration is known) only
 * that user counts, as for the console's `UserManager.getUser()`; without it, any stored user does.
 */
export function needsConsole(userKey?: string): boolean {
  if (window.location.pathname === '/' && isSigninCallback(window.location.search)) return true;
  if (hasSessionCookie()) return true;
  const keys = Object.keys(sessionStorage);
  return userKey ? keys.includes(userKey) : keys.some((key) => key.startsWith(`${STORE_PREFIX}user:`));
}

/** `GET /runtime-config.json`, as the console's `loadRuntimeConfig` asks for it. */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The runtime configuration could not be loaded (${response.status}).`);
  return (await response.json()) as RuntimeConfig;
}

/** The provider's `authorization_endpoint`, from the discovery document oidc-client-ts reads. */
async function authorizationEndpoint(authority: string): Promise<string> {
  const url = `${authority}${authority.endsWith('/') ? '' : '/'}.well-known/openid-configuration`;
  const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok)
    throw new Error(`The identity provider's metadata could not be loaded (${response.status}).`);
  const endpoint = ((await response.json()) as { authorization_endpoint?: unknown }).authorization_endpoint;
  if (typeof endpoint !== 'string') throw new Error('The identity provider names no authorization endpoint.');
  return endpoint;
}

/** `State.clearStaleState`: what oidc-client-ts removes from its store before writing a new request. */
function clearStaleState(storage: Storage, now: number): void {
  for (const key of Object.keys(storage)) {
    if (!key.startsWith(STORE_PREFIX)) continue;
    let created: unknown;
    try {
      created = (JSON.parse(storage.getItem(key) ?? '') as { created?: unknown }).created;
    } catch {
      storage.removeItem(key);
      continue;
    }
    // The library's State counts an entry without a (positive) `created` as made now: it stays.
    if (typeof created === 'number' && created > 0 && created <= now - STALE_STATE_SECONDS)
      storage.removeItem(key);
  }
}

export type SignInRequest = { url: string; stateKey: string; stateValue: string };

/**
 * The authorization request of the console's `signIn()` (oidc-session.ts): `signinRedirect({ state: {
 * returnTo }, nonce })` on the UserManager of user-manager.ts. Parameters in the library's order; the state
 * is `SigninState.toStorageString()`'s JSON (same keys, same order, undefined ones left out as JSON.stringify
 * leaves them), stored under `oidc.{id}` in sessionStorage (the console's state store).
 */
export async function createSignInRequest(
  identity: RuntimeConfig['identity'],
  endpoint: string,
  {
    origin,
    returnTo,
    now = Math.floor(Date.now() / 1000),
  }: { origin: string; returnTo: string; now?: number },
): Promise<SignInRequest> {
  const { authority, clientId, audience, scope } = identity;
  const id = randomId();
  const codeVerifier = randomId() + randomId() + randomId();
  const nonce = newNonce();
  const redirectUri = `${origin}/`;
  const url = new URL(endpoint);
  url.searchParams.append('client_id', clientId);
  url.searchParams.append('redirect_uri', redirectUri);
  url.searchParams.append('response_type', 'code');
  url.searchParams.append('scope', scope);
  url.searchParams.append('nonce', nonce);
  url.searchParams.append('state', id);
  url.searchParams.append('code_challenge', await codeChallengeOf(codeVerifier));
  url.searchParams.append('code_challenge_method', 'S256');
  url.searchParams.append('resource', audience);
  const stateValue = JSON.stringify({
    id,
    data: { returnTo: returnTo === '/' ? undefined : returnTo },
    created: now,
    request_type: 'si:r',
    url_state: undefined,
    code_verifier: codeVerifier,
    authority,
    client_id: clientId,
    redirect_uri: redirectUri,
    scope,
    client_secret: undefined,
    extraTokenParams: { resource: audience },
    response_mode: undefined,
    skipUserInfo: undefined,
    nonce,
  });
  return { url: url.href, stateKey: `${STORE_PREFIX}${id}`, stateValue };
}

/**
 * Sends a signed-out visitor to the login page, back to this address afterwards (decision 040). Resolves
 * `false`, having done nothing, when this page load turns out to need the console after all (a user stored
 * for this configuration's provider); throws when the request cannot be made, and the caller loads the
 * console, which does what it always did.
 */
export async function redirectToSignIn(
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<boolean> {
  const { identity } = await fetchRuntimeConfig();
  if (needsConsole(userStorageKey(identity))) return false;
  const endpoint = await authorizationEndpoint(identity.authority);
  const now = Math.floor(Date.now() / 1000);
  const request = await createSignInRequest(identity, endpoint, {
    origin: window.location.origin,
    returnTo: `${window.location.pathname}${window.location.search}`,
    now,
  });
  clearStaleState(sessionStorage, now);
  sessionStorage.setItem(request.stateKey, request.stateValue);
  // oidc-client-ts's RedirectNavigator goes the same way (`location.assign`, its default).
  navigate(request.url);
  return true;
}
