import { rm } from 'node:fs/promises';

const stopped = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

/** Stops the server the global setup started (by its process id) and removes its data folder. */
export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.E2E_SERVER_PID);
  if (pid > 0 && !stopped(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (!stopped(pid) && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 100));
    if (!stopped(pid)) process.kill(pid, 'SIGKILL');
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
