/**
 * The database engines a suite runs on (docs/product.md#storage): PGlite in a temporary folder always, and
 * PostgreSQL when DATABASE_URL is set or a server answers at 127.0.0.1:5432 (a fresh database per run,
 * dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import pg from 'pg';
import { maskPassword } from '../config/env';
import { type Db, openDb } from '../db';
import { tempDir } from './fixtures';

export type Engine = { name: string; open(): Promise<{ db: Db; cleanup(): Promise<void> }> };

/**
 * A PostgreSQL server to test against, or undefined. Tries DATABASE_URL, then local trust logins. On CI
 * (`CI` set) one must answer: the CI machines have PostgreSQL at 127.0.0.1:5432, and a suite that silently
 * skips there would hide a broken engine (docs/product.md#storage), so it fails naming every attempt instead.
 */
async function findPostgres(): Promise<string | undefined> {
  const local = (user: string, database: string) => `postgres://${user}@127.0.0.1:5432/${database}`;
  const candidates = process.env.DATABASE_URL
    ? [process.env.DATABASE_URL]
    : [
        local('postgres', 'postgres'),
        local('postgres', 'test'),
        local(encodeURIComponent(userInfo().username), 'postgres'),
        local('root', 'postgres'),
      ];
  const failures: string[] = [];
  for (const url of [...new Set(candidates)]) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return url;
    } catch (error) {
      failures.push(`${maskPassword(url)}: ${(error as Error).message || String(error)}`);
      await client.end().catch(() => undefined);
    }
  }
  const ci = process.env.CI;
  if (ci && ci !== 'false' && ci !== '0') {
    throw new Error(
      `CI is set, so the data-layer suite must also run on PostgreSQL, but no server answered: ${failures.join('; ')}`,
    );
  }
  return undefined;
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export const engines: Engine[] = [
  {
    name: 'PGlite',
    async open() {
      const folder = tempDir('eua-db-');
      const db = await openDb({ dataDir: folder.dir });
      return {
        db,
        async cleanup() {
          await db.close();
          folder.remove();
        },
      };
    },
  },
];
/** The PostgreSQL server the suites run on, when one answers (for a test that starts the server on it). */
export const postgresUrl = await findPostgres();
if (postgresUrl) {
  engines.push({
    name: 'PostgreSQL',
    async open() {
      const name = `eua_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const db = await openDb({ databaseUrl: withDatabase(postgresUrl, name), dataDir: '' });
      return {
        db,
        async cleanup() {
          await db.close();
          const dropper = new pg.Client({ connectionString: postgresUrl });
          await dropper.connect();
          await dropper.query(`drop database if exists ${name} with (force)`);
          await dropper.end();
        },
      };
    },
  });
}
