/**
 * Saving a customer default that changes 1,000 websites (docs/product.md#customer-defaults, decision 156).
 * Goal: the save answered in ≤ 10 s.
 *
 *   node --import tsx bench/defaults-apply.ts [--repeats 5] [--engine postgres|pglite]
 *
 * A scratch database (PostgreSQL: DATABASE_URL, else 127.0.0.1:5432, a fresh database dropped at the end;
 * PGlite: a temporary folder), migrated and seeded with the demo data, plus two customers of 1,000 basketball
 * websites each (apps/server/src/test-support/many-websites.ts) and their defaults owners: in "Thousand
 * Websites Network" every website follows the defaults; in "Thousand Websites Network II" 100 of them set
 * their own number of leaders (saved through the API at set-up). Then, each repeat, alternating:
 *   - reference: the same PUT on a demo website (2001), which nobody follows;
 *   - 1,000: a change of one Leaders default ("Number of leaders per statistic") that changes all 1,000;
 *   - 900 of 1,000: the same change where 100 keep their own value.
 * Each is the console's save: `PUT /v1/config/{id}/leaders` with the whole document and If-Match, through
 * the product's `buildApp` as the server's tests build it (app.inject: routes, hooks, authorisation, the one
 * write path, the activity log, the webhooks' outbox, the caches with NOTIFY and the CDN purge subscribers; no
 * logger, the webhooks' delivery worker and the scheduler off), timed from the request to the answer.
 * min / median / max in ms.
 */

import { ensureDefaultsOwners } from '../apps/server/src/modules/websites/websites.repo';
import { demoUsers } from '../apps/server/src/seed/demo-data';
import { engines } from '../apps/server/src/test-support/engines';
import {
  bearer,
  productToken,
  startTestApp,
  type TestContext,
} from '../apps/server/src/test-support/fixtures';
import { seedCustomerWithManyWebsites } from '../apps/server/src/test-support/many-websites';

const WEBSITES = 1000;
const KEEPING = 100;
const GOAL_MS = 10_000;
const argument = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : (process.argv[at + 1] ?? '');
};
const repeats = Number(argument('--repeats', '5'));
if (!Number.isInteger(repeats) || repeats < 1) {
  console.error('--repeats takes a whole number of at least 1');
  process.exit(2);
}
const engineName = argument('--engine', 'postgres');
const engine = engines.find(
  (e) => e.name.toLowerCase() === (engineName === 'postgres' ? 'postgresql' : engineName),
);
if (!engine) {
  console.error(
    engineName === 'postgres'
      ? 'No PostgreSQL server answered (DATABASE_URL, else 127.0.0.1:5432)'
      : '--engine takes postgres or pglite',
  );
  process.exit(2);
}

