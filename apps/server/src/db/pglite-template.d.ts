/** Types of pglite-template.js (plain JavaScript, shared with the PGlite worker thread; decision 087). */
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import type { Migration } from './migration-files.js';

export function defaultTemplateDir(env?: NodeJS.ProcessEnv): string;
export function schemaTemplateDir(templatesDir: string, migrations: readonly Migration[]): string;
export function makeCluster(
  pglite: typeof PGlite,
  dir: string,
  options: PGliteOptions,
  migrations: readonly Migration[],
): Promise<void>;
export function ensureTemplate(templateDir: string, create: (dir: string) => Promise<void>): Promise<boolean>;
export function createFromTemplate(
  dataDir: string,
  templateDir: string,
  create: (dir: string) => Promise<void>,
): Promise<boolean>;
