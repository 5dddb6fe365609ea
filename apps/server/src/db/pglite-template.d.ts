/** Types of pglite-template.js (plain JavaScript, shared with the PGlite worker thread; decision 087). */
export function defaultTemplateDir(env?: NodeJS.ProcessEnv): string;
export function ensureTemplate(templateDir: string, create: (dir: string) => Promise<void>): Promise<boolean>;
export function createFromTemplate(
  dataDir: string,
  templateDir: string,
  create: (dir: string) => Promise<void>,
): Promise<boolean>;
