/**
 * Telling the widget caches that a website's configuration changed (issue 9 item 2, issue 10 item 1).
 *
 * - In this process: `announceConfigWrite` runs after a write's transaction commits and before the write is
 *   answered (config.service.ts), and drops the website's cached answers at once, so no answer this instance
 *   gives after the acknowledgement is stale.
 * - Across instances sharing one PostgreSQL database: it then sends `NOTIFY eua_widget_config, '<websiteId>'`,
 *   and every instance LISTENs on that channel on a dedicated connection (`watchConfigWrites`). While that
 *   connection is down an instance cannot know what others write, so its cache is switched off (and emptied)
 *   until it listens again.
 * - PGlite: one process owns the data folder, so the first step is all there is.
 */
import type { Db, Listener } from '../../db';

export const WIDGET_CONFIG_CHANNEL = 'eua_widget_config';

type Subscriber = {
  changed(websiteId: string): void;
  /** The NOTIFY after a stored write failed (logged by the widgets plugin). */
  notifyFailed(error: unknown): void;
};

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
}

export type WatchEvents = {
  /** Another instance (or this one) wrote the website's configuration. */
  changed(websiteId: string): void;
  /** Listening (again): nothing written from now on goes unheard. */
  listening(): void;
  /** The connection is lost: writes of other instances may go unheard until `listening`. */
  deaf(error: unknown): void;
};

/**
 * Keeps a LISTEN connection open on PostgreSQL, reconnecting after a loss (1 s, then up to 10 s between
 * tries). Resolves once the first attempt has settled; `stop` closes it.
 */
export async function watchConfigWrites(db: Db, events: WatchEvents): Promise<{ stop(): Promise<void> }> {
  const listen = db.listen?.bind(db);
  if (!listen) return { stop: async () => undefined };
  let listener: Listener | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 1000;

  const connect = async (): Promise<void> => {
    if (stopped) return;
    try {
      listener = await listen(WIDGET_CONFIG_CHANNEL, {
        onNotify: (payload) => events.changed(payload),
        onLost: (error) => {
          listener = undefined;
          events.deaf(error);
          schedule();
        },
      });
      if (stopped) {
        await listener.close();
        return;
      }
      delay = 1000;
      events.listening();
    } catch (error) {
      events.deaf(error);
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

  await connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await listener?.close();
    },
  };
}
