/**
 * What the HTTP benches measure (decision 101): the product as it ships, `npm run start:prod`'s command and
 * node options in a process of its own, beside a bare Fastify route in another process started with the same
 * options, both loaded by autocannon from a third (bench/api-load.mjs), as an outside client measures them.
 *
 * The database is prepared here before the server starts (the demo seed, extra websites, a referrer domain),
 * and an identity token is signed with its stored key for the server's issuer, so the token service can be
 * asked for product tokens over HTTP as the console asks.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Db, openDb } from '../apps/server/src/db';
import { demoUsers } from '../apps/server/src/seed/demo-data';
import { seedIfEmpty } from '../apps/server/src/seed/demo-seed';
import { identityToken, tempDir, testConfig } from '../apps/server/src/test-support/fixtures';
import { freePort } from '../apps/server/src/test-support/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const here = path.join(root, 'bench');

/** `npm run start:prod`'s node options (the flags before the script), so every process runs as it ships. */
export function startOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return (scripts['start:prod'] ?? '').split(' ').filter((word) => word.startsWith('--'));
}

/**
 * `on`: the product's defaults, with the widget and write limits raised so the bench's one address is not
 * refused: the limiter's bookkeeping runs on every request, as in production. `off`: RATE_LIMITS=false.
 */
export type LimitsMode = 'on' | 'off';

export const limitsEnv = (limits: LimitsMode): Record<string, string> =>
  limits === 'off'
    ? { RATE_LIMITS: 'false' }
    : {
        RATE_LIMITS: 'true',
        RATE_LIMIT_WIDGETS_PER_MINUTE: '1000000000',
        RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      };

export type Product = {
  baseUrl: string;
  pid: number;
  /** The demo admin's product token for a customer, from the token service over HTTP. */
  token(customerId: string): Promise<string>;
  /** VmRSS and VmHWM of the server process, MB. */
  memory(): { rss: number; peak: number };
  stop(): Promise<void>;
};

export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${url} did not answer within 120 s:\n${log()}`);
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

/**
 * The built server (`npm run build` first) on a database `prepare` has filled, listening on a free port of
 * 127.0.0.1 with the given environment added.
 */
export async function startProduct(options: {
  databaseUrl?: string;
  limits: LimitsMode;
  prepare?: (db: Db) => Promise<void>;
  env?: Record<string, string>;
  /** Save a CPU profile of the server (`--cpu-prof`) into this folder when it stops. */
  profileDir?: string;
}): Promise<Product> {
  const server = path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(server)) throw new Error(`${server} is missing: run \`npm run build\` first.`);
  const folder = tempDir('eua-bench-');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = testConfig(folder.dir, { PUBLIC_URL: baseUrl });
  const db = await openDb({ dataDir: folder.dir, databaseUrl: options.databaseUrl });
  await seedIfEmpty(db);
  await options.prepare?.(db);
  const signIn = await identityToken(db, config, { sub: demoUsers.admin.id, expiresIn: 3600 });
  await db.close();

  const logFile = path.join(folder.dir, 'server.log');
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(
    env,
    { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: folder.dir },
    options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {},
    limitsEnv(options.limits),
    options.env,
  );
  const out = openSync(logFile, 'w');
  const profile = options.profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.profileDir)}`]
    : [];
  const child = spawn(process.execPath, [...startOptions(), ...profile, server], {
    cwd: folder.dir,
    env,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const log = () => readFileSync(logFile, 'utf8').slice(-5000);
  await waitFor(`${baseUrl}/healthz`, child, log);
  return {
    baseUrl,
    pid: child.pid ?? 0,
    async token(customerId) {
      const response = await fetch(`${baseUrl}/v1/products/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userIdentityToken: signIn, product: 'embedded_ui_admin', customerId }),
      });
      if (response.status !== 200)
        throw new Error(`product token: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: { token: string } }).data.token;
    },
    memory: () => memoryOf(child.pid ?? 0),
    async stop() {
      await stopChild(child);
      folder.remove();
    },
  };
}

/**
 * One route of the bare reference: these bytes, with these headers; `etag`: If-None-Match with it answers 304.
 * `headers` and `notModifiedHeaders`: the rest of the app's own answer (a 200's, a 304's), so the reference
 * writes the same bytes as the app, headers included (`replayedHeaders`).
 */
export type BareRoute = {
  method: 'GET' | 'PUT';
  url: string;
  body: Buffer;
  contentType: string;
  etag?: string;
  headers?: Record<string, string>;
  notModifiedHeaders?: Record<string, string>;
};

/** What Node or Fastify writes on every answer, or the bare route sets itself from its body and ETag. */
const SET_BY_THE_SERVER = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'content-type',
  'etag',
]);

/** The headers of one of the app's answers that the bare reference sends too, to answer the same bytes. */
export function replayedHeaders(response: Response): Record<string, string> {
  const replayed: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!SET_BY_THE_SERVER.has(name)) replayed[name] = value;
  });
  return replayed;
}

export type Bare = { baseUrl: string; pid: number; stop(): Promise<void> };

/** The bare Fastify routes (bench/bare-server.mjs) in a process of their own, with the start options. */
export async function startBare(routes: BareRoute[], profileDir?: string): Promise<Bare> {
  const port = await freePort();
  const spec = routes.map((r) => ({ ...r, body: r.body.toString('base64') }));
  const child = spawn(
    process.execPath,
    [
      ...startOptions(),
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir, 'bare')}`] : []),
      path.join(here, 'bare-server.mjs'),
    ],
    {
      env: { ...process.env, BARE_PORT: String(port), BARE_ROUTES: JSON.stringify(spec) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/ready`, child, () => '');
  return { baseUrl, pid: child.pid ?? 0, stop: () => stopChild(child) };
}
