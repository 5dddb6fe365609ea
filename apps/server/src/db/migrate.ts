import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './index';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies `migrations/NNNN-name.sql` in name order, each once, each in its own transaction. On PostgreSQL an
 * advisory lock makes concurrent instances wait for each other instead of racing.
 */
export async function runMigrations(db: Db, onProgress?: (message: string) => void): Promise<void> {
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  await db.transaction(async (tx) => {
    if (db.engine === 'postgres') await tx.query('select pg_advisory_xact_lock(727001)');
    await tx.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const applied = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    const pending = files.filter((file) => !applied.has(file));
    if (pending.length > 0) {
      onProgress?.(`Migrating the database (${pending.length} migration${pending.length === 1 ? '' : 's'})`);
    }
    for (const file of pending) {
      const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    }
  });
}

/** Splits on `;` at line ends. Migrations keep one statement per `;`-terminated block (no functions). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\r?\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
