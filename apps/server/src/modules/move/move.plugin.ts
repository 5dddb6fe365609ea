/**
 * Settings that move (docs/product.md#settings-that-move, decisions 113 and 114): copy between websites,
 * bulk edit, export and import. Registered where the product token is required.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerBulkApply } from './bulk-apply';
import { registerBulkPreview } from './bulk-preview';
import { registerCopyApply } from './copy-apply';
import { registerCopyPreview } from './copy-preview';
import { registerExportSettings } from './export-settings';
import { registerImportSettings } from './import-settings';
import type { MoveServices } from './move.service';

/** What only move adds to the configuration writes: how it logs a failed step and spends write allowance. */
export type MoveRouteOptions = Pick<MoveServices, 'warn' | 'spendWrites'>;

async function registerMoveRoutes(app: FastifyInstance, options: MoveRouteOptions): Promise<void> {
  const { db } = app;
  const services: MoveServices = { events: app.configEvents, ...options };
  registerCopyPreview(app, db);
  registerCopyApply(app, db, services);
  registerBulkPreview(app, db);
  registerBulkApply(app, db, services);
  registerExportSettings(app, db);
  await registerImportSettings(app, db, services);
}

export const moveRoutes = fp(registerMoveRoutes, {
  name: 'move-routes',
  dependencies: ['db', 'config-events'],
  encapsulate: true,
});
