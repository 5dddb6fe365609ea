/**
 * The usage calls (docs/product.md#usage-and-health, decision 131): the counts, their CSV and the page origins.
 * Registered where the product token is required; read scope suffices.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerExportUsage } from './export-usage';
import { registerGetUsage } from './get-usage';
import { registerListUsageOrigins } from './list-usage-origins';
import { startUsageRecorder, type UsageRecorder } from './usage-recorder';

declare module 'fastify' {
  interface FastifyInstance {
    /** The writer of the widget usage counts, once the app is ready: `flush()` writes now (tests). */
    usageRecorder?: UsageRecorder;
  }
}

/** The counters are the app's (`usageCounters`, plugins/config-events.ts); `now` the clock reads count by. */
async function registerUsageRoutes(app: FastifyInstance, { now }: { now: () => number }): Promise<void> {
  const counters = app.usageCounters;
  if (!counters)
    throw new Error('The usage routes need the usage counters of an instance that serves the API');
  const deps = { db: app.db, counters, now };
  registerGetUsage(app, deps);
  registerExportUsage(app, deps);
  registerListUsageOrigins(app, deps);
}

export const usageRoutes = fp(registerUsageRoutes, {
  name: 'usage-routes',
  dependencies: ['db', 'config-events'],
  encapsulate: true,
});

export type UsageRecorderPluginOptions = { retentionDays: number; now: () => number; intervalMs?: number };

/** On every instance that counts, once the app is ready; what is left is written as the app closes. */
export const usageRecorder = fp(
  async (app: FastifyInstance, options: UsageRecorderPluginOptions) => {
    const counters = app.usageCounters;
    if (!counters) return;
    app.decorate('usageRecorder', undefined);
    app.addHook('onReady', async () => {
      app.usageRecorder = startUsageRecorder({
        db: app.db,
        counters,
        retentionDays: options.retentionDays,
        now: options.now,
        intervalMs: options.intervalMs,
        log: { error: (error, message) => app.log.error({ err: error }, message) },
      });
    });
    app.addHook('onClose', async () => app.usageRecorder?.stop());
  },
  { name: 'usage-recorder', dependencies: ['db', 'config-events'] },
);
