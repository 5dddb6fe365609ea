/**
 * An exclusive lock on a PGlite data folder: two processes on one folder corrupt it, so the second must stop
 * with a clear error (docs/product.md#storage). The lock is a `server.pid` file naming its holder; a lock
 * whose holder is gone (SIGKILL, OOM, a reboot) is taken over, so a crash never locks the data out.
 */
import { createHash, randomBytes } from 'node:crypto';
import { linkSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../config/startup-error';

export type DataDirLock = { release(): void };

export class DataDirInUseError extends StartupError {}

export const LOCK_FILE = 'server.pid';

/**
 * What identifies one process instance. A PID alone does not: after a restart in a container the new server
 * is often given the PID of the killed one (or PID 1 belongs to an unrelated process). On Linux the start
 * time (field 22 of /proc/<pid>/stat) and the boot id tell a PID's present owner from the one that wrote the
 * lock; where /proc is missing they stay undefined and only the PID is compared.
 */
export type LockRecord = { pid: number; startTime?: string; bootId?: string; nonce?: string };

/** Folders this process holds: "already open in this process" is known here, not guessed from the file. */
const heldHere = new Set<string>();

/** Takeover markers and temporary files older than this were left by a process killed mid-way. */
const LEFTOVER_AGE_MS = 10_000;

let ownBootId: string | undefined | null = null;

export function bootId(): string | undefined {
  if (ownBootId === null) ownBootId = readText('/proc/sys/kernel/random/boot_id')?.trim() || undefined;
  return ownBootId;
}

/** Field 22 of /proc/<pid>/stat: the start time in clock ticks since boot. The name in field 2 may hold
 * spaces and parentheses, so fields are counted from its closing parenthesis. */
export function processStartTime(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[22 - 3] || undefined;
}

/** How long an unreadable lock file counts as being written rather than stale. */
const WRITING_GRACE_MS = 2_000;

export function acquireDataDirLock(dir: string): DataDirLock {
  const folder = path.resolve(dir);
  if (heldHere.has(folder)) throw new DataDirInUseError(`DATA_DIR ${dir} is already open in this process.`);
  const file = path.join(folder, LOCK_FILE);
  const mine = serialise({
    pid: process.pid,
    startTime: processStartTime(process.pid),
    bootId: bootId(),
    // Makes this lock's text unique, so a takeover never mistakes it for the stale lock it replaced.
    nonce: randomBytes(8).toString('hex'),
  });

  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(file, mine)) {
      // Re-check: the file must hold our text now (only a stale lock's text is ever removed by others).
      if (readText(file) === mine) {
        heldHere.add(folder);
        removeLeftovers(folder);
        return lockHandle(folder, file, mine);
      }
      continue;
    }
    const text = readText(file);
    if (text === undefined) continue; // Removed meanwhile: try again.
    const record = parse(text);
    // On a file system without hard links the lock is created empty, then written (createExclusive): an
    // unreadable lock only moments old is being written, not stale.
    if (!record && ageMs(file) < WRITING_GRACE_MS) {
      pause(20);
      continue;
    }
    const verdict = record ? judge(record) : 'stale';
    if (verdict === 'live' && record) {
      throw new DataDirInUseError(
        `DATA_DIR ${dir} is already in use by another server process (pid ${record.pid}). ` +
          'Stop it, or give this one its own DATA_DIR, or use DATABASE_URL to share a PostgreSQL server.',
      );
    }
    if (verdict === 'this-process') {
      throw new DataDirInUseError(`DATA_DIR ${dir} is already open in this process.`);
    }
    if (!removeStaleLock(file, text)) pause(20);
  }
  throw new DataDirInUseError(
    `Could not lock DATA_DIR ${dir}: its lock file ${file} keeps changing. Is another server starting on it?`,
  );
}

function lockHandle(folder: string, file: string, mine: string): DataDirLock {
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      heldHere.delete(folder);
      // Only our own lock: never remove one another process took over.
      if (readText(file) === mine) rmSync(file, { force: true });
    },
  };
}

/**
 * Creates the lock file atomically with its whole text: written to a temporary file, then hard-linked into
 * place, which fails when the lock exists. A reader therefore never sees a half-written lock.
 */
function tryCreate(file: string, text: string): boolean {
  const temporary = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  writeFileSync(temporary, text, { flag: 'wx' });
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS' || code === 'EOPNOTSUPP') {
      // A file system without hard links: exclusive create, then write.
      return createExclusive(file, text);
    }
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function createExclusive(file: string, text: string): boolean {
  try {
    writeFileSync(file, text, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Removes a stale lock, but only if the file still holds `staleText`. Two processes that both found it stale
 * must not both remove "it": the second would remove the lock the first has just taken. So removing needs a
 * marker file named after that stale text, created exclusively; its holder re-reads the lock before removing.
 * Returns false when another process is busy taking the same lock over.
 */
export function removeStaleLock(file: string, staleText: string): boolean {
  const digest = createHash('sha256').update(staleText).digest('hex').slice(0, 16);
  const marker = `${file}.takeover-${digest}`;
  try {
    writeFileSync(marker, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A taker killed between creating the marker and removing it would block this lock for ever.
    if (ageMs(marker) > LEFTOVER_AGE_MS) rmSync(marker, { force: true });
    return false;
  }
  try {
    if (readText(file) === staleText) rmSync(file, { force: true });
  } finally {
    // Safe at once: the stale text is gone for good (every lock's text is unique), so a later taker that
    // creates this marker again finds another text in the file and leaves it alone.
    rmSync(marker, { force: true });
  }
  return true;
}

/** Temporary files and takeover markers of processes killed mid-way; harmless, but they pile up. */
function removeLeftovers(folder: string): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(`${LOCK_FILE}.`)) continue;
    const leftover = path.join(folder, name);
    if (ageMs(leftover) > LEFTOVER_AGE_MS) rmSync(leftover, { force: true });
  }
}

type Verdict = 'live' | 'this-process' | 'stale';

/** Whether the process a lock names still holds it. */
export function judge(record: LockRecord): Verdict {
  if (!isAlive(record.pid)) return 'stale';
  const boot = bootId();
  // After a reboot every process of the last boot is gone, whatever now carries its PID.
  if (record.bootId && boot && record.bootId !== boot) return 'stale';
  const startTime = processStartTime(record.pid);
  if (record.startTime && startTime) {
    // The PID was given to another process since the lock was written.
    if (record.startTime !== startTime) return 'stale';
    return record.pid === process.pid ? 'this-process' : 'live';
  }
  // Only the PID to go on. Our own PID in a lock this process does not hold (`heldHere`) was written by an
  // earlier process that had the same PID.
  return record.pid === process.pid ? 'stale' : 'live';
}

function serialise(record: LockRecord): string {
  return `${JSON.stringify(record)}\n`;
}

/** The lock's record; a bare number is the PID-only format of earlier versions. */
export function parse(text: string): LockRecord | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return validPid(Number(trimmed)) ? { pid: Number(trimmed) } : undefined;
  try {
    const value = JSON.parse(trimmed) as Partial<Record<keyof LockRecord, unknown>>;
    if (!validPid(value.pid)) return undefined;
    const text = (field: unknown) => (typeof field === 'string' && field ? field : undefined);
    return {
      pid: value.pid,
      startTime: text(value.startTime),
      bootId: text(value.bootId),
      nonce: text(value.nonce),
    };
  } catch {
    return undefined;
  }
}

const validPid = (pid: unknown): pid is number => Number.isSafeInteger(pid) && (pid as number) > 0;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** A short synchronous wait while another process finishes taking a lock over. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
