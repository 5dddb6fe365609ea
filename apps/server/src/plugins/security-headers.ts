/**
 * Security headers on every answer, JSON included (decision 066), helmet's. The
 * Content-Security-Policy is left to the pages that have one: the console's (modules/console) and the
 * identity provider's (modules/idp/security-headers.ts) are strict and page-specific, so helmet sets none.
 * HSTS only when PUBLIC_URL is https: over plain http it would be ignored at best, and a browser that once
 * saw it for localhost would refuse http there for a year.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/env';

export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isHttps = (config: Pick<AppConfig, 'publicUrl'>) =>
  new URL(config.publicUrl).protocol === 'https:';

export function helmetOptions(config: Pick<AppConfig, 'publicUrl'>): HelmetOptions {
  return {
    contentSecurityPolicy: false,
    // The pages already send no-referrer (idp/security-headers.ts, console.plugin.ts); the same for all.
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: isHttps(config)
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
  };
}

/**
 * The headers helmet sets with `helmetOptions`, worked out once: helmet's middleware run against a response
 * that only records them. Its headers depend on the options alone, never on the request, and building its
 * middleware again for every request (as @fastify/helmet does) cost a read of a cached configuration more
 * than its database lookup (decision 093).
 */
export function securityHeaders(config: Pick<AppConfig, 'publicUrl'>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    // helmet removes X-Powered-By, which neither Node nor Fastify sets.
    removeHeader() {},
  };
  helmet(helmetOptions(config))({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/**
 * Before anything else runs, on Fastify's reply: a route's own value replaces them (the widgets' cross-origin
 * resource policy, the preview's framing). A route that writes its answer itself after `reply.hijack()` (the
 * identity provider's forward to oidc-provider) puts them on the raw response.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl'>): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
