import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../db';
import { freePort } from '../../test-support/server-process';
import { getSigningKey } from '../keys/key-store';
import { type IdpConfig, registerIdp } from './idp.plugin';
import { deleteExpiredOidcModels, OidcModelAdapter } from './oidc-adapter';
import { hashPassword } from './password';

const USER = { id: 'user-ada', email: 'Ada@Example.com', name: 'Ada Lovelace', password: 'correct horse 42' };

type Server = { app: FastifyInstance; db: Db };

/** A cookie jar by hand: the provider's cookies are what bind a browser to its interaction and session. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1] ?? '') < new Date(),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

describe('identity provider at /idp', () => {
  let dataDir: string;
  let publicUrl: string;
  let config: IdpConfig;
  let server: Server;

  async function start(): Promise<Server> {
    const db = await openDb({ dataDir });
    const app = Fastify();
    // The server parses forms for its own routes: the provider must still receive its bodies unread.
    await app.register(formbody);
    await registerIdp(app, { db, config });
    await app.listen({ port: Number(new URL(publicUrl).port), host: '127.0.0.1' });
    return { app, db };
  }

  async function stop(current: Server): Promise<void> {
    await current.app.close();
    await current.db.close();
  }

  const url = (p: string) => new URL(p, publicUrl).href;

  async function get(jar: CookieJar, target: string): Promise<Response> {
    const response = await fetch(url(target), { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    return response;
  }

  async function postForm(jar: CookieJar, target: string, form: Record<string, string>): Promise<Response> {
    const response = await fetch(url(target), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    jar.store(response);
    return response;
  }

  function authorizeUrl(params: Record<string, string>): string {
    const query = new URLSearchParams({
      client_id: config.clientId,
      redirect_uri: `${publicUrl}/`,
      response_type: 'code',
      scope: config.scope,
      state: randomBytes(8).toString('hex'),
      nonce: randomBytes(8).toString('hex'),
      ...params,
    });
    return `/idp/auth?${query}`;
  }

  /** Follows the provider's redirects until one leaves /idp (the console's redirect URI). */
  async function followToConsole(jar: CookieJar, response: Response): Promise<URL> {
    let current = response;
    for (let hop = 0; hop < 10; hop++) {
      expect([302, 303]).toContain(current.status);
      const location = new URL(current.headers.get('location') ?? '', url(current.url || '/'));
      if (!location.pathname.startsWith('/idp/')) return location;
      current = await get(jar, location.href);
    }
    throw new Error('too many redirects');
  }

  async function signIn(jar: CookieJar, params: Record<string, string> = {}) {
    const { verifier, challenge } = pkce();
    const authorize = await get(
      jar,
      authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256', ...params }),
    );
    expect(authorize.status).toBe(303);
    const loginPath = authorize.headers.get('location') ?? '';
    expect(loginPath).toMatch(/^\/idp\/interaction\/[\w-]+$/);
    const page = await get(jar, loginPath);
    expect(page.status).toBe(200);
    await page.text();
    const submitted = await postForm(jar, loginPath, { email: 'ada@example.COM', password: USER.password });
    const callback = await followToConsole(jar, submitted);
    return { callback, verifier };
  }

  async function token(
    form: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, string> }> {
    const response = await fetch(url('/idp/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: config.clientId, ...form }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  async function exchange(code: string, verifier: string) {
    return token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: `${publicUrl}/`,
    });
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'eua-idp-'));
    publicUrl = `http://127.0.0.1:${await freePort()}`;
    config = {
      publicUrl,
      issuer: `${publicUrl}/idp`,
      clientId: 'embedded-ui-admin-console',
      audience: 'urn:embedded-ui-admin:api',
      scope: 'openid profile email offline_access',
    };
    const db = await openDb({ dataDir });
    await db.query(
      'insert into users (id, email, name, picture, password_hash) values ($1, $2, $3, $4, $5)',
      [USER.id, USER.email, USER.name, 'https://example.com/ada.png', await hashPassword(USER.password)],
    );
    await db.close();
    server = await start();
  });

  afterAll(async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('publishes its discovery document under /idp, over HTTP and through app.inject', async () => {
    const response = await fetch(url('/idp/.well-known/openid-configuration'));
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: `${publicUrl}/idp`,
      authorization_endpoint: `${publicUrl}/idp/auth`,
      token_endpoint: `${publicUrl}/idp/token`,
      jwks_uri: `${publicUrl}/idp/jwks`,
      end_session_endpoint: `${publicUrl}/idp/session/end`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(discovery.grant_types_supported).not.toContain('implicit');
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );

    const injected = await server.app.inject({ url: '/idp/.well-known/openid-configuration' });
    expect(injected.statusCode).toBe(200);
    expect(injected.json()).toMatchObject({
      issuer: `${publicUrl}/idp`,
      authorization_endpoint: `${publicUrl}/idp/auth`,
    });

    const jwks = (await (await fetch(url('/idp/jwks'))).json()) as { keys: { kid: string; d?: string }[] };
    const key = await getSigningKey(server.db, 'idp');
    expect(jwks.keys.map((k) => k.kid)).toEqual([key.kid]);
    expect(jwks.keys[0]?.d).toBeUndefined();
  });

  it('serves a real login page with Email, Password and Sign in, under a strict CSP', async () => {
    const jar = new CookieJar();
    const authorize = await get(
      jar,
      authorizeUrl({ code_challenge: pkce().challenge, code_challenge_method: 'S256' }),
    );
    const page = await get(jar, authorize.headers.get('location') ?? '');
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<title>Sign in — Embedded UI Admin</title>');
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(html).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('<link rel="icon" href="/idp/assets/favicon.svg"');
    // The product's logo beside its name, and dark mode when the browser prefers it (decision 084).
    expect(html).toMatch(
      /<p class="product"><img src="\/idp\/assets\/favicon.svg" alt=""[^>]*>Embedded UI Admin<\/p>/,
    );
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).not.toMatch(/<script|<style|style=/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');

    const css = await fetch(url('/idp/assets/login.css'));
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await css.text()).toContain('@media (prefers-color-scheme: dark)');
    const icon = await fetch(url('/idp/assets/favicon.svg'));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('signs in with code + PKCE S256 and issues a JWT access token for the API, an id_token and a refresh token', async () => {
    const jar = new CookieJar();
    const { callback, verifier } = await signIn(jar);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${publicUrl}/`);
    const code = callback.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const { status, body } = await exchange(code, verifier);
    expect(status).toBe(200);
    expect(body.token_type).toBe('Bearer');
    expect(body.refresh_token).toBeTruthy();

    const key = await getSigningKey(server.db, 'idp');
    const { payload, protectedHeader } = await jwtVerify(body.access_token ?? '', key.publicKey, {
      issuer: config.issuer,
      audience: config.audience,
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: key.kid });
    expect(payload).toMatchObject({
      sub: USER.id,
      client_id: config.clientId,
      scope: 'openid profile email',
    });

    const { payload: idToken } = await jwtVerify(body.id_token ?? '', key.publicKey, {
      issuer: config.issuer,
      audience: config.clientId,
    });
    expect(idToken).toMatchObject({
      sub: USER.id,
      name: USER.name,
      email: USER.email,
      picture: 'https://example.com/ada.png',
    });

    const reused = await exchange(code, verifier);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
  });

  it('rotates refresh tokens and refuses a replayed one', async () => {
    const jar = new CookieJar();
    const { callback, verifier } = await signIn(jar);
    const first = await exchange(callback.searchParams.get('code') ?? '', verifier);
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(first.body.refresh_token);
    expect(decodeJwt(refreshed.body.access_token ?? '').sub).toBe(USER.id);

    const replayed = await token({
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token ?? '',
    });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error).toBe('invalid_grant');
  });

  it('refuses plain PKCE and a request without PKCE', async () => {
    const jar = new CookieJar();
    const plain = await get(
      jar,
      authorizeUrl({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }),
    );
    const plainLocation = new URL(plain.headers.get('location') ?? '', publicUrl);
    expect(plainLocation.pathname).toBe('/');
    expect(plainLocation.searchParams.get('error')).toBe('invalid_request');

    const none = await get(jar, authorizeUrl({}));
    expect(new URL(none.headers.get('location') ?? '', publicUrl).searchParams.get('error')).toBe(
      'invalid_request',
    );
  });

  it('says "Wrong email or password." for a wrong password or an unknown email, keeping the email', async () => {
    const jar = new CookieJar();
    const authorize = await get(
      jar,
      authorizeUrl({ code_challenge: pkce().challenge, code_challenge_method: 'S256' }),
    );
    const loginPath = authorize.headers.get('location') ?? '';
    await (await get(jar, loginPath)).text();

    const wrong = await postForm(jar, loginPath, { email: USER.email, password: 'not the password' });
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('Wrong email or password.');
    expect(wrongHtml).toContain(`value="${USER.email}"`);
    expect(wrongHtml).toContain(`action="${loginPath}"`);

    const unknown = await postForm(jar, loginPath, {
      email: 'nobody@example.com"><b>',
      password: USER.password,
    });
    const unknownHtml = await unknown.text();
    expect(unknown.status).toBe(401);
    expect(unknownHtml).toContain('Wrong email or password.');
    expect(unknownHtml).toContain('value="nobody@example.com&quot;&gt;&lt;b&gt;"');

    // The interaction survives the failures: the right password still completes it.
    const right = await postForm(jar, loginPath, { email: USER.email, password: USER.password });
    expect(right.status).toBe(303);
  });

  it('refuses a login POST without the interaction cookie', async () => {
    const jar = new CookieJar();
    const authorize = await get(
      jar,
      authorizeUrl({ code_challenge: pkce().challenge, code_challenge_method: 'S256' }),
    );
    const loginPath = authorize.headers.get('location') ?? '';
    const response = await postForm(new CookieJar(), loginPath, {
      email: USER.email,
      password: USER.password,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });

  it('answers prompt=none without a session with login_required on the redirect URI', async () => {
    const response = await get(
      new CookieJar(),
      authorizeUrl({
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
        prompt: 'none',
        redirect_uri: `${publicUrl}/silent-callback.html`,
      }),
    );
    const location = new URL(response.headers.get('location') ?? '', publicUrl);
    expect(`${location.origin}${location.pathname}`).toBe(`${publicUrl}/silent-callback.html`);
    expect(location.searchParams.get('error')).toBe('login_required');
  });

  it('signs in silently with prompt=none once there is a session', async () => {
    const jar = new CookieJar();
    await signIn(jar);
    const { verifier, challenge } = pkce();
    const response = await get(
      jar,
      authorizeUrl({
        code_challenge: challenge,
        code_challenge_method: 'S256',
        prompt: 'none',
        redirect_uri: `${publicUrl}/silent-callback.html`,
      }),
    );
    const location = await followToConsole(jar, response);
    expect(location.pathname).toBe('/silent-callback.html');
    const code = location.searchParams.get('code') ?? '';
    const { status, body } = await token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: `${publicUrl}/silent-callback.html`,
    });
    expect(status).toBe(200);
    expect(decodeJwt(body.access_token ?? '').sub).toBe(USER.id);
  });

  it('refuses a redirect URI that differs by one character, without redirecting to it', async () => {
    const response = await get(
      new CookieJar(),
      authorizeUrl({
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
        redirect_uri: `${publicUrl}/x`,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('redirect_uri');
    expect(html).not.toMatch(/\bat .*\.js:\d+/);
  });

  it('signs out through end_session and redirects to the post-logout URI', async () => {
    const jar = new CookieJar();
    await signIn(jar);
    const query = new URLSearchParams({
      client_id: config.clientId,
      post_logout_redirect_uri: `${publicUrl}/`,
    });
    const page = await get(jar, `/idp/session/end?${query}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/idp/assets/logout.js" defer></script>');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await postForm(jar, action, { xsrf, logout: 'yes' });
    const location = await followToConsole(jar, confirmed);
    expect(location.href).toBe(`${publicUrl}/`);

    const silent = await get(
      jar,
      authorizeUrl({ code_challenge: pkce().challenge, code_challenge_method: 'S256', prompt: 'none' }),
    );
    expect(new URL(silent.headers.get('location') ?? '', publicUrl).searchParams.get('error')).toBe(
      'login_required',
    );
  });

  it('shares its state with a second instance on the same database', async () => {
    const jar = new CookieJar();
    const { callback, verifier } = await signIn(jar);
    const tokens = await exchange(callback.searchParams.get('code') ?? '', verifier);

    const other = Fastify();
    await registerIdp(other, { db: server.db, config });
    try {
      const refreshed = await other.inject({
        method: 'POST',
        url: '/idp/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          client_id: config.clientId,
          grant_type: 'refresh_token',
          refresh_token: tokens.body.refresh_token ?? '',
        }).toString(),
      });
      expect(refreshed.statusCode).toBe(200);
      // The session cookie signed by the first instance is valid on the second one.
      const silent = await other.inject({
        url: authorizeUrl({
          code_challenge: pkce().challenge,
          code_challenge_method: 'S256',
          prompt: 'none',
        }),
        headers: { cookie: jar.header() },
      });
      expect(new URL(String(silent.headers.location)).searchParams.get('code')).toBeTruthy();
    } finally {
      await other.close();
    }
  });

  it('stores provider models in the database, honouring expiry, consumption and grant revocation', async () => {
    const codes = new OidcModelAdapter(server.db, 'AuthorizationCode');
    const sessions = new OidcModelAdapter(server.db, 'Session');
    await codes.upsert('code-live', { grantId: 'grant-1', accountId: USER.id }, 60);
    await codes.upsert('code-expired', { grantId: 'grant-1' }, 1);
    await sessions.upsert('session-1', { uid: 'uid-1', accountId: USER.id }, 60);

    expect(await codes.find('code-live')).toMatchObject({ grantId: 'grant-1', accountId: USER.id });
    expect((await codes.find('code-live'))?.consumed).toBeUndefined();
    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: USER.id });
    expect(await new OidcModelAdapter(server.db, 'RefreshToken').find('code-live')).toBeUndefined();

    await codes.consume('code-live');
    expect((await codes.find('code-live'))?.consumed).toEqual(expect.any(Number));
    await codes.upsert('code-live', { grantId: 'grant-1', accountId: USER.id }, 60);
    expect((await codes.find('code-live'))?.consumed).toEqual(expect.any(Number));

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await codes.find('code-expired')).toBeUndefined();
    await deleteExpiredOidcModels(server.db);
    expect(await server.db.query("select id from oidc_models where id = 'code-expired'")).toEqual([]);

    await codes.revokeByGrantId('grant-1');
    expect(await codes.find('code-live')).toBeUndefined();
    await sessions.destroy('session-1');
    expect(await sessions.findByUid('uid-1')).toBeUndefined();
  });

  it('keeps refresh tokens and sessions across a restart on the same data folder', async () => {
    const jar = new CookieJar();
    const { callback, verifier } = await signIn(jar);
    const tokens = await exchange(callback.searchParams.get('code') ?? '', verifier);

    await stop(server);
    server = await start();

    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    const key = await getSigningKey(server.db, 'idp');
    const { payload } = await jwtVerify(refreshed.body.access_token ?? '', key.publicKey, {
      issuer: config.issuer,
      audience: config.audience,
    });
    expect(payload.sub).toBe(USER.id);

    const silent = await get(
      jar,
      authorizeUrl({ code_challenge: pkce().challenge, code_challenge_method: 'S256', prompt: 'none' }),
    );
    expect((await followToConsole(jar, silent)).searchParams.get('code')).toBeTruthy();
  });
});
