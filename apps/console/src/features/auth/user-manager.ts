import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '../../lib/runtime-config';

/**
 * The OIDC client (docs/product.md#users-and-sign-in): authorization code with PKCE S256, tokens and sign-in
 * state in sessionStorage only (docs/product.md#tokens-and-access — oidc-client-ts defaults its state store
 * to localStorage, so both stores are set). The access token is requested for the API audience (decision 004)
 * through `resource`.
 */
export function createUserManager(config: RuntimeConfig, origin = window.location.origin): UserManager {
  const { authority, clientId, audience, scope } = config.identity;
  return new UserManager({
    authority,
    client_id: clientId,
    redirect_uri: `${origin}/`,
    silent_redirect_uri: `${origin}/silent-callback.html`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope,
    resource: audience,
    extraTokenParams: { resource: audience },
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
    // docs/product.md#limits-and-constants: pop-up / hidden-frame time-out 60 s, HTTP time-out 10 s.
    silentRequestTimeoutInSeconds: 60,
    requestTimeoutInSeconds: 10,
  });
}
