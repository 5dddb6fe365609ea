/**
 * The configuration reads' in-process cache (decision 080), built on the core's website cache
 * (core/website-cache.ts: per website, generations, a time to live) and invalidated the same way:
 * `announceConfigWrite` drops a website in this process before a write is answered, and NOTIFY does so in the
 * other instances. Per website it holds:
 *
 * - `answer:<resource>`: the GET's answer, serialised once: the JSON body and its ETag, ready to send.
 *
 * And, kept across configuration writes (decision 088), what only loading the data set again changes (which
 * announces `*`): per sport the lookups a document reads, per website its seasons' places, and per website
 * the names of its seasons, competitions and organisations that a change's words use, and per website
 * and customer the website as `ownWebsite` found it (ownership). PostgreSQL: answers are served only while
 * `ConfigFreshness` says so.
 */
import type { Option, Sport } from '@eua/shared';
import { EVERY_WEBSITE, onConfigWrite, watchConfigWrites } from '../../core/config-notify';
import { WebsiteCache } from '../../core/website-cache';
import type { Db } from '../../db';
import type { WebsiteRecord } from '../websites/websites.service';
import { listSeasonPlaces, type SeasonPlace } from '../websites/websites.service';
import { type ChangeNames, changeNamesOf } from './change-words';
import { findLookups } from './config.repo';
import { ConfigFreshness } from './config-freshness';

/**
 * An answer ready to send: the body as it goes on the wire (its UTF-8 bytes, encoded once instead of by every
 * answer's write) and its ETag.
 */
export type CachedAnswer = { body: Buffer; etag: string };
type Entry = { answer: CachedAnswer };
type Kept<T> = { value: T; expiresAt: number };

/** A bound on what nobody announces (a data set loaded by another process): as the widgets' (decision 071). */
export const CONFIG_CACHE_TTL_MS = 60_000;

export type ConfigCacheLog = { warn(error: unknown, message: string): void };

export class ConfigCache {
  private readonly entries = new WebsiteCache<undefined, Entry>({
    ttlMs: CONFIG_CACHE_TTL_MS,
    // 13 resources plus a few customers per website.
    maxAnswersPerWebsite: 32,
    maxWebsites: 5000,
  });
  private lookups = new Map<string, Kept<Record<string, Option[]>>>();
  private seasonPlaces = new Map<string, Kept<SeasonPlace[]>>();
  private changeNames = new Map<string, Kept<ChangeNames>>();
  /** `<websiteId>\n<customerId>`: the website as `ownWebsite` found it for that customer. */
  private owners = new Map<string, Kept<WebsiteRecord>>();
  private lookupsGeneration = 0;
  readonly freshness: ConfigFreshness;
  private stops: (() => Promise<void> | void)[] = [];

  private constructor(
    private readonly db: Db,
    log: ConfigCacheLog,
  ) {
    this.freshness = new ConfigFreshness(db, (error) =>
      log.warn(error, 'configuration cache: a synchronisation ping failed'),
    );
  }

  /**
   * The cache of one app on `db`: subscribed to this process's writes and, on PostgreSQL, LISTENing to every
   * instance's (its own connection, decision 080). `close` stops both.
   */
  static async open(db: Db, log: ConfigCacheLog): Promise<ConfigCache> {
    const cache = new ConfigCache(db, log);
    const unsubscribe = onConfigWrite(db, {
      changed: (websiteId) => cache.drop(websiteId),
      notifyFailed: () => undefined, // logged by the widgets plugin, which subscribes too
      settle: () => cache.freshness.settle(),
    });
    cache.stops.push(unsubscribe);
    if (db.listen) {
      cache.entries.setEnabled(false);
      const watch = await watchConfigWrites(db, {
        changed: (websiteId) => cache.drop(websiteId),
        synced: (payload) => cache.freshness.heard(payload),
        listening: () => {
          cache.dropAll(true);
          cache.freshness.listeningAgain();
        },
        deaf: (error) => {
          cache.freshness.deaf();
          cache.dropAll(false);
          log.warn(error, 'configuration cache: not listening to configuration writes; cache off');
        },
      });
      cache.stops.push(() => watch.stop());
    }
    return cache;
  }

  async close(): Promise<void> {
    for (const stop of this.stops.splice(0)) await stop();
  }

