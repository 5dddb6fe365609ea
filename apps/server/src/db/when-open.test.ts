/**
 * server.ts registers the app while the database opens (decision 091): the `Db` it registers with must wait
 * for the opening, then behave as the opened one, and fail each call with the opening's error if it fails.
 */
import { describe, expect, it } from 'vitest';
import { type Db, type Queryable, whenOpen } from './index';

function fakeOpened(log: string[]): Db {
  const query = async <T>(sql: string) => {
    log.push(sql);
    return [{ sql }] as T[];
  };
  return {
    engine: 'pglite',
    query,
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>) => fn({ query }),
    close: async () => {
      log.push('close');
    },
  };
}

describe('a database used while it opens', () => {
  it('runs calls made before the opening once it is open, in order, then calls the opened one directly', async () => {
    const log: string[] = [];
    let open: (db: Db) => void = () => undefined;
    const opening = new Promise<Db>((resolve) => {
      open = resolve;
    });
    const db = whenOpen(opening, 'pglite');
    const early = db.query('select 1');
    const inTransaction = db.transaction((tx) => tx.query('select 2'));
    await Promise.resolve();
    expect(log).toEqual([]);

    const opened = fakeOpened(log);
    open(opened);
    expect(await early).toEqual([{ sql: 'select 1' }]);
    expect(await inTransaction).toEqual([{ sql: 'select 2' }]);
    expect(db.query).toBe(opened.query);
    await db.close();
    expect(log).toEqual(['select 1', 'select 2', 'close']);
  });

  it('fails every call with the error that stopped the opening', async () => {
    const failure = new Error('DATA_DIR is already in use');
    const opening = Promise.reject(failure);
    const db = whenOpen(opening, 'postgres');
    await expect(db.query('select 1')).rejects.toBe(failure);
    await expect(db.transaction(async () => 1)).rejects.toBe(failure);
    await expect(db.listen?.('configs', { onNotify: () => undefined, onLost: () => undefined })).rejects.toBe(
      failure,
    );
  });
});
