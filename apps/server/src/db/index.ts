/**
 * The one place that chooses the database engine (DESIGN.md §2): PGlite in a data folder by default,
 * PostgreSQL through `pg` when a connection string is given. Both speak the same SQL dialect, so the
 * repositories and migrations are written once.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { runMigrations } from './migrate';

export type Row = Record<string, unknown>;

export type Queryable = {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
};

export type Db = Queryable & {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DbOptions = { databaseUrl?: string | undefined; dataDir: string };

export async function openDb(options: DbOptions): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  try {
    await runMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

async function openPglite(dataDir: string): Promise<Db> {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  // Two processes on one PGlite folder corrupt it: refuse the second one (DESIGN.md §2).
  const lock: DataDirLock = acquireDataDirLock(dir);
  const { PGlite } = await import('@electric-sql/pglite');
  let pg: InstanceType<typeof PGlite>;
  try {
    pg = await PGlite.create(path.join(dir, 'pgdata'));
  } catch (error) {
    lock.release();
    throw error;
  }
  // PGlite runs one statement at a time; transactions serialise through its own queue.
  const query = async <T extends Row>(sql: string, params?: unknown[]) =>
    (await pg.query<T>(sql, params ?? [])).rows;
  return {
    engine: 'pglite',
    query,
    transaction: (fn) =>
      pg.transaction(async (tx) =>
        fn({
          query: async <T extends Row>(sql: string, params?: unknown[]) =>
            (await tx.query<T>(sql, params ?? [])).rows,
        }),
      ),
    close: async () => {
      await pg.close();
      lock.release();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<Db> {
  const { default: pgModule } = await import('pg');
  // Keep int8/numeric as strings only where we ask; JSONB arrives parsed. Dates stay Date objects.
  const pool = new pgModule.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  await pool.query('select 1');
  return {
    engine: 'postgres',
    query: async <T extends Row>(sql: string, params?: unknown[]) =>
      (await pool.query(sql, params)).rows as T[],
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async <T extends Row>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params)).rows as T[],
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A cheap round trip to the database, for the health check. */
export async function ping(db: Queryable): Promise<void> {
  await db.query('select 1');
}
