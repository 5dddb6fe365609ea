/**
 * Start time, memory and the event loop under a slow query (decision 081), each printed as
 * min / median / max over repeats beside a side-by-side reference:
 *
 *   node --import tsx bench/start-and-memory.ts [--repeats N] [--seconds S] [--skip-postgres]
 *
 * 1. First start: `node <options> apps/server/dist/server.js`, the command and node options of `npm run
 *    start:prod` (what `npm start` runs after its build; run `npm run build` first), on a fresh DATA_DIR,
 *    from spawning the process to its first `GET /healthz` 200, with the installation's PGlite template made
 *    by the build (decision 087); the same with no template yet (a new PGLITE_TEMPLATE_DIR: the start runs
 *    initdb, as the first start of a new installation without a build does); then a restart on that folder.
 *    Wall time and the CPU time the process used until then (user + system, all its threads), which a busy
 *    machine inflates far less than wall time, and the first start's resident memory once it answers.
 *    Reference: a bare Fastify route in a new `node` process.
 * 2. Resident memory (VmRSS, and the peak VmHWM) of the server restarted on a folder a first start of 1.
 *    seeded, after S seconds of GET /v1/config/2001/general at 50 connections and S seconds of PUT at 10
 *    connections, on PGlite and, beside it, on PostgreSQL (127.0.0.1:5432 or DATABASE_URL, a scratch
 *    database dropped afterwards); and what that memory is, from /proc/PID/smaps (decision 090).
 * 3. The event loop under a slow query: the console's sign-in page (GET /login, no database) requested every
 *    10 ms while one query runs for about a second; the slowest answer, with PGlite in its worker thread (the
 *    product) and with PGlite on the main thread (how it ran before decision 081, rebuilt here as reference).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { type Db, openDb, type Queryable, type Row } from '../apps/server/src/db';
import { demoUsers } from '../apps/server/src/seed/demo-data';
import {
  identityToken,
  TEST_PUBLIC_URL,
  tempDir,
  testConfig,
} from '../apps/server/src/test-support/fixtures';
import { freePort } from '../apps/server/src/test-support/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const repeats = option('--repeats', 3);
const seconds = option('--seconds', 5);
const skipPostgres = args.includes('--skip-postgres');

type Stats = { min: number; median: number; max: number };
const stats = (values: number[]): Stats => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0] ?? 0, median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 };
};
const show = (s: Stats, unit: string) =>
  `${[s.min, s.median, s.max].map((n) => Math.round(n)).join(' / ')} ${unit}`;

/** CPU time (user + system) of a process so far, all threads, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // Fields 14 and 15 (utime, stime), counted from `state` as field 3; clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * What the resident memory is, from /proc/PID/smaps (Linux, glibc), in MB: PGlite's WebAssembly memory (one
 * read-write anonymous mapping of at least its 128 MB minimum; V8's guard regions around it are separate and
 * not resident), malloc (the main `[heap]` and glibc's per-thread arenas, anonymous mappings of at most 64 MB
 * at 64 MB-aligned addresses), V8's heap pages (the other anonymous mappings of up to 1 MB), compiled code
 * (executable anonymous mappings), files (the node binary and libraries) and the rest.
 */
type Parts = { wasm: number; malloc: number; v8: number; code: number; files: number; other: number };
const arenaAlignment = 64n * 1024n * 1024n;

function memoryParts(pid: number): Parts {
  const parts: Parts = { wasm: 0, malloc: 0, v8: 0, code: 0, files: 0, other: 0 };
  let kind: keyof Parts = 'other';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const [, from = '0', to = '0', perms = '', name = ''] = mapping;
      const start = BigInt(`0x${from}`);
      const mb = Number(BigInt(`0x${to}`) - start) / 1048576;
      if (name === '[heap]') kind = 'malloc';
      else if (name.startsWith('/')) kind = 'files';
      else if (name) kind = 'other';
      else if (perms.includes('x')) kind = 'code';
      else if (perms === 'rw-p' && mb >= 128) kind = 'wasm';
      else if (start % arenaAlignment === 0n && mb <= 64) kind = 'malloc';
      else if (mb <= 1) kind = 'v8';
      else kind = 'other';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) parts[kind] += Number(rss[1]) / 1024;
  }
  return parts;
}

