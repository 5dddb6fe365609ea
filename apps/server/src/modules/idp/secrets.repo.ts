import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';

/**
 * Returns the secret called `name`, creating a random one the first time. Every instance on one database
 * reads the same value, so a cookie signed by one instance verifies on another and after a restart
 * (docs/product.md#storage: nothing a user would miss kept only in memory). A race between two first starts
 * is settled by the primary key: the loser reads the winner's value.
 */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db.query('insert into secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const rows = await db.query<{ value: string }>('select value from secrets where name = $1', [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`secret ${name} could not be stored`);
  return value;
}
