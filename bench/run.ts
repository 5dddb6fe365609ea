/**
 * Throughput and latency of the data API on the embedded database (DESIGN.md §7: timings are measured here,
 * never asserted in tests). Builds the real app on a fresh, seeded PGlite folder and drives it through
 * `app.inject` (the whole HTTP layer — routing, auth, validation, SQL — without socket noise), then through
 * a real listening socket with `fetch` for the config GET.
 *
 *   npm run bench                                  print the results beside bench/baseline.json's
 *   npm run bench -- --write-baseline              also rewrite the baseline
 *   npm run bench -- --engine postgres             the same on PostgreSQL (DATABASE_URL, else the local
 *                                                  server at 127.0.0.1:5432), in a scratch database, against
 *                                                  bench/baseline-postgres.json
 *   npm run bench -- --widgets                     the widgets' public read path beside a bare Fastify route,
 *                                                  on PGlite and PostgreSQL in one run (bench/widgets.ts)
 *   npm run bench -- --lighthouse                  Lighthouse (desktop) on the built console in Chromium: the
 *                                                  signed-out first visit, the login page, the websites table,
 *                                                  General and a static reference (bench/lighthouse.ts)
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { openDb } from '../apps/server/src/db';
import { demoUsers } from '../apps/server/src/db/seed/demo-data';
import { seedIfEmpty } from '../apps/server/src/db/seed/demo-seed';
import { identityToken, tempDir, testConfig } from '../apps/server/src/test-support/fixtures';
import { benchWidgets } from './widgets';

type Result = {
  name: string;
  requests: number;
  concurrency: number;
  throughputPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;

async function measure(
  name: string,
  requests: number,
  concurrency: number,
  send: (i: number) => Promise<number>,
): Promise<Result> {
  for (let i = 0; i < 20; i++) await send(i);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const t0 = performance.now();
      const status = await send(i);
      latencies.push(performance.now() - t0);
      if (status !== 200) throw new Error(`${name}: request ${i} answered ${status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests,
    concurrency,
    throughputPerSecond: round((requests / elapsed) * 1000),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    maxMs: round(latencies.at(-1) ?? 0),
  };
}

const usage = `Usage: npm run bench [-- options]
  --engine pglite|postgres  the database to measure (default pglite; postgres uses DATABASE_URL, else
                            127.0.0.1:5432, in a scratch database it drops afterwards)
  --write-baseline          also rewrite bench/baseline.json (or baseline-postgres.json) with the results
  --widgets                 instead: the widgets' public GET beside a bare Fastify route, PGlite and
                            PostgreSQL in one run, and the embed script's gzip size (bench/widgets.ts)
  --lighthouse              instead: Lighthouse (desktop) on the built console in Debian's Chromium, side by
                            side with the login page and a static copy of the websites table
                            (bench/lighthouse.ts); with --repeats N (default 3), --repo DIR (another
                            built checkout), --write-baseline (bench/baseline-lighthouse.json)
  --help                    this text`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
// --lighthouse takes its own options (bench/lighthouse.ts checks them).
const lighthouseRun = args.includes('--lighthouse');
const engineIndex = args.indexOf('--engine');
const engine = engineIndex === -1 ? 'pglite' : args[engineIndex + 1];
const unknownArgument = lighthouseRun
  ? undefined
  : args.find(
      (arg, i) =>
        arg !== '--engine' &&
        arg !== '--write-baseline' &&
        arg !== '--widgets' &&
        !(engineIndex !== -1 && i === engineIndex + 1),
    );
if (unknownArgument !== undefined || (engine !== 'pglite' && engine !== 'postgres')) {
  console.error(
    unknownArgument !== undefined
      ? `Unknown option '${unknownArgument}'.`
      : '--engine must be pglite or postgres.',
  );
  console.error(usage);
  process.exit(2);
}
const baselineFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  engine === 'postgres' ? 'baseline-postgres.json' : 'baseline.json',
);

/** A scratch database on the PostgreSQL server, dropped at the end. */
async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `eua_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database ${name} with (force)`) };
}

