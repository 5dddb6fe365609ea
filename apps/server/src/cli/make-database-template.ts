/**
 * Part of `npm run build` (and so of `npm start`): makes this installation's PGlite template cluster, with
 * every migration applied, which every new data folder is copied from (decisions 087, 091), so that a
 * server's first start neither runs initdb nor migrates. Nothing to do when it is already there; a place it
 * cannot be made at is reported and not an error (the server then creates its folder in place).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsDir } from '../db/migrate';
import { readMigrations } from '../db/migration-files.js';
import { defaultTemplateDir, ensureTemplate, makeCluster, schemaTemplateDir } from '../db/pglite-template.js';

const migrations = readMigrations(migrationsDir);
const templateDir = schemaTemplateDir(defaultTemplateDir(), migrations);
if (existsSync(path.join(templateDir, 'PG_VERSION'))) {
  console.log(`Database template: ${templateDir} (already made)`);
} else {
  const started = performance.now();
  const made = await ensureTemplate(templateDir, (dir) => makeCluster(PGlite, dir, {}, migrations));
  console.log(
    made
      ? `Database template: ${templateDir} (made in ${((performance.now() - started) / 1000).toFixed(1)} s)`
      : `Database template: cannot be made at ${templateDir}; new data folders are created in place`,
  );
}
