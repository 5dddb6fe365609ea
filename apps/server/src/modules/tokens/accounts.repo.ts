/**
 * Users, customers, memberships and products (docs/product.md#tokens-and-access): the only SQL the token
 * service runs.
 */
import { type Customer, type MemberRole, type Product, scopesOfRole } from '@eua/shared';
import type { Queryable } from '../../db';

export type UserRecord = {
  id: string;
  email: string;
  name: string;
  picture: string | null;
  passwordHash: string;
};
/** As the token service answers them (packages/shared/src/api/tokens.ts). */
export type CustomerRecord = Customer;
export type ProductRecord = Product;
/** A person's membership: their role, and the product token's scopes it grants (decision 137). */
export type Membership = { customerId: string; role: MemberRole; scopes: string[] };

type UserRow = { id: string; email: string; name: string; picture: string | null; password_hash: string };
const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  name: row.name,
  picture: row.picture,
  passwordHash: row.password_hash,
});

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | undefined> {
  const rows = await db.query<UserRow>(
    'select id, email, name, picture, password_hash from users where id = $1',
    [id],
  );
  return rows[0] && toUser(rows[0]);
}

/** Emails are matched case-insensitively: providers differ in how they case them. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | undefined> {
  const rows = await db.query<UserRow>(
    'select id, email, name, picture, password_hash from users where lower(email) = lower($1)',
    [email],
  );
  return rows[0] && toUser(rows[0]);
}

/** The customers the user is a member of that hold `product`, by name. */
export async function listCustomersWithProduct(
  db: Queryable,
  userId: string,
  product: string,
): Promise<CustomerRecord[]> {
  return db.query<CustomerRecord>(
    `select c.id as "customerId", c.name
       from memberships m
       join customers c on c.id = m.customer_id
       join customer_products cp on cp.customer_id = c.id and cp.product_code = $2
      where m.user_id = $1
      order by c.name, c.id`,
    [userId, product],
  );
}

export async function findMembership(
  db: Queryable,
  userId: string,
  customerId: string,
): Promise<Membership | undefined> {
  const rows = await db.query<{ customerId: string; role: MemberRole }>(
    'select customer_id as "customerId", role from memberships where user_id = $1 and customer_id = $2',
    [userId, customerId],
  );
  const row = rows[0];
  return row && { ...row, scopes: [...scopesOfRole[row.role]] };
}

export async function listProducts(db: Queryable, customerId: string): Promise<ProductRecord[]> {
  return db.query<ProductRecord>(
    `select p.code, p.name, cp.sub_products as "subProducts"
       from customer_products cp
       join products p on p.code = cp.product_code
      where cp.customer_id = $1
      order by p.code`,
    [customerId],
  );
}

export async function customerHoldsProduct(
  db: Queryable,
  customerId: string,
  product: string,
): Promise<boolean> {
  const rows = await db.query(
    'select 1 from customer_products where customer_id = $1 and product_code = $2',
    [customerId, product],
  );
  return rows.length > 0;
}
