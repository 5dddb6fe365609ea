import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { CONSOLE_NOT_BUILT } from './modules/console/console.plugin';
import { startTestApp, type TestContext, tempDir, testConfig } from './test-support/fixtures';

const dist = tempDir('eua-dist-');
let ctx: TestContext;
beforeAll(async () => {
  mkdirSync(path.join(dist.dir, 'assets'));
  writeFileSync(
    path.join(dist.dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/main-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist.dir, 'assets', 'main-abc123.js'), 'console.log("console");');
  writeFileSync(path.join(dist.dir, 'silent-callback.html'), '<!doctype html><title>silent</title>');
  ctx = await startTestApp({ consoleDir: dist.dir, env: { SERVICES: 'api,tokens,idp,console' } });
});
afterAll(async () => {
  await ctx?.close();
  dist.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('buildApp', () => {
  it('answers the health check', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the runtime configuration of docs/api.md', async () => {
    const response = await get('/runtime-config.json');
    expect(response.json()).toEqual({
      apiHost: 'http://localhost:3999',
      tokenHost: 'http://localhost:3999',
      product: 'embedded_ui_admin',
      identity: {
        authority: 'http://localhost:3999/idp',
        clientId: 'embedded-ui-admin-console',
        audience: 'urn:embedded-ui-admin:api',
        scope: 'openid profile email offline_access',
      },
      launcher: {},
    });
  });

  it('mounts the identity provider at /idp', async () => {
    const response = await get('/idp/.well-known/openid-configuration');
    expect(response.statusCode).toBe(200);
    expect(response.json().issuer).toBe('http://localhost:3999/idp');
  });

  it.each(['/', '/select/website', '/configuration/2001/general', '/configuration/general'])(
    'serves the console for %s with a strict Content-Security-Policy',
    async (url) => {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain('unsafe-inline');
    },
  );

  it('serves built assets as files and long-lived', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('console.log');
    expect(response.headers['cache-control']).toContain('immutable');
    const silent = await get('/silent-callback.html');
    expect(silent.statusCode).toBe(200);
    // Silent sign-in loads this page in a hidden frame of the console itself, and nowhere else.
    expect(silent.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(silent.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers 404 JSON for a missing file and an unknown API path, never the app', async () => {
    for (const url of ['/assets/missing.js', '/v1/nothing', '/v1/config/2001/general/extra']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answers routing errors (a malformed percent-encoding, an over-long id) as { message } only', async () => {
    const cases: [string, number][] = [
      ['/v1/config/%ZZ/general', 400],
      ['/v1/config/websites/%E0%A4%A', 400],
      ['/v1/config/%ZZ/complist', 400],
      // An encoded lone surrogate is not UTF-8 either.
      ['/v1/config/%ED%A0%80/general', 400],
      ['/configuration/%ZZ/general', 400],
      ['/idp/%ZZ', 400],
      [`/v1/config/${'9'.repeat(300)}/general`, 404],
    ];
    for (const [url, status] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ message: expect.any(String) });
    }
  });

  it('adds an external identity provider origin to the CSP', async () => {
    const app = await buildApp({
      config: testConfig(ctx.config.dataDir, {
        SERVICES: 'console',
        IDP_ISSUER: 'https://login.example.com/t',
      }),
      db: ctx.db,
      consoleDir: dist.dir,
      seedDemoData: false,
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://login.example.com");
    expect(csp).toContain("frame-src 'self' https://login.example.com");
    expect((await app.inject({ method: 'GET', url: '/runtime-config.json' })).json().identity.authority).toBe(
      'https://login.example.com/t',
    );
    await app.close();
  });

  it('answers 503 with what to do when the console is not built, and keeps serving the API', async () => {
    const app = await buildApp({
      config: testConfig(ctx.config.dataDir),
      db: ctx.db,
      consoleDir: path.join(dist.dir, 'does-not-exist'),
      seedDemoData: false,
    });
    for (const url of ['/', '/select/website']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe(CONSOLE_NOT_BUILT);
    }
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/v1/config/websites' })).statusCode).toBe(401);
    await app.close();
  });

  it('serves only the services it is asked to', async () => {
    const app = await buildApp({
      config: testConfig(ctx.config.dataDir, { SERVICES: 'tokens' }),
      db: ctx.db,
      seedDemoData: false,
    });
    expect((await app.inject({ method: 'GET', url: '/v1/tokens/jwks.json' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/v1/config/websites' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    await app.close();
  });
});
