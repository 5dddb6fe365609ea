/**
 * `buildApp(options)`: the fastify application with every service of docs/architecture.md registered, but
 * not listening, so that tests need no network: server.ts listens; tests call `app.inject`.
 */
import { healthAnswerSchema } from '@eua/shared';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { type Db, openDb, ping } from './db';
import { contract } from './http/contract';
import { HttpError } from './http/errors';
import { rejectUnstorableText } from './http/reject-unstorable-text';
import { activityRoutes, activitySweep } from './modules/activity/activity.plugin';
import { approvalRoutes } from './modules/approvals/approvals.plugin';
import { namePolicyInRoleRefusals } from './modules/approvals/policy-refusal';
import { requireProductToken, requireWriteAccess } from './modules/auth/product-auth';
import { configRoutes, configWrites } from './modules/config/config.plugin';
import { featureOr404, ownedWebsite } from './modules/config/config.service';
import { consoleRoutes } from './modules/console/console.plugin';
import { CONSOLE_PRODUCT } from './modules/console/runtime-config';
import { draftRoutes, draftScheduler, reviewRoute } from './modules/drafts/drafts.plugin';
import { apiTokenResolver, memberRoutes } from './modules/members/members.plugin';
import { moveRoutes } from './modules/move/move.plugin';
import type { IdentityVerifier } from './modules/tokens/identity-verifier';
import { tokenKeys, tokenRoutes } from './modules/tokens/tokens.plugin';
import { usageRecorder, usageRoutes } from './modules/usage/usage.plugin';
import { webhookRoutes, webhookWorker } from './modules/webhooks/webhooks.plugin';
import { websiteRoutes } from './modules/websites/websites.plugin';
import type { CdnPurger } from './modules/widgets/cdn';
import { sampleSite } from './modules/widgets/sample-site';
import { defaultWidgetsDir } from './modules/widgets/widget-runtime';
import { widgetAdminRoutes, widgets } from './modules/widgets/widgets.plugin';
import { openApi } from './openapi/openapi';
import { configEventsPlugin } from './plugins/config-events';
import { dbPlugin } from './plugins/db';
import { type Clock, rateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { type DemoPlan, seedIfEmpty, syncReferenceData } from './seed/demo-seed';

export const INVALID_JSON_BODY =
  'The request body is not valid JSON, or uses a forbidden key (__proto__, constructor.prototype)';

/** docs/api.md: a body over 256 KiB answers 413. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Fastify's routing errors in the words of the API; its own messages echo the raw path. */
const frameworkErrorMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The request path is not a valid URL: it has a malformed percent-encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the request path is longer than 200 characters',
};

/**
 * Every error as the API's `{ message }` (docs/api.md), whether a handler threw it or Fastify raised it while
 * routing or reading the body; a 5xx is logged and says nothing of its cause.
 */
function answerError(error: unknown, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    return reply.code(error.statusCode).send({
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...error.extra,
    });
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // A route that takes more (an imported file) says so in its own words.
    const message =
      reply.request.routeOptions.config.tooLargeMessage ?? 'The request body is larger than 256 KiB';
    return reply.code(413).send({ message });
  }
  if (
    fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    (status === 400 && error instanceof SyntaxError)
  ) {
    // Fastify's parser also refuses valid JSON with a `__proto__` or `constructor.prototype` key (prototype
    // poisoning) under this same code, without saying which: the message names both causes.
    return reply.code(400).send({ message: INVALID_JSON_BODY });
  }
  if (status >= 400 && status < 500) {
    const message = frameworkErrorMessages[fastifyError.code ?? ''] ?? fastifyError.message ?? 'Bad request';
    return reply.code(status).send({ message });
  }
  reply.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Internal server error' });
}

