/**
 * PGlite behind its worker thread (decision 081) keeps the semantics the repositories rely on: database errors
 * with their PostgreSQL fields, transactions that commit or roll back as a whole, a query outside an open
 * transaction waiting for it, and a closed database refusing further work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test-support/fixtures';
import { type Db, openDb } from './index';

describe('PGlite in its worker thread', () => {
  const folder = tempDir('eua-worker-');
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ dataDir: folder.dir });
    await db.query('create table worker_probe (id int primary key, at timestamptz, doc jsonb)');
  });
  afterAll(async () => {
    await db.close();
    folder.remove();
  });

  it('answers rows with their types, and errors with their PostgreSQL code and constraint', async () => {
    const at = new Date('2026-11-23T10:00:00Z');
    await db.query('insert into worker_probe values ($1, $2, $3::jsonb)', [
      1,
      at,
      JSON.stringify({ a: [1] }),
    ]);
    const [row] = await db.query<{ id: number; at: Date; doc: unknown }>('select * from worker_probe');
    expect(row).toEqual({ id: 1, at, doc: { a: [1] } });
    const failure = await db
      .query('insert into worker_probe (id) values (1)')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'worker_probe_pkey' });
  });

  it('commits a transaction as a whole, and rolls all of it back when its function throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into worker_probe (id) values (2)');
      await tx.query('insert into worker_probe (id) values (3)');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into worker_probe (id) values (4)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const ids = await db.query<{ id: number }>('select id from worker_probe order by id');
    expect(ids.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('lets a query outside an open transaction wait until it ends', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query('update worker_probe set doc = $1::jsonb where id = 1', [JSON.stringify({ b: 2 })]);
      await held;
      order.push('transaction');
    });
    const outside = db.query<{ doc: unknown }>('select doc from worker_probe where id = 1').then((rows) => {
      order.push('outside');
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toEqual([{ doc: { b: 2 } }]);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('refuses work once closed, and frees the folder for the next opener', async () => {
    const other = tempDir('eua-worker-closed-');
    const closed = await openDb({ dataDir: other.dir });
    await closed.close();
    await expect(closed.query('select 1')).rejects.toThrow('The database is closed');
    const again = await openDb({ dataDir: other.dir });
    expect(await again.query('select 1 as one')).toEqual([{ one: 1 }]);
    await again.close();
    other.remove();
  });
});
