/**
 * What counting the public widget path's usage costs (docs/product.md#usage-and-health, decisions 131 and
 * 162), in one run:
 *
 *   node --import tsx bench/usage-counting.ts [--only read|memory|flush] [--repeats 3] [--seconds 5]
 *     [--origins 100000] [--counters 10000] [--flushes 9]
 *
 * 1. The widget read path with counting on against the same app with counting off (`buildApp({ usage:
 *    { counting: false } })`), side by side: two apps on one seeded PGlite in this process, each on a socket
 *    of its own, autocannon in a child process (bench/api-load.mjs) with 50 connections, alternating rounds
 *    (the idle app costs the loaded one nothing). Cached 200 and 304 answers of leaders. Goal: counting on
 *    ≥ 0.95 of counting off's throughput, p99 within 1 ms.
 * 2. Memory under `--origins` distinct refused origins (default 100,000): the heap before and after they are
 *    counted on one website, and how many origin entries are kept. Goal: flat (the cap holds).
 * 3. `--flushes` flushes (default 9) of `--counters` distinct counters (default 10,000) through the statement
 *    the recorder runs (usage.repo.ts addUsage), on PostgreSQL (DATABASE_URL, else 127.0.0.1:5432, in a
 *    scratch database dropped afterwards); on PGlite when no server answers, said so. Beside each, in turn, a
 *    reference: a plain `insert … select from unnest` of the same rows as five arrays into a scratch table with
 *    no key, the plain way to insert many rows through `pg` without COPY. Then one fold (the sweep's) of
 *    every row the flushes appended. Goal: the flush ≤ 50 ms median.
 *
 * `--only` runs one part. Timings are measured here, never asserted in tests. Run `npm run build` first (the
 * widget chunks).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { widgetIds } from '@eua/shared';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { type Db, openDb } from '../apps/server/src/db';
import { addUsage, foldUsage } from '../apps/server/src/modules/usage/usage.repo';
import { UsageCounters, type UsageSnapshot } from '../apps/server/src/modules/usage/usage-counters';
import { seedIfEmpty } from '../apps/server/src/seed/demo-seed';
import { measure, show } from './api';

const args = process.argv.slice(2);
const numberAfter = (flag: string, fallback: number) => {
  const i = args.indexOf(flag);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const repeats = numberAfter('--repeats', 3);
const seconds = numberAfter('--seconds', 5);
const originCount = numberAfter('--origins', 100_000);
const counterCount = numberAfter('--counters', 10_000);
const flushCount = numberAfter('--flushes', 9);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
if (only !== undefined && !['read', 'memory', 'flush'].includes(only)) {
  throw new Error(`--only takes read, memory or flush, not ${only}`);
}
const PAGE = 'http://club.example';
const CONNECTIONS = 50;

async function readPath(dataDir: string): Promise<void> {
  const db = await openDb({ dataDir });
  await seedIfEmpty(db);
  const config = loadConfig(
    { DATA_DIR: dataDir, SERVICES: 'api,tokens', RATE_LIMITS: 'false', PUBLIC_URL: 'http://127.0.0.1:3000' },
    [],
  );
  // The demo websites admit 127.0.0.1; the load names club.example, added here as a customer would.
  await db.query(
    `update configs set document = jsonb_set(document, '{referrerDomains}', '["club.example"]')
      where website_id = '2001' and resource = 'general'`,
  );
  const build = (counting: boolean) =>
    buildApp({ config, db, seedDemoData: false, scheduler: { enabled: false }, usage: { counting } });
  const on = await build(true);
  const off = await build(false);
  const urlOf = async (app: typeof on) => `${await app.listen({ port: 0, host: '127.0.0.1' })}`;
  const [onUrl, offUrl] = [await urlOf(on), await urlOf(off)];
  try {
    const first = await fetch(`${onUrl}/widgets/v1/2001/leaders`, { headers: { origin: PAGE } });
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    if (first.status !== 200) throw new Error(`the widget answered ${first.status}`);
    const rows: string[][] = [];
    for (const [name, headers, expect] of [
      ['leaders 200', { origin: PAGE }, '2xx'],
      ['leaders 304', { origin: PAGE, 'if-none-match': etag }, '3xx'],
    ] as const) {
      const result = await measure(
        {
          name,
          connections: CONNECTIONS,
          expect,
          app: { url: `${onUrl}/widgets/v1/2001/leaders`, headers },
          bare: { url: `${offUrl}/widgets/v1/2001/leaders`, headers },
        },
        { repeats, seconds },
      );
      const p99Delta = result.appP99Ms.median - result.bareP99Ms.median;
      rows.push([
        name,
        show(result.appPerSecond),
        show(result.barePerSecond),
        show(result.throughputRatio, 2),
        show(result.appP99Ms, 1),
        show(result.bareP99Ms, 1),
        String(result.throughputRatio.median >= 0.95 && p99Delta <= 1),
      ]);
    }
    console.log('\nRead path, counting on vs off (min / median / max):');
    console.table(
      rows.map(([scenario, onRps, offRps, ratio, onP99, offP99, met]) => ({
        scenario,
        'on req/s': onRps,
        'off req/s': offRps,
        'on ÷ off': ratio,
        'on p99 ms': onP99,
        'off p99 ms': offP99,
        'goal met (≥ 0.95, p99 +1 ms)': met,
      })),
    );
  } finally {
    await on.close();
    await off.close();
    await db.close();
  }
}

function memory(): void {
  const counters = new UsageCounters();
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < originCount; i++) {
    counters.count('2001', 'leaders', 'refused', { origin: `https://x${i}.example`, allowed: false });
  }
  globalThis.gc?.();
  const after = process.memoryUsage().heapUsed;
  const kept = counters.pending().origins.length;
  console.log(
    `\nMemory: ${originCount} distinct refused origins kept as ${kept} entries; heap ${((after - before) / 1024).toFixed(0)} kB more${globalThis.gc ? '' : ' (run with --expose-gc for a steadier figure)'}`,
  );
}

function snapshotOf(count: number): UsageSnapshot {
  const hour = Date.now() - (Date.now() % 3_600_000);
  const outcomes = ['served', 'revalidated', 'refused', 'notFound', 'limited', 'error'] as const;
  const counts = Array.from({ length: count }, (_, i) => ({
    websiteId: `bench-${Math.floor(i / (widgetIds.length * outcomes.length))}`,
    widget: widgetIds[i % widgetIds.length] ?? 'leaders',
    hour,
    outcome: outcomes[Math.floor(i / widgetIds.length) % outcomes.length] ?? 'served',
    n: 1 + (i % 7),
  }));
  return { counts, origins: [] };
}

async function flush(): Promise<void> {
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `eua_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  let db: Db;
  let drop = async () => undefined as unknown;
  let engine = 'PostgreSQL';
  let folder: string | undefined;
  try {
    await admin(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    db = await openDb({ databaseUrl: url.toString(), dataDir: '' });
    drop = () => admin(`drop database ${name} with (force)`);
  } catch {
    engine = 'PGlite (no PostgreSQL answered)';
    folder = mkdtempSync(path.join(tmpdir(), 'eua-usage-bench-'));
    db = await openDb({ dataDir: folder });
  }
  const times: number[] = [];
  const reference: number[] = [];
  let fold = { ms: Number.NaN, rows: 0 };
  try {
    await db.query(
      `create table usage_bench_reference (website_id text, widget text, hour timestamptz, outcome text, n bigint)`,
    );
    const plain = (snapshot: UsageSnapshot) =>
      db.query(
        `insert into usage_bench_reference (website_id, widget, hour, outcome, n)
         select * from unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::bigint[])`,
        [
          snapshot.counts.map((e) => e.websiteId),
          snapshot.counts.map((e) => e.widget),
          snapshot.counts.map((e) => new Date(e.hour).toISOString()),
          snapshot.counts.map((e) => e.outcome),
          snapshot.counts.map((e) => e.n),
        ],
      );
    const timed = async (run: () => Promise<unknown>) => {
      const start = performance.now();
      await run();
      return performance.now() - start;
    };
    // One of each first, not counted (connections, plans, the first pages of each table).
    await addUsage(db, snapshotOf(counterCount));
    await plain(snapshotOf(counterCount));
    for (let i = 0; i < flushCount; i++) {
      const snapshot = snapshotOf(counterCount);
      // In turn, each first every other time: neither always runs right after the other.
      const first = i % 2 === 0;
      if (first) times.push(await timed(() => addUsage(db, snapshot)));
      reference.push(await timed(() => plain(snapshot)));
      if (!first) times.push(await timed(() => addUsage(db, snapshot)));
    }
    const start = performance.now();
    const rows = await foldUsage(db);
    fold = { ms: performance.now() - start, rows };
  } finally {
    await db.close();
    await drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
  const figures = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    return {
      median,
      text: [sorted[0], median, sorted.at(-1)].map((t) => (t ?? Number.NaN).toFixed(1)).join(' / '),
    };
  };
  const flushed = figures(times);
  console.log(
    `\nFlushes of ${counterCount} counters on ${engine}, ${flushCount} of each (min / median / max):`,
  );
  console.table([
    { statement: 'flush (addUsage: append)', ms: flushed.text, 'goal ≤ 50 ms met': flushed.median <= 50 },
    {
      statement: 'reference: insert … select from unnest',
      ms: figures(reference).text,
      'goal ≤ 50 ms met': '',
    },
  ]);
  console.log(`Fold of the ${fold.rows} rows the flushes appended: ${fold.ms.toFixed(0)} ms`);
}

const folder = mkdtempSync(path.join(tmpdir(), 'eua-usage-bench-'));
try {
  if (!only || only === 'memory') memory();
  if (!only || only === 'flush') await flush();
  if (!only || only === 'read') await readPath(folder);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
