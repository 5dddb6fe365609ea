/**
 * The core every module builds on, as decorators (decision 163): the "configuration committed" event of
 * decision 121 with its subscribers (write-events.ts), the CDN purge hook it calls (decision 098), and the
 * public path's usage counters (decision 131) on an instance that serves the data API.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ConfigEvents } from '../core/config-events';
import { UsageCounters } from '../modules/usage/usage-counters';
import { type CdnPurger, guardedCdnPurger, loggingCdnPurger } from '../modules/widgets/cdn';
import { configEventsOf } from '../write-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** One per app: every configuration write publishes on it (decision 121). */
    configEvents: ConfigEvents;
    /** Told what each committed write makes stale on a CDN; a failure is logged, never fails the write. */
    cdnPurger: CdnPurger;
    /** What the public widget path counted in memory, when this instance serves the data API. */
    usageCounters: UsageCounters | undefined;
  }
}

export type ConfigEventsOptions = {
  /** Default: one info line per purge in the app's log (docs/cdn.md). */
  cdnPurger?: CdnPurger;
  /** The clock the webhooks' outbox dates deliveries by. */
  now: () => number;
  /** The clock usage is counted by; none: this instance counts nothing (it serves no data API). */
  usageClock?: () => number;
};

export const configEventsPlugin = fp(
  async (app: FastifyInstance, options: ConfigEventsOptions) => {
    const cdnPurger = guardedCdnPurger(options.cdnPurger ?? loggingCdnPurger(app.log), app.log);
    app.decorate('cdnPurger', cdnPurger);
    app.decorate('configEvents', configEventsOf(app.db, cdnPurger, options.now));
    app.decorate('usageCounters', options.usageClock ? new UsageCounters(options.usageClock) : undefined);
  },
  { name: 'config-events', dependencies: ['db'] },
);
