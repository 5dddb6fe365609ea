import {
  type CreatedReviewLink,
  type Draft,
  etagOfVersion,
  type PublishConflictAnswer,
  type Review,
  type ReviewLink,
  type ScheduledChange,
} from '@eua/shared';
import { type ApiClient, ApiError, sendJson } from '../../lib/api-client';
import { apiUrl, draftPath } from '../../lib/api-paths';

/*
 * The drafts, scheduling and review-link calls of the data API (docs/product.md#drafts-and-scheduled-publishing).
 * Their shapes are the shared contract's types, imported as types only: the console's shell carries no zod
 * (decision 085).
 */
export type {
  CreatedReviewLink,
  Draft,
  DraftPerson as Person,
  Review,
  ReviewLink,
  Schedule,
  ScheduledChange,
  ScheduleStatus,
} from '@eua/shared';

/** A publish refused because the live settings changed after the draft was made (409). */
export type PublishConflict = Pick<PublishConflictAnswer, 'message' | 'live' | 'draft'>;

export const only = <T>(data: readonly T[] | null | undefined, what: string): T => {
  const item = data?.[0];
  if (!item) throw new Error(`The ${what} could not be read.`);
  return item;
};

/** The draft a 412 answer carries as `current` (someone saved the draft in between). */
export function currentDraftOf(error: unknown): Draft | null {
  if (!(error instanceof ApiError) || error.status !== 412) return null;
  const current = (error.body as { current?: Draft } | null)?.current;
  return current && typeof current === 'object' && 'baseVersion' in current ? current : null;
}

/** Plans (or re-plans) the draft's publication at a local date-time such as "2026-12-01T00:00". */
export async function scheduleDraft(
  api: ApiClient,
  websiteId: string,
  resource: string,
  version: number,
  at: string,
): Promise<Draft> {
  const data = await api.put<Draft[]>(
    `${draftPath(websiteId, resource)}/schedule`,
    { at },
    { ifMatch: etagOfVersion(version) },
  );
  return only(data, 'draft');
}

export async function cancelSchedule(
  api: ApiClient,
  websiteId: string,
  resource: string,
  version: number,
): Promise<Draft> {
  const data = await api.request<Draft[]>('DELETE', `${draftPath(websiteId, resource)}/schedule`, undefined, {
    ifMatch: etagOfVersion(version),
  });
  return only(data, 'draft');
}

/** The customer's scheduled (and conflicted) changes, soonest first. */
export const listScheduled = async (api: ApiClient) =>
  (await api.get<ScheduledChange[]>('/v1/scheduled')) ?? [];

export const reviewLinksPath = (websiteId: string, resource: string) =>
  `${draftPath(websiteId, resource)}/review-links`;

export async function createReviewLink(
  api: ApiClient,
  websiteId: string,
  resource: string,
  expiresInHours: number,
): Promise<CreatedReviewLink> {
  const data = await api.request<CreatedReviewLink[]>('POST', reviewLinksPath(websiteId, resource), {
    expiresInHours,
  });
  return only(data, 'review link');
}

export const listReviewLinks = async (api: ApiClient, websiteId: string, resource: string) =>
  (await api.get<ReviewLink[]>(reviewLinksPath(websiteId, resource))) ?? [];

export async function revokeReviewLink(api: ApiClient, id: string | number) {
  await api.request('DELETE', `/v1/review-links/${encodeURIComponent(String(id))}`);
}

/**
 * What a review link shows. Sent without the console's token, signed in or not: the link is the credential.
 */
export async function getReview(apiHost: string, token: string, signal?: AbortSignal): Promise<Review> {
  const { data } = await sendJson<Review[]>(apiUrl(apiHost, `/v1/review/${encodeURIComponent(token)}`), {
    method: 'GET',
    signal,
  });
  return only(data, 'review');
}
