// The widget families' chunks (decision 122): one folder per family under src/families/ holding its chunk.ts.
// The build makes each one an entry point and tells the loader the hashed file names; the tests tell the
// loader the source files, so both run the same import (src/chunk-import.ts).
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const families = join(dirname(fileURLToPath(import.meta.url)), 'src/families');

/** Each family's chunk source: family name → its chunk.ts. */
export const chunkSources = () =>
  Object.fromEntries(
    readdirSync(families, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(families, entry.name, 'chunk.ts')))
      .map((entry) => [entry.name, join(families, entry.name, 'chunk.ts')]),
  );

/** What the tests define as EUA_CHUNK_FILES: each family's chunk source as a file address. */
export const sourceChunkFiles = () =>
  Object.fromEntries(
    Object.entries(chunkSources()).map(([family, file]) => [family, pathToFileURL(file).href]),
  );
