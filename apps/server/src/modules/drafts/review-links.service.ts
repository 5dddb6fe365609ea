/**
 * Review links (docs/product.md#drafts-and-scheduled-publishing, decision 116): a link that shows a screen's
 * draft — what it changes and the widget rendered with it — to whoever holds it, without a sign-in, until it
 * expires or is revoked. The token is 32 random bytes shown once; only its SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type ConfigDocument,
  type FeatureDefinition,
  NO_DRAFT_MESSAGE,
  previewPayload,
  REVIEW_LINK_GONE_MESSAGE,
  REVIEW_LINK_NOT_FOUND_MESSAGE,
  type Review,
  type ReviewLink,
  savedValues,
  type WidgetId,
  widgetGeneralOf,
  widgetIds,
  widgetResource,
  widgetSubject,
} from '@eua/shared';
import type { Db } from '../../db';
import { notFound } from '../../http/errors';
import { recordActivity } from '../activity/activity.service';
import { reasonOfChangeRequest } from '../approvals/approval-policy';
import { requireScope } from '../auth/product-auth';
import { documentOf, featureOr404, findConfig, ownedWebsite } from '../config/config.service';
import type { VerifiedProductToken } from '../tokens/product-token';
import type { WebsiteRecord } from '../websites/websites.service';
import { findWebsiteById } from '../websites/websites.service';
import { listWidgetSubjects } from '../widgets/widget-subjects';
import { readPreview } from '../widgets/widgets.service';
import { findDraft, type StoredDraft } from './drafts.repo';
import { changesOf, type DraftServices, entryOf } from './drafts.service';
import {
  findLiveReviewLink,
  hasReviewLink,
  insertReviewLink,
  listReviewLinks,
  revokeReviewLink,
} from './review-links.repo';

export type ReviewServices = DraftServices & {
  /** The console's public address, without a trailing slash: a link is `{publicUrl}/review/{token}`. */
  publicUrl: string;
};

const HOUR_MS = 3_600_000;

