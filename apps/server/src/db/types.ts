/**
 * What the rest of the server sees of the database, whichever engine is behind it: a query, a transaction,
 * and on PostgreSQL a LISTEN. Apart from index.ts, which opens one, so that the engines' own modules
 * (pglite-client.ts, migrate.ts) can speak of a `Db` without importing the module that imports them.
 */

export type Row = Record<string, unknown>;

export type Queryable = {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
};

/** A dedicated connection LISTENing on one channel (PostgreSQL only); `onLost` when it drops. */
export type Listener = { close(): Promise<void> };
export type ListenHandlers = { onNotify(payload: string): void; onLost(error: unknown): void };

export type Db = Queryable & {
  readonly engine: 'pglite' | 'postgres';
  /**
   * PostgreSQL: opens a connection of its own (outside the pool) that LISTENs on `channel`, so instances
   * sharing one database hear each other's writes (decision 080). Absent on PGlite: one
   * process owns its folder, so there is nobody else to tell.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DbOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Told what a slow start is doing ("Creating the database…", "Migrating the database…"). */
  onProgress?: (message: string) => void;
};
