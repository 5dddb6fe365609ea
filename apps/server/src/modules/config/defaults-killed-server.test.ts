/**
 * A change of a customer's defaults is all or none (docs/product.md#customer-defaults, decisions 144 and 156),
 * even when the server process is killed while it applies it: the real server in a child process, a defaults
 * save reaching 600 websites, SIGKILL at a random moment while the save is in flight, then a restart on the
 * same data. After each restart every website is either entirely before the change or entirely after it, and
 * so is the defaults' own version; at the end each website has exactly one activity entry "From the customer's
 * defaults" per committed version of the defaults. On a PGlite data folder and, when one answers, PostgreSQL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { openDb } from '../../db';
import { demoUsers } from '../../seed/demo-data';
import { seedIfEmpty } from '../../seed/demo-seed';
import { postgresUrl } from '../../test-support/engines';
import { identityToken, tempDir } from '../../test-support/fixtures';
import { seedCustomerWithManyWebsites } from '../../test-support/many-websites';
import { freePort } from '../../test-support/server-process';
import { ensureDefaultsOwners } from '../websites/websites.repo';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const tsxLoader = import.meta.resolve('tsx');
const WEBSITES = 600;
const KILLS = 3;
const CUSTOMER = '1900';
const DEFAULTS = `defaults-${CUSTOMER}-basketball`;
const FROM_DEFAULTS = "From the customer's defaults";

type Running = { child: ChildProcess; output: () => string; exited: Promise<unknown> };
type Storage = {
  name: string;
  /** The server's environment for this storage, and the data for `openDb`. */
  env: Record<string, string>;
  open: () => ReturnType<typeof openDb>;
  remove: () => Promise<void>;
  /**
   * PostgreSQL only: whether the server's connection is inside a save's transaction now (it has written an
   * activity entry and not committed), seen from outside in pg_stat_activity.
   */
  saving?: () => Promise<boolean>;
};

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const neutralFolder = tempDir('eua-cwd-');
cleanups.push(() => neutralFolder.remove());

const pgliteStorage = (): Storage => {
  const folder = tempDir('eua-kill-');
  return {
    name: 'a PGlite data folder',
    env: { DATA_DIR: folder.dir, DATABASE_URL: '' },
    open: () => openDb({ dataDir: folder.dir }),
    remove: async () => folder.remove(),
  };
};

