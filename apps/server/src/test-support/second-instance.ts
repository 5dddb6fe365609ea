/**
 * A second app instance on the database a test app is on, as a second server process would be: on PostgreSQL
 * with its own connection pool (and LISTEN connection); PGlite, one per folder, is shared. The caches and the
 * request limits are tested across two instances with it.
 */
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app';
import { type Db, openDb } from '../db';
import { type TestContext, testConfig } from './fixtures';

/** A second connection to the database `db` is on: PostgreSQL gets its own pool; PGlite is shared. */
async function secondConnection(db: Db): Promise<{ db: Db; close(): Promise<void> }> {
  if (db.engine === 'pglite') return { db, close: async () => undefined };
  const [where] = await db.query<{ name: string; user: string; port: number }>(
    'select current_database() as name, current_user as user, inet_server_port() as port',
  );
  if (!where) throw new Error('no current database');
  const url = process.env.DATABASE_URL
    ? new URL(process.env.DATABASE_URL)
    : new URL(`postgres://${encodeURIComponent(where.user)}@127.0.0.1:${where.port}/`);
  url.pathname = `/${where.name}`;
  const other = await openDb({ databaseUrl: url.toString(), dataDir: '' });
  return { db: other, close: () => other.close() };
}

export type SecondInstance = { app: FastifyInstance; close(): Promise<void> };

/**
 * An app built on a second connection to `ctx`'s database, with the test config of `env` (as `ctx`'s own
 * app was started with) and no demo seeding (`ctx` seeded the database). `close` closes the app, then the
 * connection.
 */
export async function secondInstance(
  ctx: TestContext,
  options: Pick<BuildAppOptions, 'clock' | 'scheduler' | 'webhooks'> & { env?: Record<string, string> } = {},
): Promise<SecondInstance> {
  const other = await secondConnection(ctx.db);
  const app = await buildApp({
    config: testConfig(ctx.config.dataDir, options.env),
    db: other.db,
    seedDemoData: false,
    clock: options.clock,
    scheduler: options.scheduler ?? { enabled: false },
    webhooks: options.webhooks ?? { enabled: false },
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await other.close();
    },
  };
}
