import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export type DataDirLock = { release(): void };

export class DataDirInUseError extends Error {}

/**
 * An exclusive, process-scoped lock on a data folder: a `server.pid` file created with O_EXCL. A lock left
 * by a killed process (its pid no longer alive) is taken over, so SIGKILL never locks the data out.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  const file = path.join(dir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `DATA_DIR ${dir} is already in use by another server process (pid ${owner}). ` +
            'Stop it, or give this one its own DATA_DIR, or use DATABASE_URL to share a PostgreSQL server.',
        );
      }
      if (owner === process.pid) {
        throw new DataDirInUseError(`DATA_DIR ${dir} is already open in this process.`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock DATA_DIR ${dir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
