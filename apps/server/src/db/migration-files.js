/**
 * The migrations as data (`migrations/NNNN-name.sql`, split into statements), shared by `migrate.ts`, which
 * applies what a database lacks, and the PGlite worker, which makes its template cluster with all of them
 * applied (decision 091). Plain JavaScript, like the worker (it starts without a TypeScript loader). The
 * folder is the caller's to give: in the server bundle this file's own address is not the source folder's.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ name: string; statements: string[] }} Migration */
/** @typedef {{ sql: string; params?: unknown[] }} Statement */

export const historyTable =
  'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())';

/** Splits on `;` at line ends. Migrations keep one statement per `;`-terminated block (no functions). */
function splitStatements(sql) {
  return sql
    .split(/;\s*(?:\r?\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}

/** A migration's way back, `NNNN-name.down.sql` beside it: never applied when migrating. */
export const DOWN_SUFFIX = '.down.sql';

/** Every migration in `dir`, in name order (not their ways back). @returns {Migration[]} */
export function readMigrations(dir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql') && !f.endsWith(DOWN_SUFFIX))
    .sort()
    .map((name) => ({ name, statements: splitStatements(readFileSync(path.join(dir, name), 'utf8')) }));
}

/**
 * What undoing the migration `name` runs: its `.down.sql` statements, then the removal of its row in the
 * history. @returns {Statement[]}
 */
export function reverting(dir, name) {
  const down = path.join(dir, name.replace(/\.sql$/, DOWN_SUFFIX));
  return [
    ...splitStatements(readFileSync(down, 'utf8')).map((sql) => ({ sql })),
    { sql: 'delete from schema_migrations where name = $1', params: [name] },
  ];
}

/** What applying one migration runs: its statements, then its row in the history. @returns {Statement[]} */
export function applying(migration) {
  return [
    ...migration.statements.map((sql) => ({ sql })),
    { sql: 'insert into schema_migrations (name) values ($1)', params: [migration.name] },
  ];
}

/** Everything migrating a new database runs: the history table, then each migration. @returns {Statement[]} */
export function schemaStatements(migrations) {
  return [{ sql: historyTable }, ...migrations.flatMap(applying)];
}

/** Names the schema the migrations make: a template made with other migrations is another template. */
export function schemaFingerprint(migrations) {
  return createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 12);
}
