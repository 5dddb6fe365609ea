/**
 * `npm run openapi`: writes the OpenAPI document, its reference and the generated client types from the
 * routes' contracts (decision 068). Builds the app on a throwaway embedded database; serves nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openDb } from '../db';
import { artifactPaths, COMMITTED_SERVER_URL, openApiArtifacts } from '../openapi/artifacts';
import { OPENAPI_PATH } from '../openapi/openapi';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'eua-openapi-'));
const db = await openDb({ dataDir });
try {
  const config = loadConfig(
    { DATA_DIR: dataDir, PUBLIC_URL: COMMITTED_SERVER_URL, SERVICES: 'api,tokens,console' },
    [],
  );
  const app = await buildApp({
    config,
    db,
    seedDemoData: false,
    consoleDir: path.join(dataDir, 'no-console'),
  });
  const served = (await app.inject({ url: OPENAPI_PATH })).json();
  await app.close();
  const artifacts = await openApiArtifacts(served);
  for (const [name, file] of Object.entries(artifactPaths)) {
    writeFileSync(path.join(root, file), artifacts[name as keyof typeof artifactPaths]);
    console.log(`wrote ${file}`);
  }
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
