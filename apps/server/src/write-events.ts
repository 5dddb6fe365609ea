/**
 * Who hears of configuration writes (decision 121), wired once for every place that writes: the app
 * (`buildApp`) and the settings command line. The order is the order subscribers are told after a commit.
 */
import { ConfigEvents } from './core/config-events';
import { announcingWrites } from './core/config-notify';
import type { Db } from './db';
import { activityLog } from './modules/activity/activity.service';
import { type CdnPurger, cdnPurging } from './modules/widgets/cdn';

/**
 * The activity entry in the write's transaction (or the refusal's); after the commit, the caches of this
 * process and of the other instances drop the website; then, with a CDN in front of the public widget path,
 * what the write made stale there is purged (decision 098).
 */
export function configEventsOf(db: Db, cdnPurger?: CdnPurger): ConfigEvents {
  const events = new ConfigEvents();
  events.subscribe(activityLog);
  events.subscribe(announcingWrites(db));
  if (cdnPurger) events.subscribe(cdnPurging(cdnPurger));
  return events;
}
