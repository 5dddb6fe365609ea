/**
 * Drafts, scheduled publishing and review links (docs/product.md#drafts-and-scheduled-publishing, decisions
 * 115 and 116): the data API's calls, registered where the product token is required, and the review read,
 * which a link's token opens without one.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
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

export function registerDraftRoutes(
  app: FastifyInstance,
  db: Db,
  options: DraftRouteOptions & ReviewServices,
): void {
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

/** The review read: outside the product token's gate (the link is the credential). */
export function registerReviewRoute(app: FastifyInstance, db: Db, services: ReviewServices): void {
  registerGetReview(app, db, services);
}