/** How a token is stored: its SHA-256, hex. */
export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Makes a link to the screen's draft (write scope; 404 without a draft). */
export async function createReviewLink(
  db: Db,
  principal: VerifiedProductToken,
  target: { websiteId: string; resource: string; expiresInHours: number },
  services: ReviewServices,
): Promise<{ id: string; url: string; expiresAt: string }> {
  const website = await ownedWebsite(db, services.cache, principal, target.websiteId);
  const feature = featureOr404(target.resource);
  requireScope(principal, 'draft');
  const draft = await findDraft(db, website.websiteId, feature.resource);
  if (!draft) throw notFound(NO_DRAFT_MESSAGE);
  const token = randomBytes(32).toString('base64url');
  const now = services.now();
  const expiresAt = new Date(now + target.expiresInHours * HOUR_MS);
  const link = await db.transaction(async (tx) => {
    const made = await insertReviewLink(tx, {
      tokenHash: tokenHashOf(token),
      draftId: draft.id,
      websiteId: website.websiteId,
      resource: feature.resource,
      createdBy: principal.sub,
      createdAt: new Date(now),
      expiresAt,
    });
    if (made) {
      const until = `Review link valid until ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      await recordActivity(tx, entryOf(principal, { website, feature }, 'review-link-created', [until]));
    }
    return made;
  });
  if (!link) throw notFound(NO_DRAFT_MESSAGE);
  return { id: link.id, url: `${services.publicUrl}/review/${token}`, expiresAt: link.expiresAt };
}

/** The links of a screen's draft, newest first, revoked and expired ones too (read scope). */
export async function readReviewLinks(
  db: Db,
  principal: VerifiedProductToken,
  target: { websiteId: string; resource: string },
  services: ReviewServices,
): Promise<ReviewLink[]> {
  const website = await ownedWebsite(db, services.cache, principal, target.websiteId);
  const feature = featureOr404(target.resource);
  return listReviewLinks(db, website.websiteId, feature.resource);
}

const isLinkId = (id: string) => /^[1-9]\d{0,17}$/.test(id);

/**
 * Refuses a link that is not the customer's (another customer's, or none: 404) before the request's body is
 * read, as a website's writes are (decision 120).
 */
export async function requireOwnLink(db: Db, principal: VerifiedProductToken, id: string): Promise<void> {
  if (!isLinkId(id) || !(await hasReviewLink(db, principal.customerId, id))) {
    throw notFound(REVIEW_LINK_NOT_FOUND_MESSAGE);
  }
}

/** Revokes a link of the customer's (another customer's, or none: 404). */
export async function revokeLink(
  db: Db,
  principal: VerifiedProductToken,
  id: string,
  services: ReviewServices,
): Promise<void> {
  requireScope(principal, 'draft');
  if (!isLinkId(id)) throw notFound(REVIEW_LINK_NOT_FOUND_MESSAGE);
  const known = await db.transaction(async (tx) => {
    const link = await revokeReviewLink(tx, principal.customerId, id, new Date(services.now()));
    // A link revoked before stays as it was: nothing new to record.
    if (link?.revokedNow) {
      await recordActivity(tx, {
        customerId: principal.customerId,
        who: principal.sub,
        action: 'review-link-revoked',
        website: { websiteId: link.websiteId, name: link.websiteName },
        resource: link.resource,
        changes: [`Review link valid until ${link.expiresAt.slice(0, 16).replace('T', ' ')} UTC → revoked`],
      });
    }
    return link;
  });
  if (!known) throw notFound(REVIEW_LINK_NOT_FOUND_MESSAGE);
}

/** The widget a screen drives, if it drives one (General drives none by itself). */
const widgetOfResource = (resource: string): WidgetId | null =>
  widgetIds.find((widget) => widgetResource[widget] === resource) ?? null;

/**
 * The preview's payload, as the console's live preview builds it: the draft's settings over the content of
 * General's default season (the seasons the fixtures fragment allows), a detail widget showing the subject
 * the console's preview shows first, with General's live settings.
 */
async function previewOf(
  db: Db,
  website: WebsiteRecord,
  feature: FeatureDefinition,
  widget: WidgetId,
  draft: StoredDraft,
  live: ConfigDocument,
  services: ReviewServices,
) {
  const generalFeature = featureOr404('general');
  const liveGeneral = await documentOf(
    db,
    website,
    generalFeature,
    await findConfig(db, website.websiteId, 'general'),
    services.cache,
  );
  const themeFeature = featureOr404('theme');
  const liveTheme = await documentOf(
    db,
    website,
    themeFeature,
    await findConfig(db, website.websiteId, 'theme'),
    services.cache,
  );
  const context = { sport: website.sport, trackingData: website.trackingData };
  const general = widgetGeneralOf(savedValues(generalFeature, liveGeneral), context);
  const config = savedValues(feature, { ...live, config: draft.config });
  const allowed = config.allowedSeasons;
  const fragmentSeasons =
    widget === 'fixturesFragment' && allowed && typeof allowed === 'object'
      ? Object.entries(allowed)
          .filter(([, on]) => on === true)
          .map(([id]) => id)
      : [];
  const season = general.defaultSeasonId ?? undefined;
  const subject = widgetSubject[widget];
  // The subject the console's preview shows first (decision 111): the same default for the reviewer.
  const id = subject
    ? ((await listWidgetSubjects(db, website, subject, { season }, services.publicUrl)).meta.defaultId ??
      undefined)
    : undefined;
  const data = await readPreview(
    db,
    website,
    widget,
    {
      season: fragmentSeasons.length > 0 ? undefined : season,
      seasons: fragmentSeasons.length > 0 ? fragmentSeasons.join(',') : undefined,
      id,
    },
    services.publicUrl,
  );
  return previewPayload({
    widget,
    websiteId: website.websiteId,
    data,
    config,
    general,
    configVersion: live.version,
    generalVersion: liveGeneral.version,
    theme: savedValues(themeFeature, liveTheme),
    themeVersion: liveTheme.version,
    context,
  });
}

/**
 * What a review link shows, without a sign-in: the website and screen, what the draft changes and the
 * widget's payload with the draft's settings. An unknown, expired or revoked token — or a draft published or
 * discarded since — answers 404, the same for all.
 */
export async function readReview(db: Db, token: string, services: ReviewServices): Promise<Review> {
  const link = await findLiveReviewLink(db, tokenHashOf(token), new Date(services.now()));
  const gone = () => notFound(REVIEW_LINK_GONE_MESSAGE);
  if (!link) throw gone();
  const website = await findWebsiteById(db, link.websiteId);
  const draft = await findDraft(db, link.websiteId, link.resource);
  if (!website || !draft) throw gone();
  const feature = featureOr404(link.resource);
  const live = await documentOf(
    db,
    website,
    feature,
    await findConfig(db, website.websiteId, feature.resource),
  );
  const widget = widgetOfResource(feature.resource);
  return {
    websiteId: website.websiteId,
    websiteName: link.websiteName,
    resource: feature.resource,
    widget,
    screenTitle: feature.title,
    changes: await changesOf(db, feature, live, draft.config),
    expiresAt: link.expiresAt,
    preview: widget
      ? { payload: await previewOf(db, website, feature, widget, draft, live, services) }
      : null,
    reason: await reasonOfChangeRequest(db, draft.id),
  };
}
