/**
 * A customer's members and their roles (docs/product.md#roles, decision 137): the only SQL that changes a
 * membership. The scopes column is kept in step for the earlier code; the role is what is read.
 */
import { type Member, type MemberRole, scopesOfRole } from '@eua/shared';
import type { Queryable } from '../../db';

const MEMBER_COLUMNS = `u.id as "userId", u.name, u.email, m.role`;

export async function listMembers(db: Queryable, customerId: string): Promise<Member[]> {
  return db.query<Member>(
    `select ${MEMBER_COLUMNS}
       from memberships m join users u on u.id = m.user_id
      where m.customer_id = $1
      order by lower(u.name), u.email`,
    [customerId],
  );
}

/** One member, locked until the transaction ends when `lock` (a role change or removal decides on it). */
export async function findMember(
  db: Queryable,
  customerId: string,
  userId: string,
): Promise<Member | undefined> {
  const rows = await db.query<Member>(
    `select ${MEMBER_COLUMNS}
       from memberships m join users u on u.id = m.user_id
      where m.customer_id = $1 and m.user_id = $2`,
    [customerId, userId],
  );
  return rows[0];
}

/**
 * The customer's Admins, their rows locked until the transaction ends: two Admins demoting each other at once
 * are decided one after the other, so the customer keeps one.
 */
export async function lockAdmins(db: Queryable, customerId: string): Promise<string[]> {
  const rows = await db.query<{ userId: string }>(
    `select user_id as "userId" from memberships
      where customer_id = $1 and role = 'admin'
      order by user_id
        for update`,
    [customerId],
  );
  return rows.map((row) => row.userId);
}

/** A user of the identity provider by email (case-insensitive), whether or not a member. */
export async function findUserIdByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: string; name: string; email: string } | undefined> {
  const rows = await db.query<{ id: string; name: string; email: string }>(
    'select id, name, email from users where lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

/** Adds a member; false when the user is one already. */
export async function insertMember(
  db: Queryable,
  customerId: string,
  userId: string,
  role: MemberRole,
): Promise<boolean> {
  const rows = await db.query(
    `insert into memberships (user_id, customer_id, role, scopes) values ($1, $2, $3, $4::text[])
     on conflict (user_id, customer_id) do nothing
     returning 1`,
    [userId, customerId, role, scopesOfRole[role]],
  );
  return rows.length > 0;
}

export async function updateRole(
  db: Queryable,
  customerId: string,
  userId: string,
  role: MemberRole,
): Promise<void> {
  await db.query(
    'update memberships set role = $3, scopes = $4::text[] where customer_id = $1 and user_id = $2',
    [customerId, userId, role, scopesOfRole[role]],
  );
}

export async function deleteMember(db: Queryable, customerId: string, userId: string): Promise<void> {
  await db.query('delete from memberships where customer_id = $1 and user_id = $2', [customerId, userId]);
}

/** The role of a member, for an authority decided now rather than when a token was signed (a schedule). */
export async function roleOf(
  db: Queryable,
  customerId: string,
  userId: string,
): Promise<MemberRole | undefined> {
  const rows = await db.query<{ role: MemberRole }>(
    'select role from memberships where customer_id = $1 and user_id = $2',
    [customerId, userId],
  );
  return rows[0]?.role;
}
