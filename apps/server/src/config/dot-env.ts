import { existsSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-error';

/**
 * Reads `.env` from the working folder, when there is one (`.env.example` says to copy it there). A variable
 * already set in the environment wins over the file's value, so a one-off `PORT=3100 npm start` still works.
 */
export function loadDotEnv(file = path.resolve('.env')): void {
  if (!existsSync(file)) return;
  try {
    process.loadEnvFile(file);
  } catch (error) {
    throw new StartupError(`.env: cannot read ${file} (${(error as Error).message})`);
  }
}
