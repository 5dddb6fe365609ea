/**
 * The activity log's pages on PostgreSQL at 100,000 entries (docs/product.md#activity, decision 105).
 * Goal: a filtered page (50 entries) in ≤ 200 ms.
 *
 *   node --import tsx bench/activity.ts [--repeats 50]
 *
 * A scratch database on the PostgreSQL server (DATABASE_URL, else 127.0.0.1:5432), migrated and seeded with
 * the demo data, then 100,000 entries spread over 90 days, the demo customers' websites, three users, every
 * screen and every kind (80% for Northern Basketball League); ANALYZE; then each scenario read `repeats`
 * times through the repository the API uses (activity.repo.ts), first and deep pages by keyset: the median
 * and p99 in ms, and the plan of one read. The database is dropped at the end. It measures query plans, not
 * CPU: a busy machine moves the figures, not the plans.
 */
import { randomBytes } from 'node:crypto';
import { type ActivityFilter, featureList, writeSourceKinds } from '@eua/shared';
import pg from 'pg';
import { openDb } from '../apps/server/src/db';
import { type ActivityKey, listActivity } from '../apps/server/src/modules/activity/activity.repo';
import { seedIfEmpty } from '../apps/server/src/seed/demo-seed';

const ENTRIES = 100_000;
const repeatsIndex = process.argv.indexOf('--repeats');
const repeats = repeatsIndex === -1 ? 50 : Number(process.argv[repeatsIndex + 1]);
if (!Number.isInteger(repeats) || repeats < 2) {
  console.error('--repeats takes a whole number of at least 2');
  process.exit(2);
}

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `eua_bench_activity_${randomBytes(4).toString('hex')}`;
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(sql);
  await client.end();
};

await admin(`create database ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const db = await openDb({ databaseUrl: url.toString(), dataDir: '.' });
try {
  await seedIfEmpty(db);
  const resources = featureList.map((feature) => feature.resource);
  const started = performance.now();
  // Generated in SQL: i picks the customer (80% Northern), the website, the user, the screen, the kind and a
  // time in the last 90 days; one in ten refused.
  await db.query(
    `insert into activity (customer_id, created_at, user_sub, user_name, user_email, website_id, website_name,
                           resource, source_kind, source_detail, outcome, status, message, version, changed_fields)
     select case when i % 5 = 0 then '1002' else '1001' end,
            now() - (random() * interval '90 days'),
            (array['user-admin','user-viewer','user-nobody'])[1 + i % 3],
            (array['Alex Admin','Val Viewer','Noa Nobody'])[1 + i % 3],
            (array['admin@demo.test','viewer@demo.test','nobody@demo.test'])[1 + i % 3],
            case when i % 5 = 0 then (array['2101','2102'])[1 + i % 2] else (array['2001','2002','2003'])[1 + i % 3] end,
            'A website',
            ($2::text[])[1 + i % $3],
            ($4::text[])[1 + (i / 7) % $5],
            null,
            case when i % 10 = 0 then 'refused' else 'saved' end,
            case when i % 10 = 0 then 412 else 200 end,
            null, i, '{timezone}'::text[]
       from generate_series(1, $1) as i`,
    [ENTRIES, resources, resources.length, [...writeSourceKinds], writeSourceKinds.length],
  );
  await db.query('analyze activity');
  console.log(
    `inserted ${ENTRIES.toLocaleString('en')} entries in ${Math.round(performance.now() - started)} ms`,
  );

  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  const scenarios: [string, ActivityFilter][] = [
    ['no filter', {}],
    ['website', { websiteId: '2002' }],
    ['user (email)', { user: 'viewer@demo.test' }],
    ['screen', { resource: 'leaders' }],
    ['kind', { kind: 'restore' }],
    ['last 7 days', { from: daysAgo(7) }],
    ['a week 60 days ago', { from: daysAgo(67), to: daysAgo(60) }],
    ['website + screen + kind', { websiteId: '2001', resource: 'general', kind: 'save' }],
    ['user + screen + 30 days', { user: 'user-admin', resource: 'standings', from: daysAgo(30) }],
  ];
  const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)]!;
  const p99 = (sorted: number[]) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
  console.log(`\n${repeats} reads each, ms (first page: the newest 50; deep page: after the first 2,000)`);
  console.log('scenario                      first median  first p99  deep median  deep p99');
  for (const [label, filter] of scenarios) {
    // The key 2,000 entries down, found once: where "Load more" forty times would be.
    const deep = (await listActivity(db, '1001', filter, { limit: 2000 })).next;
    const time = async (after: ActivityKey | undefined) => {
      const times: number[] = [];
      for (let i = 0; i < repeats; i += 1) {
        const start = performance.now();
        await listActivity(db, '1001', filter, { limit: 50, after });
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b);
    };
    const first = await time(undefined);
    const deepTimes = deep ? await time(deep) : undefined;
    const cells = [
      median(first).toFixed(1).padStart(12),
      p99(first).toFixed(1).padStart(10),
      deepTimes ? median(deepTimes).toFixed(1).padStart(12) : '—'.padStart(12),
      deepTimes ? p99(deepTimes).toFixed(1).padStart(9) : '—'.padStart(9),
    ];
    console.log(`${label.padEnd(28)}${cells.join(' ')}`);
  }
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `explain select id from activity where customer_id = '1001' and resource = 'leaders'
      and (created_at, id) < (now(), 99999999) order by created_at desc, id desc limit 51`,
  );
  console.log(`\nplan of a screen's deep page:\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
} finally {
  await db.close();
  await admin(`drop database ${name} with (force)`);
}
