/**
 * The data API's configuration documents: GET and PUT of the 13 resources of
 * docs/product.md#configuration-screens, and their revisions with restore (docs/product.md#safe-editing,
 * decision 064).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { ConfigCache } from './config-cache';
import { registerGetConfig } from './get-config';
import { registerGetRevision } from './get-revision';
import { registerListRevisions } from './list-revisions';
import { registerDefaultsPreview } from './post-defaults-preview';
import { registerUseDefaults } from './post-use-defaults';
import { type ConfigRouteOptions, registerPutConfig } from './put-config';
import { registerRestoreRevision } from './restore-revision';

/**
 * Registers the routes; answers what every configuration write uses (the app's events, its cache, the log),
 * for the other writers (drafts and their scheduler).
 */
export async function registerConfigRoutes(
  app: FastifyInstance,
  db: Db,
  options: ConfigRouteOptions,
): Promise<ConfigRouteOptions & Required<Pick<ConfigRouteOptions, 'cache'>>> {
  // One cache per app (decision 080): this process's writes drop it at once, other instances' through NOTIFY.
  const cache = await ConfigCache.open(db, {
    warn: (error, message) => app.log.warn({ err: error }, message),
  });
  app.addHook('onClose', async () => cache.close());
  const writes = {
    ...options,
    cache,
    warn: (error: unknown, message: string) => app.log.error({ err: error }, message),
  };
  registerGetConfig(app, db, cache);
  registerPutConfig(app, db, writes);
  registerListRevisions(app, db);
  registerGetRevision(app, db);
  registerRestoreRevision(app, db, writes);
  registerUseDefaults(app, db, writes);
  registerDefaultsPreview(app, db, writes);
  return writes;
}
