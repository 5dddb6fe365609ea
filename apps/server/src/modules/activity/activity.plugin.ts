/**
 * The activity log's calls (docs/product.md#activity, decisions 105 and 129): a page of it, the whole of it
 * as CSV, and the people who appear in it. Registered where the product token is required; read scope
 * suffices.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startActivitySweep } from './activity.service';
import { registerExportActivity } from './export-activity';
import { type ActivityRouteOptions, registerListActivity } from './list-activity';
import { registerListActivityPeople } from './list-activity-people';

async function registerActivityRoutes(app: FastifyInstance, options: ActivityRouteOptions): Promise<void> {
  const { db } = app;
  registerListActivity(app, db, options);
  registerListActivityPeople(app, db);
  registerExportActivity(app, db);
}

export const activityRoutes = fp(registerActivityRoutes, {
  name: 'activity-routes',
  dependencies: ['db'],
  encapsulate: true,
});

/**
 * Every instance that serves the data API deletes the activity entries older than the retention period
 * (decision 130): hourly, from once the app is ready; a delete is safe however many run it at once.
 */
export const activitySweep = fp(
  async (app: FastifyInstance, options: ActivityRouteOptions & { now: () => number }) => {
    let sweep: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      sweep = startActivitySweep({
        db: app.db,
        retentionDays: options.retentionDays,
        now: options.now,
        log: { warn: (error, message) => app.log.warn({ err: error }, message) },
      });
    });
    app.addHook('onClose', async () => sweep?.stop());
  },
  { name: 'activity-sweep', dependencies: ['db'] },
);
