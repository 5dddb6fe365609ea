/**
 * The built runtime (apps/widgets/dist; docs/product.md#widgets, decisions 075 and 100): `/widgets/v1/embed.js`,
 * loaded by customers' pages from any origin, its widget chunks under `/widgets/v1/chunks/`, and
 * `/widgets/v1/preview.html`, the console's sandboxed preview frame (`?theme=light|dark`: in the console's
 * theme, decision 136). Each file is read once per change on disk (so a rebuild shows without a restart) and compressed
 * then, brotli and gzip, so nothing is compressed per request (decision 066). Without a build: 404 saying
 * what to run.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PREVIEW_PATH } from '@eua/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noneMatch } from './get-widget';

export const defaultWidgetsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../widgets/dist',
);

export const EMBED_PATH = '/widgets/v1/embed.js';
export const CHUNKS_PATH = '/widgets/v1/chunks/';
export const RUNTIME_CACHE_CONTROL = 'public, max-age=300';
/** A chunk's name carries its content's hash: a new build has new names, so a copy may be kept for a year. */
export const CHUNK_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A chunk's file name as the build writes it (build.mjs): nothing else in the folder is served. */
const CHUNK_NAME = /^[a-z]+-[A-Z0-9]+\.js$/;

export const runtimeNotBuiltMessage = (file: string) =>
  `The widget runtime is not built (no ${file}): run npm run build`;

/** The preview frame may run the runtime's own script and nothing else, and only the console may frame it. */
export const PREVIEW_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'none'",
  "frame-ancestors 'self'",
].join('; ');

type Built = { mtimeMs: number; size: number; raw: Buffer; br: Buffer; gzip: Buffer; etag: string };

/** The console's theme, which the preview frame follows (decision 136): `?theme=light|dark`. */
export type PreviewTheme = 'light' | 'dark';

/**
 * The preview page in the console's theme: the widget's element carries `data-theme` (the runtime's own
 * switch) and the page its `color-scheme`, so the frame is dark from its first paint, whatever the reader's
 * system prefers. A page without the preview root is left as it is.
 */
export function themedPreview(html: string, theme: PreviewTheme): string {
  const root = '<div data-eua-preview-root>';
  if (!html.includes(root)) return html;
  return html
    .replace(root, `<div data-eua-preview-root data-theme="${theme}">`)
    .replace(/<head>/i, `<head>\n    <meta name="color-scheme" content="${theme}" />`);
}

/** A built file, read again only when it changed on disk; `transform` makes the bytes served from the file. */
function builtFile(file: string, transform?: (text: string) => string): () => Built | undefined {
  let current: Built | undefined;
  return () => {
    let stats: { mtimeMs: number; size: number };
    try {
      stats = statSync(file);
    } catch {
      current = undefined;
      return undefined;
    }
    if (current && current.mtimeMs === stats.mtimeMs && current.size === stats.size) return current;
    const raw = transform ? Buffer.from(transform(readFileSync(file, 'utf8'))) : readFileSync(file);
    current = {
      mtimeMs: stats.mtimeMs,
      size: stats.size,
      raw,
      br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(raw, { level: 9 }),
      etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`,
    };
    return current;
  };
}

/** The encoding to send: brotli, else gzip, else none, as the request accepts (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

function sendBuilt(request: FastifyRequest, reply: FastifyReply, built: Built, type: string) {
  reply.header('etag', built.etag);
  reply.header('vary', 'Accept-Encoding');
  if (noneMatch(request.headers['if-none-match'], built.etag)) return reply.code(304).send();
  reply.type(type);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? built.br : encoding === 'gzip' ? built.gzip : built.raw);
}

export function registerWidgetRuntime(app: FastifyInstance, widgetsDir: string): void {
  const embed = builtFile(path.join(widgetsDir, 'embed.js'));
  const previewFile = path.join(widgetsDir, 'preview.html');
  const previews = {
    system: builtFile(previewFile),
    light: builtFile(previewFile, (html) => themedPreview(html, 'light')),
    dark: builtFile(previewFile, (html) => themedPreview(html, 'dark')),
  };

  app.get(EMBED_PATH, async (request, reply) => {
    const built = embed();
    if (!built)
      return reply.code(404).send({ message: runtimeNotBuiltMessage('apps/widgets/dist/embed.js') });
    // Any page may load the script; where its data loads is decided by the data path's referrer check.
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('cache-control', RUNTIME_CACHE_CONTROL);
    return sendBuilt(request, reply, built, 'application/javascript; charset=utf-8');
  });

  // The loader imports its chunks as ES modules from its own origin: on a customer's page that is another
  // origin, and a module is fetched in CORS mode, so each chunk says any origin may run it.
  const chunks = new Map<string, () => Built | undefined>();
  app.get(`${CHUNKS_PATH}:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!CHUNK_NAME.test(file)) return reply.code(404).send({ message: 'No such chunk' });
    let chunk = chunks.get(file);
    if (!chunk) {
      chunk = builtFile(path.join(widgetsDir, 'chunks', file));
      chunks.set(file, chunk);
    }
    const built = chunk();
    if (!built) {
      chunks.delete(file);
      return reply.code(404).send({ message: 'No such chunk' });
    }
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('cache-control', CHUNK_CACHE_CONTROL);
    return sendBuilt(request, reply, built, 'text/javascript; charset=utf-8');
  });

  app.get(PREVIEW_PATH, async (request, reply) => {
    const { theme } = request.query as { theme?: unknown };
    const built = (theme === 'light' || theme === 'dark' ? previews[theme] : previews.system)();
    if (!built) {
      return reply.code(404).send({ message: runtimeNotBuiltMessage('apps/widgets/dist/preview.html') });
    }
    // Framed by the console (same origin), sandboxed without same-origin; helmet's SAMEORIGIN agrees.
    reply.header('content-security-policy', PREVIEW_CSP);
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cache-control', 'no-cache');
    return sendBuilt(request, reply, built, 'text/html; charset=utf-8');
  });
}
