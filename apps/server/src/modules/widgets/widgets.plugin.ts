/**
 * The widgets (docs/product.md#widgets): the public read path with its cache and cross-instance invalidation,
 * the images its content links to, the built runtime and preview frame, in a context of their own with only
 * the hooks they need (decision 120). The admin preview call lives with the data API
 * (get-widget-preview.ts, registered in its token scope by app.ts); the sample customer page with the console.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';
import { EVERY_WEBSITE, onConfigWrite, watchConfigWrites } from '../../core/config-notify';
import { WebsiteCache } from '../../core/website-cache';
import { rejectUnstorableText } from '../../http/reject-unstorable-text';
import { registerGetThemePreview } from './get-theme-preview';
import { registerGetWidget } from './get-widget';
import { registerGetWidgetPreview } from './get-widget-preview';
import { registerGetWidgetSubjects } from './get-widget-subjects';
import { registerWidgetAssets } from './widget-assets';
import { registerWidgetRuntime } from './widget-runtime';
import type { Answer, Site } from './widgets.service';

/** Every widget answer may be used by another origin's page (helmet's default is same-origin). */
const PUBLIC_RESOURCE = Object.freeze({ 'cross-origin-resource-policy': 'cross-origin' });

/** How long a cached answer may live without a notification: a bound on changes nobody announces. */
export const WIDGET_CACHE_TTL_MS = 60_000;

export type WidgetsOptions = {
  config: AppConfig;
  /** The built runtime (default apps/widgets/dist). */
  widgetsDir: string;
  /** The security headers every answer of the app carries (plugins/security-headers.ts). */
  everyAnswer: Readonly<Record<string, string>>;
  /** Whether the public read counts its answers in the app's `usageCounters` (docs/product.md#usage-and-health). */
  counting: boolean;
};

async function registerWidgets(app: FastifyInstance, options: WidgetsOptions): Promise<void> {
  const { db } = app;
  const { config } = options;
  const usage = options.counting ? app.usageCounters : undefined;
  const assetBaseUrl = config.publicUrl.replace(/\/+$/, '');
  // Every widget answer may be used by another origin's page (helmet's default is same-origin).
  const everyAnswer = Object.freeze({ ...options.everyAnswer, ...PUBLIC_RESOURCE });
  const everyHeader = Object.entries(everyAnswer);
  await app.register(async (scope) => {
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

    // The paths' text reaches the database on a miss: what PostgreSQL cannot store answers 400 first.
    rejectUnstorableText(scope);
    // A widget answer, 200 or 304, is written whole from headers worked out once (get-widget.ts): no hook
    // sees it. Every other answer of the scope — an error, a preflight, a runtime file, an image — gets here
    // the security headers and CORP (a route's own value wins), as the app's other answers get them on
    // request. An error is kept by no browser or CDN (decision 098): a refusal carries no Vary, and a save
    // may mend it. Any page may read an error's message (it holds no data, and no cookie is sent): the
    // runtime logs it as the exact reason a widget shows none (decision 100).
    scope.addHook('onSend', (request, reply, payload, done) => {
      for (const [name, value] of everyHeader) if (!reply.hasHeader(name)) reply.header(name, value);
      if (reply.statusCode >= 400) {
        reply.header('cache-control', 'no-store');
        if (request.method === 'GET' && !reply.hasHeader('access-control-allow-origin')) {
          reply.header('access-control-allow-origin', '*');
        }
      }
      done(null, payload);
    });
    registerGetWidget(scope, { db, cache, assetBaseUrl, everyAnswer, usage });
    registerWidgetAssets(scope, db);
    registerWidgetRuntime(scope, options.widgetsDir);
  });
}

/** Registered on the app itself: the public path's context is the one opened above. */
export const widgets = fp(registerWidgets, { name: 'widgets', dependencies: ['db', 'config-events'] });

/** The admin's preview and subjects calls, in the data API's token context (decision 120). */
export const widgetAdminRoutes = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
    registerGetWidgetPreview(app, app.db, publicUrl);
    registerGetWidgetSubjects(app, app.db, publicUrl);
    registerGetThemePreview(app, app.db, publicUrl);
  },
  { name: 'widget-admin-routes', dependencies: ['db'], encapsulate: true },
);
