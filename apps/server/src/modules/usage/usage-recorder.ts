/**
 * Writes the counts of this instance (usage-counters.ts) to the database (docs/product.md#usage-and-health,
 * decisions 131 and 162): at most once per interval (60 s), in one statement that appends rows, and once more
 * when the app closes. A failed write keeps its counts for the next one. A killed instance loses at most its
 * last interval. Every instance also sweeps, at start and every hour: it folds the appended rows into one row
 * per key (one instance at a time), then deletes what is older than the retention, the same whoever runs it.
 */
import type { Db } from '../../db';
import { addUsage, foldUsage, sweepUsage } from './usage.repo';
import type { UsageCounters } from './usage-counters';

export const USAGE_FLUSH_INTERVAL_MS = 60_000;
const SWEEP_INTERVAL_MS = 3_600_000;
const DAY_MS = 86_400_000;

export type UsageRecorderOptions = {
  db: Db;
  counters: UsageCounters;
  retentionDays: number;
  now: () => number;
  intervalMs?: number;
  log: { error(error: unknown, message: string): void };
};

export type UsageRecorder = {
  /** Writes what was counted since the last flush, after any flush in flight. */
  flush(): Promise<void>;
  /** Folds the appended rows into one row per key, then deletes what is older than the retention. */
  sweep(): Promise<void>;
  /** Stops the timers and writes what is left. */
  stop(): Promise<void>;
};

export function startUsageRecorder(options: UsageRecorderOptions): UsageRecorder {
  const { db, counters, log } = options;
  let last: Promise<void> = Promise.resolve();
  const write = async () => {
    if (counters.isEmpty) return;
    const snapshot = counters.take();
    try {
      await addUsage(db, snapshot);
    } catch (error) {
      counters.restore(snapshot);
      log.error(error, 'Writing the widget usage counts failed; they are kept for the next write');
    }
  };
  const flush = () => {
    last = last.then(write, write);
    return last;
  };
  const sweepOnce = async () => {
    try {
      await foldUsage(db);
    } catch (error) {
      log.error(error, 'Folding the widget usage counts failed; the next sweep folds them');
    }
    try {
      await sweepUsage(db, new Date(options.now() - options.retentionDays * DAY_MS));
    } catch (error) {
      log.error(error, 'Sweeping old widget usage failed');
    }
  };
  // One sweep at a time, and `stop` waits for the one in flight: the database closes after it, never under it.
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () => {
    sweeping = sweeping.then(sweepOnce);
    return sweeping;
  };
  void sweep();
  const flushTimer = setInterval(() => void flush(), options.intervalMs ?? USAGE_FLUSH_INTERVAL_MS);
  const sweepTimer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  flushTimer.unref();
  sweepTimer.unref();
  return {
    flush,
    sweep,
    async stop() {
      clearInterval(flushTimer);
      clearInterval(sweepTimer);
      await sweeping;
      await flush();
    },
  };
}
