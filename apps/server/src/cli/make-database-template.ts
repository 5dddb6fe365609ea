/**
 * Part of `npm run build` (and so of `npm start`): makes this installation's PGlite template cluster, which
 * every new data folder is copied from (decision 087), so that a server's first start does not run initdb.
 * Nothing to do when it is already there; a place it cannot be made at is reported and not an error (the
 * server then creates its folder in place).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { defaultTemplateDir, ensureTemplate } from '../db/pglite-template.js';

const templateDir = defaultTemplateDir();
if (existsSync(path.join(templateDir, 'PG_VERSION'))) {
  console.log(`Database template: ${templateDir} (already made)`);
} else {
  const started = performance.now();
  const made = await ensureTemplate(templateDir, async (dir) => {
    const cluster = await PGlite.create(dir);
    await cluster.close();
  });
  console.log(
    made
      ? `Database template: ${templateDir} (made in ${((performance.now() - started) / 1000).toFixed(1)} s)`
      : `Database template: cannot be made at ${templateDir}; new data folders are created in place`,
  );
}
