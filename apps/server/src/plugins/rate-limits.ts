/**
 * Per-user request limits on the token service and the data API's writes (decision 066),
 * with @fastify/rate-limit counting in the database (`rate_limit_counters`), so every instance on one
 * database shares the counts and a restart forgets none.
 *
 * A route names the limit it counts in, `config: { limit: 'writes' }` (decision 120), as @fastify/rate-limit's
 * own routes declare theirs; an `onRoute` hook, added before @fastify/rate-limit's own, turns that name into
 * the limit's settings as the route is registered.
 */
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  normalizeIP,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Limits } from '../config/env';
import type { Db, Queryable } from '../db';
import { HttpError } from '../http/errors';
import type { IdentityVerifier } from '../modules/tokens/identity-verifier';
import { countHit, deleteEndedCounters, readCounter } from './rate-limit-counters.repo';

/** Milliseconds since the epoch; tests pass their own to move time without waiting. */
export type Clock = () => number;

export const RATE_LIMIT_WINDOW_MS = 60_000;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The limits a route may count in (docs/api.md): every token-service call that issues or lists (`tokens`),
 * every configuration write (`writes`), the widgets' public read (`widgets`, per website and client address)
 * and a review link's read (`review`, per client address).
 */
export type LimitGroup = 'tokens' | 'writes' | 'widgets' | 'review';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request limit this route counts in (plugins/rate-limits.ts). */
    limit?: LimitGroup;
  }
}

export const tooManyWidgetRequestsMessage = (max: number, websiteId: string, seconds: number) =>
  `Too many requests: at most ${max} widget requests a minute for website ${websiteId} from one address. Try again in ${seconds} seconds.`;

/**
 * The widgets' counts live in this process's memory, not the database (decision 071): the public read path
 * must cost no database round trip when its answer is cached, and a count lost in a restart only lets a
 * client read a public widget a little more. With N instances a client may make up to N times the limit.
 * Counted by the route's own hook (`memoryLimitHook`), not by @fastify/rate-limit (decision 102).
 */
export class MemoryStore {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one hit of `key` in its window (a new one of `timeWindow` ms if none is running). */
  hit(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = this.clock();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (window) this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      window = { hits: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return { current: window.hits, ttl: window.endsAt - now };
  }

  /** Ended windows go; if every key is live, the oldest half (a flood of addresses cannot grow it unbounded). */
  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    if (this.windows.size < this.maxKeys) return;
    let drop = Math.floor(this.maxKeys / 2);
    for (const key of this.windows.keys()) {
      if (drop-- <= 0) break;
      this.windows.delete(key);
    }
  }
}

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
/** Each client address's key, worked out once (its IPv6 test is a long regular expression, decision 101). */
const addressKeys = new Map<string, string>();
const MAX_ADDRESS_KEYS = 10_000;
const keyOfAddress = (ip: string) => {
  let key = addressKeys.get(ip);
  if (key === undefined) {
    key = `address:${normalizeIP(ip, 64)}`;
    if (addressKeys.size >= MAX_ADDRESS_KEYS) addressKeys.clear();
    addressKeys.set(ip, key);
  }
  return key;
};
const addressKey = (request: FastifyRequest) => keyOfAddress(request.ip);
/** The widgets' count of one client address on one website. */
const widgetKey = (websiteId: string, ip: string) => `${websiteId}:${keyOfAddress(ip)}`;
const userKey = (sub: string) => `user:${encodeURIComponent(sub)}`;
/** The website of a widget request, as routed (at most 200 characters: the router's parameter limit). */
const websiteOf = (request: FastifyRequest) =>
  String((request.params as { websiteId?: unknown } | undefined)?.websiteId ?? '');

/**
 * A public read's limit (the widgets', a review link's): a fixed window of a minute per key, started by its
 * first request; past `max`, 429 with Retry-After and the API's `{ message }` (docs/api.md).
 */
function memoryLimitHook(
  store: MemoryStore,
  max: number,
  keyOf: (request: FastifyRequest) => string,
  messageOf: (request: FastifyRequest, seconds: number) => string,
): onRequestHookHandler {
  return (request, reply, done) => {
    const { current, ttl } = store.hit(keyOf(request), RATE_LIMIT_WINDOW_MS);
    if (current <= max) return done();
    const seconds = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('retry-after', String(seconds));
    done(new HttpError(429, messageOf(request, seconds)));
  };
}

export type RateLimitDeps = { db: Db; identity: IdentityVerifier; limits: Limits; clock: Clock };

/**
 * Counts `count` configuration writes of one request against the user's write limit, the count a PUT's
 * limit keeps (the same key): a copy, a bulk edit or an import writes one document per target screen
 * (decision 113). Refused (429, Retry-After) before any is counted when they would go over it, so a refused
 * request spends nothing. No limit: nothing is counted.
 */
export type WriteAllowance = (sub: string, count: number) => Promise<void>;

