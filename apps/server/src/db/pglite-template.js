/**
 * A new PGlite data folder starts as a copy of a template cluster instead of running initdb itself (decision
 * 087): initdb is 4–6 s of CPU inside PGlite 0.5, the same every time, while copying its result (about 1,000
 * files, 39 MB) takes a fraction of a second. PostgreSQL itself works this way: initdb runs once when it is
 * installed, and `CREATE DATABASE` copies a template.
 *
 * The template also holds the schema: every migration is applied to it when it is made (decision 091), so a
 * first start copies a migrated database and migrates nothing. One template per schema, named by the
 * migrations' fingerprint, in the installation's template folder.
 *
 * The template is made by the first process that needs it (or by `npm run build`, which `npm start` runs
 * first): initdb into a folder of its own beside the template's place, then one atomic rename, so a folder at
 * the template's place is always complete and two processes racing to make it never see half of one. It is
 * kept per PGlite version, in `node_modules/.cache` (`npm ci` empties it with the rest), or where
 * `PGLITE_TEMPLATE_DIR` says. Where it cannot be made (a read-only installation), the data folder is
 * created in place, as before.
 *
 * Plain JavaScript, like the worker that uses it (it starts without a TypeScript loader).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { schemaFingerprint, schemaStatements } from './migration-files.js';

/** The installed PGlite's package folder, from its resolved entry (its `exports` do not list package.json). */
function pglitePackageDir() {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

/**
 * Where this installation keeps its templates: `PGLITE_TEMPLATE_DIR` when set, else
 * `node_modules/.cache/embedded-ui-admin/pglite-<version>` beside the PGlite it was made with.
 */
export function defaultTemplateDir(env = process.env) {
  if (env.PGLITE_TEMPLATE_DIR) return path.resolve(env.PGLITE_TEMPLATE_DIR);
  const packageDir = pglitePackageDir();
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  // node_modules/@electric-sql/pglite → node_modules
  const nodeModules = path.resolve(packageDir, '..', '..');
  return path.join(nodeModules, '.cache', 'embedded-ui-admin', `pglite-${version}`);
}

/** The template of the schema `migrations` make, in the templates' folder `templatesDir`. */
export function schemaTemplateDir(templatesDir, migrations) {
  return path.join(templatesDir, `schema-${schemaFingerprint(migrations)}`);
}

/**
 * Makes a cluster in `dir` (initdb, by PGlite on a new folder) with every migration applied, in one
 * transaction, and closes it: its shutdown checkpoint leaves the files complete for copying.
 * @param {typeof import('@electric-sql/pglite').PGlite} PGlite
 * @param {string} dir
 * @param {import('@electric-sql/pglite').PGliteOptions} options
 * @param {import('./migration-files.js').Migration[]} migrations
 */
export async function makeCluster(PGlite, dir, options, migrations) {
  const cluster = await PGlite.create(dir, options);
  try {
    await cluster.transaction(async (tx) => {
      for (const { sql, params } of schemaStatements(migrations)) await tx.query(sql, params);
    });
  } finally {
    await cluster.close();
  }
}

const isComplete = (dir) => existsSync(path.join(dir, 'PG_VERSION'));

/** Removes a half-made folder; one that cannot be removed is left (it is never mistaken for complete). */
function discard(dir) {
  try {
    rmSync(dir, { recursive: true, force: true });
  } catch {
    // nothing more to do
  }
}

/**
 * Makes the template at `templateDir` unless it is there. `create(dir)` runs initdb into `dir` and closes it.
 * Resolves true when the template is there to copy, false when it cannot be made at that place (read-only,
 * not a folder, full…): the caller then creates its database in place, which reports a real fault itself.
 */
export async function ensureTemplate(templateDir, create) {
  if (isComplete(templateDir)) return true;
  const building = `${templateDir}.${process.pid}-${threadId}.tmp`;
  try {
    mkdirSync(path.dirname(templateDir), { recursive: true });
    rmSync(building, { recursive: true, force: true });
    await create(building);
    renameSync(building, templateDir);
    return true;
  } catch {
    discard(building);
    // Another process finished first (the rename onto its folder fails): theirs is as good as ours.
    return isComplete(templateDir);
  }
}

/**
 * Fills the data folder `dataDir` (which holds no database) with a copy of the template, making the template
 * first if needed. Resolves false, leaving `dataDir` alone, when the template cannot be made or the folder
 * already holds files: the caller then lets PGlite create the database in place.
 */
export async function createFromTemplate(dataDir, templateDir, create) {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  if (!(await ensureTemplate(templateDir, create))) return false;
  try {
    cpSync(templateDir, dataDir, { recursive: true });
  } catch (error) {
    discard(dataDir);
    throw error;
  }
  return true;
}
