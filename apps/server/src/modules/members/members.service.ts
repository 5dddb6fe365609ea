/**
 * Who may do what in a customer (docs/product.md#roles, decision 137): the members and their roles. Any member
 * reads the list; only an Admin changes it (the routes declare `scope: 'admin'`), and a customer always keeps
 * one Admin. Every change is in the activity log, written in the change's transaction.
 */
import {
  type AddMemberBody,
  LAST_ADMIN_MESSAGE,
  type Member,
  type MemberRole,
  scopesOfRole,
  UNKNOWN_USER_MESSAGE,
} from '@eua/shared';
import type { Db, Queryable } from '../../db';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { recordCustomerChange } from '../activity/activity.service';
import type { VerifiedProductToken } from '../tokens/product-token';
import { findApiTokenRole } from './api-tokens.repo';
import {
  deleteMember,
  findMember,
  findUserIdByEmail,
  insertMember,
  listMembers,
  lockAdmins,
  roleOf,
  updateRole,
} from './members.repo';

export const MEMBER_NOT_FOUND = 'Member not found';

/** 404 unless `userId` is a member of the token's customer: decided before a change's body (decision 120). */
export async function requireOwnMember(
  db: Db,
  principal: VerifiedProductToken,
  userId: string,
): Promise<void> {
  if (!(await roleOf(db, principal.customerId, userId))) throw notFound(MEMBER_NOT_FOUND);
}

export const readMembers = (db: Db, principal: VerifiedProductToken): Promise<Member[]> =>
  listMembers(db, principal.customerId);

const record = (
  tx: Queryable,
  principal: VerifiedProductToken,
  member: Pick<Member, 'userId' | 'name'>,
  from: MemberRole | null,
  to: MemberRole | null,
) =>
  recordCustomerChange(tx, {
    customerId: principal.customerId,
    who: principal.sub,
    resource: 'members',
    source: { kind: 'members', detail: { member: { sub: member.userId, name: member.name }, from, to } },
  });

/** Adds an existing user of the identity provider, by email: unknown, 400 on the field; a member, 409. */
export async function addMember(
  db: Db,
  principal: VerifiedProductToken,
  body: AddMemberBody,
): Promise<Member> {
  const user = await findUserIdByEmail(db, body.email);
  if (!user)
    throw badRequest(`Invalid request body: email ${UNKNOWN_USER_MESSAGE}`, [
      { field: 'email', message: UNKNOWN_USER_MESSAGE },
    ]);
  return db.transaction(async (tx) => {
    if (!(await insertMember(tx, principal.customerId, user.id, body.role))) {
      throw new HttpError(409, `${user.email} is a member already: change their role instead`);
    }
    const member = { userId: user.id, name: user.name, email: user.email, role: body.role };
    await record(tx, principal, member, null, body.role);
    return member;
  });
}

/** The member `userId` of the customer with their Admins locked, or 404; refuses to leave no Admin (409). */
async function decide(
  tx: Queryable,
  principal: VerifiedProductToken,
  userId: string,
  next: MemberRole | null,
) {
  const admins = await lockAdmins(tx, principal.customerId);
  const member = await findMember(tx, principal.customerId, userId);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  if (member.role === 'admin' && next !== 'admin' && admins.length <= 1) {
    throw new HttpError(409, LAST_ADMIN_MESSAGE);
  }
  return member;
}

export async function changeRole(
  db: Db,
  principal: VerifiedProductToken,
  userId: string,
  role: MemberRole,
): Promise<Member> {
  return db.transaction(async (tx) => {
    const member = await decide(tx, principal, userId, role);
    if (member.role === role) return member;
    await updateRole(tx, principal.customerId, userId, role);
    await record(tx, principal, member, member.role, role);
    return { ...member, role };
  });
}

export async function removeMember(db: Db, principal: VerifiedProductToken, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await decide(tx, principal, userId, null);
    await deleteMember(tx, principal.customerId, userId);
    await record(tx, principal, member, member.role, null);
  });
}

/**
 * The scopes someone holds in a customer now, not when their token was signed: a member's role's, an
 * unexpired API token's (`sub` `api-token:{id}`), else none. A scheduled publish writes with these.
 */
export async function scopesHeldNow(db: Queryable, sub: string, customerId: string): Promise<string[]> {
  const tokenId = /^api-token:(\d{1,18})$/.exec(sub)?.[1];
  const role = tokenId ? await findApiTokenRole(db, customerId, tokenId) : await roleOf(db, customerId, sub);
  return role ? [...scopesOfRole[role]] : [];
}
