import { act, render } from '@testing-library/react';
import { User } from 'oidc-client-ts';
import { vi } from 'vitest';
import { App } from '../app/app';
import { preloadPageFor } from '../app/routes';
import { initI18n } from '../i18n';
import type { RuntimeConfig } from '../lib/runtime-config';

export const testConfig: RuntimeConfig = {
  apiHost: 'http://console.test',
  tokenHost: 'http://console.test',
  product: 'embedded_ui_admin',
  identity: {
    authority: 'http://console.test/idp',
    clientId: 'embedded-ui-admin-console',
    audience: 'urn:embedded-ui-admin:api',
    scope: 'openid profile email offline_access',
  },
  launcher: { user_manager: 'https://users.example.org/', evo_admin: 'https://evo.example.org/' },
};

/** A signed-in user as oidc-client-ts stores it in sessionStorage after a code exchange. */
export function storeSignedInUser(name = 'Alex Admin'): void {
  const user = new User({
    access_token: 'identity-access-token',
    token_type: 'Bearer',
    id_token: 'id-token',
    scope: testConfig.identity.scope,
    profile: { sub: 'user-1', iss: testConfig.identity.authority, aud: 'x', exp: 0, iat: 0, name },
    expires_at: Math.floor(Date.now() / 1000) + 3600,
  });
  sessionStorage.setItem(
    `oidc.user:${testConfig.identity.authority}:${testConfig.identity.clientId}`,
    user.toStorageString(),
  );
}

/**
 * A customer chosen earlier in this tab, as the console keeps it in sessionStorage: the choice, its product
 * token (Bearer, unexpired for a minute unless `expiry` says otherwise) and its product list.
 */
export function storeCustomerAccess(
  options: { scopes?: string[]; token?: string; expiry?: number; products?: Record<string, true> } = {},
): void {
  const { scopes = ['config:read', 'config:write'], expiry = Date.now() + 60_000, products = {} } = options;
  const token = options.token ?? productTokenWith(scopes);
  sessionStorage.setItem('eua.customer.embedded_ui_admin', '1001');
  sessionStorage.setItem(
    'eua.token.embedded_ui_admin.1001',
    JSON.stringify({ token, tokenType: 'Bearer', expiry, customerId: '1001' }),
  );
  sessionStorage.setItem('eua.products.1001', JSON.stringify(products));
}

export type Call = {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
  ifMatch: string | null;
  /** The X-Change-Reason header, if sent. */
  reason: string | null;
};
export type Handler = (
  call: Call,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** The network edge: every request the console makes goes through this fake `fetch`. */
export function mockNetwork(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const call: Call = {
      method,
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
      ifMatch: headers.get('if-match'),
      reason: headers.get('x-change-reason'),
    };
    calls.push(call);
    const path = new URL(url, 'http://console.test').pathname;
    const handler = routes[`${method} ${path}`];
    if (!handler)
      return new Response(JSON.stringify({ message: `No route ${method} ${path}` }), { status: 404 });
    const answer = await handler(call);
    // A 204 has no body (a Response may not be given one).
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/**
 * Renders the whole console at `path`, as main-app.tsx does after loading the runtime configuration. The
 * page's chunk has arrived meanwhile, as main-app.tsx starts it before that load (decision 077).
 */
export async function renderConsole(path: string) {
  window.history.replaceState(null, '', path);
  await preloadPageFor(new URL(path, window.location.origin).pathname);
  const i18n = await initI18n();
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(<App config={testConfig} i18n={i18n} />);
  });
  return result!;
}

/** A product token as the token service signs it: only the payload matters to the console. */
export function productTokenWith(scopes: string[]): string {
  const payload = btoa(JSON.stringify({ sub: 'user-1', customerId: '1001', scopes, appId: 'app-1' }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `eyJhbGciOiJSUzI1NiJ9.${payload}.signature`;
}
