/**
 * A customer with many websites, for the tests and the benchmark of the websites table (decision 076).
 * Never part of the demo data: `npm start` seeds the customers of docs/product.md#demo-data only.
 */
import type { Sport } from '@eua/shared';
import type { Queryable } from '../db';
import { CONSOLE_PRODUCT } from '../seed/demo-data';
import { insertCustomerProducts, insertCustomers, insertMemberships } from '../seed/seed.repo';

const places = [
  'Northport',
  'Lakeside',
  'Riverton',
  'Hillcrest',
  'Bayview',
  'Westfield',
  'Eastwood',
  'Summit',
];
const kinds = ['Basketball Club', 'Hoops Academy', 'Ice Hockey Club', 'Handball Club', 'Sports Network'];
const sportOf: Record<string, Sport> = {
  'Basketball Club': 'basketball',
  'Hoops Academy': 'basketball',
  'Ice Hockey Club': 'hockey',
  'Handball Club': 'handball',
  'Sports Network': 'basketball',
};

export type ManyWebsites = {
  customerId: string;
  name: string;
  websites: { websiteId: string; name: string; sport: Sport }[];
};

/**
 * Inserts a customer (`customerId`, default '1900') with `count` websites (ids 100001…, names such as
 * "Lakeside Handball Club 0042", the three sports mixed) and makes each of `userIds` a member with read and
 * write scopes and the console product. One statement for all the websites: 1,000 rows take milliseconds.
 */
export async function seedCustomerWithManyWebsites(
  db: Queryable,
  options: { count: number; userIds: readonly string[]; customerId?: string; name?: string },
): Promise<ManyWebsites> {
  const customerId = options.customerId ?? '1900';
  const name = options.name ?? 'Thousand Websites Network';
  const websites = Array.from({ length: options.count }, (_, index) => {
    const kind = kinds[index % kinds.length] ?? 'Sports Network';
    const place = places[Math.floor(index / kinds.length) % places.length] ?? 'Northport';
    return {
      websiteId: String(100001 + index),
      name: `${place} ${kind} ${String(index + 1).padStart(4, '0')}`,
      sport: sportOf[kind] ?? 'basketball',
    };
  });
  await insertCustomers(db, [{ id: customerId, name }]);
  await insertCustomerProducts(db, [{ customerId, code: CONSOLE_PRODUCT, subProducts: [] }]);
  await insertMemberships(
    db,
    options.userIds.map((userId) => ({ userId, customerId, role: 'admin' as const })),
  );
  await db.query(
    `insert into websites (id, customer_id, name, sport, tracking_data)
     select id, $1, name, sport, false from unnest($2::text[], $3::text[], $4::text[]) as w(id, name, sport)`,
    [
      customerId,
      websites.map((website) => website.websiteId),
      websites.map((website) => website.name),
      websites.map((website) => website.sport),
    ],
  );
  return { customerId, name, websites };
}
