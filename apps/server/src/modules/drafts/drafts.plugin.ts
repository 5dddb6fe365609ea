/**
 * Drafts, scheduled publishing and review links (docs/product.md#drafts-and-scheduled-publishing, decisions
 * 115 and 116): the data API's calls, registered where the product token is required, and the review read,
 * which a link's token opens without one.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerCreateReviewLink } from './create-review-link';
import { registerDeleteDraft } from './delete-draft';
import { registerDeleteSchedule } from './delete-schedule';
import type { DraftRouteOptions } from './draft-routes';
import { registerGetDraft } from './get-draft';
import { registerGetReview } from './get-review';
import { registerListReviewLinks } from './list-review-links';
import { registerListScheduled } from './list-scheduled';
import { registerPublishDraft } from './publish-draft';
import { registerPutDraft } from './put-draft';
import { registerPutSchedule } from './put-schedule';
import type { ReviewServices } from './review-links.service';
import { registerRevokeReviewLink } from './revoke-review-link';
import { type Scheduler, startScheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drafts' scheduler, when it runs: `tick()` polls now (tests). */
    scheduler?: Scheduler;
  }
}

/** Where a review link points: the console's public address, without a trailing slash. */
export type DraftPluginOptions = { publicUrl: string };

async function registerDraftRoutes(app: FastifyInstance, { publicUrl }: DraftPluginOptions): Promise<void> {
  const { db } = app;
  const options: DraftRouteOptions & ReviewServices = { ...app.configWrites, publicUrl };
  registerGetDraft(app, db, options);
  registerPutDraft(app, db, options);
  registerDeleteDraft(app, db, options);
  registerPublishDraft(app, db, options);
  registerPutSchedule(app, db, options);
  registerDeleteSchedule(app, db, options);
  registerListScheduled(app, db, options);
  registerCreateReviewLink(app, db, options);
  registerListReviewLinks(app, db, options);
  registerRevokeReviewLink(app, db, options);
}

export const draftRoutes = fp(registerDraftRoutes, {
  name: 'draft-routes',
  dependencies: ['db', 'config-writes'],
  encapsulate: true,
});

/** The review read: outside the product token's gate (the link is the credential). */
async function registerReviewRoute(app: FastifyInstance, { publicUrl }: DraftPluginOptions): Promise<void> {
  const { db } = app;
  const services: ReviewServices = { ...app.configWrites, publicUrl };
  registerGetReview(app, db, services);
}

export const reviewRoute = fp(registerReviewRoute, {
  name: 'review-route',
  dependencies: ['db', 'config-writes'],
  encapsulate: true,
});

/**
 * The scheduler of drafts' publications, started once the app is ready (the seed done), on every instance
 * that serves the data API: the row locks decide who publishes.
 */
export const draftScheduler = fp(
  async (app: FastifyInstance, options: { intervalMs?: number }) => {
    app.decorate('scheduler', undefined);
    app.addHook('onReady', async () => {
      app.scheduler = startScheduler({
        db: app.db,
        services: app.configWrites,
        now: app.configWrites.now,
        intervalMs: options.intervalMs,
        log: { error: (error, message) => app.log.error({ err: error }, message) },
      });
    });
    app.addHook('onClose', async () => app.scheduler?.stop());
  },
  { name: 'draft-scheduler', dependencies: ['db', 'config-writes'] },
);
