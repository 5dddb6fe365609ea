/**
 * The console's files (decision 066): the build's brotli and gzip copies sent to browsers that accept them,
 * hashed assets cached for a year, the pages revalidated.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext, tempDir, testConfig } from '../../test-support/fixtures';
import { contentSecurityPolicy, IMMUTABLE, registerConsole, WIDGETS_PAGE_CSP } from './console.plugin';

const dist = tempDir('eua-dist-');
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
let ctx: TestContext;

beforeAll(async () => {
  mkdirSync(path.join(dist.dir, 'assets'));
  writeFileSync(path.join(dist.dir, 'index.html'), '<!doctype html><div id="root"></div>');
  // As apps/console/vite.config.ts writes them: the file, and its .br and .gz beside it.
  const asset = path.join(dist.dir, 'assets', 'main-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(path.join(dist.dir, 'assets', 'small-def456.css'), 'body{margin:0}');
  ctx = await startTestApp({ consoleDir: dist.dir, env: { SERVICES: 'console' } });
});
afterAll(async () => {
  await ctx?.close();
  dist.remove();
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({ method, url, headers });

describe('console assets', () => {
  it('sends the brotli copy to a browser that accepts br', async () => {
    const response = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself without Accept-Encoding, and for a file with no compressed copy', async () => {
    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const small = await get('/assets/small-def456.css', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('body{margin:0}');
    expect(small.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers HEAD as curl -I does: content-encoding br with the compressed length', async () => {
    const response = await get('/assets/main-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(script).length);
  });

  it.each(['/', '/select/website', '/configuration/2001/general', '/review/AbC-12_x'])(
    'revalidates the page %s (no-cache)',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );
});

describe('console Content-Security-Policy', () => {
  const directives = (policy: string) =>
    new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));

  it('frames only its own origin (the live preview) and is framed by no one', () => {
    const policy = directives(contentSecurityPolicy(testConfig(dist.dir)));
    expect(policy.get('frame-src')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('script-src')).toBe("'self'");
  });

  it('keeps an external identity provider beside its own origin', () => {
    const config = testConfig(dist.dir, { IDP_ISSUER: 'https://login.example.com/tenant' });
    const policy = directives(contentSecurityPolicy(config));
    expect(policy.get('frame-src')).toBe("'self' https://login.example.com");
    expect(policy.get('connect-src')).toBe("'self' https://login.example.com");
  });

  it("gives the widgets' pages no console policy: the console may frame them, they keep their own", async () => {
    const app = Fastify();
    app.get('/widgets/v1/preview.html', async (_request, reply) =>
      reply.type('text/html').send('<p>preview'),
    );
    app.get('/widgets/v1/own.html', async (_request, reply) =>
      reply.type('text/html').header('content-security-policy', "default-src 'none'").send('<p>own'),
    );
    await registerConsole(app, testConfig(dist.dir), dist.dir);
    try {
      const preview = await app.inject({ url: '/widgets/v1/preview.html' });
      expect(preview.headers['content-security-policy']).toBe(WIDGETS_PAGE_CSP);
      expect(WIDGETS_PAGE_CSP).toContain("frame-ancestors 'self'");
      const own = await app.inject({ url: '/widgets/v1/own.html' });
      expect(own.headers['content-security-policy']).toBe("default-src 'none'");
      const page = await app.inject({ url: '/select/website' });
      expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy(testConfig(dist.dir)));
      // A review link's page (docs/product.md#drafts-and-scheduled-publishing): the console's policy, which
      // frames the preview, and its address (the link's token) sent to no other site.
      const review = await app.inject({ url: '/review/AbC-12_x' });
      expect(review.headers['content-security-policy']).toBe(contentSecurityPolicy(testConfig(dist.dir)));
      expect(review.headers['referrer-policy']).toBe('no-referrer');
      // A widgets path the server does not serve is not the console's page.
      expect((await app.inject({ url: '/widgets/v1/2001/standings' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
