/**
 * The data API's configuration documents: GET and PUT of the 13 resources of
 * docs/product.md#configuration-screens, and their revisions with restore (docs/product.md#safe-editing,
 * decision 064).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ConfigCache } from './config-cache';
import { registerGetConfig } from './get-config';
import { registerGetRevision } from './get-revision';
import { registerListRevisions } from './list-revisions';
import { registerDefaultsPreview } from './post-defaults-preview';
import { registerUseDefaults } from './post-use-defaults';
import { type ConfigRouteOptions, registerPutConfig } from './put-config';
import { registerRestoreRevision } from './restore-revision';

/** What every configuration write uses: the app's events, its cache, the log, the clock of drafts. */
export type ConfigWrites = ConfigRouteOptions &
  Required<Pick<ConfigRouteOptions, 'cache'>> & { now: () => number };

declare module 'fastify' {
  interface FastifyInstance {
    /** The services of every configuration writer: these routes, drafts, approvals, the scheduler, move. */
    configWrites: ConfigWrites;
  }
}

export type ConfigWritesOptions = Pick<ConfigRouteOptions, 'requireIfMatch'> & { now: () => number };

/**
 * `configWrites`, for every writer (decision 163). One cache per app (decision 080): this process's writes
 * drop it at once, other instances' through NOTIFY.
 */
export const configWrites = fp(
  async (app: FastifyInstance, options: ConfigWritesOptions) => {
    const cache = await ConfigCache.open(app.db, {
      warn: (error, message) => app.log.warn({ err: error }, message),
    });
    app.addHook('onClose', async () => cache.close());
    app.decorate('configWrites', {
      requireIfMatch: options.requireIfMatch,
      events: app.configEvents,
      cache,
      warn: (error: unknown, message: string) => app.log.error({ err: error }, message),
      now: options.now,
    });
  },
  { name: 'config-writes', dependencies: ['db', 'config-events'] },
);

/** Registers the routes, in a context of their own inside the data API's. */
async function registerConfigRoutes(app: FastifyInstance): Promise<void> {
  const { db, configWrites: writes } = app;
  const { cache } = writes;
  registerGetConfig(app, db, cache);
  registerPutConfig(app, db, writes);
  registerListRevisions(app, db);
  registerGetRevision(app, db);
  registerRestoreRevision(app, db, writes);
  registerUseDefaults(app, db, writes);
  registerDefaultsPreview(app, db, writes);
}

export const configRoutes = fp(registerConfigRoutes, {
  name: 'config-routes',
  dependencies: ['db', 'config-writes'],
  encapsulate: true,
});
