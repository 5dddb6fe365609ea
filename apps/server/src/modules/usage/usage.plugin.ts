/**
 * The usage calls (docs/product.md#usage-and-health, decision 131): the counts, their CSV and the page origins.
 * Registered where the product token is required; read scope suffices.
 */
import type { FastifyInstance } from 'fastify';
import { registerExportUsage } from './export-usage';
import { registerGetUsage } from './get-usage';
import { registerListUsageOrigins } from './list-usage-origins';
import type { UsageDeps } from './usage.service';

export function registerUsageRoutes(app: FastifyInstance, deps: UsageDeps): void {
  registerGetUsage(app, deps);
  registerExportUsage(app, deps);
  registerListUsageOrigins(app, deps);
}
