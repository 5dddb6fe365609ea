/**
 * The public path's usage counted in this instance's memory (docs/product.md#usage-and-health, decision 131):
 * a map increment per request, no database round trip. `take()` hands the counts gathered since the last
 * flush to the recorder, which adds them to the database in one statement (usage.repo.ts).
 *
 * Memory is bounded whatever pages ask: counts are kept for websites that exist (the read path found them),
 * for known widgets and six outcomes; origins per website and day up to a cap, the rest under `others`.
 */
import { OTHER_ORIGINS, type UsageOutcome } from '@eua/shared';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Distinct origins kept per website, day and kind (allowed, refused) in one interval; the rest are `others`. */
export const MAX_ORIGINS_PER_WEBSITE_DAY = 100;
/** Websites remembered as existing (the read path found them): more are forgotten all at once. */
const MAX_KNOWN_WEBSITES = 100_000;

/** One hour's count of one outcome of one widget of one website. */
export type CountEntry = {
  websiteId: string;
  widget: string;
  hour: number;
  outcome: UsageOutcome;
  n: number;
};

/** One origin's count on one website and day (UTC, as milliseconds of its start). */
export type OriginEntry = {
  websiteId: string;
  day: number;
  origin: string;
  allowed: boolean;
  n: number;
  firstSeen: number;
  lastSeen: number;
};

export type UsageSnapshot = { counts: CountEntry[]; origins: OriginEntry[] };

export class UsageCounters {
  private counts = new Map<string, CountEntry>();
  private origins = new Map<string, OriginEntry>();
  /** Distinct origins per `website\nday\nallowed` in this interval, to hold the cap. */
  private distinct = new Map<string, number>();
  private readonly known = new Set<string>();

  constructor(private readonly clock: () => number = Date.now) {}

  /** The read path found this website: requests refused before it looked (limits, bad queries) count too. */
  markKnown(websiteId: string): void {
    if (this.known.has(websiteId)) return;
    if (this.known.size >= MAX_KNOWN_WEBSITES) this.known.clear();
    this.known.add(websiteId);
  }

  isKnown(websiteId: string): boolean {
    return this.known.has(websiteId);
  }

  /** Counts one request of `widget` on `websiteId`, and the page origin that asked when there was one. */
  count(
    websiteId: string,
    widget: string,
    outcome: UsageOutcome,
    origin?: { origin: string; allowed: boolean },
  ): void {
    const now = this.clock();
    const hour = now - (now % HOUR_MS);
    const key = `${websiteId}\n${widget}\n${hour}\n${outcome}`;
    const entry = this.counts.get(key);
    if (entry) entry.n += 1;
    else this.counts.set(key, { websiteId, widget, hour, outcome, n: 1 });
    if (origin) this.countOrigin(websiteId, now, origin.origin, origin.allowed);
  }

  private countOrigin(websiteId: string, now: number, origin: string, allowed: boolean): void {
    const day = now - (now % DAY_MS);
    const key = `${websiteId}\n${day}\n${allowed ? 1 : 0}\n${origin}`;
    const entry = this.origins.get(key);
    if (entry) {
      entry.n += 1;
      entry.lastSeen = now;
      return;
    }
    const group = `${websiteId}\n${day}\n${allowed ? 1 : 0}`;
    const seen = this.distinct.get(group) ?? 0;
    if (seen >= MAX_ORIGINS_PER_WEBSITE_DAY && origin !== OTHER_ORIGINS) {
      this.countOrigin(websiteId, now, OTHER_ORIGINS, allowed);
      return;
    }
    this.distinct.set(group, seen + 1);
    this.origins.set(key, { websiteId, day, origin, allowed, n: 1, firstSeen: now, lastSeen: now });
  }

  /** Whether anything was counted since the last `take`. */
  get isEmpty(): boolean {
    return this.counts.size === 0 && this.origins.size === 0;
  }

  /** The counts since the last take, which start again from nothing. */
  take(): UsageSnapshot {
    const snapshot = { counts: [...this.counts.values()], origins: [...this.origins.values()] };
    this.counts = new Map();
    this.origins = new Map();
    this.distinct = new Map();
    return snapshot;
  }

  /** The counts not yet taken, as they are (reads add them to what the database holds). */
  pending(): UsageSnapshot {
    return {
      counts: [...this.counts.values()].map((entry) => ({ ...entry })),
      origins: [...this.origins.values()].map((entry) => ({ ...entry })),
    };
  }

  /** A snapshot whose flush failed, counted again so the next flush carries it. */
  restore(snapshot: UsageSnapshot): void {
    for (const entry of snapshot.counts) {
      const key = `${entry.websiteId}\n${entry.widget}\n${entry.hour}\n${entry.outcome}`;
      const current = this.counts.get(key);
      if (current) current.n += entry.n;
      else this.counts.set(key, { ...entry });
    }
    for (const entry of snapshot.origins) {
      const key = `${entry.websiteId}\n${entry.day}\n${entry.allowed ? 1 : 0}\n${entry.origin}`;
      const current = this.origins.get(key);
      if (current) {
        current.n += entry.n;
        current.firstSeen = Math.min(current.firstSeen, entry.firstSeen);
        current.lastSeen = Math.max(current.lastSeen, entry.lastSeen);
      } else {
        const group = `${entry.websiteId}\n${entry.day}\n${entry.allowed ? 1 : 0}`;
        this.distinct.set(group, (this.distinct.get(group) ?? 0) + 1);
        this.origins.set(key, { ...entry });
      }
    }
  }
}
