/**
 * The "configuration committed" event (docs/product.md#activity, decision 121): every write of a configuration
 * document — a save, a restore, a publish by hand or on schedule, a copy, a bulk edit, an import — publishes
 * one inside its transaction, and what must follow a write subscribes to it instead of being called by the
 * route or service that wrote: the activity log (in the transaction), the caches of every instance and the
 * CDN purge (after the commit, before the write is answered).
 *
 * A write that rolls back publishes nothing: its events reach the `committed` subscribers only once the
 * transaction has committed, and whatever an `inTransaction` subscriber wrote rolls back with it.
 */
import type { WriteSource } from '@eua/shared';
import type { Db, Queryable } from '../db';

/** One stored version of one document. */
export type ConfigCommitted = {
  websiteId: string;
  /** The website's name when it was written (the activity log keeps it). */
  websiteName: string;
  resource: string;
  /** The version the write stored. */
  version: number;
  changedFields: readonly string[];
  /** The change in plain words, one line per field, old → new, as History says it (decision 129). */
  changes?: readonly string[];
  /** Where the write came from (decision 104). */
  source: WriteSource;
  /** The `sub` of who wrote it: the person who saved, or who set a schedule that was published. */
  who: string;
  /** Why, as its author said (docs/product.md#approvals): the request's reason or its change request's. */
  reason?: string | null;
};

/**
 * A write refused once its website and screen were known (a 4xx: no write scope, a stale or malformed
 * If-Match, an invalid body): nothing was stored, but the activity log records the attempt, once per request
 * (decision 129): a request refused for several websites or screens names none (null).
 */
export type ConfigRefused = {
  customerId: string;
  who: string;
  websiteId: string | null;
  websiteName: string | null;
  resource: string | null;
  source: WriteSource;
  status: number;
  message: string;
};

export type ConfigSubscriber = {
  /** In the write's transaction, through it: what it stores commits or rolls back with the write. */
  inTransaction?(tx: Queryable, event: ConfigCommitted): Promise<void>;
  /** After the commit and before the write is answered; subscribers are told in the order they subscribed. */
  committed?(event: ConfigCommitted): Promise<void> | void;
  /** A refused write, in a statement of its own (there is no transaction to join). */
  refused?(db: Db, event: ConfigRefused): Promise<void>;
};

/** The publish function a write's transaction is handed: the only way to announce a stored version. */
export type PublishCommitted = (event: ConfigCommitted) => Promise<void>;

/** One per app: its subscribers are wired once where the app is built. */
export class ConfigEvents {
  private readonly subscribers: ConfigSubscriber[] = [];

  subscribe(subscriber: ConfigSubscriber): () => void {
    this.subscribers.push(subscriber);
    return () => {
      const at = this.subscribers.indexOf(subscriber);
      if (at !== -1) this.subscribers.splice(at, 1);
    };
  }

  /**
   * Runs `work` in one transaction of `db`, handing it `publish`. Each event published is given to the
   * `inTransaction` subscribers at once, and to the `committed` ones after the commit, in publication order;
   * a transaction that throws (rolls back) tells the `committed` subscribers nothing.
   */
  async transaction<T>(db: Db, work: (tx: Queryable, publish: PublishCommitted) => Promise<T>): Promise<T> {
    const published: ConfigCommitted[] = [];
    const result = await db.transaction((tx) =>
      work(tx, async (event) => {
        for (const subscriber of this.subscribers) await subscriber.inTransaction?.(tx, event);
        published.push(event);
      }),
    );
    for (const event of published) {
      for (const subscriber of this.subscribers) await subscriber.committed?.(event);
    }
    return result;
  }

  /** Tells the subscribers of a refused write. */
  async refused(db: Db, event: ConfigRefused): Promise<void> {
    for (const subscriber of this.subscribers) await subscriber.refused?.(db, event);
  }
}
