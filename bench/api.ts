/**
 * The data API over real HTTP, side by side in one run with a bare Fastify route that answers the same JSON
 * bytes (decisions 080, 101): `npm run bench [-- --engine postgres] [-- --limits on|off|both]`.
 *
 * What ships is measured: `npm run start:prod`'s command and node options in a process of its own (all its
 * services, its logger, its request limits), the bare reference in another process started with the same
 * options, the load from autocannon in a third (bench/api-load.mjs), as an outside client measures them
 * (bench/prod-server.ts). Rounds alternate reference and app so both see the same machine load; each figure
 * is min / median / max over the repeats and a ratio to its reference. Each limits mode is a server of its
 * own: `on` is the product's defaults with the write limit raised (the limiter counts, nothing is refused),
 * `off` is RATE_LIMITS=false.
 *
 * - GET /v1/config/2001/general at 50 connections (goal: ≥ 0.7 of the bare throughput, p99 ≤ 10 ms);
 * - GET …/seasons?competitionIds=… (the batched seasons call) at 50 connections, for information;
 * - PUT /v1/config/{id}/general at 10 connections, each writing one of 10 websites of its own (goal: p99
 *   ≤ 50 ms), beside a bare PUT route that parses the body and answers the same bytes.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoUsers } from '../apps/server/src/seed/demo-data';
import { seedCustomerWithManyWebsites } from '../apps/server/src/test-support/many-websites';
import { type LimitsMode, replayedHeaders, startBare, startProduct } from './prod-server';

const here = path.dirname(fileURLToPath(import.meta.url));

export type ScratchPostgres = () => Promise<{ url: string; drop(): Promise<void> }>;

export type ApiBenchOptions = {
  engine: 'pglite' | 'postgres';
  scratchPostgres: ScratchPostgres;
  writeBaseline: boolean;
  /** Each mode is a run of its own: request limits on (the product's defaults, raised), and off. */
  limits: LimitsMode[];
  /** `--cpu-prof DIR`: a CPU profile of each server process, saved there when it stops. */
  profileDir?: string;
  repeats: number;
  seconds: number;
  /** `--only WORD`: only the scenarios whose name holds it (`PUT`, `seasons`, `general`), as for a profile. */
  only?: string;
};

export type Round = {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  statuses: {
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
};

export type LoadOptions = {
  url: string;
  connections: number;
  durationSeconds: number;
  headers: Record<string, string>;
  puts?: { paths: string[]; bodies: string[][] };
};

/** One round of autocannon in a child process. */
export function load(options: LoadOptions): Promise<Round> {
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
export const round2 = (n: number) => Math.round(n * 100) / 100;
export const stats = (values: number[]): Stats => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: round2(sorted[0] ?? 0),
    median: round2(sorted[Math.floor(sorted.length / 2)] ?? 0),
    max: round2(sorted.at(-1) ?? 0),
  };
};
export const show = (s: Stats, digits = 0) =>
  [s.min, s.median, s.max].map((n) => n.toFixed(digits)).join(' / ');

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
  limits?: LimitsMode;
};

export type Scenario = {
  name: string;
  connections: number;
  /** What every answer of the app must be (default 2xx). */
  expect?: '2xx' | '3xx';
  app: Omit<LoadOptions, 'connections' | 'durationSeconds'>;
  bare: Omit<LoadOptions, 'connections' | 'durationSeconds'>;
  goal?: { text: string; met(result: ScenarioResult): boolean };
};

