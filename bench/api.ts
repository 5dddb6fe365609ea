/**
 * The data API over real HTTP, side by side in one run with a bare Fastify route on its own port that answers
 * the same JSON bytes (decision 080): `npm run bench [-- --engine postgres]`.
 *
 * The real app (`buildApp`, services api and tokens, limits off) listens on one port, the bare reference on
 * another, in this process; the load comes from autocannon in a child process (bench/api-load.mjs), so it
 * never shares an event loop with what it measures. Rounds alternate reference and app so both see the same
 * machine load; each figure is min / median / max over the repeats and a ratio to its reference.
 *
 * - GET /v1/config/2001/general at 50 connections (goal: ≥ 50% of the bare throughput, p99 ≤ 20 ms);
 * - GET …/seasons?competitionIds=… (the batched seasons call) at 50 connections, for information;
 * - PUT /v1/config/{id}/general at 10 connections, each writing one of 10 websites of its own (goal: p99
 *   ≤ 50 ms), beside a bare PUT route that parses the body and answers the same bytes.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { openDb } from '../apps/server/src/db';
import { demoUsers } from '../apps/server/src/seed/demo-data';
import { seedIfEmpty } from '../apps/server/src/seed/demo-seed';
import { identityToken, tempDir, testConfig } from '../apps/server/src/test-support/fixtures';
import { seedCustomerWithManyWebsites } from '../apps/server/src/test-support/many-websites';

const here = path.dirname(fileURLToPath(import.meta.url));

export type ScratchPostgres = () => Promise<{ url: string; drop(): Promise<void> }>;

export type ApiBenchOptions = {
  engine: 'pglite' | 'postgres';
  scratchPostgres: ScratchPostgres;
  writeBaseline: boolean;
  repeats: number;
  seconds: number;
};

type Round = {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  statuses: { '2xx': number; non2xx: number; errors: number; timeouts: number };
};

type LoadOptions = {
  url: string;
  connections: number;
  durationSeconds: number;
  headers: Record<string, string>;
  puts?: { paths: string[]; bodies: string[][] };
};

/** One round of autocannon in a child process. */
function load(options: LoadOptions): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'api-load.mjs'), JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`));
      else resolve(JSON.parse(out) as Round);
    });
  });
}

export type Stats = { min: number; median: number; max: number };
const round2 = (n: number) => Math.round(n * 100) / 100;
const stats = (values: number[]): Stats => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: round2(sorted[0] ?? 0),
    median: round2(sorted[Math.floor(sorted.length / 2)] ?? 0),
    max: round2(sorted.at(-1) ?? 0),
  };
};
const show = (s: Stats, digits = 0) => [s.min, s.median, s.max].map((n) => n.toFixed(digits)).join(' / ');

export type ScenarioResult = {
  name: string;
  connections: number;
  /** app req/s ÷ bare req/s, per repeat. */
  throughputRatio: Stats;
  appPerSecond: Stats;
  barePerSecond: Stats;
  appP99Ms: Stats;
  bareP99Ms: Stats;
  /** app p99 ÷ bare p99, per repeat. */
  p99Ratio: Stats;
  goal?: string;
  met?: boolean;
};

type Scenario = {
  name: string;
  connections: number;
  app: Omit<LoadOptions, 'connections' | 'durationSeconds'>;
  bare: Omit<LoadOptions, 'connections' | 'durationSeconds'>;
  goal?: { text: string; met(result: ScenarioResult): boolean };
};

async function measure(scenario: Scenario, options: ApiBenchOptions): Promise<ScenarioResult> {
  const run = (side: Scenario['app'], durationSeconds: number) =>
    load({ ...side, connections: scenario.connections, durationSeconds });
  // Warm-up: JIT, connection pools, the caches' first fill.
  await run(scenario.bare, 1);
  await run(scenario.app, 2);
  const app: Round[] = [];
  const bare: Round[] = [];
  for (let i = 0; i < options.repeats; i++) {
    const b = await run(scenario.bare, options.seconds);
    const a = await run(scenario.app, options.seconds);
    if (a.statuses.non2xx || a.statuses.errors || a.statuses.timeouts || !a.requests) {
      throw new Error(`${scenario.name}: the app answered ${JSON.stringify(a.statuses)}`);
    }
    bare.push(b);
    app.push(a);
  }
  const result: ScenarioResult = {
    name: scenario.name,
    connections: scenario.connections,
    throughputRatio: stats(app.map((a, i) => a.perSecond / (bare[i]?.perSecond ?? Number.NaN))),
    appPerSecond: stats(app.map((a) => a.perSecond)),
    barePerSecond: stats(bare.map((b) => b.perSecond)),
    appP99Ms: stats(app.map((a) => a.p99)),
    bareP99Ms: stats(bare.map((b) => b.p99)),
    p99Ratio: stats(app.map((a, i) => a.p99 / Math.max(1, bare[i]?.p99 ?? 1))),
  };
  if (scenario.goal) {
    result.goal = scenario.goal.text;
    result.met = scenario.goal.met(result);
  }
  return result;
}

export type ApiReport = {
  measuredAt: string;
  machine: { cpus: number; cpuModel: string; node: string; loadAverage1m: number };
  engine: 'pglite' | 'postgres';
  method: string;
  rssMb: number;
  results: ScenarioResult[];
};

export async function benchApi(options: ApiBenchOptions): Promise<void> {
  const folder = tempDir('eua-bench-');
  const scratch = options.engine === 'postgres' ? await options.scratchPostgres() : undefined;
  const config = testConfig(folder.dir, { SERVICES: 'api,tokens', RATE_LIMITS: 'false' });
  const db = await openDb({ dataDir: folder.dir, databaseUrl: scratch?.url });
  await seedIfEmpty(db);
  // Ten websites for ten writers, each its own: a customer made with the seed's own inserts (as the websites
  // table's bench does), the demo admin a member with read and write scopes.
  const ten = await seedCustomerWithManyWebsites(db, {
    count: 10,
    userIds: [demoUsers.admin.id],
    customerId: '1950',
    name: 'Bench Ten Websites',
  });
  const app = await buildApp({ config, db, seedDemoData: false });
  await app.ready();
  const tokenOf = async (customerId: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/products/token',
      payload: {
        userIdentityToken: await identityToken(db, config, { sub: demoUsers.admin.id }),
        product: 'embedded_ui_admin',
        customerId,
      },
    });
    if (response.statusCode !== 200) throw new Error(`product token: ${response.body}`);
    return `Bearer ${response.json().data.token}`;
  };
  const northern = { authorization: await tokenOf('1001') };
  const writer = { authorization: await tokenOf(ten.customerId) };
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const bodyOf = async (url: string, headers: Record<string, string>) => {
    const response = await fetch(`${appUrl}${url}`, { headers });
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
    return Buffer.from(await response.arrayBuffer());
  };
  const generalUrl = '/v1/config/2001/general';
  const general = await bodyOf(generalUrl, northern);
  const complist = JSON.parse((await bodyOf('/v1/config/2001/complist', northern)).toString()).data;
  const competitionIds = Object.values(complist.competitions as Record<string, { competitionId: string }[]>)
    .flat()
    .map((c) => c.competitionId)
    .join(',');
  const seasonsUrl = `/v1/config/2001/seasons?competitionIds=${competitionIds}`;
  const seasons = await bodyOf(seasonsUrl, northern);
  const putPaths = ten.websites.map((w) => `/v1/config/${w.websiteId}/general`);
  const putBodies = ten.websites.map((w) =>
    [0, 1, 2, 3].map((places) => JSON.stringify({ statisticsDecimalPlaces: places, websiteId: w.websiteId })),
  );
  const putAnswer = await bodyOf(putPaths[0] ?? '', writer);

  // The reference: the same bytes and content type from memory, nothing else (no hooks, no plugins).
  const bare = Fastify();
  bare.get('/general', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('etag', '"1"').send(general),
  );
  bare.get('/seasons', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(seasons),
  );
  bare.put('/general/:id', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('etag', '"1"').send(putAnswer),
  );
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const scenarios: Scenario[] = [
    {
      name: `GET /v1/config/{id}/general (${general.length} B)`,
      connections: 50,
      app: { url: `${appUrl}${generalUrl}`, headers: northern },
      bare: { url: `${bareUrl}/general`, headers: northern },
      goal: {
        text: '≥ 50% of bare, p99 ≤ 20 ms',
        met: (r) => r.throughputRatio.median >= 0.5 && r.appP99Ms.median <= 20,
      },
    },
    {
      name: `GET /v1/config/{id}/seasons?competitionIds= (${seasons.length} B)`,
      connections: 50,
      app: { url: `${appUrl}${seasonsUrl}`, headers: northern },
      bare: { url: `${bareUrl}/seasons`, headers: northern },
    },
    {
      name: 'PUT /v1/config/{id}/general, 10 websites',
      connections: 10,
      app: { url: appUrl, headers: writer, puts: { paths: putPaths, bodies: putBodies } },
      bare: {
        url: bareUrl,
        headers: writer,
        puts: { paths: ten.websites.map((w) => `/general/${w.websiteId}`), bodies: putBodies },
      },
      goal: { text: 'p99 ≤ 50 ms', met: (r) => r.appP99Ms.median <= 50 },
    },
  ];

  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    console.log(`${options.engine}: ${scenario.name} …`);
    results.push(await measure(scenario, options));
  }
  const report: ApiReport = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      // Other work on the machine skews every number: the one-minute load average at the end says how much.
      loadAverage1m: round2(os.loadavg()[0] ?? 0),
    },
    engine: db.engine,
    method: `autocannon 8 in a child process, ${options.repeats} × ${options.seconds} s rounds alternating bare/app`,
    rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    results,
  };
  await bare.close();
  await app.close();
  await db.close();
  await scratch?.drop();
  folder.remove();
  printReport(report, options);
}

function printReport(report: ApiReport, options: ApiBenchOptions): void {
  const baselineFile = path.join(
    here,
    options.engine === 'postgres' ? 'baseline-postgres.json' : 'baseline.json',
  );
  const baseline: Partial<ApiReport> | undefined = existsSync(baselineFile)
    ? JSON.parse(readFileSync(baselineFile, 'utf8'))
    : undefined;
  // Baselines from before this method (inject, no reference) have no ratios: nothing to compare.
  const before = (r: ScenarioResult) =>
    baseline?.results?.find((b) => b.name === r.name && b.throughputRatio !== undefined);
  const change = (now: number, then: number | undefined) =>
    then ? `${now >= then ? '+' : ''}${Math.round(((now - then) / then) * 100)}%` : '—';
  console.table(
    report.results.map((r) => ({
      scenario: r.name,
      conns: r.connections,
      'app/bare req/s (min/med/max)': show(r.throughputRatio, 2),
      'app req/s': show(r.appPerSecond),
      'bare req/s': show(r.barePerSecond),
      'app p99 ms': show(r.appP99Ms, 1),
      'bare p99 ms': show(r.bareP99Ms, 1),
      'p99 app/bare': show(r.p99Ratio, 1),
      goal: r.goal ? `${r.goal}: ${r.met ? 'met' : 'NOT met'}` : '—',
      'ratio vs baseline': change(r.throughputRatio.median, before(r)?.throughputRatio.median),
      'p99 vs baseline': change(r.appP99Ms.median, before(r)?.appP99Ms.median),
    })),
  );
  console.log(
    `${report.engine}: ${report.method}; RSS after the run ${report.rssMb} MB (baseline ` +
      `${baseline?.rssMb ?? '—'} MB); ${report.machine.cpus} CPUs, load ${report.machine.loadAverage1m}` +
      (baseline?.measuredAt ? `; baseline measured ${baseline.measuredAt}` : ''),
  );
  if (options.writeBaseline) {
    writeFileSync(baselineFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Wrote ${baselineFile}`);
  }
}
