import { OidcClient, SigninState, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/render-console';
import { createSignInRequest, needsConsole, redirectToSignIn, userStorageKey } from './boot-sign-in';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { createUserManager } from './user-manager';

const identity = testConfig.identity;
const origin = window.location.origin;
const authorizeEndpoint = `${identity.authority}/auth`;
const tokenEndpoint = `${identity.authority}/token`;

/** The provider's discovery document and token endpoint: the only network the boot and the console touch. */
function fakeProvider(idTokenClaims: (body: URLSearchParams) => Record<string, unknown> = () => ({})) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    if (url === '/runtime-config.json') return json(testConfig);
    if (url === `${identity.authority}/.well-known/openid-configuration`) {
      return json({
        issuer: identity.authority,
        authorization_endpoint: authorizeEndpoint,
        token_endpoint: tokenEndpoint,
        jwks_uri: `${identity.authority}/jwks`,
      });
    }
    if (url === tokenEndpoint) {
      const body = new URLSearchParams(String(init?.body));
      const claims = {
        iss: identity.authority,
        aud: identity.clientId,
        sub: 'user-1',
        exp: Math.floor(Date.now() / 1000) + 3600,
        iat: Math.floor(Date.now() / 1000),
        ...idTokenClaims(body),
      };
      const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
      return json({
        access_token: 'identity-access-token',
        token_type: 'Bearer',
        expires_in: 3600,
        scope: identity.scope,
        id_token: `${part({ alg: 'RS256' })}.${part(claims)}.signature`,
      });
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

async function sha256url(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookie();
  window.history.replaceState(null, '', '/');
});

describe('the boot decision (decision 077)', () => {
  it('redirects from here only without a callback, a stored user or the is-authenticated cookie', () => {
    expect(needsConsole()).toBe(false);
    expect(needsConsole(userStorageKey(identity))).toBe(false);
  });

  it('leaves a sign-in callback on / to the console, which exchanges the code', () => {
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    expect(needsConsole()).toBe(true);
    window.history.replaceState(null, '', '/?error=access_denied&state=xyz');
    expect(needsConsole()).toBe(true);
    // Elsewhere, or without state, the console would not treat it as a callback either.
    window.history.replaceState(null, '', '/select/website?code=abc&state=xyz');
    expect(needsConsole()).toBe(false);
    window.history.replaceState(null, '', '/?code=abc');
    expect(needsConsole()).toBe(false);
  });

  it('leaves the cookie (a silent sign-in) and a stored user to the console', () => {
    setSessionCookie();
    expect(needsConsole()).toBe(true);
    clearSessionCookie();
    sessionStorage.setItem(userStorageKey(identity), '{}');
    expect(needsConsole()).toBe(true);
    expect(needsConsole(userStorageKey(identity))).toBe(true);
  });

  it('counts only the configured provider and client once the configuration is known', () => {
    sessionStorage.setItem('oidc.user:http://other.test/idp:another-client', '{}');
    expect(needsConsole()).toBe(true);
    expect(needsConsole(userStorageKey(identity))).toBe(false);
  });
});

describe('the boot sign-in request, against oidc-client-ts 3 (decisions 040, 063, 077)', () => {
  it('has the parameters, in the order, of the console’s signinRedirect', async () => {
    fakeProvider();
    const mine = await createSignInRequest(identity, authorizeEndpoint, {
      origin,
      returnTo: '/configuration/2001/teams',
    });
    // What the console's UserManager sends (user-manager.ts settings; request_type as signinRedirect sets it).
    const manager = createUserManager(testConfig, origin);
    const library = await new OidcClient(manager.settings).createSigninRequest({
      state: { returnTo: '/configuration/2001/teams' },
      nonce: 'library-nonce',
      request_type: 'si:r',
    });
    const ours = new URL(mine.url);
    const theirs = new URL(library.url);
    expect(`${ours.origin}${ours.pathname}`).toBe(`${theirs.origin}${theirs.pathname}`);
    expect([...ours.searchParams.keys()]).toEqual([...theirs.searchParams.keys()]);
    for (const name of [
      'client_id',
      'redirect_uri',
      'response_type',
      'scope',
      'code_challenge_method',
      'resource',
    ])
      expect(ours.searchParams.get(name), name).toBe(theirs.searchParams.get(name));
    expect(ours.searchParams.get('resource')).toBe('urn:embedded-ui-admin:api');
    expect(ours.searchParams.get('response_mode')).toBeNull();
    // Random ones: the same shapes (a 32-hex state id, a 43-character S256 challenge, a 16-byte nonce).
    expect(ours.searchParams.get('state')).toMatch(/^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    expect(ours.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ours.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('stores its state as SigninState.toStorageString() writes it, under the library’s key', async () => {
    fakeProvider();
    const request = await createSignInRequest(identity, authorizeEndpoint, {
      origin,
      returnTo: '/configuration/2001/teams',
      now: 1_800_000_000,
    });
    const stored = JSON.parse(request.stateValue) as Record<string, unknown>;
    expect(request.stateKey).toBe(`oidc.${stored.id}`);
    expect(new URL(request.url).searchParams.get('state')).toBe(stored.id);
    // The library's own serialisation of the same state is the same string, key for key.
    const again = await SigninState.fromStorageString(request.stateValue);
    expect(again.toStorageString()).toBe(request.stateValue);
    expect(again.code_challenge).toBe(new URL(request.url).searchParams.get('code_challenge'));
    expect(stored).toEqual({
      id: stored.id,
      data: { returnTo: '/configuration/2001/teams' },
      created: 1_800_000_000,
      request_type: 'si:r',
      code_verifier: expect.stringMatching(/^[0-9a-f]{96}$/),
      authority: identity.authority,
      client_id: identity.clientId,
      redirect_uri: `${origin}/`,
      scope: identity.scope,
      extraTokenParams: { resource: identity.audience },
      nonce: new URL(request.url).searchParams.get('nonce'),
    });
    expect(new URL(request.url).searchParams.get('code_challenge')).toBe(
      await sha256url(stored.code_verifier as string),
    );
    // `/` keeps no returnTo: the callback then goes to /select/website, as after the console's signIn().
    const home = await createSignInRequest(identity, authorizeEndpoint, { origin, returnTo: '/' });
    expect(JSON.parse(home.stateValue).data).toEqual({});
  });

  it('redirects, and the console’s oidc-client-ts exchanges the callback: PKCE, nonce and returnTo hold', async () => {
    let sentNonce: string | null = null;
    const provider = fakeProvider(() => ({ nonce: sentNonce }));
    window.history.replaceState(null, '', '/configuration/2001/teams?tab=2');
    // A stale request of an earlier visit is cleared as the library clears it; a fresh one stays.
    sessionStorage.setItem('oidc.stale', JSON.stringify({ id: 'stale', created: 1 }));
    sessionStorage.setItem(
      'oidc.recent',
      JSON.stringify({ id: 'recent', created: Math.floor(Date.now() / 1000) }),
    );
    const navigate = vi.fn();

    expect(await redirectToSignIn(navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
    const authorize = new URL(navigate.mock.calls[0]![0] as string);
    expect(authorize.href.startsWith(`${authorizeEndpoint}?`)).toBe(true);
    expect(sessionStorage.getItem('oidc.stale')).toBeNull();
    expect(sessionStorage.getItem('oidc.recent')).not.toBeNull();
    sentNonce = authorize.searchParams.get('nonce');

    // The provider answers on `/` with a code and the state; the full console takes it from here.
    window.history.replaceState(null, '', `/?code=the-code&state=${authorize.searchParams.get('state')}`);
    const manager = createUserManager(testConfig, origin);
    const user = await manager.signinRedirectCallback(window.location.href);

    expect(user.profile.sub).toBe('user-1');
    expect(user.access_token).toBe('identity-access-token');
    expect(user.state).toEqual({ returnTo: '/configuration/2001/teams?tab=2' });
    const exchange = provider.calls.find((call) => call.url === tokenEndpoint)!;
    const body = new URLSearchParams(String(exchange.init?.body));
    expect(body.get('grant_type')).toBe('authorization_code');
    expect(body.get('code')).toBe('the-code');
    expect(body.get('redirect_uri')).toBe(`${origin}/`);
    expect(body.get('client_id')).toBe(identity.clientId);
    expect(body.get('resource')).toBe(identity.audience);
    expect(await sha256url(body.get('code_verifier')!)).toBe(authorize.searchParams.get('code_challenge'));
    // The state was used up, and the user stored where the boot looks for it next time.
    expect(
      Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.') && key !== 'oidc.recent'),
    ).toEqual([userStorageKey(identity)]);
    window.history.replaceState(null, '', '/select/website');
    expect(needsConsole()).toBe(true);
  });

  it('refuses an ID token whose nonce is not the one it sent', async () => {
    fakeProvider(() => ({ nonce: 'another-request' }));
    const navigate = vi.fn();
    await redirectToSignIn(navigate);
    const state = new URL(navigate.mock.calls[0]![0] as string).searchParams.get('state');
    const manager = createUserManager(testConfig, origin);
    await expect(manager.signinRedirectCallback(`${origin}/?code=c&state=${state}`)).rejects.toThrow(/nonce/);
  });

  it('does nothing when a user of this provider turns out to be stored, and fails loudly without config', async () => {
    fakeProvider();
    sessionStorage.setItem(userStorageKey(identity), '{}');
    const navigate = vi.fn();
    expect(await redirectToSignIn(navigate)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 503 })),
    );
    await expect(redirectToSignIn(navigate)).rejects.toThrow('(503)');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the state store the console reads (sessionStorage, prefix oidc.)', async () => {
    fakeProvider();
    const navigate = vi.fn();
    await redirectToSignIn(navigate);
    const state = new URL(navigate.mock.calls[0]![0] as string).searchParams.get('state')!;
    const store = new WebStorageStateStore({ store: window.sessionStorage });
    expect(await store.get(state)).not.toBeNull();
    expect(await store.get(state)).toBe(sessionStorage.getItem(`oidc.${state}`));
  });
});