async function main(): Promise<void> {
  const folder = tempDir('eua-bench-');
  const scratch = engine === 'postgres' ? await scratchPostgres() : undefined;
  // One user writes hundreds of times a second here: the per-user limits (decision 066) would turn most of
  // it into 429s, so they are off, and the numbers measure the API, not the limiter.
  const config = testConfig(folder.dir, { SERVICES: 'api,tokens', RATE_LIMITS: 'false' });
  const db = await openDb({ dataDir: folder.dir, databaseUrl: scratch?.url });
  await seedIfEmpty(db);
  const app = await buildApp({ config, db, seedDemoData: false });
  await app.ready();

  const tokenResponse = await app.inject({
    method: 'POST',
    url: '/v1/products/token',
    payload: {
      userIdentityToken: await identityToken(db, config, { sub: demoUsers.admin.id }),
      product: 'embedded_ui_admin',
      customerId: '1001',
    },
  });
  const headers = { authorization: `Bearer ${tokenResponse.json().data.token}` };
  const general = (await app.inject({ method: 'GET', url: '/v1/config/2001/general', headers })).json()
    .data[0].config;
  const complist = (await app.inject({ method: 'GET', url: '/v1/config/2001/complist', headers })).json()
    .data;
  const competitionIds = Object.values(complist.competitions as Record<string, { competitionId: string }[]>)
    .flat()
    .map((c) => c.competitionId)
    .join(',');

  const results: Result[] = [];
  const get = (url: string) => async () => (await app.inject({ method: 'GET', url, headers })).statusCode;
  for (const concurrency of [1, 8]) {
    results.push(
      await measure(
        'GET /v1/config/{websiteId}/general (inject)',
        1000,
        concurrency,
        get('/v1/config/2001/general'),
      ),
    );
    results.push(
      await measure(
        'GET /v1/config/{websiteId}/seasons?competitionIds= (inject, batched)',
        1000,
        concurrency,
        get(`/v1/config/2001/seasons?competitionIds=${competitionIds}`),
      ),
    );
    results.push(
      await measure('PUT /v1/config/{websiteId}/general (inject)', 300, concurrency, async (i) => {
        const payload = { ...general, statisticsDecimalPlaces: i % 4, websiteId: '2001' };
        return (await app.inject({ method: 'PUT', url: '/v1/config/2001/general', headers, payload }))
          .statusCode;
      }),
    );
  }

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  results.push(
    await measure('GET /v1/config/{websiteId}/general (HTTP, fetch)', 1000, 8, async () => {
      const response = await fetch(`${address}/v1/config/2001/general`, { headers });
      await response.arrayBuffer();
      return response.status;
    }),
  );

  const report = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      // Other work on the machine skews every number: the one-minute load average at the end says how much.
      loadAverage1m: round(os.loadavg()[0] ?? 0),
    },
    engine: db.engine,
    rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    results,
  };
  await app.close();
  await db.close();
  await scratch?.drop();
  folder.remove();

  const baseline: { results: Result[]; rssMb: number } | undefined = existsSync(baselineFile)
    ? JSON.parse(readFileSync(baselineFile, 'utf8'))
    : undefined;
  const before = (r: Result) =>
    baseline?.results.find((b) => b.name === r.name && b.concurrency === r.concurrency);
  const change = (now: number, then: number | undefined) =>
    then ? `${now >= then ? '+' : ''}${Math.round(((now - then) / then) * 100)}%` : '—';
  console.table(
    results.map((r) => ({
      ...r,
      'req/s vs baseline': change(r.throughputPerSecond, before(r)?.throughputPerSecond),
      'p95 vs baseline': change(r.p95Ms, before(r)?.p95Ms),
    })),
  );
  console.log(
    `RSS after the run: ${report.rssMb} MB (baseline ${baseline?.rssMb ?? '—'} MB; ${report.engine}, ` +
      `${report.machine.cpus} CPUs, load ${report.machine.loadAverage1m})`,
  );
  if (process.argv.includes('--write-baseline')) {
    writeFileSync(baselineFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Wrote ${baselineFile}`);
  }
}

(lighthouseRun
  ? // Loaded only here: Lighthouse is a large import the other benches do not need.
    import('./lighthouse').then(({ benchLighthouse }) =>
      benchLighthouse(args.filter((arg) => arg !== '--lighthouse')),
    )
  : args.includes('--widgets')
    ? benchWidgets(scratchPostgres)
    : main()
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
