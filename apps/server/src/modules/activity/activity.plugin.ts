/**
 * The activity log's calls (docs/product.md#activity, decisions 105 and 129): a page of it, the whole of it
 * as CSV, and the people who appear in it. Registered where the product token is required; read scope
 * suffices.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { registerExportActivity } from './export-activity';
import { registerListActivity } from './list-activity';
import { registerListActivityPeople } from './list-activity-people';

export type ActivityRouteOptions = {
  /** How many days the log keeps an entry (ACTIVITY_RETENTION_DAYS, decision 130): the list says so. */
  retentionDays: number;
};

export function registerActivityRoutes(app: FastifyInstance, db: Db, options: ActivityRouteOptions): void {
  registerListActivity(app, db, options);
  registerListActivityPeople(app, db);
  registerExportActivity(app, db);
}
