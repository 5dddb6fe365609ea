import type { Db } from '../../db';

export type IdpUser = { id: string; email: string; name: string; picture: string | null };
export type IdpUserWithPassword = IdpUser & { passwordHash: string };

export async function findUserById(db: Db, id: string): Promise<IdpUser | undefined> {
  const rows = await db.query<IdpUser>('select id, email, name, picture from users where id = $1', [id]);
  return rows[0];
}

/** Emails are compared case-insensitively: people do not remember how they capitalised theirs. */
export async function findUserByEmail(db: Db, email: string): Promise<IdpUserWithPassword | undefined> {
  const rows = await db.query<IdpUser & { password_hash: string }>(
    'select id, email, name, picture, password_hash from users where lower(email) = lower($1) order by id limit 1',
    [email.trim()],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { password_hash: passwordHash, ...user } = row;
  return { ...user, passwordHash };
}
