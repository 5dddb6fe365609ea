/**
 * The `Db` of PGlite, whose database runs in a worker thread (pglite-worker.js, decision 081). Every query,
 * transaction and close is a message; the answers come back as the rows PGlite gives, copied by the structured
 * clone (Dates, arrays, JSON values and bytes survive it). The semantics are PGlite's own: one statement at a
 * time, a transaction holds the database until it ends, and a query outside it waits.
 */
import { Worker } from 'node:worker_threads';
import { defaultTemplateDir } from './pglite-template.js';
import type { Db, Queryable, Row } from './types';

type Answer = { id: number; rows?: Row[]; error?: ErrorData };
type ErrorData = { message: string } & Record<string, unknown>;
type Opening = { ready?: true; failed?: ErrorData; progress?: string };

/** PostgreSQL settings for the embedded engine (decision 081): what keeps its memory small. */
const startSettings = [
  // The default 128 MB of buffers is most of PGlite's resident memory; the demo data set is 40 MB on disk.
  'shared_buffers=16MB',
];

/**
 * The worker's V8 heap (decision 090): its JavaScript only passes messages and turns PGlite's answers into
 * rows, so a small young generation is enough; V8's default (16 MB semi-spaces) filled under load and stayed
 * resident. The old generation keeps V8's limit: a large result must not stop the worker.
 */
const workerLimits = { maxYoungGenerationSizeMb: 4 };

/** An error as the database reported it: its message, and `code`, `constraint`… as PGlite sets them. */
function toError(data: ErrorData): Error {
  const { message, name, ...fields } = data;
  const error = new Error(message);
  if (typeof name === 'string' && name !== 'Error') error.name = name;
  return Object.assign(error, fields);
}

export async function openPgliteWorker(
  pgdataDir: string,
  onProgress: (message: string) => void = () => undefined,
  templateDir: string | undefined = defaultTemplateDir(),
): Promise<Db> {
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
    workerData: { dataDir: pgdataDir, startParams: startSettings.flatMap((s) => ['-c', s]), templateDir },
    resourceLimits: workerLimits,
  });
  const pending = new Map<number, { resolve(rows: Row[]): void; reject(error: unknown): void }>();
  let nextId = 1;
  let stopped: Error | undefined;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };

  const opening: { message(m: Opening): void; error(e: Error): void; exit(code: number): void } = {
    message: () => undefined,
    error: () => undefined,
    exit: () => undefined,
  };
  try {
    await new Promise<void>((resolve, reject) => {
      opening.message = (message: Opening) => {
        if (message.progress) onProgress(message.progress);
        else if (message.failed) reject(toError(message.failed));
        else if (message.ready) resolve();
      };
      opening.error = reject;
      opening.exit = (code) => reject(new Error(`The PGlite worker stopped while opening (exit ${code})`));
      worker.on('message', opening.message);
      worker.on('error', opening.error);
      worker.on('exit', opening.exit);
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  } finally {
    worker.off('message', opening.message);
    worker.off('error', opening.error);
    worker.off('exit', opening.exit);
  }
  worker.on('message', (message: Answer) => {
    const request = pending.get(message.id);
    if (!request) return;
    pending.delete(message.id);
    if (pending.size === 0) worker.unref();
    if (message.error) request.reject(toError(message.error));
    else request.resolve(message.rows ?? []);
  });
  worker.on('error', (error) => stop(error));
  worker.on('exit', (code) => stop(new Error(`The PGlite worker stopped (exit ${code})`)));
  // Idle, the worker does not keep the process alive; a request in flight does (see `call`).
  worker.unref();

  const call = (message: Record<string, unknown>): Promise<Row[]> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<Row[]>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  };
  const query =
    (tx?: number) =>
    async <T extends Row>(sql: string, params?: unknown[]): Promise<T[]> =>
      (await call({ op: 'query', sql, params: params ?? [], tx })) as T[];

  let closing: Promise<void> | undefined;
  return {
    engine: 'pglite',
    query: query(),
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
      // BEGIN goes with the transaction's first query (one round trip less, decision 088); a transaction
      // that makes no query never begins.
      const tx = nextId++;
      let begun = false;
      const txQuery = async <R extends Row>(sql: string, params?: unknown[]): Promise<R[]> => {
        const begin = !begun;
        begun = true;
        return (await call({ op: 'query', sql, params: params ?? [], tx, begin })) as R[];
      };
      let result: T;
      try {
        result = await fn({ query: txQuery });
      } catch (error) {
        if (begun) await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      if (begun) await call({ op: 'end', tx, commit: true });
      return result;
    },
    close: () => {
      closing ??= (async () => {
        try {
          if (!stopped) await call({ op: 'close' });
        } finally {
          stop(new Error('The database is closed'));
          await worker.terminate();
        }
      })();
      return closing;
    },
  };
}
