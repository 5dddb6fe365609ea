import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { defaultLimits, type SignInLimits } from '../../config/env';
import type { Db } from '../../db';
import { securityHeaders } from '../../plugins/security-headers';
import { getSigningKey } from '../keys/key-store';
import { registerInteractionRoutes } from './interaction.routes';
import { deleteExpiredOidcModels } from './oidc-adapter';
import { hashPassword } from './password';
import { createProvider, IDP_MOUNT_PATH } from './provider';
import { getOrCreateSecret } from './secrets.repo';
import { applyHeaders, idpSecurityHeaders } from './security-headers';
import { createSignInThrottle } from './sign-in-throttle';

export type IdpConfig = {
  /** The public origin of the server, without a trailing slash (e.g. `http://localhost:3000`). */
  publicUrl: string;
  /** `${publicUrl}/idp` */
  issuer: string;
  clientId: string;
  audience: string;
  scope: string;
};

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Mounts the OpenID Connect provider under `/idp` (docs/api.md "Identity provider", docs/decisions/030).
 *
 * oidc-provider is a Koa application: its requests are handed, unparsed, to `provider.callback()` on the raw
 * Node request and response, with the `/idp` prefix moved from `req.url` to `req.originalUrl` the way
 * `koa-mount` and Express do, so the provider computes its own URLs under `/idp` of PUBLIC_URL. The login page and its assets
 * are ordinary Fastify routes in a sibling scope; both scopes replace the parent's body parsers, so a
 * form-body plugin registered by the app never consumes a body the provider must read.
 */
export type IdpDeps = {
  db: Db;
  config: IdpConfig;
  /** The sign-in lock-out (decision 066); default: SIGN_IN_* defaults of config/env.ts. */
  signIn?: SignInLimits;
  /** Milliseconds since the epoch, for the lock-out; tests move it instead of waiting. Default Date.now. */
  clock?: () => number;
};

export async function registerIdp(app: FastifyInstance, deps: IdpDeps): Promise<void> {
  const { db, config } = deps;
  const throttle = createSignInThrottle(db, deps.signIn ?? defaultLimits.signIn, deps.clock);
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const [signingKey, cookieKey, dummyPasswordHash, loginCss, logoutJs, favicon] = await Promise.all([
    getSigningKey(db, 'idp'),
    getOrCreateSecret(db, 'idp-cookie-key'),
    // Compared against when the email is unknown, so both failures cost the same time (decision 030).
    hashPassword(randomBytes(18).toString('base64url')),
    readFile(new URL('./assets/login.css', import.meta.url), 'utf8'),
    readFile(new URL('./assets/logout.js', import.meta.url), 'utf8'),
    readFile(new URL('./assets/favicon.svg', import.meta.url), 'utf8'),
  ]);

  const provider = createProvider(db, {
    issuer: config.issuer,
    publicUrl,
    clientId: config.clientId,
    audience: config.audience,
    signingKey,
    cookieKeys: [cookieKey],
  });
  const headers = idpSecurityHeaders(publicUrl);
  // What the hijacked forward writes itself carries every answer's headers too (plugins/security-headers.ts).
  const forwardHeaders = { ...securityHeaders(config), ...headers };
  const publicOrigin = new URL(publicUrl);

  await Promise.all([deleteExpiredOidcModels(db), throttle.sweep()]);
  const sweep = setInterval(() => {
    Promise.all([deleteExpiredOidcModels(db), throttle.sweep()]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'idp: sweeping expired state failed'),
    );
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
    const asset = (type: string, body: string) => async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.type(type).header('cache-control', 'public, max-age=3600').send(body);
    scope.get(`${IDP_MOUNT_PATH}/assets/login.css`, asset('text/css; charset=utf-8', loginCss));
    scope.get(`${IDP_MOUNT_PATH}/assets/logout.js`, asset('text/javascript; charset=utf-8', logoutJs));
    // The login page names its own icon: the browser's /favicon.ico guess would 404 when only idp runs.
    scope.get(`${IDP_MOUNT_PATH}/assets/favicon.svg`, asset('image/svg+xml', favicon));
    registerInteractionRoutes(scope, {
      db,
      provider,
      publicUrl,
      audience: config.audience,
      dummyPasswordHash,
      throttle,
    });
  });

  await app.register(async (scope) => {
    // Leave every body unread: the provider parses its own requests.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = provider.callback();
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      const url = req.url ?? IDP_MOUNT_PATH;
      const rest = url.slice(IDP_MOUNT_PATH.length);
      req.originalUrl = url;
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      // Every URL the provider publishes is anchored to PUBLIC_URL, whatever Host the request came with
      // (app.inject, a reverse proxy, a TLS terminator): the provider trusts these two headers (decision 030).
      req.headers['x-forwarded-proto'] = publicOrigin.protocol.slice(0, -1);
      req.headers['x-forwarded-host'] = publicOrigin.host;
      applyHeaders(reply.raw, forwardHeaders);
      await handle(req, reply.raw);
    };
    scope.all(IDP_MOUNT_PATH, forward);
    scope.all(`${IDP_MOUNT_PATH}/*`, forward);
  });
}

/**
 * The identity provider as a plugin of the app (decision 163): the database from the `db` decorator, its
 * pages and hooks in the context it is registered in, as `registerIdp` puts them.
 */
export const idpRoutes = fp(
  async (app: FastifyInstance, options: Omit<IdpDeps, 'db'>) => registerIdp(app, { ...options, db: app.db }),
  { name: 'idp', dependencies: ['db'] },
);
