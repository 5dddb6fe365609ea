/**
 * Settings that move (docs/product.md#settings-that-move, decisions 113 and 114): copy between websites,
 * bulk edit, export and import. Registered where the product token is required.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { registerBulkApply } from './bulk-apply';
import { registerBulkPreview } from './bulk-preview';
import { registerCopyApply } from './copy-apply';
import { registerCopyPreview } from './copy-preview';
import { registerExportSettings } from './export-settings';
import { registerImportSettings } from './import-settings';
import type { MoveServices } from './move.service';

export async function registerMoveRoutes(
  app: FastifyInstance,
  db: Db,
  services: MoveServices,
): Promise<void> {
  registerCopyPreview(app, db);
  registerCopyApply(app, db, services);
  registerBulkPreview(app, db);
  registerBulkApply(app, db, services);
  registerExportSettings(app, db);
  await registerImportSettings(app, db, services);
}
