/**
 * Test fixtures for the server suites: a seeded PGlite database in a temporary folder, an app built on it,
 * and identity tokens signed with the stored `idp` key exactly as the identity provider signs them (a real
 * key and real verification, no mocks).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { type BuildAppOptions, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config/env';
import { type Db, openDb } from '../db';
import { checkAnswersAgainstContracts } from '../http/contract';
import { getSigningKey } from '../modules/keys/key-store';
import { seedIfEmpty } from '../seed/demo-seed';

// Every answer a test app gives is checked against its route's contract (packages/shared/src/api): a route
// that answers outside what it declares fails the test with a 500.
checkAnswersAgainstContracts(true);

export const TEST_PUBLIC_URL = 'http://localhost:3999';

export function tempDir(prefix = 'eua-test-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The config of a test app: the API, token service and console, on a fixed public URL. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig(
    // Limits off unless a test sets them (the limits' own tests do): suites write hundreds of times a minute.
    {
      PUBLIC_URL: TEST_PUBLIC_URL,
      DATA_DIR: dataDir,
      SERVICES: 'api,tokens,console',
      RATE_LIMITS: 'false',
      ...env,
    },
    [],
  );
}

export type TestContext = { app: FastifyInstance; db: Db; config: AppConfig; close(): Promise<void> };

/**
 * A seeded database and an app on it. Share one per test file: PGlite takes seconds to open. `engine` opens
 * the database (test-support/engines.ts: PGlite or PostgreSQL); by default a PGlite in a temporary folder.
 */
export async function startTestApp(
  options: Partial<BuildAppOptions> & {
    env?: Record<string, string>;
    engine?: { open(): Promise<{ db: Db; cleanup(): Promise<void> }> };
    /** Called with the app before it is ready (a test's own hooks). */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestContext> {
  const folder = tempDir();
  const config = options.config ?? testConfig(folder.dir, options.env);
  const opened = options.engine
    ? await options.engine.open()
    : await openDb({ dataDir: folder.dir }).then((db) => ({ db, cleanup: () => db.close() }));
  const { db } = opened;
  await seedIfEmpty(db);
  // The drafts' scheduler polls only in the tests that ask for it (they tick it themselves).
  const scheduler = options.scheduler ?? { enabled: false };
  // So does the webhooks' delivery worker.
  const webhooks = options.webhooks ?? { enabled: false };
  const app = await buildApp({ ...options, config, db, seedDemoData: false, scheduler, webhooks });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await opened.cleanup();
      folder.remove();
    },
  };
}

/** An access token as the built-in identity provider issues it (decision 004). */
export async function identityToken(
  db: Db,
  config: AppConfig,
  claims: { sub: string; email?: string; expiresIn?: number; issuer?: string; audience?: string },
): Promise<string> {
  const key = await getSigningKey(db, 'idp');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims.email ? { email: claims.email } : {})
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
    .setIssuer(claims.issuer ?? config.idp.issuer)
    .setAudience(claims.audience ?? config.idp.audience)
    .setSubject(claims.sub)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + (claims.expiresIn ?? 600))
    .sign(key.privateKey);
}

/** Asks the token service for a product token, as the console does after the customer is chosen. */
export async function productToken(
  ctx: TestContext,
  userId: string,
  customerId: string,
  product = 'embedded_ui_admin',
): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/products/token',
    payload: {
      userIdentityToken: await identityToken(ctx.db, ctx.config, { sub: userId }),
      product,
      customerId,
    },
  });
  if (response.statusCode !== 200) throw new Error(`product token: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
