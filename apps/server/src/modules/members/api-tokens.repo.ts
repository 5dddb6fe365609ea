/**
 * A customer's API tokens (docs/product.md#api-tokens, decision 138): only the SHA-256 of each secret is
 * stored. The only SQL that touches them.
 */
import type { ApiToken, ApiTokenRole } from '@eua/shared';
import type { Queryable } from '../../db';

const TOKEN_COLUMNS = `id::text as id, name, role,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
  to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt",
  to_char(last_used_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastUsedAt",
  coalesce(created_by_name, created_by) as "createdBy"`;

export async function listApiTokens(db: Queryable, customerId: string): Promise<ApiToken[]> {
  return db.query<ApiToken>(
    `select ${TOKEN_COLUMNS} from api_tokens where customer_id = $1 order by created_at desc, id desc`,
    [customerId],
  );
}

export async function insertApiToken(
  db: Queryable,
  token: {
    customerId: string;
    name: string;
    role: ApiTokenRole;
    secretHash: string;
    createdBy: string;
    expiresAt: Date;
  },
): Promise<ApiToken> {
  const rows = await db.query<ApiToken>(
    `insert into api_tokens (customer_id, name, role, secret_hash, created_by, created_by_name, expires_at)
     values ($1, $2, $3, $4, $5, (select name from users where id = $5), $6)
     returning ${TOKEN_COLUMNS}`,
    [
      token.customerId,
      token.name,
      token.role,
      token.secretHash,
      token.createdBy,
      token.expiresAt.toISOString(),
    ],
  );
  return rows[0]!;
}

/** Deletes a token of the customer; what it was, or undefined when the customer has no such token. */
export async function deleteApiToken(
  db: Queryable,
  customerId: string,
  id: string,
): Promise<{ name: string; role: ApiTokenRole } | undefined> {
  const rows = await db.query<{ name: string; role: ApiTokenRole }>(
    'delete from api_tokens where customer_id = $1 and id = $2::bigint returning name, role',
    [customerId, id],
  );
  return rows[0];
}

/** The unexpired token whose secret hashes to `secretHash`. */
export async function findApiTokenByHash(
  db: Queryable,
  secretHash: string,
): Promise<
  | { id: string; customerId: string; role: ApiTokenRole; expiresAt: number; lastUsedAt: number | null }
  | undefined
> {
  const rows = await db.query<{
    id: string;
    customerId: string;
    role: ApiTokenRole;
    expiresAt: string;
    lastUsedAt: string | null;
  }>(
    `select id::text as id, customer_id as "customerId", role,
            extract(epoch from expires_at)::bigint::text as "expiresAt",
            (extract(epoch from last_used_at) * 1000)::bigint::text as "lastUsedAt"
       from api_tokens where secret_hash = $1 and expires_at > now()`,
    [secretHash],
  );
  const row = rows[0];
  return (
    row && {
      ...row,
      expiresAt: Number(row.expiresAt),
      lastUsedAt: row.lastUsedAt === null ? null : Number(row.lastUsedAt),
    }
  );
}

/** A token of the customer by id, unexpired (a schedule it set publishes with its role). */
export async function findApiTokenRole(
  db: Queryable,
  customerId: string,
  id: string,
): Promise<ApiTokenRole | undefined> {
  const rows = await db.query<{ role: ApiTokenRole }>(
    `select role from api_tokens where customer_id = $1 and id = $2::bigint and expires_at > now()`,
    [customerId, id],
  );
  return rows[0]?.role;
}

export async function hasApiToken(db: Queryable, customerId: string, id: string): Promise<boolean> {
  const rows = await db.query('select 1 from api_tokens where customer_id = $1 and id = $2::bigint', [
    customerId,
    id,
  ]);
  return rows.length > 0;
}

/** Marks the token used now (the list shows it to the minute). */
export async function touchApiToken(db: Queryable, id: string): Promise<void> {
  await db.query('update api_tokens set last_used_at = now() where id = $1::bigint', [id]);
}
