/** Types of migration-files.js (plain JavaScript, shared with the PGlite worker thread; decision 091). */
export type Migration = { name: string; statements: string[] };
export type Statement = { sql: string; params?: unknown[] };
export const historyTable: string;
export function readMigrations(dir: string): Migration[];
export const DOWN_SUFFIX: string;
export function applying(migration: Migration): Statement[];
export function reverting(dir: string, name: string): Statement[];
export function schemaStatements(migrations: readonly Migration[]): Statement[];
export function schemaFingerprint(migrations: readonly Migration[]): string;