export async function measure(
  scenario: Scenario,
  options: Pick<ApiBenchOptions, 'repeats' | 'seconds'>,
): Promise<ScenarioResult> {
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
    const expected = scenario.expect ?? '2xx';
    const others = (['2xx', '3xx', '4xx', '5xx'] as const).filter((s) => s !== expected);
    if (others.some((s) => a.statuses[s]) || a.statuses.errors || a.statuses.timeouts || !a.requests) {
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
  /** The server process's highest VmRSS after a scenario, MB. */
  rssMb: number;
  /** VmRSS and VmHWM of the server process after each scenario, MB. */
  serverMemoryMb?: Record<string, { rss: number; peak: number }>;
  results: ScenarioResult[];
};

export async function benchApi(options: ApiBenchOptions): Promise<void> {
  const results: ScenarioResult[] = [];
  const rss: Record<string, { rss: number; peak: number }> = {};
  for (const limits of options.limits) {
    const scratch = options.engine === 'postgres' ? await options.scratchPostgres() : undefined;
    try {
      results.push(...(await benchOnce(options, limits, scratch?.url, rss)));
    } finally {
      await scratch?.drop();
    }
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
    engine: options.engine,
    method:
      `npm run start:prod's command and a bare Fastify process, autocannon 8 in a third; ` +
      `${options.repeats} × ${options.seconds} s rounds alternating bare/app`,
    rssMb: Math.max(0, ...Object.values(rss).map((m) => m.rss)),
    serverMemoryMb: rss,
    results,
  };
  printReport(report, options);
}

async function benchOnce(
  options: ApiBenchOptions,
  limits: LimitsMode,
  databaseUrl: string | undefined,
  rss: Record<string, { rss: number; peak: number }>,
): Promise<ScenarioResult[]> {
  // Ten websites for ten writers, each its own: a customer made with the seed's own inserts (as the websites
  // table's bench does), the demo admin a member with read and write scopes.
  let ten: Awaited<ReturnType<typeof seedCustomerWithManyWebsites>> | undefined;
  const app = await startProduct({
    databaseUrl,
    limits,
    profileDir: options.profileDir,
    prepare: async (db) => {
      ten = await seedCustomerWithManyWebsites(db, {
        count: 10,
        userIds: [demoUsers.admin.id],
        customerId: '1950',
        name: 'Bench Ten Websites',
      });
    },
  });
  if (!ten) throw new Error('the ten websites were not made');
  const websites = ten.websites;
  const appUrl = app.baseUrl;
  const northern = { authorization: `Bearer ${await app.token('1001')}` };
  const writer = { authorization: `Bearer ${await app.token(ten.customerId)}` };

  const answerOf = async (url: string, headers: Record<string, string>) => {
    const response = await fetch(`${appUrl}${url}`, { headers });
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
    return { body: Buffer.from(await response.arrayBuffer()), headers: replayedHeaders(response) };
  };
  const bodyOf = async (url: string, headers: Record<string, string>) => (await answerOf(url, headers)).body;
  const generalUrl = '/v1/config/2001/general';
  const generalAnswer = await answerOf(generalUrl, northern);
  const general = generalAnswer.body;
  const complist = JSON.parse((await bodyOf('/v1/config/2001/complist', northern)).toString()).data;
  const competitionIds = Object.values(complist.competitions as Record<string, { competitionId: string }[]>)
    .flat()
    .map((c) => c.competitionId)
    .join(',');
  const seasonsUrl = `/v1/config/2001/seasons?competitionIds=${competitionIds}`;
  const seasonsAnswer = await answerOf(seasonsUrl, northern);
  const seasons = seasonsAnswer.body;
  const putPaths = websites.map((w) => `/v1/config/${w.websiteId}/general`);
  const putBodies = websites.map((w) =>
    [0, 1, 2, 3].map((places) => JSON.stringify({ statisticsDecimalPlaces: places, websiteId: w.websiteId })),
  );
  const putAnswer = await answerOf(putPaths[0] ?? '', writer);

  // The reference: the same bytes (body and headers) from memory, nothing else (no hooks, no plugins).
  const json = 'application/json; charset=utf-8';
  const bare = await startBare(
    [
      {
        method: 'GET',
        url: '/general',
        body: general,
        contentType: json,
        etag: '"1"',
        headers: generalAnswer.headers,
      },
      { method: 'GET', url: '/seasons', body: seasons, contentType: json, headers: seasonsAnswer.headers },
      {
        method: 'PUT',
        url: '/general/:id',
        body: putAnswer.body,
        contentType: json,
        etag: '"1"',
        headers: putAnswer.headers,
      },
    ],
    options.profileDir,
  );
  const bareUrl = bare.baseUrl;

  const scenarios: Scenario[] = [
    {
      name: `GET /v1/config/{id}/general (${general.length} B)`,
      connections: 50,
      app: { url: `${appUrl}${generalUrl}`, headers: northern },
      bare: { url: `${bareUrl}/general`, headers: northern },
      // A routed read (decision 120): the token gate and Fastify's request and reply, where the lanes had none.
      goal: {
        text: '≥ 0.6 of bare, p99 ≤ 10 ms',
        met: (r) => r.throughputRatio.median >= 0.6 && r.appP99Ms.median <= 10,
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
        puts: { paths: websites.map((w) => `/general/${w.websiteId}`), bodies: putBodies },
      },
      goal: { text: 'p99 ≤ 50 ms', met: (r) => r.appP99Ms.median <= 50 },
    },
  ];

  const results: ScenarioResult[] = [];
  try {
    for (const scenario of scenarios) {
      if (options.only !== undefined && !scenario.name.includes(options.only)) continue;
      console.log(`${options.engine}, limits ${limits}: ${scenario.name} …`);
      results.push({ ...(await measure(scenario, options)), limits });
      rss[`limits ${limits}, after ${scenario.name.split(' (')[0]}`] = app.memory();
    }
  } finally {
    await bare.stop();
    await app.stop();
  }
  return results;
}

function printReport(report: ApiReport, options: ApiBenchOptions): void {
  const baselineFile = path.join(
    here,
    options.engine === 'postgres' ? 'baseline-postgres.json' : 'baseline.json',
  );
  const baseline: Partial<ApiReport> | undefined = existsSync(baselineFile)
    ? JSON.parse(readFileSync(baselineFile, 'utf8'))
    : undefined;
  // Only ratios are compared: absolute figures move with the machine, a ratio to the bare route measured in
  // the same minutes much less. Baselines from before a method had ratios (or limits modes) compare nothing.
  const before = (r: ScenarioResult) =>
    baseline?.results?.find(
      (b) => b.name === r.name && b.throughputRatio !== undefined && (b.limits ?? 'off') === r.limits,
    );
  const change = (now: number, then: number | undefined) =>
    then ? `${now >= then ? '+' : ''}${Math.round(((now - then) / then) * 100)}%` : '—';
  console.table(
    report.results.map((r) => ({
      scenario: r.name,
      limits: r.limits ?? '—',
      conns: r.connections,
      'app/bare req/s (min/med/max)': show(r.throughputRatio, 2),
      'app req/s': show(r.appPerSecond),
      'bare req/s': show(r.barePerSecond),
      'app p99 ms': show(r.appP99Ms, 1),
      'bare p99 ms': show(r.bareP99Ms, 1),
      'p99 app/bare': show(r.p99Ratio, 1),
      goal: r.goal ? `${r.goal}: ${r.met ? 'met' : 'NOT met'}` : '—',
      'ratio vs baseline': change(r.throughputRatio.median, before(r)?.throughputRatio.median),
      'p99 ratio vs baseline': change(r.p99Ratio.median, before(r)?.p99Ratio.median),
    })),
  );
  console.log(
    `${report.engine}: ${report.method}; ${report.machine.cpus} CPUs, load ${report.machine.loadAverage1m}` +
      (baseline?.measuredAt ? `; baseline measured ${baseline.measuredAt}` : ''),
  );
  console.table(
    Object.entries(report.serverMemoryMb ?? {}).map(([when, m]) => ({
      'server process': when,
      'RSS MB': m.rss,
      'peak (VmHWM) MB': m.peak,
    })),
  );
  if (options.writeBaseline) {
    writeFileSync(baselineFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Wrote ${baselineFile}`);
  }
}
