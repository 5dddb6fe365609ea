/**
 * The widgets' public read path (decision 071), side by side in one run with a bare Fastify route that
 * answers the same bytes from memory: `npm run bench -- --widgets`.
 *
 * One process serves both over real sockets (the app on one port, the bare route on another); the load comes
 * from a worker thread (its own event loop) with 50 keep-alive connections, alternating bare and app rounds so
 * both see the same machine load. Measured on PGlite and on PostgreSQL (a scratch database) in the same run:
 * the leaders GET (the biggest answer) and standings, each 200 and the 304 path, plus the embed script's
 * gzip size. Prints each as a ratio to the bare route, min/median/max over the repeats, against the issue's goal
 * (≥ 50% of the bare route's throughput, p99 ≤ 10 ms), and checks the HTTP contract over a real socket: strong
 * ETag and 304, Cache-Control for a CDN, CORS for the allowed page only, 403 naming a refused page, and the
 * embed script as served (gzip and brotli bytes against the 35 kB budget, its own 304).
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { openDb } from '../apps/server/src/db';
import { demoUsers } from '../apps/server/src/seed/demo-data';
import { seedIfEmpty } from '../apps/server/src/seed/demo-seed';
import { identityToken, tempDir, testConfig } from '../apps/server/src/test-support/fixtures';

const CONNECTIONS = 50;
const ROUND_MS = 3000;
const REPEATS = 3;
const PAGE = 'http://club.example';
const REFUSED_PAGE = 'http://elsewhere.example';
const EMBED_BUDGET = 35 * 1024;
const GOAL_RATIO = 50;
const GOAL_P99_MS = 10;
const here = path.dirname(fileURLToPath(import.meta.url));

type Round = {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
};

/** The load generator, run in a worker: N keep-alive connections, each sending as soon as the last answered. */
const loadScript = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, headers, connections, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
const statuses = {};
const end = Date.now() + durationMs;
const one = () => new Promise((resolve) => {
  const t0 = performance.now();
  const req = http.get(url, { agent, headers }, (res) => {
    res.on('data', () => {});
    res.on('end', () => { latencies.push(performance.now() - t0); statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1; resolve(); });
  });
  req.on('error', () => { statuses.error = (statuses.error || 0) + 1; resolve(); });
});
const loop = async () => { while (Date.now() < end) await one(); };
const started = performance.now();
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] || 0;
  agent.destroy();
  parentPort.postMessage({ requests: latencies.length, perSecond: latencies.length / elapsed * 1000, p50: at(0.5), p99: at(0.99), statuses });
});
`;

function load(url: string, headers: Record<string, string>): Promise<Round> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(loadScript, {
      eval: true,
      workerData: { url, headers, connections: CONNECTIONS, durationMs: ROUND_MS },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: round2(sorted[0] ?? 0),
    median: round2(sorted[Math.floor(sorted.length / 2)] ?? 0),
    max: round2(sorted.at(-1) ?? 0),
  };
};

type Row = Record<string, string | number>;
type Check = { engine: string; check: string; seen: string; ok: boolean };

/** The read path's HTTP contract (decision 071), over the socket a browser or CDN would use. */
async function contractChecks(engine: string, appUrl: string): Promise<Check[]> {
  const checks: Check[] = [];
  const check = (check: string, seen: string, ok: boolean) => checks.push({ engine, check, seen, ok });
  const url = `${appUrl}/widgets/v1/2001/leaders`;
  const first = await fetch(url, { headers: { origin: PAGE, 'accept-encoding': 'gzip' } });
  await first.arrayBuffer();
  const etag = first.headers.get('etag') ?? '';
  check('200 with a strong ETag', `${first.status} ${etag}`, first.status === 200 && /^"/.test(etag));
  const cacheControl = first.headers.get('cache-control') ?? '';
  check(
    'Cache-Control fit for a CDN',
    cacheControl,
    /\bpublic\b/.test(cacheControl) && /s-maxage=\d+/.test(cacheControl),
  );
  check(
    'CORS for the allowed page, Vary: Origin',
    `${first.headers.get('access-control-allow-origin')}; vary ${first.headers.get('vary')}`,
    first.headers.get('access-control-allow-origin') === PAGE &&
      /\bOrigin\b/.test(first.headers.get('vary') ?? ''),
  );
  check(
    'answer sent compressed',
    `${first.headers.get('content-encoding')} ${first.headers.get('content-length')} B`,
    first.headers.get('content-encoding') === 'gzip',
  );
  const again = await fetch(url, { headers: { origin: PAGE, 'if-none-match': etag } });
  const againBody = await again.arrayBuffer();
  check(
    'If-None-Match answers 304, no body',
    `${again.status}, ${againBody.byteLength} B`,
    again.status === 304 && againBody.byteLength === 0,
  );
  const refused = await fetch(url, { headers: { origin: REFUSED_PAGE } });
  const message = String(((await refused.json().catch(() => ({}))) as { message?: unknown }).message ?? '');
  check(
    '403 naming a refused page, no CORS',
    `${refused.status} ${message}`,
    refused.status === 403 &&
      message.includes(REFUSED_PAGE) &&
      !refused.headers.has('access-control-allow-origin'),
  );
  for (const encoding of ['gzip', 'br']) {
    const embed = await fetch(`${appUrl}/widgets/v1/embed.js`, { headers: { 'accept-encoding': encoding } });
    await embed.arrayBuffer();
    const bytes = Number(embed.headers.get('content-length'));
    check(
      `embed.js served ${encoding} ≤ 35 kB`,
      `${embed.status} ${embed.headers.get('content-encoding')} ${bytes} B`,
      embed.status === 200 && embed.headers.get('content-encoding') === encoding && bytes <= EMBED_BUDGET,
    );
  }
  const embed = await fetch(`${appUrl}/widgets/v1/embed.js`);
  await embed.arrayBuffer();
  const embedTag = embed.headers.get('etag') ?? '';
  const embedAgain = await fetch(`${appUrl}/widgets/v1/embed.js`, { headers: { 'if-none-match': embedTag } });
  await embedAgain.arrayBuffer();
  check(
    'embed.js ETag answers 304',
    `${embedAgain.status} ${embed.headers.get('cache-control')}`,
    embedAgain.status === 304,
  );
  return checks;
}

async function measureEngine(
  engine: 'pglite' | 'postgres',
  scratchUrl: string | undefined,
  checks: Check[],
): Promise<Row[]> {
  const folder = tempDir('eua-bench-widgets-');
  const config = testConfig(folder.dir, { SERVICES: 'api,tokens', RATE_LIMITS: 'false' });
  const db = await openDb({ dataDir: folder.dir, databaseUrl: scratchUrl });
  await seedIfEmpty(db);
  const app = await buildApp({ config, db, seedDemoData: false });
  await app.ready();
  const token = (
    await app.inject({
      method: 'POST',
      url: '/v1/products/token',
      payload: {
        userIdentityToken: await identityToken(db, config, { sub: demoUsers.admin.id }),
        product: 'embedded_ui_admin',
        customerId: '1001',
      },
    })
  ).json().data.token as string;
  const general = (
    await app.inject({ url: '/v1/config/2001/general', headers: { authorization: `Bearer ${token}` } })
  ).json().data[0].config;
  await app.inject({
    method: 'PUT',
    url: '/v1/config/2001/general',
    headers: { authorization: `Bearer ${token}` },
    payload: { ...general, referrerDomains: ['club.example'], websiteId: '2001' },
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  checks.push(...(await contractChecks(engine, appUrl)));

  const rows: Row[] = [];
  for (const widget of ['leaders', 'standings']) {
    const first = await app.inject({ url: `/widgets/v1/2001/${widget}`, headers: { origin: PAGE } });
    if (first.statusCode !== 200) {
      throw new Error(
        `GET /widgets/v1/2001/${widget} answered ${first.statusCode}: ${first.body.slice(0, 200)}`,
      );
    }
    const etag = String(first.headers.etag);
    // The bare reference: the same bytes and content type, from memory, nothing else.
    const bare = Fastify();
    const bytes = first.rawPayload;
    bare.get('/bare', async (request, reply) => {
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(bytes);
    });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    for (const [label, headers] of [
      ['200', { origin: PAGE }],
      ['304', { origin: PAGE, 'if-none-match': etag }],
    ] as const) {
      const ratios: number[] = [];
      const appRates: number[] = [];
      const bareRates: number[] = [];
      const appP99: number[] = [];
      const bareP99: number[] = [];
      for (let i = 0; i < REPEATS; i++) {
        const b = await load(`${bareUrl}/bare`, headers);
        const a = await load(`${appUrl}/widgets/v1/2001/${widget}`, headers);
        const expected = label === '200' ? '200' : '304';
        if (Object.keys(a.statuses).some((s) => s !== expected)) {
          throw new Error(`${widget} ${label}: the app answered ${JSON.stringify(a.statuses)}`);
        }
        ratios.push(a.perSecond / b.perSecond);
        appRates.push(a.perSecond);
        bareRates.push(b.perSecond);
        appP99.push(a.p99);
        bareP99.push(b.p99);
      }
      const r = stats(ratios.map((x) => x * 100));
      const ar = stats(appRates);
      const br = stats(bareRates);
      const ap = stats(appP99);
      const bp = stats(bareP99);
      rows.push({
        engine,
        scenario: `GET /widgets/v1/{id}/${widget} ${label} (${bytes.length} B)`,
        'app/bare % (min/med/max)': `${r.min}/${r.median}/${r.max}`,
        'app req/s (median)': Math.round(ar.median),
        'bare req/s (median)': Math.round(br.median),
        'app p99 ms (min/med/max)': `${ap.min}/${ap.median}/${ap.max}`,
        'bare p99 ms (median)': bp.median,
        [`goal ≥${GOAL_RATIO}%, p99 ≤${GOAL_P99_MS} ms`]:
          r.median >= GOAL_RATIO && ap.median <= GOAL_P99_MS ? 'met' : 'not met',
      });
    }
    await bare.close();
  }
  await app.close();
  await db.close();
  folder.remove();
  return rows;
}

export async function benchWidgets(scratchPostgres: () => Promise<{ url: string; drop(): Promise<void> }>) {
  const checks: Check[] = [];
  const rows = await measureEngine('pglite', undefined, checks);
  const scratch = await scratchPostgres().catch((error: unknown) => {
    console.warn(`PostgreSQL not measured: ${(error as Error).message}`);
    return undefined;
  });
  if (scratch) {
    try {
      rows.push(...(await measureEngine('postgres', scratch.url, checks)));
    } finally {
      await scratch.drop();
    }
  }
  console.table(rows);
  console.table(checks.map((c) => ({ ...c, ok: c.ok ? 'yes' : 'NO' })));
  const embed = path.join(here, '../apps/widgets/dist/embed.js');
  if (existsSync(embed)) {
    const raw = readFileSync(embed);
    console.log(
      `embed.js: ${raw.length} B, ${gzipSync(raw, { level: 9 }).length} B gzip (goal ≤ 35 kB = ${EMBED_BUDGET} B)`,
    );
  } else {
    console.log('embed.js: not built (npm run build -w @eua/widgets)');
  }
  console.log(
    `${CONNECTIONS} connections, ${ROUND_MS / 1000} s rounds, ${REPEATS} repeats alternating bare/app; ` +
      `${os.cpus().length} CPUs, load ${round2(os.loadavg()[0] ?? 0)}`,
  );
}
