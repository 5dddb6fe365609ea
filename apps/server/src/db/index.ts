/**
 * The one place that chooses the database engine (docs/product.md#storage): PGlite in a data folder by default,
 * PostgreSQL through `pg` when a connection string is given. Both speak the same SQL dialect, so the
 * repositories and migrations are written once.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../config/startup-error';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { runMigrations } from './migrate';
import { openPgliteWorker } from './pglite-client';
import type { Db, DbOptions, Queryable, Row } from './types';

export type { Db, DbOptions, Listener, ListenHandlers, Queryable, Row } from './types';

export async function openDb(options: DbOptions): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.onProgress);
  try {
    await runMigrations(db, options.onProgress);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * A `Db` to build the app with while the database is still opening (server.ts, decision 091): the routes and
 * plugins register on this thread while PGlite starts in its worker. A call made before the database is
 * open waits for it; once open, the real methods take over, so later calls cost nothing extra. If opening
 * fails, every call fails with its error.
 */
export function whenOpen(opening: Promise<Db>, engine: Db['engine']): Db {
  const db: Db = {
    engine,
    query: async <T extends Row>(sql: string, params?: unknown[]) => (await opening).query<T>(sql, params),
    transaction: async (fn) => (await opening).transaction(fn),
    close: async () => (await opening).close(),
  };
  if (engine === 'postgres') {
    db.listen = async (channel, handlers) => {
      const open = await opening;
      if (!open.listen) throw new Error('This database cannot LISTEN');
      return open.listen(channel, handlers);
    };
  }
  opening.then(
    (open) =>
      Object.assign(
        db,
        { query: open.query, transaction: open.transaction, close: open.close },
        open.listen ? { listen: open.listen } : {},
      ),
    () => undefined,
  );
  return db;
}

/**
 * Whether opening will create the database: an embedded data folder that holds no database yet. The server
 * then prepares the demo data set while PGlite creates it. Unknown (false) for PostgreSQL.
 */
export function isFreshDatabase(options: DbOptions): boolean {
  if (options.databaseUrl) return false;
  return !existsSync(path.join(path.resolve(options.dataDir), 'pgdata', 'PG_VERSION'));
}

async function openPglite(dataDir: string, onProgress?: (message: string) => void): Promise<Db> {
  const dir = path.resolve(dataDir);
  ensureFolder(dataDir, dir);
  // Two processes on one PGlite folder corrupt it: refuse the second one (docs/product.md#storage).
  let lock: DataDirLock;
  try {
    lock = acquireDataDirLock(dir);
  } catch (error) {
    throw fileSystemError(dataDir, error);
  }
  // PGlite runs in a worker thread (decision 081), one statement at a time; transactions serialise there.
  let db: Db;
  try {
    db = await openPgliteWorker(path.join(dir, 'pgdata'), onProgress);
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...db,
    close: async () => {
      try {
        await db.close();
      } finally {
        lock.release();
      }
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
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw connectionError(databaseUrl, error);
  }
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
    listen: async (channel, handlers) => {
      const client = new pgModule.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
      let closing = false;
      let lost = false;
      const lose = (error: unknown) => {
        if (closing || lost) return;
        lost = true;
        handlers.onLost(error);
      };
      client.on('error', lose);
      client.on('end', () => lose(new Error('the LISTEN connection ended')));
      client.on('notification', (message) => {
        if (message.channel === channel) handlers.onNotify(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        closing = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      return {
        close: async () => {
          closing = true;
          await client.end().catch(() => undefined);
        },
      };
    },
    close: () => pool.end(),
  };
}

/**
 * The data folder, created when missing. A path that is a file, or cannot be created, stops the server with
 * a message naming DATA_DIR rather than a bare EEXIST from mkdir.
 */
function ensureFolder(dataDir: string, dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw fileSystemError(dataDir, error);
  }
  if (!statSync(dir).isDirectory()) throw new StartupError(`DATA_DIR: ${dataDir} is not a folder`);
}

function fileSystemError(dataDir: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EEXIST') return new StartupError(`DATA_DIR: ${dataDir} is not a folder`, { cause: error });
  if (code === 'ENOTDIR') {
    return new StartupError(`DATA_DIR: ${dataDir} is not a folder (a part of its path is a file)`, {
      cause: error,
    });
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return new StartupError(`DATA_DIR: cannot create or write the folder ${dataDir} (${code})`, {
      cause: error,
    });
  }
  return error;
}

/** Where DATABASE_URL points, for messages: host and port only, never the user or password. */
export function postgresTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const host = url.hostname.replace(/^\[|\]$/g, '') || url.searchParams.get('host') || 'localhost';
    const port = url.port || url.searchParams.get('port') || '5432';
    return `${host}:${port}`;
  } catch {
    return 'the server DATABASE_URL names';
  }
}

/**
 * A failed first connection, as one line naming DATABASE_URL and the server: an unreachable
 * server gives its network error code, a server that refuses us its own reason (wrong role, no database…).
 */
function connectionError(databaseUrl: string, error: unknown): StartupError {
  const target = postgresTarget(databaseUrl);
  const { code, message, severity } = error as { code?: unknown; message?: unknown; severity?: unknown };
  const reason = typeof message === 'string' && message ? message : String(error);
  // The server's own answers carry a severity and an SQLSTATE code (28P01, 3D000); network errors do not.
  if (typeof severity === 'string' && typeof code === 'string') {
    return new StartupError(
      `DATABASE_URL: PostgreSQL at ${target} refused the connection: ${reason} (${code})`,
      {
        cause: error,
      },
    );
  }
  const detail = typeof code === 'string' && code ? code : reason;
  return new StartupError(`DATABASE_URL: cannot connect to PostgreSQL at ${target} (${detail})`, {
    cause: error,
  });
}

/** A cheap round trip to the database, for the health check. */
export async function ping(db: Queryable): Promise<void> {
  await db.query('select 1');
}
