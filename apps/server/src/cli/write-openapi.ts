/**
 * `npm run openapi`: writes the OpenAPI document (docs/openapi.json) from the routes' contracts (decisions
 * 068, 124), and the client types generated from it. Builds the app on a throwaway embedded database; serves
 * nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openDb } from '../db';
import {
  artifactPaths,
  COMMITTED_SERVER_URL,
  committedDocumentOf,
  writeClientTypes,
} from '../openapi/artifacts';
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
  writeFileSync(path.join(root, artifactPaths.document), committedDocumentOf(served));
  console.log(`wrote ${artifactPaths.document}`);
  await writeClientTypes(root);
  console.log(`wrote ${artifactPaths.clientTypes}`);
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