/** A logger whose level logs no request lines (Fastify logs them at info). */
export const quietRequests = (logger: BuildAppOptions['logger']): boolean =>
  typeof logger === 'object' &&
  logger !== null &&
  'level' in logger &&
  ['warn', 'error', 'fatal', 'silent'].includes(String(logger.level));

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export type BuildAppOptions = {
  config: AppConfig;
  /** An open database. When absent, one is opened from the config and closed with the app. */
  db?: Db;
  /** Verifies identity tokens; by default the built-in provider's key or the external provider's JWKS. */
  identityVerifier?: IdentityVerifier;
  /** The built console (default apps/console/dist). */
  consoleDir?: string;
  /** The built widget runtime, embed.js and preview.html (default apps/widgets/dist). */
  widgetsDir?: string;
  /** Load the demo data set into an empty database (docs/product.md#demo-data). Default: SEED_DEMO_DATA. */
  seedDemoData?: boolean;
  /** The demo data set computed ahead, while the database opened (server.ts, decision 081). */
  seedPlan?: Promise<DemoPlan>;
  /** Told what a slow start is doing (the demo seed's steps), for the start-up progress lines. */
  onProgress?: (message: string) => void;
  logger?: FastifyServerOptions['logger'];
  /** The time the limits count by (decision 066); tests move it instead of waiting. Default Date.now. */
  clock?: Clock;
  /**
   * Told what each committed configuration write makes stale on a CDN in front of the public widget path
   * (docs/cdn.md, decision 098). Default: one info line per purge in the app's log.
   */
  cdnPurger?: CdnPurger;
  /**
   * The scheduler of drafts' publications (docs/product.md#drafts-and-scheduled-publishing), on every
   * instance that serves the data API: `enabled: false` keeps it off (most tests); `now` is the clock drafts
   * and review links count by (default `clock`, else Date.now); `intervalMs` how often it polls (5 s).
   */
  scheduler?: { enabled?: boolean; now?: () => number; intervalMs?: number };
  /**
   * The webhooks' delivery worker (docs/product.md#webhooks), on every instance that serves the data API:
   * `enabled: false` keeps it off (most tests); `now` the clock deliveries and their back-off count by
   * (default `clock`, else Date.now); `intervalMs` how often it polls (5 s); `timeoutMs` an attempt's limit
   * (10 s).
   */
  webhooks?: { enabled?: boolean; now?: () => number; intervalMs?: number; timeoutMs?: number };
  /**
   * The public path's usage counts (docs/product.md#usage-and-health, decision 131): written every
   * `flushIntervalMs` (60 s) and when the app closes, on every instance that serves the data API.
   * `counting: false` leaves the public path uncounted (bench/usage-counting.ts measures the difference).
   */
  usage?: { flushIntervalMs?: number; counting?: boolean };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 413 message of a route with a body limit of its own. */
    tooLargeMessage?: string;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const db = options.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));

  const headersOfEveryAnswer = securityHeaders(config);
  const app = Fastify({
    logger: options.logger ?? false,
    // Below info no request line is logged, so a request id ties nothing together: a request logs through
    // the app's logger instead of a child made for it (decision 101).
    ...(quietRequests(options.logger) ? { childLoggerFactory: (logger) => logger } : {}),
    bodyLimit: BODY_LIMIT_BYTES,
    // Each context of routes (decision 120) registers while the database seeds (decision 088), and one holds
    // the identity provider, which reads its keys and hashes a password as it starts: on a busy machine that
    // takes longer than Fastify's 10 s for one plugin. A start that never ends still fails, after this.
    pluginTimeout: 120_000,
    // Ids in paths are short; a huge path is an attack, not a request.
    routerOptions: { maxParamLength: 200 },
    // Errors raised while routing, before any handler runs, answer the API's `{ message }` shape too
    // (docs/api.md), not Fastify's own `{ error, code, statusCode }`.
    frameworkErrors: (error, _request, reply) => {
      // Answered before any hook runs, so helmet's headers are added here (decision 066: every answer).
      reply.headers(headersOfEveryAnswer);
      void answerError(error, reply as FastifyReply);
    },
    // The client address the per-address limits count by, behind the proxies TRUST_PROXY names.
    // A number is a count of hops, as Fastify takes it at run time (its types take only the function form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });

  // Unless SEED_DEMO_DATA=false, the demo data set into an empty database, with the reference data (the
  // product and lookup lists) every database needs; otherwise just those lists (decision 062). It runs in the
  // database while this thread registers the routes below (a first start's seed takes seconds, decision 088);
  // a route that reads the database at registration waits for it there, and the app is returned once both
  // are done.
  const seeding = (async () => {
    const seeded =
      (options.seedDemoData ?? config.seedDemoData) &&
      (await seedIfEmpty(db, { plan: options.seedPlan, onProgress: options.onProgress }));
    if (!seeded) await syncReferenceData(db);
  })();
  seeding.catch(() => undefined);
  try {
    await registerEverything(app, options, db, seeding);
  } catch (error) {
    await seeding.catch(() => undefined);
    await app.close();
    throw error;
  }
  return app;
}

async function registerEverything(
  app: FastifyInstance,
  options: BuildAppOptions,
  db: Db,
  seeding: Promise<void>,
): Promise<void> {
  const { config } = options;
  const services = new Set(config.services);
  const api = services.has('api');
  const clock = options.clock ?? Date.now;
  // The clock drafts, review links and API tokens count by; the webhooks' deliveries count by theirs.
  const now = options.scheduler?.now ?? clock;
  const webhookNow = options.webhooks?.now ?? clock;
  const publicUrl = config.publicUrl.replace(/\/+$/, '');

  app.setErrorHandler(async (error, _request, reply) => answerError(error, reply));

  // The decorators every module reads instead of parameters (decision 163), each declaring what it needs;
  // Fastify refuses to start when one is missing. The root holds only what costs a request nothing: hooks
  // that run as routes are added — the limits read each route's `config.limit` (decision 066), the OpenAPI
  // document collects the routes with a contract (decision 068). The hooks a request passes belong to the
  // contexts below, each with those it needs (decision 120).
  await app.register(dbPlugin, { db, close: !options.db });
  await app.register(tokenKeys, { idp: config.idp, identityVerifier: options.identityVerifier });
  await app.register(rateLimits, { limits: config.limits, clock });
  await app.register(openApi, { publicUrl: config.publicUrl });
  // Every configuration write publishes one event; the activity log, the caches and the CDN purge hear it.
  // The public widget path counts every answer in memory; the usage calls read it with the database.
  await app.register(configEventsPlugin, {
    cdnPurger: options.cdnPurger,
    now: webhookNow,
    usageClock: api ? clock : undefined,
  });
  if (api) await app.register(configWrites, { requireIfMatch: config.requireIfMatch, now });

  /**
   * A context of the app's pages and calls: helmet's headers on every answer, and no text PostgreSQL cannot
   * store in a request. The public widget path has a context of its own, with the hooks it needs only.
   */
  const site = (routes: (scope: FastifyInstance) => Promise<void>) =>
    app.register(async (scope) => {
      registerSecurityHeaders(scope, config);
      rejectUnstorableText(scope);
      await routes(scope);
    });

  await site(async (scope) => {
    await scope.register(healthRoute);
    if (services.has('tokens')) await scope.register(tokenRoutes);
    if (!api) return;
    await scope.register(async (dataApi) => {
      // The token (a product token or an API token, decision 138) first, then the route's right to its
      // website and the scope it declares, both before any body is read (decisions 120 and 137).
      requireProductToken(
        dataApi,
        dataApi.productTokens,
        CONSOLE_PRODUCT,
        apiTokenResolver(dataApi.db, CONSOLE_PRODUCT),
      );
      requireWriteAccess(dataApi, async (principal, { websiteId, resource }) => {
        if (websiteId === undefined) return;
        // From the configuration cache, as the reads find it: a write's own service asks again from there.
        await ownedWebsite(dataApi.db, dataApi.configWrites.cache, principal, websiteId);
        if (resource !== undefined) featureOr404(resource);
      });
      // An Editor's refused live write names the approval policy when there is one (decision 161).
      namePolicyInRoleRefusals(dataApi, dataApi.db);
      await dataApi.register(websiteRoutes);
      await dataApi.register(configRoutes);
      await dataApi.register(draftRoutes, { publicUrl });
      await dataApi.register(approvalRoutes);
      await dataApi.register(activityRoutes, { retentionDays: config.activityRetentionDays });
      await dataApi.register(webhookRoutes, {
        allowPrivateAddresses: config.webhooksAllowPrivateAddresses,
        now: webhookNow,
      });
      await dataApi.register(usageRoutes, { now: clock });
      await dataApi.register(memberRoutes, { now });
      await dataApi.register(moveRoutes, {
        warn: (error, message) => app.log.error({ err: error }, message),
        spendWrites: (principal, count) => app.writeAllowance(principal.sub, count),
      });
      await dataApi.register(widgetAdminRoutes, { publicUrl });
    });
    await scope.register(reviewRoute, { publicUrl });
  });
  // Background jobs, started once the app is ready (the seed done), on every instance that serves the data
  // API: row locks decide who publishes or attempts, and a sweep is safe however many run it at once.
  if (api && options.scheduler?.enabled !== false) {
    await app.register(draftScheduler, { intervalMs: options.scheduler?.intervalMs });
  }
  if (api && options.webhooks?.enabled !== false) {
    await app.register(webhookWorker, {
      allowPrivateAddresses: config.webhooksAllowPrivateAddresses,
      now: webhookNow,
      intervalMs: options.webhooks?.intervalMs,
      timeoutMs: options.webhooks?.timeoutMs,
    });
  }
  if (api) await app.register(activitySweep, { retentionDays: config.activityRetentionDays, now });
  // The widgets' public path and runtime go with the data API, in a context of their own (decision 120).
  if (api) {
    await app.register(widgets, {
      config,
      widgetsDir: options.widgetsDir ?? defaultWidgetsDir,
      everyAnswer: securityHeaders(config),
      counting: options.usage?.counting !== false,
    });
    await app.register(usageRecorder, {
      retentionDays: config.usageRetentionDays,
      now: clock,
      intervalMs: options.usage?.flushIntervalMs,
    });
  }
  await site(async (scope) => {
    // The sample customer page goes with the console.
    if (services.has('console')) await scope.register(sampleSite, { publicUrl: config.publicUrl });
    if (services.has('idp') && config.idp.builtIn) {
      // Loaded only when served: an `--services api` instance never loads oidc-provider.
      const { idpRoutes } = await import('./modules/idp/idp.plugin');
      await scope.register(idpRoutes, {
        config: { ...config.idp, publicUrl: config.publicUrl },
        signIn: config.limits.signIn,
        clock,
      });
    }
    if (services.has('console')) {
      await scope.register(consoleRoutes, { config, consoleDir: options.consoleDir });
    } else {
      scope.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ message: 'Not found' }));
    }
  });
  await seeding;
}

/** `GET /healthz`: the server and its database answer. */
const healthRoute = fp(
  async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/healthz',
      contract({
        summary: 'The server and its database answer',
        tags: ['operations'],
        response: { 200: healthAnswerSchema },
      }),
      async () => {
        await ping(app.db);
        return { status: 'ok' as const };
      },
    );
  },
  { name: 'health-route', dependencies: ['db'], encapsulate: true },
);