type Started = {
  child: ChildProcess;
  url: string;
  wallMs: number;
  cpuMs: number;
  /** VmRSS and VmHWM when it first answered. */
  memory: { rss: number; peak: number };
  output: () => string;
};

async function startProcess(
  command: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<Started> {
  const begun = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`the process exited before answering: ${output}`);
    const ok = await fetch(readyUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const wallMs = performance.now() - begun;
  return {
    child,
    url: new URL(readyUrl).origin,
    wallMs,
    cpuMs: cpuMs(child.pid ?? 0),
    memory: memoryMb(child.pid ?? 0),
    output: () => output,
  };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const serverBundle = path.join(root, 'apps/server/dist/server.js');
if (!existsSync(serverBundle)) {
  console.error('apps/server/dist/server.js is missing: run `npm run build` first.');
  process.exit(1);
}
/** The node options `npm run start:prod` starts the server with (decision 090). */
const startOptions =
  (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts['start:prod']
    ?.split(' ')
    .filter((word) => word.startsWith('--')) ?? [];

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  return startProcess(
    [...startOptions, serverBundle],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: TEST_PUBLIC_URL,
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    `http://127.0.0.1:${port}/healthz`,
  );
}

async function startBareFastify(): Promise<Started> {
  const port = await freePort();
  const script = `import('fastify').then(async ({ default: Fastify }) => {
    const app = Fastify();
    app.get('/healthz', async () => ({ status: 'ok' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
  });`;
  return startProcess(['-e', script], {}, `http://127.0.0.1:${port}/healthz`);
}

// 1. Start and restart.
const first: Started[] = [];
const firstWithoutTemplate: Started[] = [];
const restart: Started[] = [];
const bare: Started[] = [];
const folders: ReturnType<typeof tempDir>[] = [];
/** The folders a first start seeded: sections 2 and 3 measure restarts on them. */
const seeded: ReturnType<typeof tempDir>[] = [];
for (let i = 0; i < repeats; i++) {
  const folder = tempDir('eua-start-');
  folders.push(folder);
  seeded.push(folder);
  const a = await startServer(folder.dir);
  first.push(a);
  await stop(a.child);
  const b = await startServer(folder.dir);
  restart.push(b);
  await stop(b.child);
  const cold = tempDir('eua-start-cold-');
  folders.push(cold);
  const d = await startServer(path.join(cold.dir, 'data'), {
    PGLITE_TEMPLATE_DIR: path.join(cold.dir, 'template'),
  });
  firstWithoutTemplate.push(d);
  await stop(d.child);
  const c = await startBareFastify();
  bare.push(c);
  await stop(c.child);
}
console.log(`Start, ${repeats} repeats (min / median / max), from spawn to the first GET /healthz 200:`);
const line = (name: string, runs: Started[]) =>
  console.log(
    `  ${name.padEnd(34)} wall ${show(stats(runs.map((r) => r.wallMs)), 'ms').padEnd(24)} CPU ${show(stats(runs.map((r) => r.cpuMs)), 'ms')}`,
  );
line('first start, PGlite (fresh folder)', first);
line('  the same, no template yet (initdb)', firstWithoutTemplate);
line('restart, PGlite (same folder)', restart);
line('reference: bare Fastify in node', bare);
console.log(
  `  ${'first start, PGlite: RSS when ready'.padEnd(34)} ${show(stats(first.map((r) => r.memory.rss)), 'MB')}, peak ${show(stats(first.map((r) => r.memory.peak)), 'MB')}`,
);

// 2. Memory after load.
async function identityFor(dataDir: string | undefined, databaseUrl?: string): Promise<string> {
  // The identity token is signed with the built-in provider's stored key, read before the server holds it.
  const db = await openDb({ dataDir: dataDir ?? '', databaseUrl });
  const config = testConfig(dataDir ?? '');
  const identity = await identityToken(db, config, { sub: demoUsers.admin.id, expiresIn: 3600 });
  await db.close();
  return identity;
}

async function exchange(url: string, identity: string): Promise<string> {
  const response = await fetch(`${url}/v1/products/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userIdentityToken: identity, product: 'embedded_ui_admin', customerId: '1001' }),
  });
  if (!response.ok) throw new Error(`product token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** One round of autocannon's command line in its own process, so it shares no event loop with anything. */
function autocannon(options: {
  url: string;
  connections: number;
  method?: string;
  headers: Record<string, string>;
  body?: string;
}): Promise<void> {
  const cli = path.join(root, 'node_modules/autocannon/autocannon.js');
  const argv = [cli, '--json', '-c', String(options.connections), '-d', String(seconds)];
  if (options.method) argv.push('-m', options.method);
  for (const [name, value] of Object.entries(options.headers)) argv.push('-H', `${name}=${value}`);
  if (options.body) argv.push('-b', options.body);
  argv.push(options.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
}

async function memoryAfterLoad(start: () => Promise<Started>, identity: string): Promise<Memory> {
  const server = await start();
  try {
    const pid = server.child.pid ?? 0;
    const started = memoryMb(pid);
    const idle = started.rss;
    const token = await exchange(server.url, identity);
    const headers = { authorization: `Bearer ${token}` };
    await autocannon({
      url: `${server.url}/v1/config/2001/general`,
      connections: 50,
      headers,
    });
    const afterGet = memoryMb(pid);
    await autocannon({
      url: `${server.url}/v1/config/2001/general`,
      method: 'PUT',
      connections: 10,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ statisticsDecimalPlaces: 1 }),
    });
    const { rss, peak } = memoryMb(pid);
    const parts = memoryParts(pid);
    // Settled: what stays once the load has stopped and the process has had time to give memory back.
    await new Promise((wait) => setTimeout(wait, SETTLE_MS));
    return {
      idle,
      idlePeak: started.peak,
      afterGet: afterGet.rss,
      afterGetPeak: afterGet.peak,
      loaded: rss,
      peak,
      settled: memoryMb(pid).rss,
      parts,
    };
  } finally {
    await stop(server.child);
  }
}

const SETTLE_MS = 10_000;

/**
 * MB at each moment: the restart's RSS when it answers (and VmHWM then), after the GET load (and VmHWM then),
 * after the PUT load (`loaded`, and VmHWM: the whole run's peak), and settled 10 s after the load.
 */
type Memory = {
  idle: number;
  idlePeak: number;
  afterGet: number;
  afterGetPeak: number;
  loaded: number;
  peak: number;
  settled: number;
  parts: Parts;
};
const pgliteMemory: Memory[] = [];
const postgresMemory: Memory[] = [];
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
for (let i = 0; i < repeats; i++) {
  const folder = seeded[i]!;
  const identity = await identityFor(folder.dir);
  pgliteMemory.push(await memoryAfterLoad(() => startServer(folder.dir), identity));
  if (skipPostgres) continue;
  const name = `eua_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    // The first start seeds it; the identity token then comes from its key.
    const seeded = await startServer(folder.dir, { DATABASE_URL: url.toString() });
    await stop(seeded.child);
    const pgIdentity = await identityFor(undefined, url.toString());
    postgresMemory.push(
      await memoryAfterLoad(() => startServer(folder.dir, { DATABASE_URL: url.toString() }), pgIdentity),
    );
  } finally {
    const dropper = new pg.Client({ connectionString: postgresUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}
console.log(
  `Resident memory after ${seconds} s GET at 50 connections + ${seconds} s PUT at 10 (min / median / max):`,
);
const memLine = (name: string, runs: Memory[]) => {
  if (!runs.length) return;
  const of = (key: Exclude<keyof Memory, 'parts'>) => show(stats(runs.map((r) => r[key])), 'MB');
  console.log(
    `  ${name.padEnd(12)} restart ${of('idle')} (peak ${of('idlePeak')}); after GET ${of('afterGet')} (peak ` +
      `${of('afterGetPeak')}); after PUT ${of('loaded')} (peak ${of('peak')}); settled ${of('settled')}`,
  );
  const part = (label: string, key: keyof Parts) =>
    `${label} ${show(stats(runs.map((r) => r.parts[key])), 'MB')}`;
  console.log(
    `  ${''.padEnd(12)} after load: ${[
      part('V8 heap pages', 'v8'),
      part('malloc', 'malloc'),
      part('WebAssembly memory', 'wasm'),
      part('code', 'code'),
      part('files', 'files'),
      part('other', 'other'),
    ].join(', ')}`,
  );
};
memLine('PGlite', pgliteMemory);
memLine('PostgreSQL', postgresMemory);

// 3. The event loop while one slow query runs.
/** PGlite on the main thread, as `openDb` ran it before decision 081: the reference. */
async function openPgliteOnMainThread(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(path.join(dataDir, 'pgdata'));
  const query = async <T extends Row>(sql: string, params?: unknown[]) =>
    (await pglite.query<T>(sql, params ?? [])).rows;
  return {
    engine: 'pglite',
    query,
    transaction: (fn: (tx: Queryable) => Promise<unknown>) =>
      pglite.transaction(async (tx) =>
        fn({
          query: async <T extends Row>(sql: string, params?: unknown[]) =>
            (await tx.query<T>(sql, params ?? [])).rows,
        }),
      ),
    close: () => pglite.close(),
  } as Db;
}

const SLOW_QUERY = 'select count(*) from generate_series(1, 3000000) as n where n % 7 = 3';

async function slowestDuringSlowQuery(db: Db, dataDir: string): Promise<{ slowest: number; query: number }> {
  const app = await buildApp({ config: testConfig(dataDir), db, seedDemoData: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await fetch(`${url}/login`);
    // Once unmeasured, so both engines run the query with their WebAssembly already compiled and warm.
    await db.query(SLOW_QUERY);
    let slowest = 0;
    let running = true;
    const poller = (async () => {
      // Each request is timed from when it was due (10 ms after the previous answer), not from when this
      // process got round to sending it: the client shares the server's event loop, so a blocked loop delays
      // the sending as much as the answer, and timing from the sending hid the stall. A timer fired late is
      // counted at once, in case the loop ends before the next request.
      let due = performance.now();
      while (running) {
        await fetch(`${url}/login`).then((r) => r.arrayBuffer());
        slowest = Math.max(slowest, performance.now() - due);
        const waited = performance.now();
        await new Promise((r) => setTimeout(r, 10));
        due = waited + 10;
        slowest = Math.max(slowest, performance.now() - due);
      }
    })();
    await new Promise((r) => setTimeout(r, 100));
    const t = performance.now();
    await db.query(SLOW_QUERY);
    const query = performance.now() - t;
    running = false;
    await poller;
    return { slowest, query };
  } finally {
    await app.close();
  }
}

const worker: { slowest: number; query: number }[] = [];
const mainThread: { slowest: number; query: number }[] = [];
const folder = seeded[0]!;
for (let i = 0; i < repeats; i++) {
  const db = await openDb({ dataDir: folder.dir });
  worker.push(await slowestDuringSlowQuery(db, folder.dir));
  await db.close();
  const inline = await openPgliteOnMainThread(folder.dir);
  mainThread.push(await slowestDuringSlowQuery(inline, folder.dir));
  await inline.close();
}
console.log(
  'Slowest GET /login (no database) while one query runs (min / median / max), beside the query itself:',
);
const loopLine = (name: string, runs: { slowest: number; query: number }[]) =>
  console.log(
    `  ${name.padEnd(34)} slowest /login ${show(stats(runs.map((r) => r.slowest)), 'ms').padEnd(22)} query ${show(stats(runs.map((r) => r.query)), 'ms')}`,
  );
loopLine('PGlite in its worker (product)', worker);
loopLine('reference: PGlite on main thread', mainThread);

for (const f of folders) f.remove();
