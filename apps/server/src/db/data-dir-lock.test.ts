/**
 * The data-folder lock (docs/product.md#storage: two processes must never open one data folder). A lock is
 * judged by the process instance it names, not its PID alone, so a reused PID never locks the data out.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../test-support/fixtures';
import {
  acquireDataDirLock,
  bootId,
  DataDirInUseError,
  LOCK_FILE,
  type LockRecord,
  processStartTime,
  removeStaleLock,
} from './data-dir-lock';

const hasProc = processStartTime(process.pid) !== undefined;
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function folderWithLock(record?: LockRecord | string): string {
  const folder = tempDir('eua-lock-');
  cleanups.push(folder.remove);
  if (record !== undefined) {
    const text = typeof record === 'string' ? record : JSON.stringify(record);
    writeFileSync(path.join(folder.dir, LOCK_FILE), text);
  }
  return folder.dir;
}

function take(dir: string) {
  const lock = acquireDataDirLock(dir);
  cleanups.unshift(() => lock.release());
  return lock;
}

const lockText = (dir: string) => readFileSync(path.join(dir, LOCK_FILE), 'utf8');

/** Another live process, idle until killed. */
async function idleProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  cleanups.push(() => child.kill('SIGKILL'));
  return child as ChildProcess & { pid: number };
}

describe('acquireDataDirLock', () => {
  it('records this process instance: PID, start time and boot id', () => {
    const dir = folderWithLock();
    take(dir);
    const record = JSON.parse(lockText(dir)) as LockRecord;
    expect(record.pid).toBe(process.pid);
    expect(record.startTime).toBe(processStartTime(process.pid));
    expect(record.bootId).toBe(bootId());
  });

  it('refuses to open a folder twice in this process, and opens it again once released', () => {
    const dir = folderWithLock();
    const lock = take(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(dir)).toThrow(`DATA_DIR ${dir} is already open in this process.`);
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    take(dir);
  });

  it('refuses a folder a live process holds, naming the folder and the holder', async () => {
    const holder = await idleProcess();
    for (const record of [
      { pid: holder.pid, startTime: processStartTime(holder.pid), bootId: bootId() },
      // The PID-only lock of earlier versions.
      String(holder.pid),
    ]) {
      const dir = folderWithLock(record);
      expect(() => acquireDataDirLock(dir)).toThrow(
        `DATA_DIR ${dir} is already in use by another server process (pid ${holder.pid})`,
      );
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const holder = await idleProcess();
    const dir = folderWithLock({
      pid: holder.pid,
      startTime: processStartTime(holder.pid),
      bootId: bootId(),
    });
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    take(dir);
    expect(JSON.parse(lockText(dir)).pid).toBe(process.pid);
  });

  it.skipIf(!hasProc)('takes over a lock whose live PID now belongs to another process (PID 1)', () => {
    // PID 1 is alive, but it is not the process that wrote this lock: its start time differs.
    const dir = folderWithLock({ pid: 1, startTime: '1234567890123', bootId: bootId() });
    take(dir);
    expect(JSON.parse(lockText(dir)).pid).toBe(process.pid);
  });

  it.skipIf(!hasProc)('takes over a lock written before the last reboot', () => {
    const dir = folderWithLock({ pid: 1, startTime: processStartTime(1), bootId: 'another-boot' });
    take(dir);
  });

  it('takes over a lock naming this PID written by an earlier process (a restart given the same PID)', () => {
    for (const record of [
      { pid: process.pid, startTime: '1', bootId: bootId() },
      // PID-only: this process does not hold the folder, so an earlier process with our PID wrote it.
      String(process.pid),
    ]) {
      const dir = folderWithLock(record);
      take(dir);
      expect(JSON.parse(lockText(dir)).startTime).toBe(processStartTime(process.pid));
    }
  });

  it('takes over an unreadable lock once it is old, and leaves no temporary files behind', () => {
    const dir = folderWithLock('');
    const old = new Date(Date.now() - 60_000);
    utimesSync(path.join(dir, LOCK_FILE), old, old);
    take(dir);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  });

  it('does not take over an unreadable lock moments old: its holder may still be writing it', () => {
    const dir = folderWithLock('');
    expect(() => take(dir)).toThrow(DataDirInUseError);
    expect(lockText(dir)).toBe('');
  });

  it('leaves alone, on release, a lock another process took over', () => {
    const dir = folderWithLock();
    const lock = take(dir);
    const other = JSON.stringify({ pid: 1, startTime: 'x', nonce: 'other' });
    writeFileSync(path.join(dir, LOCK_FILE), other);
    lock.release();
    expect(lockText(dir)).toBe(other);
  });

  it('removes a stale lock only while the file still holds it, one remover at a time', () => {
    const dir = folderWithLock();
    const file = path.join(dir, LOCK_FILE);
    const stale = JSON.stringify({ pid: 1, startTime: 'old', nonce: 'a' });
    const fresh = JSON.stringify({ pid: 1, startTime: 'new', nonce: 'b' });
    // A slow process judged `stale` stale, but another has taken the folder over since: its lock stays.
    writeFileSync(file, fresh);
    expect(removeStaleLock(file, stale)).toBe(true);
    expect(lockText(dir)).toBe(fresh);
    writeFileSync(file, stale);
    expect(removeStaleLock(file, stale)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
    // While another process is removing the same stale lock (its marker is there), this one waits.
    writeFileSync(file, stale);
    const digest = createHash('sha256').update(stale).digest('hex').slice(0, 16);
    writeFileSync(`${file}.takeover-${digest}`, '12345');
    expect(removeStaleLock(file, stale)).toBe(false);
    expect(lockText(dir)).toBe(stale);
    // A marker left by a process killed mid-way expires.
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${file}.takeover-${digest}`, old, old);
    expect(removeStaleLock(file, stale)).toBe(false);
    expect(removeStaleLock(file, stale)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.skipIf(!hasProc)(
    'lets exactly one of several processes racing for a stale lock take it',
    async () => {
      const dir = folderWithLock({ pid: 1, startTime: '1234567890123', bootId: bootId() });
      const module = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts');
      // Each racer waits for a common start time, tries once, and holds what it got for a while.
      const startAt = Date.now() + 1500;
      const script = `
        const { acquireDataDirLock } = await import(${JSON.stringify(module)});
        while (Date.now() < ${startAt}) {}
        try { acquireDataDirLock(${JSON.stringify(dir)}); console.log('won'); }
        catch (error) { console.log(error.constructor.name); }
        setTimeout(() => {}, 1500);`;
      const racers = Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          cwd: path.resolve(path.dirname(module), '../../../..'),
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let output = '';
        child.stdout?.on('data', (chunk) => {
          output += chunk;
        });
        return new Promise<string>((resolve) => child.once('exit', () => resolve(output.trim())));
      });
      const results = await Promise.all(racers);
      expect(results.filter((r) => r === 'won')).toHaveLength(1);
      expect(results.filter((r) => r === 'DataDirInUseError')).toHaveLength(3);
    },
    60_000,
  );
});
