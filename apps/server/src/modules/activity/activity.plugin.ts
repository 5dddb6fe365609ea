/**
 * The activity log's calls (docs/product.md#activity, decision 105): a page of it and the whole of it as CSV.
 * Registered where the product token is required; read scope suffices.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { registerExportActivity } from './export-activity';
import { registerListActivity } from './list-activity';

export function registerActivityRoutes(app: FastifyInstance, db: Db): void {
  registerListActivity(app, db);
  registerExportActivity(app, db);
}
