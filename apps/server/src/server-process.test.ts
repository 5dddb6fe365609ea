/**
 * The real server process (docs/product.md#storage): acknowledged writes survive SIGKILL, a second process
 * on the same DATA_DIR stops with a clear error, and a bad environment value stops the server with its
 * message.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/env';
import { openDb } from './db';
import { demoUsers } from './seed/demo-data';
import { seedIfEmpty } from './seed/demo-seed';
import { identityToken, tempDir } from './test-support/fixtures';
import { freePort } from './test-support/server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tsxLoader = import.meta.resolve('tsx');

type Running = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

type SpawnOptions = {
  /**
   * The working folder (default: an empty one, so that a developer's `.env` at the repository root cannot
   * change what the tests start); tsx and the script are found by absolute path.
   */
  cwd?: string;
  args?: string[];
  /** The script to run (default: the server). */
  script?: string;
};

/**
 * The server as `npm start` runs it. `env` values of `undefined` are left out of the child's environment,
 * so that a `.env` file may supply them.
 */
function spawnServer(env: Record<string, string | undefined>, options: SpawnOptions = {}): Running {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: '',
    SERVICES: 'api,tokens',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    RATE_LIMITS: 'false',
    ...env,
  };
  const childEnv = Object.fromEntries(
    Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const script = path.join(repoRoot, options.script ?? 'apps/server/src/server.ts');
  const child = spawn(process.execPath, ['--import', tsxLoader, script, ...(options.args ?? [])], {
    cwd: options.cwd ?? neutralFolder.dir,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitHealthy(base: string, running: Running): Promise<void> {
  let exitCode: number | null | undefined;
  void running.exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}): ${running.output()}`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy: ${running.output()}`);
}

const folder = tempDir('eua-proc-');
const neutralFolder = tempDir('eua-cwd-');
let port: number;
let base: string;
let userIdentityToken: string;
const started: Running[] = [];

beforeAll(async () => {
  port = await freePort();
  base = `http://localhost:${port}`;
  // Prepare the data folder before the server owns it: seed it and sign an identity token with its `idp` key.
  const db = await openDb({ dataDir: folder.dir });
  await seedIfEmpty(db);
  userIdentityToken = await identityToken(db, loadConfig({ PORT: String(port) }, []), {
    sub: demoUsers.admin.id,
    expiresIn: 3600,
  });
  await db.close();
});

afterAll(async () => {
  for (const running of started) {
    if (running.child.exitCode === null && running.child.signalCode === null) {
      running.child.kill('SIGKILL');
      await running.exited;
    }
  }
  folder.remove();
  neutralFolder.remove();
});

const start = (env: Record<string, string> = {}) => {
  const running = spawnServer({ PORT: String(port), DATA_DIR: folder.dir, ...env });
  started.push(running);
  return running;
};

type Ack = { websiteId: string; value: number; version: number };

