/**
 * The sign-in lock-out of the built-in identity provider (decision 066): after
 * `maxFailuresPerAccount` wrong passwords for one email, or `maxFailuresPerAddress` from one client address,
 * that key is locked out for `lockoutSeconds`, doubled by each wrong password after it (up to an hour); while
 * it is locked out no password is checked, the right one included. The state lives in the database, so a
 * restart or another instance keeps it.
 *
 * An attempt is counted BEFORE its password is checked, and taken back when it was right: 500 guesses sent at
 * once then get 5 password checks, not 500, because each one sees the count the earlier ones left.
 */
import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { SignInLimits } from '../../config/env';
import type { Db } from '../../db';
import {
  deleteStaleThrottleRows,
  deleteThrottleRow,
  lockThrottleRows,
  saveThrottleRow,
  type ThrottleRow,
  takeBackAttempt,
} from './sign-in-throttle.repo';

/** The longest lock-out (unless SIGN_IN_LOCKOUT_SECONDS asks for a longer first one). */
export const MAX_LOCKOUT_SECONDS = 60 * 60;
/** Attempts are forgotten a day after the last one, once no lock-out runs. */
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export const tooManyAttemptsMessage = (seconds: number) =>
  `Too many attempts. Try again in ${seconds} seconds.`;

export type SignInAttempt =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /** The password was right: the account's count is cleared, the address's attempt taken back. */
      succeeded(): Promise<void>;
      /** The password was wrong: the seconds of the lock-out this attempt started (0: none). */
      failed(): Promise<{ retryAfterSeconds: number }>;
    };

export type SignInThrottle = {
  begin(attempt: { email: string; address: string }): Promise<SignInAttempt>;
  /** Deletes what nobody needs any more (an hourly sweep). */
  sweep(): Promise<void>;
};

const secondsUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

/** The lock-out after the `failures`-th counted attempt: none below the maximum, then doubling. */
export function lockoutMs(failures: number, max: number, lockoutSeconds: number): number {
  if (max === 0 || failures < max) return 0;
  const cap = Math.max(MAX_LOCKOUT_SECONDS, lockoutSeconds);
  return Math.min(lockoutSeconds * 2 ** Math.min(failures - max, 32), cap) * 1000;
}

/** An email as a key: hashed, so the table holds no addresses, and case and spaces do not make a new one. */
export const accountKey = (email: string) =>
  `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
export const addressKey = (address: string) => `address:${normalizeIP(address, 64)}`;

export function createSignInThrottle(
  db: Db,
  limits: SignInLimits,
  clock: () => number = Date.now,
): SignInThrottle {
  const allowedWithoutCount: SignInAttempt = {
    allowed: true,
    succeeded: async () => undefined,
    failed: async () => ({ retryAfterSeconds: 0 }),
  };

  return {
    async begin({ email, address }) {
      const maxOf = new Map<string, number>();
      if (limits.maxFailuresPerAccount > 0) maxOf.set(accountKey(email), limits.maxFailuresPerAccount);
      if (limits.maxFailuresPerAddress > 0) maxOf.set(addressKey(address), limits.maxFailuresPerAddress);
      if (maxOf.size === 0) return allowedWithoutCount;

      const now = clock();
      const counted = await db.transaction(async (tx) => {
        const rows = await lockThrottleRows(tx, [...maxOf.keys()], now);
        const lockedUntil = Math.max(0, ...rows.map((row) => row.lockedUntil ?? 0));
        if (lockedUntil > now) return { locked: secondsUntil(lockedUntil, now), rows: [] };
        const next: ThrottleRow[] = rows.map((row) => {
          const failures = (now - row.lastFailureAt >= FORGET_AFTER_MS ? 0 : row.failures) + 1;
          const lock = lockoutMs(failures, maxOf.get(row.key) ?? 0, limits.lockoutSeconds);
          return {
            key: row.key,
            failures,
            lastFailureAt: now,
            lockedUntil: lock > 0 ? now + lock : undefined,
          };
        });
        for (const row of next) await saveThrottleRow(tx, row);
        return { locked: 0, rows: next };
      });
      if (counted.locked > 0) return { allowed: false, retryAfterSeconds: counted.locked };

      const { rows } = counted;
      return {
        allowed: true,
        async succeeded() {
          for (const row of rows) {
            if (row.key.startsWith('account:')) await deleteThrottleRow(db, row.key);
            else await takeBackAttempt(db, row.key, maxOf.get(row.key) ?? 0);
          }
        },
        async failed() {
          const until = Math.max(0, ...rows.map((row) => row.lockedUntil ?? 0));
          const at = clock();
          return { retryAfterSeconds: until > at ? secondsUntil(until, at) : 0 };
        },
      };
    },

    async sweep() {
      const now = clock();
      await deleteStaleThrottleRows(db, now - FORGET_AFTER_MS, now);
    },
  };
}
