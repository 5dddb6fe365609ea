import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServerProcess } from '../../apps/server/src/test-support/server-process';

const repoRoot = resolve(import.meta.dirname, '..', '..');

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

/**
 * Starts the real server (decision 042) on a free port with a fresh data folder, waits for /healthz and hands
 * the base URL to the workers through the environment.
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'eua-e2e-'));
  // The server's output goes to a file that outlives the run, for reading after a failure.
  const logDir = join(repoRoot, 'test-results');
  await mkdir(logDir, { recursive: true });
  // What `npm start` runs, in its data folder (test-support/server-process.ts).
  const server = await startServerProcess({
    repoRoot,
    dataDir,
    logFile: join(logDir, 'e2e-server.log'),
    // The webhooks spec's receiver listens on 127.0.0.1 (decision 139).
    env: { ...launcherUrls, ...limits, WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' },
  });
  // The server outlives this function; the teardown stops it by its process id.
  server.child.unref();
  // Workers and the teardown run in this process's environment.
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_SERVER_PID = String(server.child.pid);
  process.env.E2E_DATA_DIR = dataDir;
}