describe('the server process', () => {
  it('keeps every acknowledged write across a SIGKILL in the middle of a stream of writes', async () => {
    const first = start();
    await waitHealthy(base, first);

    const tokenResponse = await fetch(`${base}/v1/products/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userIdentityToken, product: 'embedded_ui_admin', customerId: '1001' }),
    });
    expect(tokenResponse.status).toBe(200);
    const { token } = ((await tokenResponse.json()) as { data: { token: string } }).data;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const websites = ['2001', '2002', '2003'];
    const base0: Record<string, Record<string, unknown>> = {};
    for (const websiteId of websites) {
      const response = await fetch(`${base}/v1/config/${websiteId}/leaders`, { headers });
      base0[websiteId] = ((await response.json()) as { data: { config: Record<string, unknown> }[] })
        .data[0]!.config;
    }

    // Three writers, one per website, each writing as fast as the server acknowledges.
    const acks: Ack[] = [];
    const inFlight: Record<string, number> = {};
    let stop = false;
    const writer = async (websiteId: string) => {
      for (let i = 0; !stop; i++) {
        const value = (i % 50) + 1;
        inFlight[websiteId] = value;
        try {
          const response = await fetch(`${base}/v1/config/${websiteId}/leaders`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ ...base0[websiteId], leadersCountPerStatistic: value, websiteId }),
          });
          if (response.status !== 200)
            throw new Error(`PUT answered ${response.status}: ${await response.text()}`);
          const doc = ((await response.json()) as { data: { version: number }[] }).data[0]!;
          acks.push({ websiteId, value, version: doc.version });
        } catch (error) {
          if (!stop) throw error;
          return;
        }
      }
    };
    const writers = websites.map((w) => writer(w).catch((error: unknown) => error));
    while (acks.length < 60) await new Promise((r) => setTimeout(r, 10));
    first.child.kill('SIGKILL');
    stop = true;
    await first.exited;
    const failures = (await Promise.all(writers)).filter((e) => e !== undefined);
    expect(failures).toEqual([]);

    const second = start();
    await waitHealthy(base, second);
    for (const websiteId of websites) {
      const mine = acks.filter((a) => a.websiteId === websiteId);
      const last = mine.at(-1)!;
      // Versions were handed out one by one, never twice.
      expect(mine.map((a) => a.version)).toEqual(mine.map((_, i) => mine[0]!.version + i));
      const response = await fetch(`${base}/v1/config/${websiteId}/leaders`, { headers });
      expect(response.status).toBe(200);
      const doc = (
        (await response.json()) as { data: { version: number; config: Record<string, unknown> }[] }
      ).data[0]!;
      // The write in flight at the kill may or may not have landed; every acknowledged one has.
      if (doc.version === last.version) {
        expect(doc.config.leadersCountPerStatistic).toBe(last.value);
      } else {
        expect(doc.version).toBe(last.version + 1);
        expect(doc.config.leadersCountPerStatistic).toBe(inFlight[websiteId]);
      }
    }
  });

  it('stops a second process on the same DATA_DIR with a clear error', async () => {
    const other = spawnServer({ PORT: String(await freePort()), DATA_DIR: folder.dir });
    started.push(other);
    expect(await other.exited).toBe(1);
    expect(other.output()).toContain(
      `DATA_DIR ${path.resolve(folder.dir)} is already in use by another server process`,
    );
  });

  it('stops with one line naming DATABASE_URL, and no password, when PostgreSQL cannot be reached', async () => {
    const closed = await freePort();
    const bad = spawnServer({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://admin:s3cret@127.0.0.1:${closed}/app`,
    });
    started.push(bad);
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim()).toBe(
      `DATABASE_URL: cannot connect to PostgreSQL at 127.0.0.1:${closed} (ECONNREFUSED)`,
    );
  });

  it('stops with one line naming DATA_DIR when it is a file', async () => {
    const file = path.join(folder.dir, 'not-a-folder');
    writeFileSync(file, 'x');
    const bad = spawnServer({ PORT: String(await freePort()), DATA_DIR: file });
    started.push(bad);
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim()).toBe(`DATA_DIR: ${file} is not a folder`);
    const nested = spawnServer({ PORT: String(await freePort()), DATA_DIR: path.join(file, 'data') });
    started.push(nested);
    expect(await nested.exited).toBe(1);
    expect(nested.output().trim()).toBe(
      `DATA_DIR: ${path.join(file, 'data')} is not a folder (a part of its path is a file)`,
    );
  });

  it('stops on a bad environment value with a message naming it', async () => {
    const bad = spawnServer({ PORT: 'abc', DATA_DIR: folder.dir });
    started.push(bad);
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain(
      "Invalid environment: PORT must be an integer between 0 and 65535 (got 'abc')",
    );
  });
  it('stops with one line naming PORT when the port is taken', async () => {
    const taken = await new Promise<Server>((resolve) => {
      const holder = createServer();
      holder.listen(0, '127.0.0.1', () => resolve(holder));
    });
    const address = taken.address();
    const takenPort = typeof address === 'object' && address ? address.port : 0;
    const own = tempDir('eua-port-');
    try {
      const bad = spawnServer({ PORT: String(takenPort), DATA_DIR: own.dir });
      started.push(bad);
      expect(await bad.exited).toBe(1);
      expect(bad.output().trim()).toBe(
        `PORT: ${takenPort} is already in use on 127.0.0.1; stop what uses it or choose another PORT (PORT=0 picks a free one)`,
      );
    } finally {
      taken.close();
      own.remove();
    }
  });

  it('refuses an argument it does not know, rather than ignoring it', async () => {
    const bad = spawnServer({ PORT: String(await freePort()), DATA_DIR: folder.dir }, { args: ['--bogus'] });
    started.push(bad);
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim()).toBe(
      "Unknown argument '--bogus': the server takes only --services (see README.md)",
    );
  });

  it('reads .env in its working folder, the environment winning, and seeds no demo data with SEED_DEMO_DATA=false', async () => {
    const work = tempDir('eua-dotenv-');
    try {
      const dataDir = path.join(work.dir, 'data');
      mkdirSync(dataDir);
      const fromEnvironment = await freePort();
      writeFileSync(
        path.join(work.dir, '.env'),
        `PORT=1\nDATA_DIR=${dataDir}\nSEED_DEMO_DATA=false\nSERVICES=api,tokens,idp\n`,
      );
      const running = spawnServer(
        {
          PORT: String(fromEnvironment),
          DATA_DIR: undefined,
          SEED_DEMO_DATA: undefined,
          SERVICES: undefined,
        },
        { cwd: work.dir },
      );
      started.push(running);
      await waitHealthy(`http://localhost:${fromEnvironment}`, running);
      expect(running.output()).toContain(`Services: api, tokens, idp; database: PGlite in ${dataDir}`);
      expect(running.output()).not.toContain('Demo sign-ins');
      expect(running.output()).not.toContain('Sample customer site');
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      const db = await openDb({ dataDir });
      try {
        expect(await db.query('select id from users')).toEqual([]);
        expect(await db.query('select id from customers')).toEqual([]);
        // The product's own reference data is there all the same: lookup lists and the product list.
        const [counts] = await db.query<{ lookups: number; products: number }>(
          'select (select count(*) from lookups)::int as lookups, (select count(*) from products)::int as products',
        );
        expect(counts?.lookups).toBeGreaterThan(20);
        expect(counts?.products).toBeGreaterThanOrEqual(8);
      } finally {
        await db.close();
      }
    } finally {
      work.remove();
    }
  });

  it('seed:reset wipes a PostgreSQL database only when asked with --yes', async () => {
    const closed = await freePort();
    const databaseUrl = `postgres://admin:s3cret@127.0.0.1:${closed}/app`;
    const refused = spawnServer(
      { DATABASE_URL: databaseUrl, DATA_DIR: folder.dir },
      { script: 'apps/server/src/cli/reset-demo.ts' },
    );
    started.push(refused);
    expect(await refused.exited).toBe(1);
    expect(refused.output().trim()).toBe(
      `DATABASE_URL is set: this would wipe every user, customer, website and configuration in postgres://admin:***@127.0.0.1:${closed}/app. To do it, run: npm run seed:reset -- --yes`,
    );
    // With --yes it goes on to connect (and, here, finds nothing listening).
    const asked = spawnServer(
      { DATABASE_URL: databaseUrl, DATA_DIR: folder.dir },
      { script: 'apps/server/src/cli/reset-demo.ts', args: ['--yes'] },
    );
    started.push(asked);
    expect(await asked.exited).toBe(1);
    expect(asked.output().trim()).toBe(
      `DATABASE_URL: cannot connect to PostgreSQL at 127.0.0.1:${closed} (ECONNREFUSED)`,
    );
  });
});
