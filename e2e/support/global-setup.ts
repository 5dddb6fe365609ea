import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The node options `npm run start:prod` gives the server (its V8 memory settings, decision 090). */
function startOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return (scripts['start:prod'] ?? '').split(' ').filter((word) => word.startsWith('--'));
}

/** Where the launcher entries lead in the end-to-end runs (apps/server/src/config/env.ts names the variables). */
const launcherUrls = {
  LAUNCHER_LIVE_PRODUCTION_MONITOR_URL: 'https://monitor.example.org/',
  LAUNCHER_USER_MANAGER_URL: 'https://users.example.org/',
  LAUNCHER_VIDEO_STREAM_MANAGER_URL: 'https://video.example.org/',
  LAUNCHER_EVO_ADMIN_URL: 'https://evo.example.org/',
  LAUNCHER_DATACORE_ADMIN_TOOL_URL: 'https://datacore.example.org/',
  LAUNCHER_SCHEDULE_MANAGER_URL: 'https://schedule.example.org/',
  LAUNCHER_IMAGE_MANAGER_URL: 'https://images.example.org/',
  LAUNCHER_EVO_OPERATIONS_PANEL_URL: 'https://operations.example.org/',
};

/**
 * The suite signs the demo users in and out and saves, test after test, faster than any person: the per-user
 * limits of decision 066 are raised far above what it does, so they count (their code runs) but never refuse.
 * The sign-in lock-out keeps its defaults: the suite types no wrong password.
 */
const limits = {
  RATE_LIMIT_TOKENS_PER_MINUTE: '100000',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
};

/** The embedded database in a fresh folder, whatever the caller's shell points at. */
function serverEnv(port: number, baseUrl: string, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    ...launcherUrls,
    ...limits,
  };
  delete env.DATABASE_URL;
  delete env.HOST;
  delete env.RATE_LIMITS;
  return env;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not become healthy within 90 s:\n${log()}`);
}

/**
 * Starts the real server (DESIGN.md §7) on a free port with a fresh data folder, waits for /healthz and hands
 * the base URL to the workers through the environment.
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(join(repoRoot, 'apps/console/dist/index.html'))) {
    throw new Error('The console is not built: run `npm run build` first (`npm run test:e2e` does).');
  }
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'eua-e2e-'));
  // The server's output goes to a file that outlives the run, for reading after a failure.
  const logDir = join(repoRoot, 'test-results');
  await mkdir(logDir, { recursive: true });
  const logFile = join(logDir, 'e2e-server.log');
  const log = openSync(logFile, 'w');
  // The server runs in its data folder, not the repository root: a developer's `.env` there (read by the
  // server at start) must not change the server under test.
  // What `npm start` runs: the server bundle `npm run build` (before this suite) writes (decision 088), with
  // the node options of `npm run start:prod` (decision 090).
  const server = join(repoRoot, 'apps/server/dist/server.js');
  if (!existsSync(server)) throw new Error(`${server} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, [...startOptions(), server], {
    cwd: dataDir,
    env: serverEnv(port, baseUrl, dataDir),
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  await waitForHealth(baseUrl, child, () => readFileSync(logFile, 'utf8').slice(-20_000));
  // The server outlives this function; the teardown stops it by its process id.
  child.unref();
  // Workers and the teardown run in this process's environment.
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SERVER_PID = String(child.pid);
  process.env.E2E_DATA_DIR = dataDir;
}
