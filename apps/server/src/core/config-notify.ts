/**
 * Telling the caches that a website's configuration changed (decisions 071, 080 and 121): the widgets' and
 * the configuration reads'.
 *
 * - In this process: `announceConfigWrite` runs after a write's transaction commits and before the write is
 *   answered (a subscriber of the "configuration committed" event, `announcingWrites`), and drops the
 *   website's cached answers at once, so no answer this instance gives after the acknowledgement is stale.
 * - Across instances sharing one PostgreSQL database: it then sends `NOTIFY eua_widget_config, '<websiteId>'`,
 *   and every instance LISTENs on that channel on a dedicated connection (`watchConfigWrites`). While that
 *   connection is down an instance cannot know what others write, so its cache is switched off (and emptied)
 *   until it listens again.
 * - PGlite: one process owns the data folder, so the first step is all there is.
 */
import type { Db, Listener } from '../db';
import type { ConfigSubscriber } from './config-events';

export const WIDGET_CONFIG_CHANNEL = 'eua_widget_config';

/** The payload that drops everything (the whole data set was loaded again). */
export const EVERY_WEBSITE = '*';

type Subscriber = {
  changed(websiteId: string): void;
  /** The NOTIFY after a stored write failed (logged by the cache's owner). */
  notifyFailed(error: unknown): void;
  /**
   * PostgreSQL, after the NOTIFY was sent: resolves when the write may be acknowledged, i.e. when no other
   * instance can still answer from a cache that has not dropped it (the configuration cache's read leases,
   * modules/config/config-freshness.ts, decision 080).
   */
  settle?(): Promise<void>;
};

/**
 * Payloads on the channel that are not a website id start with this: the configuration cache's
 * synchronisation pings (decision 080), which ride the same channel so that they arrive in commit order with
 * the writes' notifications. `watchConfigWrites` hands them to `synced`, never to `changed`.
 */
export const SYNC_PAYLOAD_PREFIX = '~';

/** The caches built on each database (a test may build two apps on one database). */
const subscribers = new WeakMap<Db, Set<Subscriber>>();

export function onConfigWrite(db: Db, subscriber: Subscriber): () => void {
  let set = subscribers.get(db);
  if (!set) {
    set = new Set();
    subscribers.set(db, set);
  }
  set.add(subscriber);
  return () => set.delete(subscriber);
}

/**
 * After a committed write of any configuration document of `websiteId` (PUT, restore): the local caches
 * first, then the other instances. A failed NOTIFY does not fail the write, which is stored: the widgets
 * plugin logs it, and the other instances' entries expire with their time to live.
 */
export async function announceConfigWrite(db: Db, websiteId: string): Promise<void> {
  const local = subscribers.get(db) ?? new Set<Subscriber>();
  for (const subscriber of local) subscriber.changed(websiteId);
  if (db.engine !== 'postgres') return;
  try {
    await db.query('select pg_notify($1, $2)', [WIDGET_CONFIG_CHANNEL, websiteId]);
  } catch (error) {
    for (const subscriber of local) subscriber.notifyFailed(error);
  }
  const settling = [...local].flatMap((subscriber) => (subscriber.settle ? [subscriber.settle()] : []));
  if (settling.length > 0) await Promise.all(settling);
}

export type WatchEvents = {
  /** Another instance (or this one) wrote the website's configuration. */
  changed(websiteId: string): void;
  /** Listening (again): nothing written from now on goes unheard. */
  listening(): void;
  /** The connection is lost: writes of other instances may go unheard until `listening`. */
  deaf(error: unknown): void;
  /** A synchronisation ping (a payload starting with SYNC_PAYLOAD_PREFIX), in commit order with the writes. */
  synced?(payload: string): void;
};

/** One LISTEN connection per database handle, shared by every cache built on it (decision 080). */
type Hub = {
  watchers: Set<WatchEvents>;
  listening: boolean;
  /** The first connection attempt has settled (its `listening` or `deaf` was told to the watchers then). */
  settled: boolean;
  ready: Promise<void>;
  stop(): Promise<void>;
};
const hubs = new WeakMap<Db, Hub>();

/**
 * Keeps a LISTEN connection open on PostgreSQL, reconnecting after a loss (1 s, then up to 10 s between
 * tries), and tells `events` what it hears. The caches on one database handle (the widgets' and the
 * configuration reads', decision 080) share one connection. Resolves once the first attempt has settled;
 * `stop` leaves, and the last to leave closes the connection.
 */
export async function watchConfigWrites(db: Db, events: WatchEvents): Promise<{ stop(): Promise<void> }> {
  const listen = db.listen?.bind(db);
  if (!listen) return { stop: async () => undefined };
  let hub = hubs.get(db);
  if (!hub) {
    hub = openHub(listen);
    hubs.set(db, hub);
  }
  const joined = hub;
  const late = joined.settled;
  joined.watchers.add(events);
  await joined.ready;
  // Joined after the first attempt: told nothing yet.
  if (late && joined.listening) events.listening();
  return {
    async stop() {
      if (!joined.watchers.delete(events) || joined.watchers.size > 0) return;
      if (hubs.get(db) === joined) hubs.delete(db);
      await joined.stop();
    },
  };
}

function openHub(listen: NonNullable<Db['listen']>): Hub {
  let listener: Listener | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 1000;
  const hub: Hub = {
    watchers: new Set(),
    listening: false,
    settled: false,
    ready: Promise.resolve(),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await listener?.close();
    },
  };
  const each = (tell: (events: WatchEvents) => void) => {
    for (const events of hub.watchers) tell(events);
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    try {
      listener = await listen(WIDGET_CONFIG_CHANNEL, {
        onNotify: (payload) => {
          if (payload.startsWith(SYNC_PAYLOAD_PREFIX)) each((events) => events.synced?.(payload));
          else each((events) => events.changed(payload));
        },
        onLost: (error) => {
          listener = undefined;
          hub.listening = false;
          each((events) => events.deaf(error));
          schedule();
        },
      });
      if (stopped) {
        await listener.close();
        return;
      }
      delay = 1000;
      hub.listening = true;
      each((events) => events.listening());
    } catch (error) {
      hub.listening = false;
      each((events) => events.deaf(error));
      schedule();
    }
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, 10_000);
  };

  hub.ready = connect().then(() => {
    hub.settled = true;
  });
  return hub;
}

/**
 * The caches' invalidation as a subscriber of the "configuration committed" event (decision 121): after the
 * commit and before the write is answered, this process's caches drop the website, then the other instances'.
 */
export const announcingWrites = (db: Db): ConfigSubscriber => ({
  committed: (event) => announceConfigWrite(db, event.websiteId),
});
