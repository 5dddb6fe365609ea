/**
 * The console's files (issue 8 item 6): the build's brotli and gzip copies sent to browsers that accept them,
 * hashed assets cached for a year, the pages revalidated.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext, tempDir } from '../../test-support/fixtures';
import { IMMUTABLE } from './console.plugin';

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

  it.each(['/', '/select/website', '/configuration/2001/general'])(
    'revalidates the page %s (no-cache)',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );
});