const ctx: TestContext = await startTestApp({ engine, cdnPurger: () => undefined });
try {
  const setUp = performance.now();
  // Both get ids 100001…: the second customer's are renumbered 200001… before the first's are inserted.
  const some = await seedCustomerWithManyWebsites(ctx.db, {
    count: WEBSITES,
    userIds: [demoUsers.admin.id],
    customerId: '1901',
    name: 'Thousand Websites Network II',
  });
  await ctx.db.query(`update websites set id = (id::int + 100000)::text where customer_id = '1901'`);
  await seedCustomerWithManyWebsites(ctx.db, {
    count: WEBSITES,
    userIds: [demoUsers.admin.id],
    customerId: '1900',
  });
  await ctx.db.query(`update websites set sport = 'basketball' where customer_id in ('1900', '1901')`);
  await ensureDefaultsOwners(ctx.db);
  const tokens = {
    '1001': await productToken(ctx, demoUsers.admin.id, '1001'),
    '1900': await productToken(ctx, demoUsers.admin.id, '1900'),
    '1901': await productToken(ctx, demoUsers.admin.id, '1901'),
  };

  type Customer = keyof typeof tokens;
  type Document = { config: Record<string, unknown>; version: number };
  const read = async (customerId: Customer, websiteId: string): Promise<Document> => {
    const response = await ctx.app.inject({
      url: `/v1/config/${websiteId}/leaders`,
      headers: bearer(tokens[customerId]),
    });
    if (response.statusCode !== 200)
      throw new Error(`GET ${websiteId}: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: Document[] }).data[0]!;
  };
  /** The console's save: the whole document with the change, If-Match its version. Times the answer. */
  const save = async (customerId: Customer, websiteId: string, value: number): Promise<number> => {
    const current = await read(customerId, websiteId);
    const started = performance.now();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/config/${websiteId}/leaders`,
      headers: { ...bearer(tokens[customerId]), 'if-match': `"${current.version}"` },
      payload: { ...current.config, leadersCountPerStatistic: value },
    });
    const took = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`PUT ${websiteId}: ${response.statusCode} ${response.body}`);
    return took;
  };

  // 100 websites of the second customer set their own number of leaders.
  const keepers = some.websites.slice(0, KEEPING).map((w) => String(Number(w.websiteId) + 100000));
  for (const websiteId of keepers) await save('1901', websiteId, 12);
  console.log(
    `${engine.name}: ${WEBSITES * 2} websites and their defaults set up in ${Math.round(performance.now() - setUp)} ms`,
  );

  const countReached = async (customerId: string) => {
    const [row] = await ctx.db.query<{ n: number }>(
      `select count(distinct website_id)::int as n from activity
        where customer_id = $1 and resource = 'leaders' and website_id not like 'defaults-%'
          and outcome = 'saved' and changes[1] like 'From the customer''s defaults%'`,
      [customerId],
    );
    return row?.n ?? 0;
  };

  const scenarios = [
    { label: 'reference: a website nobody follows', customerId: '1001' as const, websiteId: '2001' },
    {
      label: `defaults, all ${WEBSITES.toLocaleString('en')} change`,
      customerId: '1900' as const,
      websiteId: 'defaults-1900-basketball',
    },
    {
      label: `defaults, ${(WEBSITES - KEEPING).toLocaleString('en')} change, ${KEEPING} keep their own`,
      customerId: '1901' as const,
      websiteId: 'defaults-1901-basketball',
    },
  ];
  // One warm-up save of each (the first defaults change also reaches every follower: 5 → 6).
  for (const scenario of scenarios) await save(scenario.customerId, scenario.websiteId, 6);
  const reached = [await countReached('1900'), await countReached('1901')];
  console.log(`the warm-up reached ${reached[0]} and ${reached[1]} websites (activity entries)`);
  if (reached[0] !== WEBSITES || reached[1] !== WEBSITES - KEEPING) {
    throw new Error(`expected ${WEBSITES} and ${WEBSITES - KEEPING} websites reached`);
  }

  const times = scenarios.map(() => [] as number[]);
  for (let round = 0; round < repeats; round += 1) {
    for (const [index, scenario] of scenarios.entries()) {
      times[index]!.push(await save(scenario.customerId, scenario.websiteId, 7 + (round % 2)));
    }
  }
  const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)]!;
  console.log(`\n${repeats} saves each, ms from the PUT to its answer (${engine.name})`);
  console.log(`${'scenario'.padEnd(48)}${'min'.padStart(8)}${'median'.padStart(8)}${'max'.padStart(8)}`);
  for (const [index, scenario] of scenarios.entries()) {
    const sorted = times[index]!.sort((a, b) => a - b);
    const cells = [sorted[0]!, median(sorted), sorted.at(-1)!].map((t) =>
      Math.round(t).toString().padStart(8),
    );
    console.log(`${scenario.label.padEnd(48)}${cells.join('')}`);
  }
  const worst = Math.max(...times.slice(1).flat());
  console.log(
    `\ngoal ≤ ${GOAL_MS.toLocaleString('en')} ms: ${worst <= GOAL_MS ? 'met' : 'not met'} (slowest ${Math.round(worst)} ms)`,
  );
} finally {
  await ctx.close();
}