const postgresStorage = (server: string): Storage => {
  const name = `eua_test_kill_${randomBytes(6).toString('hex')}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  const folder = tempDir('eua-kill-');
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  let created = false;
  let watcher: pg.Client | undefined;
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: folder.dir, DATABASE_URL: url.toString() },
    open: async () => {
      if (!created) await admin(`create database ${name}`);
      created = true;
      return openDb({ databaseUrl: url.toString(), dataDir: '' });
    },
    remove: async () => {
      await watcher?.end();
      await admin(`drop database if exists ${name} with (force)`);
      folder.remove();
    },
    saving: async () => {
      if (!watcher) {
        watcher = new pg.Client({ connectionString: server });
        await watcher.connect();
      }
      const { rows } = await watcher.query(
        `select 1 from pg_stat_activity
          where datname = $1 and xact_start is not null and query ilike 'insert into activity%'`,
        [name],
      );
      return rows.length > 0;
    },
  };
};

const postgres = postgresUrl;
const storages = [
  { name: 'a PGlite data folder', make: pgliteStorage },
  ...(postgres ? [{ name: 'PostgreSQL', make: () => postgresStorage(postgres) }] : []),
];

/** The server as `npm start` runs it, on `storage`. */
function startServer(storage: Storage, port: number): Running {
  const env = Object.fromEntries(
    Object.entries({
      ...process.env,
      SERVICES: 'api,tokens',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      RATE_LIMITS: 'false',
      PORT: String(port),
      ...storage.env,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const child = spawn(
    process.execPath,
    ['--import', tsxLoader, path.join(repoRoot, 'apps/server/src/server.ts')],
    {
      cwd: neutralFolder.dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  return { child, output: () => output, exited };
}

async function waitHealthy(base: string, running: Running): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`server exited: ${running.output()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy: ${running.output()}`);
}

describe.each(storages)('a defaults save killed mid-way, on $name', ({ make }) => {
  it('leaves every website entirely before or entirely after the change, restart after restart', async () => {
    const storage = make();
    cleanups.push(() => storage.remove());
    const port = await freePort();
    const base = `http://localhost:${port}`;

    // 600 basketball websites of one customer, none setting a number of leaders: all follow the defaults.
    const db = await storage.open();
    await seedIfEmpty(db);
    const { websites } = await seedCustomerWithManyWebsites(db, {
      count: WEBSITES,
      userIds: [demoUsers.admin.id],
      customerId: CUSTOMER,
    });
    await db.query(`update websites set sport = 'basketball' where customer_id = $1`, [CUSTOMER]);
    await ensureDefaultsOwners(db);
    const userIdentityToken = await identityToken(db, loadConfig({ PORT: String(port) }, []), {
      sub: demoUsers.admin.id,
      expiresIn: 3600,
    });
    await db.close();

    let running = startServer(storage, port);
    await waitHealthy(base, running);
    const tokenResponse = await fetch(`${base}/v1/products/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userIdentityToken, product: 'embedded_ui_admin', customerId: CUSTOMER }),
    });
    expect(tokenResponse.status).toBe(200);
    const { token } = ((await tokenResponse.json()) as { data: { token: string } }).data;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    type Document = { config: Record<string, unknown>; version: number };
    const read = async (websiteId: string): Promise<Document> => {
      const response = await fetch(`${base}/v1/config/${websiteId}/leaders`, { headers });
      expect(response.status, websiteId).toBe(200);
      return ((await response.json()) as { data: Document[] }).data[0]!;
    };
    /** Every following website's number of leaders, 20 reads at a time. */
    const values = async () => {
      const found: unknown[] = [];
      for (let at = 0; at < websites.length; at += 20) {
        const documents = await Promise.all(websites.slice(at, at + 20).map((w) => read(w.websiteId)));
        found.push(...documents.map((document) => document.config.leadersCountPerStatistic));
      }
      return found;
    };
    /** The console's save of the defaults: the whole document with the change, If-Match its version. */
    const save = async (value: number) => {
      const current = await read(DEFAULTS);
      return fetch(`${base}/v1/config/${DEFAULTS}/leaders`, {
        method: 'PUT',
        headers: { ...headers, 'if-match': `"${current.version}"` },
        body: JSON.stringify({ ...current.config, leadersCountPerStatistic: value }),
      });
    };

    // One save to its end: it reaches all 600, and says how long a save takes here.
    const started = performance.now();
    const first = await save(6);
    const took = performance.now() - started;
    expect(first.status, await first.text()).toBe(200);
    expect(new Set(await values())).toEqual(new Set([6]));
    let committed = 1;
    let value = 6;
    const outcomes: string[] = [];

    for (let kill = 0; kill < KILLS; kill += 1) {
      const next = value + 1;
      let answered: number | undefined;
      const inFlight = save(next).then(
        (response) => {
          answered = response.status;
        },
        () => undefined, // The connection dies with the server.
      );
      const midTransaction = kill === 0 && storage.saving !== undefined;
      if (midTransaction) {
        // On PostgreSQL the first kill is certainly inside the transaction: once it has written an entry of
        // the activity log, with the followers' entries still to come.
        while (!(await storage.saving!())) {
          if (answered !== undefined) throw new Error(`the save answered ${answered} before it was seen`);
          await new Promise((r) => setTimeout(r, 2));
        }
      } else {
        // A random moment in the save's likely span (the read of the defaults and the write itself).
        await new Promise((r) => setTimeout(r, took * (0.1 + 0.8 * Math.random())));
      }
      running.child.kill('SIGKILL');
      await running.exited;
      await inFlight;

      running = startServer(storage, port);
      await waitHealthy(base, running);
      const defaults = await read(DEFAULTS);
      const after = defaults.config.leadersCountPerStatistic === next;
      // An acknowledged save has committed; one not acknowledged may or may not have.
      if (answered === 200) expect(after).toBe(true);
      if (midTransaction) expect(after).toBe(false);
      outcomes.push(after ? 'after' : 'before');
      expect(defaults.version).toBe(committed + (after ? 1 : 0));
      expect(defaults.config.leadersCountPerStatistic).toBe(after ? next : value);
      expect(new Set(await values())).toEqual(new Set([after ? next : value]));
      if (after) {
        committed += 1;
        value = next;
      }
    }

    // Stopped, the activity log is read where it is stored: per website, one entry from the defaults per
    // committed version of them, and none of a save that did not commit.
    running.child.kill('SIGTERM');
    await running.exited;
    const stored = await storage.open();
    try {
      const counts = await stored.query<{ entries: number; websites: number }>(
        `select entries, count(*)::int as websites
             from (select w.id, count(a.id)::int as entries
                     from websites w
                     left join activity a on a.website_id = w.id and a.outcome = 'saved'
                                         and a.changes[1] like $2 || '%'
                    where w.customer_id = $1 and w.kind = 'website'
                    group by w.id) per_website
            group by entries`,
        [CUSTOMER, FROM_DEFAULTS],
      );
      expect(counts).toEqual([{ entries: committed, websites: WEBSITES }]);
      const [own] = await stored.query<{ entries: number }>(
        `select count(*)::int as entries from activity where website_id = $1 and outcome = 'saved'`,
        [DEFAULTS],
      );
      expect(own?.entries).toBe(committed);
    } finally {
      await stored.close();
    }
  }, 600_000);
});
