/**
 * Who hears of configuration writes (decision 121), wired once for every place that writes: the app
 * (`buildApp`) and the settings command line. The order is the order subscribers are told after a commit.
 */
import { ConfigEvents } from './core/config-events';
import { announcingWrites } from './core/config-notify';
import type { Db } from './db';
import { activityLog } from './modules/activity/activity.service';
import { webhookOutbox } from './modules/webhooks/webhooks.service';
import { type CdnPurger, cdnPurging } from './modules/widgets/cdn';

/**
 * The activity entry and the webhooks' deliveries (the outbox, decision 140) in the write's transaction (a
 * refusal's entry in its own); after the commit, the caches of this
 * process and of the other instances drop the website; then, with a CDN in front of the public widget path,
 * what the write made stale there is purged (decision 098).
 */
export function configEventsOf(db: Db, cdnPurger?: CdnPurger, now: () => number = Date.now): ConfigEvents {
  const events = new ConfigEvents();
  events.subscribe(activityLog);
  events.subscribe(webhookOutbox(now));
  events.subscribe(announcingWrites(db));
  if (cdnPurger) events.subscribe(cdnPurging(cdnPurger));
  return events;
}
