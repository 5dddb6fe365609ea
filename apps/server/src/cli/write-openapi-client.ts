/**
 * The first step of `npm run typecheck`: the client types generated from the committed OpenAPI document
 * (apps/server/src/openapi/generated-api.ts, not committed; decision 124), which `tsc` then checks the
 * openapi test's typed calls against.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeClientTypes } from '../openapi/artifacts';

await writeClientTypes(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..'));
