/** Types of migration-files.js (plain JavaScript, shared with the PGlite worker thread; decision 091). */
export type Migration = { name: string; statements: string[] };
export type Statement = { sql: string; params?: unknown[] };
export const historyTable: string;
export function readMigrations(dir: string): Migration[];
export function applying(migration: Migration): Statement[];
export function schemaStatements(migrations: readonly Migration[]): Statement[];
export function schemaFingerprint(migrations: readonly Migration[]): string;