export function writeAllowance(deps: Pick<RateLimitDeps, 'db' | 'limits' | 'clock'>): WriteAllowance {
  const { db, limits, clock } = deps;
  const max = limits.writesPerMinute;
  return async (sub, count) => {
    if (max === 0 || count === 0) return;
    const key = `writes:${userKey(sub)}`;
    const now = clock();
    const counter = await readCounter(db, key, now);
    if ((counter?.hits ?? 0) + count > max) {
      const seconds = Math.max(1, Math.ceil(((counter?.windowEndsAt ?? now) - now) / 1000));
      const left = Math.max(0, max - (counter?.hits ?? 0));
      throw new HttpError(
        429,
        `${tooManyRequestsMessage(max, 'configuration writes', seconds)} This request makes ${count} writes; ${left} are left in this minute.`,
        undefined,
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
    await countHit(db, key, now, RATE_LIMIT_WINDOW_MS, count);
  };
}

export async function registerRateLimits(app: FastifyInstance, deps: RateLimitDeps): Promise<void> {
  const { db, identity, limits, clock } = deps;

  // The token service reads the user from the body's identity token, so it counts once the body is parsed;
  // a token that does not verify counts against the client address instead of the `sub` it claims, so
  // nobody can spend another user's allowance. A write's product token was verified by the data API's
  // onRequest gate (modules/auth), so it counts before the body is even read.
  const groups: Record<
    Exclude<LimitGroup, 'widgets' | 'review'>,
    {
      max: number;
      what: string;
      options: RateLimitOptions;
    }
  > = {
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
  // Per website and client address: one page's visitors cannot use up a website's allowance for the others
  // (a per-website count would let anyone switch a customer's widgets off), and one client cannot flood.
  // Counted first (onRequest), before any work, in memory, by a hook of its own: @fastify/rate-limit's
  // machinery and its three headers were a sixth of a cached answer's cost (decision 102).
  const max = limits.widgetsPerMinute;
  const widgetStore = new MemoryStore(clock);
  const widgetLimit =
    max > 0
      ? memoryLimitHook(
          widgetStore,
          max,
          (request) => widgetKey(websiteOf(request), request.ip),
          (request, seconds) => tooManyWidgetRequestsMessage(max, websiteOf(request), seconds),
        )
      : undefined;
  // A review link's read is public like a widget's, at the widgets' rate per client address: no page shows
  // one to many visitors, and a script guessing tokens soon hits it.
  const reviewLimit =
    max > 0
      ? memoryLimitHook(
          new MemoryStore(clock),
          max,
          (request) => addressKey(request),
          (_request, seconds) =>
            `Too many requests: at most ${max} review link reads a minute from one address. Try again in ${seconds} seconds.`,
        )
      : undefined;
  if (groups.tokens.max === 0 && groups.writes.max === 0 && !widgetLimit) return;

  // Added before @fastify/rate-limit registers its own onRoute hook, so that one finds the settings.
  app.addHook('onRoute', (route) => {
    const limit = route.config?.limit;
    // The HEAD route Fastify adds beside a GET copies its config; the limits count the GETs alone.
    if (!limit || [route.method].flat().includes('HEAD')) return;
    if (limit === 'widgets' || limit === 'review') {
      const hook = limit === 'widgets' ? widgetLimit : reviewLimit;
      if (hook) route.onRequest = [...[route.onRequest ?? []].flat(), hook];
      return;
    }
    const group = groups[limit];
    if (group.max === 0) return;
    route.config = {
      ...route.config,
      rateLimit: {
        ...group.options,
        max: group.max,
        timeWindow: RATE_LIMIT_WINDOW_MS,
        // The API's error shape (docs/api.md), answered by app.ts's error handler; Retry-After is set by
        // @fastify/rate-limit before it throws this.
        errorResponseBuilder: (_request, context) => {
          const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
          return new HttpError(429, tooManyRequestsMessage(group.max, group.what, seconds));
        },
      },
    };
  });

  if (groups.tokens.max === 0 && groups.writes.max === 0) return;
  await app.register(rateLimit, { global: false, store: databaseStore(db, clock) });

  const sweep = setInterval(() => {
    deleteEndedCounters(db, clock()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'rate limits: sweeping ended windows failed'),
    );
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Spends a request's configuration writes from the user's write limit (move's copies, edits, imports). */
    writeAllowance: WriteAllowance;
  }
}

/**
 * The limits on the app itself (decision 163): its hooks see every route as it is added, whatever context
 * the route is in; `writeAllowance` for the calls that write several documents at once.
 */
export const rateLimits = fp(
  async (app: FastifyInstance, options: Pick<RateLimitDeps, 'limits' | 'clock'>) => {
    const { db, identityVerifier: identity } = app;
    await registerRateLimits(app, { db, identity, ...options });
    app.decorate('writeAllowance', writeAllowance({ db, ...options }));
  },
  { name: 'rate-limits', dependencies: ['db', 'token-keys'] },
);
