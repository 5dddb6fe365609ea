/**
 * When may an instance answer a configuration read from its in-process cache without ever serving a version
 * older than a write acknowledged by any instance? (Decision 080.)
 *
 * PGlite: always — one process owns the data folder, and every write drops the cache before it is answered.
 *
 * PostgreSQL, several instances on one database: a write's NOTIFY reaches the other instances a little after
 * its commit, and an instance whose event loop is busy reads it later still. So reads hold a **lease**:
 *
 * - A reader sends a ping (`pg_notify` on the writes' channel, payload `~lease <instance> <n>`) noting the
 *   time it was sent, and its LISTEN connection hears it back. PostgreSQL delivers notifications in commit
 *   order, so when the ping is heard every write committed before the ping was sent has been heard (and its
 *   website dropped) too. The cache answers reads for `LEASE_MS` after that send time; past a quarter of it a
 *   read renews the lease in the background, past all of it a read waits for a ping (at most `PING_WAIT_MS`,
 *   then reads the database).
 * - A writer, after its NOTIFY, waits before acknowledging until no other instance can still hold a lease
 *   taken before the write: it pings (`~write …`) and, once its own ping is heard (every lease ping committed
 *   before it has been heard too), waits until `LEASE_MS` after the last other instance's lease ping it
 *   heard. With no other instance reading that is one round trip; it never waits longer than `LEASE_MS` after
 *   the NOTIFY, after which every lease taken before the write has run out whatever was heard.
 *
 * Durations are measured on each process's monotonic clock; no clocks are compared between machines.
 * While the LISTEN connection is down nothing is served from the cache; on reconnecting, the lease starts
 * again from a ping sent after it.
 */
import { randomBytes } from 'node:crypto';
import { SYNC_PAYLOAD_PREFIX, WIDGET_CONFIG_CHANNEL } from '../../core/config-notify';
import type { Db } from '../../db';

/** How long a heard ping lets an instance answer from its cache; also a writer's longest wait. */
export const LEASE_MS = 50;
/** Past this age a read renews the lease in the background, so that under load it seldom runs out. */
export const RENEW_AFTER_MS = LEASE_MS / 4;
/**
 * How long a read waits for a ping before it reads the database instead. Long: a ping is slow only when the
 * database or this process is, and reading the database then adds to the queue the ping waits in.
 */
export const PING_WAIT_MS = 1000;

const now = () => performance.now();
const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

type Pending = { sentAt: number; resolve(heardAt: number): void };

export class ConfigFreshness {
  private readonly instance = randomBytes(6).toString('hex');
  private listening: boolean;
  /** Send time of the newest own lease ping heard on the current connection; -Infinity for none. */
  private leaseFrom = Number.NEGATIVE_INFINITY;
  /** When this instance last heard another instance's lease ping. */
  private foreignLeaseHeardAt = Number.NEGATIVE_INFINITY;
  private seq = 0;
  /** Bumped at every (re)connection: pings sent before it say nothing about the new connection. */
  private epoch = 0;
  private readonly pending = new Map<string, Pending>();
  private leasePing: Promise<number | undefined> | undefined;

  constructor(
    private readonly db: Db,
    private readonly onLeaseFailure: (error: unknown) => void = () => undefined,
  ) {
    // PGlite needs no lease; PostgreSQL serves nothing from the cache before its LISTEN connection is up.
    this.listening = !db.listen;
  }

  private get shared(): boolean {
    return Boolean(this.db.listen);
  }

  /** The LISTEN connection is up (again): leases start afresh. */
  listeningAgain(): void {
    this.epoch += 1;
    this.leaseFrom = Number.NEGATIVE_INFINITY;
    this.listening = true;
  }

  /** The LISTEN connection is lost: no lease, and every waiting ping is given up. */
  deaf(): void {
    this.listening = false;
    this.leaseFrom = Number.NEGATIVE_INFINITY;
    this.epoch += 1;
    for (const [key, waiting] of this.pending) {
      this.pending.delete(key);
      waiting.resolve(Number.NaN);
    }
  }

  /** A ping heard on the LISTEN connection (in commit order with the writes' notifications). */
  heard(payload: string): void {
    const [kind, instance, key] = payload.slice(SYNC_PAYLOAD_PREFIX.length).split(' ');
    if (instance !== this.instance) {
      if (kind === 'lease') this.foreignLeaseHeardAt = now();
      return;
    }
    if (key === undefined) return;
    const waiting = this.pending.get(key);
    if (!waiting) return;
    this.pending.delete(key);
    waiting.resolve(now());
  }

  /** Sends a ping; resolves with its send time once heard, or undefined (not heard within `waitMs`). */
  private async ping(kind: 'lease' | 'write', waitMs: number): Promise<number | undefined> {
    if (!this.listening) return undefined;
    const key = `${this.epoch}.${++this.seq}`;
    const sentAt = now();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<number>((resolve) => {
      this.pending.set(key, { sentAt, resolve });
      timer = setTimeout(() => resolve(Number.NaN), waitMs);
    });
    this.db
      .query('select pg_notify($1, $2)', [
        WIDGET_CONFIG_CHANNEL,
        `${SYNC_PAYLOAD_PREFIX}${kind} ${this.instance} ${key}`,
      ])
      .catch((error: unknown) => {
        this.onLeaseFailure(error);
        this.pending.get(key)?.resolve(Number.NaN);
      });
    const heardAt = await heard;
    clearTimeout(timer);
    this.pending.delete(key);
    return Number.isNaN(heardAt) ? undefined : sentAt;
  }

  /** Starts a lease ping unless one is in flight; resolves with its send time once heard (else undefined). */
  private renewLease(): Promise<number | undefined> {
    this.leasePing ??= this.ping('lease', PING_WAIT_MS).then((sentAt) => {
      this.leasePing = undefined;
      if (sentAt !== undefined && sentAt > this.leaseFrom) this.leaseFrom = sentAt;
      return sentAt;
    });
    return this.leasePing;
  }

  /**
   * A read that began at `start` waits for a ping sent no earlier than `start - LEASE_MS` (joining the one in
   * flight if it is recent enough, else the next): it is then as fresh as the lease makes any read, however
   * long the ping took to come back.
   */
  private async waitForLease(start: number): Promise<boolean> {
    while (now() - start < PING_WAIT_MS) {
      const sentAt = await this.renewLease();
      if (sentAt === undefined) return false;
      if (sentAt >= start - LEASE_MS) return true;
    }
    return false;
  }

  /**
   * Whether a read starting now may be answered from the cache: `true` at once while the lease holds (the
   * hot path, no promise), else a promise of the answer after a ping.
   */
  cacheUsable(): boolean | Promise<boolean> {
    if (!this.shared) return true;
    if (!this.listening) return false;
    const start = now();
    const age = start - this.leaseFrom;
    if (age < LEASE_MS) {
      if (age > RENEW_AFTER_MS) void this.renewLease();
      return true;
    }
    return this.waitForLease(start);
  }

  /** A write of this instance was committed and NOTIFYed: resolves when it may be acknowledged. */
  async settle(): Promise<void> {
    if (!this.shared) return;
    const deadline = now() + LEASE_MS;
    const heard = await this.ping('write', LEASE_MS);
    if (heard === undefined) return sleep(deadline - now());
    return sleep(Math.min(deadline, this.foreignLeaseHeardAt + LEASE_MS) - now());
  }
}
