/**
 * Serves the built console (apps/console/dist) with a single-page-app fallback and a strict
 * Content-Security-Policy on its HTML (docs/product.md#tokens-and-access: no inline script). Without a
 * build, `/` answers 503 with what to do, and the server keeps running.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';
import { registerRuntimeConfig } from './runtime-config';

export const defaultConsoleDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../console/dist',
);

export const CONSOLE_NOT_BUILT = 'Console not built: run npm run build';

/** Hashed build output never changes under its name (decision 066). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that belong to the services, never to the single-page app's fallback. */
const servicePrefixes = ['/v1/', '/idp', '/healthz', '/runtime-config.json', '/widgets/'];

/** The widgets' own pages (the preview frame, decision 075): their module sets their policy. */
const WIDGETS_PREFIX = '/widgets/';

/**
 * A widgets page that came without a policy of its own: the console may frame it (the live preview, in a
 * sandboxed frame) and nothing else may; the rest is the runtime's business, not the console's.
 */
export const WIDGETS_PAGE_CSP = "frame-ancestors 'self'; object-src 'none'; base-uri 'none'";

const originOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The console's CSP: only our own origin, plus an external identity provider when one is configured.
 * `frame-src 'self'` also admits the live preview's frame (`/widgets/v1/preview.html`, decision 075).
 */
export function contentSecurityPolicy(config: AppConfig): string {
  const idpOrigins = config.idp.builtIn
    ? []
    : [
        ...new Set(
          [originOf(config.idp.issuer), originOf(config.idp.jwksUri)].filter((o): o is string => !!o),
        ),
      ];
  const self = (extra: string[]) => ["'self'", ...extra].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${self(idpOrigins)}`,
    `frame-src ${self(idpOrigins.slice(0, 1))}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export async function registerConsole(
  app: FastifyInstance,
  config: AppConfig,
  consoleDir: string = defaultConsoleDir,
): Promise<void> {
  registerRuntimeConfig(app, config);
  const csp = contentSecurityPolicy(config);
  // The silent sign-in's callback page runs in a hidden frame of the console itself (prompt=none,
  // docs/product.md#users-and-sign-in).
  const silentCallbackCsp = csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  const indexFile = path.join(consoleDir, 'index.html');
  const built = existsSync(indexFile);

  // A callback hook, not an async one: every answer of the app passes here, most of them JSON (decision 101).
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return done(null, payload);
    if (request.url.startsWith(WIDGETS_PREFIX)) {
      // The console's frame-ancestors 'none' would keep the preview out of the console's own frame.
      if (!reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', WIDGETS_PAGE_CSP);
      return done(null, payload);
    }
    if (!request.url.startsWith('/idp')) {
      reply.header(
        'content-security-policy',
        request.url.startsWith('/silent-callback.html') ? silentCallbackCsp : csp,
      );
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'no-referrer');
    }
    done(null, payload);
  });

  const isAppPath = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    !servicePrefixes.some((prefix) => request.url === prefix || request.url.startsWith(prefix));

  if (!built) {
    app.get('/', async (_request, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send(CONSOLE_NOT_BUILT),
    );
    app.setNotFoundHandler(async (request, reply) => {
      if (isAppPath(request) && !path.extname(request.url.split('?')[0] ?? '')) {
        return reply.code(503).type('text/plain; charset=utf-8').send(CONSOLE_NOT_BUILT);
      }
      return reply.code(404).send({ message: 'Not found' });
    });
    return;
  }

  const indexHtml = readFileSync(indexFile);
  const sendIndex = (reply: FastifyReply) =>
    reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  await app.register(fastifyStatic, {
    root: consoleDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    // The build writes `x.br` and `x.gz` beside each compressible file (apps/console/vite.config.ts); the
    // one the browser accepts is sent as it is, so nothing is compressed per request (decision 066).
    preCompressed: true,
    setHeaders(res, filePath) {
      // Vite names built assets by content hash: they never change, so browsers may keep them. Other files
      // (silent-callback.html, icons) keep their names across builds and are revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? IMMUTABLE : 'no-cache');
      // One URL, several encodings: a shared cache must key on what the browser accepts.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/', async (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler(async (request, reply) => {
    // Client-side routes (/select/website, /configuration/…) get the app; missing files and API paths a 404.
    if (isAppPath(request) && !path.extname(request.url.split('?')[0] ?? '')) return sendIndex(reply);
    return reply.code(404).send({ message: 'Not found' });
  });
}

/** The console's files and runtime configuration as a plugin of the app (decision 163), in its context. */
export const consoleRoutes = fp(
  async (app: FastifyInstance, options: { config: AppConfig; consoleDir?: string | undefined }) =>
    registerConsole(app, options.config, options.consoleDir),
  { name: 'console' },
);
