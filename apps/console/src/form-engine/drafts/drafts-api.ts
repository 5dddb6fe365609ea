import {
  type ConfigDocument,
  type CreatedReviewLink,
  type Draft,
  etagOfVersion,
  type PublishConflictAnswer,
  type Review,
  type ReviewLink,
  type ScheduledChange,
} from '@eua/shared';
import { useQuery } from '@tanstack/react-query';
import { type ApiClient, ApiError, sendJson } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { apiUrl, draftPath } from '../../lib/api-paths';
import { CONFIG_STALE_MS } from '../api/get-config';

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

export const draftQueryKey = (websiteId: string, resource: string) => ['draft', websiteId, resource] as const;

const only = <T>(data: readonly T[] | null | undefined, what: string): T => {
  const item = data?.[0];
  if (!item) throw new Error(`The ${what} could not be read.`);
  return item;
};

/** The screen's draft, or null when it has none (404). */
export async function getDraft(api: ApiClient, websiteId: string, resource: string): Promise<Draft | null> {
  try {
    return only(await api.get<Draft[]>(draftPath(websiteId, resource)), 'draft');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The screen's draft, read with its document and reused as long (decision 069). */
export function useDraft(websiteId: string, resource: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: draftQueryKey(websiteId, resource),
    queryFn: () => getDraft(api, websiteId, resource),
    staleTime: CONFIG_STALE_MS,
  });
}

/**
 * Saves the draft: against its version when one exists (a stale one answers 412 with `current`), without
 * If-Match when there is none yet. `rebase` also moves the draft onto the live version stored now.
 */
export async function saveDraft(
  api: ApiClient,
  websiteId: string,
  resource: string,
  body: Record<string, unknown>,
  version: number | null,
  rebase = false,
): Promise<Draft> {
  const path = `${draftPath(websiteId, resource)}${rebase ? '?rebase=true' : ''}`;
  const data = await api.put<Draft[]>(
    path,
    body,
    version === null ? {} : { ifMatch: etagOfVersion(version) },
  );
  return only(data, 'draft');
}

export async function discardDraft(api: ApiClient, websiteId: string, resource: string, version: number) {
  await api.request('DELETE', draftPath(websiteId, resource), undefined, { ifMatch: etagOfVersion(version) });
}

/** Publishes the draft: the new live document, or a PublishConflict in ApiError.body (409). */
export async function publishDraft(
  api: ApiClient,
  websiteId: string,
  resource: string,
  version: number,
): Promise<ConfigDocument> {
  const data = await api.request<ConfigDocument[]>(
    'POST',
    `${draftPath(websiteId, resource)}/publish`,
    undefined,
    { ifMatch: etagOfVersion(version) },
  );
  return only(data, 'published configuration');
}

/** The draft and live settings of a refused publish (409), when the answer carries them. */
export function publishConflictOf(error: unknown): PublishConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<PublishConflict> | null;
  return body?.live && body.draft ? { message: error.message, live: body.live, draft: body.draft } : null;
}

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
