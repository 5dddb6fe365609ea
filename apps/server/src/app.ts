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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { type Db, openDb, ping } from './db';
import { contract } from './http/contract';
import { HttpError } from './http/errors';
import { rejectUnstorableText } from './http/reject-unstorable-text';
import { registerActivityRoutes } from './modules/activity/activity.plugin';
import { startActivitySweep } from './modules/activity/activity.service';
import { registerApprovalRoutes } from './modules/approvals/approvals.plugin';
import { namePolicyInRoleRefusals } from './modules/approvals/policy-refusal';
import { requireProductToken, requireWriteAccess } from './modules/auth/product-auth';
import { registerConfigRoutes } from './modules/config/config.plugin';
import { featureOr404 } from './modules/config/config.service';
import { registerConsole } from './modules/console/console.plugin';
import { CONSOLE_PRODUCT } from './modules/console/runtime-config';
import type { DraftRouteOptions } from './modules/drafts/draft-routes';
import { registerDraftRoutes, registerReviewRoute } from './modules/drafts/drafts.plugin';
import { type Scheduler, startScheduler } from './modules/drafts/scheduler';
import { apiTokenResolver, registerMemberRoutes } from './modules/members/members.plugin';
import { registerMoveRoutes } from './modules/move/move.plugin';
import { createIdentityVerifier, type IdentityVerifier } from './modules/tokens/identity-verifier';
import { createProductTokenKeys, type ProductTokenKeys } from './modules/tokens/product-token';
import { registerTokenService } from './modules/tokens/tokens.plugin';
import { registerUsageRoutes } from './modules/usage/usage.plugin';
import { UsageCounters } from './modules/usage/usage-counters';
import { startUsageRecorder, type UsageRecorder } from './modules/usage/usage-recorder';
import { type DeliveryWorker, startDeliveryWorker } from './modules/webhooks/delivery-worker';
import { registerWebhookRoutes } from './modules/webhooks/webhooks.plugin';
import { registerWebsiteRoutes } from './modules/websites/websites.plugin';
import { ownWebsite } from './modules/websites/websites.service';
import { type CdnPurger, guardedCdnPurger, loggingCdnPurger } from './modules/widgets/cdn';
import { registerGetThemePreview } from './modules/widgets/get-theme-preview';
import { registerGetWidgetPreview } from './modules/widgets/get-widget-preview';
import { registerGetWidgetSubjects } from './modules/widgets/get-widget-subjects';
import { registerSampleSite } from './modules/widgets/sample-site';
import { defaultWidgetsDir } from './modules/widgets/widget-runtime';
import { registerWidgets } from './modules/widgets/widgets.plugin';
import { registerOpenApi } from './openapi/openapi';
import { type Clock, registerRateLimits, writeAllowance } from './plugins/rate-limits';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { type DemoPlan, seedIfEmpty, syncReferenceData } from './seed/demo-seed';
import { configEventsOf } from './write-events';

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
  interface FastifyInstance {
    db: Db;
    productTokens: ProductTokenKeys;
    /** The drafts' scheduler, when it runs: `tick()` polls now (tests). */
    scheduler?: Scheduler;
    /** The webhooks' delivery worker, when it runs: `tick()` polls now (tests). */
    webhookWorker?: DeliveryWorker;
    /** The writer of the widget usage counts, once the app is ready: `flush()` writes now (tests). */
    usageRecorder?: UsageRecorder;
  }
  interface FastifyContextConfig {
    /** The 413 message of a route with a body limit of its own. */
    tooLargeMessage?: string;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const ownsDb = !options.db;
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
  if (ownsDb) app.addHook('onClose', async () => db.close());

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
  const productTokens = createProductTokenKeys(db);
  const identity = options.identityVerifier ?? createIdentityVerifier(db, config.idp);
  app.decorate('db', db);
  app.decorate('productTokens', productTokens);

  app.setErrorHandler(async (error, _request, reply) => answerError(error, reply));

  // The root holds only what costs a request nothing: hooks that run as routes are added — the limits read
  // each route's `config.limit` (plugins/rate-limits.ts, decision 066), the OpenAPI document collects the
  // routes with a contract (decision 068). The hooks a request passes belong to the contexts below, each with
  // those it needs (decision 120).
  const clock = options.clock ?? Date.now;
  await registerRateLimits(app, { db, identity, limits: config.limits, clock });
  const allowance = writeAllowance({ db, limits: config.limits, clock });
  await registerOpenApi(app, config.publicUrl);

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

  const services = new Set(config.services);
  const now = options.scheduler?.now ?? options.clock ?? Date.now;
  let drafts: DraftRouteOptions | undefined;
  // The purge hook of a CDN in front of the public widget path: called once per committed write that
  // changes a public answer; a failure is logged, never fails the stored write (docs/cdn.md).
  const cdnPurger = guardedCdnPurger(options.cdnPurger ?? loggingCdnPurger(app.log), app.log);
  // Every configuration write publishes one event; the activity log, the caches and the CDN purge hear it.
  const webhookNow = options.webhooks?.now ?? options.clock ?? Date.now;
  const events = configEventsOf(db, cdnPurger, webhookNow);
  const webhookOptions = { allowPrivateAddresses: config.webhooksAllowPrivateAddresses, now: webhookNow };
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  // The public widget path counts every answer here, in memory; the usage calls read it with the database.
  const usage = services.has('api') ? new UsageCounters(options.clock ?? Date.now) : undefined;

  await site(async (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().get(
      '/healthz',
      contract({
        summary: 'The server and its database answer',
        tags: ['operations'],
        response: { 200: healthAnswerSchema },
      }),
      async () => {
        await ping(db);
        return { status: 'ok' as const };
      },
    );
    if (services.has('tokens')) registerTokenService(scope, { db, identity, productTokens });
    if (!services.has('api')) return;
    await scope.register(async (api) => {
      // The token (a product token or an API token, decision 138) first, then the route's right to its
      // website and the scope it declares, both before any body is read (decisions 120 and 137).
      requireProductToken(api, productTokens, CONSOLE_PRODUCT, apiTokenResolver(db, CONSOLE_PRODUCT));
      requireWriteAccess(api, async (principal, { websiteId, resource }) => {
        if (websiteId === undefined) return;
        await ownWebsite(db, principal, websiteId);
        if (resource !== undefined) featureOr404(resource);
      });
      // An Editor's refused live write names the approval policy when there is one (decision 161).
      namePolicyInRoleRefusals(api, db);
      registerWebsiteRoutes(api, db);
      const writes = {
        ...(await registerConfigRoutes(api, db, { requireIfMatch: config.requireIfMatch, events })),
        now,
      };
      drafts = writes;
      registerDraftRoutes(api, db, { ...writes, publicUrl });
      registerApprovalRoutes(api, db, writes);
      registerActivityRoutes(api, db, { retentionDays: config.activityRetentionDays });
      await registerWebhookRoutes(api, db, webhookOptions);
      if (usage) registerUsageRoutes(api, { db, counters: usage, now: options.clock ?? Date.now });
      registerMemberRoutes(api, db, now);
      await registerMoveRoutes(api, db, {
        events,
        warn: (error, message) => app.log.error({ err: error }, message),
        spendWrites: (principal, count) => allowance(principal.sub, count),
      });
      registerGetWidgetPreview(api, db, publicUrl);
      registerGetWidgetSubjects(api, db, publicUrl);
      registerGetThemePreview(api, db, publicUrl);
    });
    if (!drafts) throw new Error('The configuration routes did not register');
    registerReviewRoute(scope, db, { ...drafts, publicUrl });
  });
  if (services.has('api') && drafts && options.scheduler?.enabled !== false) {
    const draftServices = drafts;
    // Started once the app is ready (the seed done), on every instance: the row locks decide who publishes.
    app.decorate('scheduler', undefined);
    app.addHook('onReady', async () => {
      app.scheduler = startScheduler({
        db,
        services: draftServices,
        now,
        intervalMs: options.scheduler?.intervalMs,
        log: { error: (error, message) => app.log.error({ err: error }, message) },
      });
    });
    app.addHook('onClose', async () => app.scheduler?.stop());
  }
  if (services.has('api') && options.webhooks?.enabled !== false) {
    // Started once the app is ready, on every instance: the row locks decide who makes each attempt.
    app.decorate('webhookWorker', undefined);
    app.addHook('onReady', async () => {
      app.webhookWorker = startDeliveryWorker({
        db,
        now: webhookNow,
        allowPrivateAddresses: config.webhooksAllowPrivateAddresses,
        intervalMs: options.webhooks?.intervalMs,
        timeoutMs: options.webhooks?.timeoutMs,
        log: { error: (error, message) => app.log.error({ err: error }, message) },
      });
    });
    app.addHook('onClose', async () => app.webhookWorker?.stop());
  }
  if (services.has('api')) {
    // Every instance that serves the data API deletes the activity entries older than the retention period
    // (decision 130): hourly, from once the app is ready; a delete is safe however many run it at once.
    let sweep: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      sweep = startActivitySweep({
        db,
        retentionDays: config.activityRetentionDays,
        now,
        log: { warn: (error, message) => app.log.warn({ err: error }, message) },
      });
    });
    app.addHook('onClose', async () => sweep?.stop());
  }
  // The widgets' public path and runtime go with the data API, in a context of their own (decision 120).
  if (services.has('api')) {
    await registerWidgets(app, {
      db,
      config,
      widgetsDir: options.widgetsDir ?? defaultWidgetsDir,
      everyAnswer: securityHeaders(config),
      usage: options.usage?.counting === false ? undefined : usage,
    });
  }
  if (usage) {
    const counters = usage;
    // On every instance, once the app is ready; what is left is written as the app closes.
    app.decorate('usageRecorder', undefined);
    app.addHook('onReady', async () => {
      app.usageRecorder = startUsageRecorder({
        db,
        counters,
        retentionDays: config.usageRetentionDays,
        now: options.clock ?? Date.now,
        intervalMs: options.usage?.flushIntervalMs,
        log: { error: (error, message) => app.log.error({ err: error }, message) },
      });
    });
    app.addHook('onClose', async () => app.usageRecorder?.stop());
  }
  await site(async (scope) => {
    // The sample customer page goes with the console.
    if (services.has('console')) registerSampleSite(scope, config.publicUrl);
    if (services.has('idp') && config.idp.builtIn) {
      // Loaded only when served: an `--services api` instance never loads oidc-provider.
      const { registerIdp } = await import('./modules/idp/idp.plugin');
      await registerIdp(scope, {
        db,
        config: { ...config.idp, publicUrl: config.publicUrl },
        signIn: config.limits.signIn,
        clock: options.clock ?? Date.now,
      });
    }
    if (services.has('console')) {
      await registerConsole(scope, config, options.consoleDir);
    } else {
      scope.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ message: 'Not found' }));
    }
  });
  await seeding;
}
