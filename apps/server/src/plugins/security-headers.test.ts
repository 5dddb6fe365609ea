/**
 * Security headers on every answer (decision 066): JSON, HTML, the identity provider's pages, errors
 * raised before any hook; the pages' own Content-Security-Policies unchanged; HSTS only on https.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { contentSecurityPolicy } from '../modules/console/console.plugin';
import { idpSecurityHeaders } from '../modules/idp/security-headers';
import { startTestApp, type TestContext, tempDir, testConfig } from '../test-support/fixtures';

const dist = tempDir('eua-dist-');
let ctx: TestContext;
let https: FastifyInstance;

beforeAll(async () => {
  mkdirSync(path.join(dist.dir, 'assets'));
  writeFileSync(path.join(dist.dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist.dir, 'assets', 'main-abc123.js'), 'console.log("console");');
  ctx = await startTestApp({ consoleDir: dist.dir, env: { SERVICES: 'api,tokens,idp,console' } });
  https = await buildApp({
    config: testConfig(ctx.config.dataDir, {
      PUBLIC_URL: 'https://admin.example.com',
      SERVICES: 'api,tokens,idp,console',
    }),
    db: ctx.db,
    consoleDir: dist.dir,
    seedDemoData: false,
  });
});
afterAll(async () => {
  await https?.close();
  await ctx?.close();
  dist.remove();
});

/** An answer of every kind the server gives. */
const answers: [string, string, string][] = [
  ['health check (JSON)', 'GET', '/healthz'],
  ['runtime configuration (JSON)', 'GET', '/runtime-config.json'],
  ['data API refusal (JSON 401)', 'GET', '/v1/config/websites'],
  ['token service refusal (JSON 400)', 'POST', '/v1/list/customers'],
  ['unknown API path (JSON 404)', 'GET', '/v1/nothing'],
  ['widget public read refusal (JSON 403)', 'GET', '/widgets/v1/2001/standings'],
  ['widget runtime not built (JSON 404)', 'GET', '/widgets/v1/embed.js'],
  ['sample customer page (HTML)', 'GET', '/sample-site/'],
  ['a path that is no URL (JSON 400, before any hook)', 'GET', '/v1/config/%ZZ/general'],
  ['console page (HTML)', 'GET', '/select/website'],
  ['console asset (JS)', 'GET', '/assets/main-abc123.js'],
  ['provider discovery (JSON through oidc-provider)', 'GET', '/idp/.well-known/openid-configuration'],
  ['provider error page (HTML through oidc-provider)', 'GET', '/idp/auth?client_id=nobody'],
];

describe('security headers', () => {
  it.each(answers)(
    '%s: nosniff and no-referrer (the sample page: the default policy), and no HSTS over http',
    async (_name, method, url) => {
      const response = await ctx.app.inject({ method: method as 'GET' | 'POST', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // The sample customer page keeps the browser's default policy, as a customer's page does (decision 132).
      expect(response.headers['referrer-policy']).toBe(
        url === '/sample-site/' ? 'strict-origin-when-cross-origin' : 'no-referrer',
      );
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it.each(answers)('%s: HSTS when PUBLIC_URL is https', async (_name, method, url) => {
    const response = await https.inject({ method: method as 'GET' | 'POST', url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('leaves the pages’ own Content-Security-Policies exactly as they were, and adds none to JSON', async () => {
    const page = await ctx.app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy(ctx.config));
    const login = await ctx.app.inject({ url: '/idp/assets/login.css' });
    expect(login.headers['content-security-policy']).toBe(
      idpSecurityHeaders(ctx.config.publicUrl)['content-security-policy'],
    );
    const json = await ctx.app.inject({ url: '/healthz' });
    expect(json.headers['content-security-policy']).toBeUndefined();
  });

  it('adds helmet’s other defaults: no framing by other sites, no MIME or cross-domain policy guessing', async () => {
    const response = await ctx.app.inject({ url: '/healthz' });
    expect(response.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'x-permitted-cross-domain-policies': 'none',
    });
  });
});
