/**
 * The PGlite database, run in a worker thread (decision 081): its WebAssembly runs here, so a slow query, the
 * first start's initdb or the demo seed never holds the server's event loop. The main thread talks to it
 * through `pglite-client.ts`, which gives it the same `Db` as before; this file is plain JavaScript so that
 * the worker starts without a TypeScript loader (under `node --import tsx`, under Vitest, anywhere).
 *
 * Messages in: `query` (optionally inside a transaction `tx`; the transaction's first query also says `begin`),
 * `end` (commit or roll back), `close`.
 * Messages out: `{ id, rows }` or `{ id, error }` for each request; `{ progress }` while it opens; `{ ready }`
 * once it answers, or `{ failed }` if it cannot open.
 */
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ dataDir: string; startParams: string[]; templateDir?: string }} (templateDir: the templates' folder) */
const { dataDir, startParams, templateDir } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** A database error as plain data: its message and the fields PostgreSQL reports (code, constraint…). */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const data = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'query') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
  }
  return data;
}

/**
 * The transactions open now, by id: PGlite's transaction handle once BEGIN ran, how to end it, and its
 * outcome, which its `end` answers with (a failed COMMIT is an error).
 */
const transactions = new Map();

/** Marks the rollback the main thread asked for, so it is not reported back as an error. */
const rollbackRequested = Symbol('rollback requested');

async function main() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { existsSync } = await import('node:fs');
  const options = { startParams: [...PGlite.defaultStartParams, ...startParams] };
  const fresh = !existsSync(`${dataDir}/PG_VERSION`);
  if (fresh) port.postMessage({ progress: 'Creating the database (first start only)' });
  let pg;
  try {
    // A new folder starts as a copy of the installation's template cluster (decision 087), made here once if
    // it is not there yet; it holds the schema too (decision 091), from the migrations beside this file.
    if (fresh && templateDir) {
      const { createFromTemplate, makeCluster, schemaTemplateDir } = await import('./pglite-template.js');
      const { readMigrations } = await import('./migration-files.js');
      const migrations = readMigrations(fileURLToPath(new URL('./migrations/', import.meta.url)));
      await createFromTemplate(dataDir, schemaTemplateDir(templateDir, migrations), (dir) =>
        makeCluster(PGlite, dir, options, migrations),
      );
    }
    pg = await PGlite.create(dataDir, options);
  } catch (error) {
    port.postMessage({ failed: errorData(error) });
    return;
  }

  /**
   * Starts transaction `id`: BEGIN runs, then the transaction holds the database (PGlite's own queue keeps
   * every other query waiting) until the main thread's `end`. Its queries wait for the BEGIN.
   */
  const begin = (id) => {
    let finish;
    let entered;
    const handle = new Promise((resolve) => {
      entered = resolve;
    });
    const settled = pg.transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          finish = (commit) => (commit ? resolve(undefined) : reject(rollbackRequested));
          entered(tx);
        }),
    );
    const transaction = {
      // The handle once BEGIN ran; if BEGIN itself fails, its error (the outcome settles before any handle).
      handle: Promise.race([handle, settled]),
      finish: (commit) => finish?.(commit),
      settled,
    };
    transaction.handle.catch(() => undefined);
    settled.catch(() => undefined);
    transactions.set(id, transaction);
    return transaction;
  };

  port.on('message', (message) => {
    const { id, op } = message;
    const answer = (promise) =>
      promise.then(
        (rows) => port.postMessage({ id, rows }),
        (error) => port.postMessage({ id, error: errorData(error) }),
      );
    if (op === 'query') {
      if (message.tx === undefined) {
        answer(pg.query(message.sql, message.params).then((result) => result.rows));
        return;
      }
      // A transaction's first query carries its BEGIN: one message, one answer (decision 088).
      const tx = message.begin ? begin(message.tx) : transactions.get(message.tx);
      if (!tx) {
        port.postMessage({ id, error: { message: 'The transaction is already closed' } });
        return;
      }
      answer(
        tx.handle.then((handle) => handle.query(message.sql, message.params)).then((result) => result.rows),
      );
      return;
    }
    if (op === 'end') {
      const tx = transactions.get(message.tx);
      transactions.delete(message.tx);
      if (!tx) {
        port.postMessage({ id, error: { message: 'The transaction is already closed' } });
        return;
      }
      // Ends once BEGIN ran (or failed): COMMIT or ROLLBACK, answered with the outcome (a failed COMMIT is
      // the caller's error).
      answer(
        tx.handle.then(
          () => {
            tx.finish(message.commit);
            return tx.settled.then(
              () => [],
              (error) => {
                if (error === rollbackRequested) return [];
                throw error;
              },
            );
          },
          () => (message.commit ? Promise.reject(new Error('The transaction did not start')) : []),
        ),
      );
      return;
    }
    if (op === 'close') {
      answer(pg.close().then(() => []));
    }
  });
  port.postMessage({ ready: true });
}

main().catch((error) => port.postMessage({ failed: errorData(error) }));