  private drop(websiteId: string): void {
    if (websiteId === EVERY_WEBSITE) this.dropAll(this.entries.isEnabled);
    else this.entries.invalidate(websiteId);
  }

  private dropAll(enabled: boolean): void {
    this.entries.setEnabled(enabled);
    this.lookups = new Map();
    this.seasonPlaces = new Map();
    this.changeNames = new Map();
    this.owners = new Map();
    this.lookupsGeneration += 1;
  }

  /** See `ConfigFreshness.cacheUsable`: true at once on the hot path. */
  usable(): boolean | Promise<boolean> {
    return this.entries.isEnabled && this.freshness.cacheUsable();
  }

  /** Taken before the reads that fill an entry, passed back to store it (WebsiteCache's generations). */
  generation(websiteId: string): number {
    return this.entries.generation(websiteId);
  }

  /**
   * Ownership, kept across configuration writes (they change no website or owner): websites and their
   * customers change only when the data set is loaded again, which drops everything (`*`), or within the
   * time to live (decision 088).
   */
  website(websiteId: string, customerId: string): WebsiteRecord | undefined {
    if (!this.entries.isEnabled) return undefined;
    const kept = this.owners.get(`${websiteId}\n${customerId}`);
    return kept && kept.expiresAt > Date.now() ? kept.value : undefined;
  }

  /** Taken before the read of a website's ownership, passed back to `storeWebsite`. */
  ownersGeneration(): number {
    return this.lookupsGeneration;
  }

  storeWebsite(customerId: string, generation: number, website: WebsiteRecord): void {
    if (!this.entries.isEnabled || generation !== this.lookupsGeneration) return;
    if (this.owners.size >= 20_000) this.owners.clear();
    this.owners.set(`${website.websiteId}\n${customerId}`, {
      value: website,
      expiresAt: Date.now() + CONFIG_CACHE_TTL_MS,
    });
  }

  answer(websiteId: string, resource: string): CachedAnswer | undefined {
    return this.entries.answer(websiteId, `answer:${resource}`)?.answer;
  }

  storeAnswer(websiteId: string, resource: string, generation: number, answer: CachedAnswer): void {
    this.entries.storeAnswer(websiteId, `answer:${resource}`, generation, { answer });
  }

  /** A sport's lookups (only `keys`), read once and kept: reference data, the same in every instance. */
  async lookupsOf(sport: Sport, keys: readonly string[]): Promise<Record<string, Option[]>> {
    const key = `${sport}\n${keys.join('\n')}`;
    const stored = this.lookups.get(key);
    if (stored && stored.expiresAt > Date.now()) return stored.value;
    const generation = this.lookupsGeneration;
    const value = await findLookups(this.db, sport, keys);
    if (generation === this.lookupsGeneration) {
      this.lookups.set(key, { value, expiresAt: Date.now() + CONFIG_CACHE_TTL_MS });
    }
    return value;
  }

  /**
   * Where each of a website's seasons sits (competition, organisation), which a write's season rules check:
   * the website's sports data, loaded with the data set and changed only when it is loaded again (`*`), so
   * kept like the lookups rather than dropped with the website's documents at each write (decision 088).
   */
  seasonPlacesOf(websiteId: string): Promise<SeasonPlace[]> {
    return this.keptPerWebsite(this.seasonPlaces, websiteId, () => listSeasonPlaces(this.db, websiteId));
  }

  /**
   * The names of a website's seasons, competitions and organisations, which a write's activity entry words
   * its change with: the website's sports data, kept like its seasons' places.
   */
  changeNamesOf(websiteId: string): Promise<ChangeNames> {
    return this.keptPerWebsite(this.changeNames, websiteId, () => changeNamesOf(this.db, websiteId));
  }

  private async keptPerWebsite<T>(
    kept: Map<string, Kept<T>>,
    websiteId: string,
    read: () => Promise<T>,
  ): Promise<T> {
    const stored = kept.get(websiteId);
    if (stored && stored.expiresAt > Date.now()) return stored.value;
    const generation = this.lookupsGeneration;
    const value = await read();
    if (generation === this.lookupsGeneration) {
      if (kept.size >= 5000) kept.clear();
      kept.set(websiteId, { value, expiresAt: Date.now() + CONFIG_CACHE_TTL_MS });
    }
    return value;
  }
}
