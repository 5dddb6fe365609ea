/**
 * Security headers on every answer, JSON included (issue 8 item 6), with @fastify/helmet. The
 * Content-Security-Policy is left to the pages that have one: the console's (modules/console) and the
 * identity provider's (modules/idp/security-headers.ts) are strict and page-specific, so helmet sets none.
 * HSTS only when PUBLIC_URL is https: over plain http it would be ignored at best, and a browser that once
 * saw it for localhost would refuse http there for a year.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';

export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isHttps = (config: Pick<AppConfig, 'publicUrl'>) =>
  new URL(config.publicUrl).protocol === 'https:';

export function helmetOptions(config: Pick<AppConfig, 'publicUrl'>): FastifyHelmetOptions {
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
 * The headers helmet would have set, for the few answers Fastify gives before any hook runs (a path that is
 * not a valid URL: app.ts's `frameworkErrors`).
 */
export function baselineSecurityHeaders(config: Pick<AppConfig, 'publicUrl'>): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    ...(isHttps(config)
      ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }
      : {}),
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'publicUrl'>,
): Promise<void> {
  await app.register(helmet, helmetOptions(config));
}
