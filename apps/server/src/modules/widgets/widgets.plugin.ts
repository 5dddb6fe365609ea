/**
 * The widgets (docs/product.md#widgets): the public read path with its cache and cross-instance invalidation,
 * the images its content links to, the built runtime and preview frame, and the sample customer page. The
 * admin preview call lives with the data API (get-widget-preview.ts, registered in its token scope by
 * app.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env';
import { EVERY_WEBSITE, onConfigWrite, watchConfigWrites } from '../../core/config-notify';
import { WebsiteCache } from '../../core/website-cache';
import type { Db } from '../../db';
import { securityHeaders } from '../../plugins/security-headers';
import { registerGetWidget, type WidgetRouteDeps } from './get-widget';
import { registerSampleSite } from './sample-site';
import { registerWidgetAssets } from './widget-assets';
import { registerWidgetRuntime } from './widget-runtime';
import type { Answer, Site } from './widgets.service';

/** Every widget answer may be used by another origin's page (helmet's default is same-origin). */
const PUBLIC_RESOURCE = Object.freeze({ 'cross-origin-resource-policy': 'cross-origin' });

/** How long a cached answer may live without a notification: a bound on changes nobody announces. */
export const WIDGET_CACHE_TTL_MS = 60_000;

export type WidgetsOptions = {
  db: Db;
  config: AppConfig;
  /** The built runtime (default apps/widgets/dist). */
  widgetsDir: string;
  /** Serve the public path and the runtime (the `api` service). */
  publicApi: boolean;
  /** Serve the sample customer page (the `console` service). */
  sampleSite: boolean;
} & Pick<WidgetRouteDeps, 'lanes' | 'withinLimit' | 'clientAddress'>;

export async function registerWidgets(app: FastifyInstance, options: WidgetsOptions): Promise<void> {
  const { db, config } = options;
  const assetBaseUrl = config.publicUrl.replace(/\/+$/, '');
  await app.register(async (scope) => {
    if (options.publicApi) {
      const cache = new WebsiteCache<Site, Answer>({
        ttlMs: WIDGET_CACHE_TTL_MS,
        maxAnswersPerWebsite: 200,
        maxWebsites: 2000,
      });
      // `*`: the whole data set was loaded again (seed:reset), every website may have changed.
      const changed = (websiteId: string) =>
        websiteId === EVERY_WEBSITE ? cache.setEnabled(cache.isEnabled) : cache.invalidate(websiteId);
      const unsubscribe = onConfigWrite(db, {
        changed,
        notifyFailed: (error) =>
          app.log.error({ err: error }, 'widgets: NOTIFY after a configuration write failed'),
      });
      // PostgreSQL: serve from the cache only while listening to the other instances' writes.
      if (db.listen) {
        cache.setEnabled(false);
        const watch = await watchConfigWrites(db, {
          changed,
          listening: () => cache.setEnabled(true),
          deaf: (error) => {
            cache.setEnabled(false);
            app.log.warn({ err: error }, 'widgets: not listening to configuration writes; cache off');
          },
        });
        scope.addHook('onClose', async () => watch.stop());
      }
      scope.addHook('onClose', async () => unsubscribe());

      // Every widget answer may be used by another origin's page (helmet's default is same-origin). An error
      // is kept by no browser or CDN (decision 098): a refusal carries no Vary, and a save may mend it. Any
      // page may read an error's message (it holds no data, and no cookie is sent): the runtime logs it as
      // the exact reason a widget shows none (decision 100). Callback hooks, not async ones: every public
      // request passes both (decision 101).
      scope.addHook('onRequest', (_request, reply, done) => {
        reply.headers(PUBLIC_RESOURCE);
        done();
      });
      scope.addHook('onSend', (request, reply, payload, done) => {
        if (reply.statusCode >= 400) {
          reply.header('cache-control', 'no-store');
          if (request.method === 'GET' && !reply.hasHeader('access-control-allow-origin')) {
            reply.header('access-control-allow-origin', '*');
          }
        }
        done(null, payload);
      });
      registerGetWidget(scope, {
        db,
        cache,
        assetBaseUrl,
        everyAnswer: Object.freeze({ ...securityHeaders(config), ...PUBLIC_RESOURCE }),
        lanes: options.lanes,
        withinLimit: options.withinLimit,
        clientAddress: options.clientAddress,
      });
      registerWidgetAssets(scope, db);
      registerWidgetRuntime(scope, options.widgetsDir);
    }
  });
  if (options.sampleSite) registerSampleSite(app, config.publicUrl);
}
