/**
 * Per-user request limits on the token service and the data API's writes (issue 8 item 5, decision 066),
 * with @fastify/rate-limit counting in the database (`rate_limit_counters`), so every instance on one
 * database shares the counts and a restart forgets none.
 *
 * The routes themselves know nothing of it: an `onRoute` hook, added before @fastify/rate-limit's own,
 * gives the matching routes their `config.rateLimit` as they are registered.
 */
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  normalizeIP,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Limits } from '../config/env';
import type { Db, Queryable } from '../db';
import { HttpError } from '../http/errors';
import type { IdentityVerifier } from '../modules/tokens/identity-verifier';
import { countHit, deleteEndedCounters, readCounter } from './rate-limit-counters.repo';

/** Milliseconds since the epoch; tests pass their own to move time without waiting. */
export type Clock = () => number;

export const RATE_LIMIT_WINDOW_MS = 60_000;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

type Group = 'tokens' | 'writes';

/** The limited calls (docs/api.md): every token-service call that issues or lists, and every write. */
export const limitedRoutes: readonly { group: Group; method: string; url: string }[] = [
  { group: 'tokens', method: 'POST', url: '/v1/list/customers' },
  { group: 'tokens', method: 'POST', url: '/v1/list/products' },
  { group: 'tokens', method: 'POST', url: '/v1/products/token' },
  { group: 'tokens', method: 'POST', url: '/v1/oauth2/rest/token' },
  { group: 'writes', method: 'PUT', url: '/v1/config/:websiteId/:resource' },
  { group: 'writes', method: 'POST', url: '/v1/config/:websiteId/:resource/revisions/:version/restore' },
];

export const tooManyRequestsMessage = (max: number, what: string, seconds: number) =>
  `Too many requests: at most ${max} ${what} a minute per user. Try again in ${seconds} seconds.`;

/** @fastify/rate-limit's store over `rate_limit_counters`; one for every route, as the keys name their group. */
export function databaseStore(db: Queryable, clock: Clock): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock();
      countHit(db, key, now, timeWindow).then(
        (counter) => callback(null, { current: counter.hits, ttl: Math.max(0, counter.windowEndsAt - now) }),
        (error: Error) => callback(error),
      );
    }

    read(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    ): void {
      const now = clock();
      readCounter(db, key, now).then(
        (counter) =>
          callback(
            null,
            counter ? { current: counter.hits, ttl: counter.windowEndsAt - now } : { current: 0, ttl: 0 },
          ),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseStore;
}

/** The address part of a key: IPv6 by its /64, as one host usually holds the whole prefix. */
const addressKey = (request: FastifyRequest) => `address:${normalizeIP(request.ip, 64)}`;
const userKey = (sub: string) => `user:${encodeURIComponent(sub)}`;

export type RateLimitDeps = { db: Db; identity: IdentityVerifier; limits: Limits; clock: Clock };

export async function registerRateLimits(app: FastifyInstance, deps: RateLimitDeps): Promise<void> {
  const { db, identity, limits, clock } = deps;

  // The token service reads the user from the body's identity token, so it counts once the body is parsed;
  // a token that does not verify counts against the client address instead of the `sub` it claims, so
  // nobody can spend another user's allowance. A write's product token was verified by the data API's
  // onRequest gate (modules/auth), so it counts before the body is even read.
  const groups: Record<Group, { max: number; what: string; options: RateLimitOptions }> = {
    tokens: {
      max: limits.tokensPerMinute,
      what: 'token-service calls',
      options: {
        hook: 'preValidation',
        keyGenerator: async (request) => {
          const token = (request.body as { userIdentityToken?: unknown } | undefined)?.userIdentityToken;
          if (typeof token === 'string' && token !== '') {
            const sub = await identity.verify(token).then(
              (verified) => verified.sub,
              () => undefined,
            );
            if (sub) return `tokens:${userKey(sub)}`;
          }
          return `tokens:${addressKey(request)}`;
        },
      },
    },
    writes: {
      max: limits.writesPerMinute,
      what: 'configuration writes',
      options: {
        hook: 'preParsing',
        keyGenerator: (request) =>
          `writes:${request.principal ? userKey(request.principal.sub) : addressKey(request)}`,
      },
    },
  };
  if (groups.tokens.max === 0 && groups.writes.max === 0) return;

  // Added before @fastify/rate-limit registers its own onRoute hook, so that one finds the settings.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const limited = limitedRoutes.find((r) => r.url === route.url && methods.includes(r.method));
    if (!limited) return;
    const group = groups[limited.group];
    if (group.max === 0) return;
    route.config = {
      ...route.config,
      rateLimit: {
        ...group.options,
        max: group.max,
        timeWindow: RATE_LIMIT_WINDOW_MS,
        // The API's error shape (docs/api.md), answered by app.ts's error handler; Retry-After is set by
        // @fastify/rate-limit before it throws this.
        errorResponseBuilder: (_request, context) =>
          new HttpError(
            429,
            tooManyRequestsMessage(group.max, group.what, Math.max(1, Math.ceil(context.ttl / 1000))),
          ),
      },
    };
  });

  await app.register(rateLimit, { global: false, store: databaseStore(db, clock) });

  const sweep = setInterval(() => {
    deleteEndedCounters(db, clock()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'rate limits: sweeping ended windows failed'),
    );
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
