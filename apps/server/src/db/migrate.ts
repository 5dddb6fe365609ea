import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applying, historyTable, readMigrations, reverting } from './migration-files.js';
import type { Db } from './types';

/** The migrations' folder, beside this module's source (the server bundle rewrites this address). */
export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies `migrations/NNNN-name.sql` in name order, each once, in one transaction. On PostgreSQL an
 * advisory lock makes concurrent instances wait for each other instead of racing. A new PGlite folder is a
 * copy of a template that holds them all already (decision 091), so there this finds nothing to do.
 */
export async function runMigrations(db: Db, onProgress?: (message: string) => void): Promise<void> {
  const migrations = readMigrations(migrationsDir);
  await db.transaction(async (tx) => {
    if (db.engine === 'postgres') await tx.query('select pg_advisory_xact_lock(727001)');
    await tx.query(historyTable);
    const applied = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    const pending = migrations.filter((migration) => !applied.has(migration.name));
    if (pending.length > 0) {
      onProgress?.(`Migrating the database (${pending.length} migration${pending.length === 1 ? '' : 's'})`);
    }
    for (const migration of pending) {
      for (const { sql, params } of applying(migration)) await tx.query(sql, params);
    }
  });
}

/**
 * Undoes the applied migrations from the newest down to and including `name`, each by its `.down.sql` (a
 * migration without one cannot be undone: the file is missing and nothing is changed), in one transaction.
 * For an operator going back a release, and for the tests of each way back.
 */
export async function revertMigrations(db: Db, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (db.engine === 'postgres') await tx.query('select pg_advisory_xact_lock(727001)');
    const applied = (
      await tx.query<{ name: string }>(
        'select name from schema_migrations where name >= $1 order by name desc',
        [name],
      )
    ).map((row) => row.name);
    for (const migration of applied) {
      for (const { sql, params } of reverting(migrationsDir, migration)) await tx.query(sql, params);
    }
  });
}
