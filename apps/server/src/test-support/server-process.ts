/**
 * The real server in a child process, as `npm start` runs it after its build: the bundle `npm run build` writes
 * (apps/server/dist/server.js, decision 088) with the node options of `npm run start:prod` (decision 090), on a
 * free port and a data folder of the caller's, with the embedded database whatever the caller's shell points at.
 * For the end-to-end suite (e2e/support/global-setup.ts) and the browser benches (bench/lighthouse.ts,
 * bench/websites-table.ts), which measure and drive the server users run. It does not build: a bundle older than
 * the sources is started as it is. Node's own modules only: Playwright loads this file too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** The end of the server's output so far. */
  log(): string;
  stop(): void;
};

/** The node options `npm run start:prod` gives the server in `repoRoot` (its V8 memory settings). */
function startOptions(repoRoot: string): string[] {
  const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return (scripts['start:prod'] ?? '').split(' ').filter((word) => word.startsWith('--'));
}

export function freePort(): Promise<number> {
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

/**
 * Starts the built server of `repoRoot` and resolves once `GET /healthz` answers 200. It runs in `dataDir` (a
 * developer's `.env` in the repository must not change it) and writes its output to `logFile`. `env` adds to
 * the caller's environment, from which DATABASE_URL, HOST and RATE_LIMITS are removed unless `env` sets them.
 */
export async function startServerProcess(options: {
  repoRoot: string;
  dataDir: string;
  logFile: string;
  env?: Record<string, string>;
  healthTimeoutMs?: number;
}): Promise<ServerProcess> {
  const { repoRoot, dataDir, logFile } = options;
  const server = join(repoRoot, 'apps/server/dist/server.js');
  for (const built of [join(repoRoot, 'apps/console/dist/index.html'), server]) {
    if (!existsSync(built))
      throw new Error(`${built} is missing: run \`npm run build\` in ${repoRoot} first.`);
  }
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.HOST;
  delete env.RATE_LIMITS;
  Object.assign(env, { PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir }, options.env);
  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...startOptions(repoRoot), server], {
    cwd: dataDir,
    env,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const log = () => readFileSync(logFile, 'utf8').slice(-20_000);
  const stop = () => {
    child.kill('SIGTERM');
  };
  const timeout = options.healthTimeoutMs ?? 90_000;
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, child, log, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  stop();
  throw new Error(`The server did not become healthy within ${timeout / 1000} s:\n${log()}`);
}
