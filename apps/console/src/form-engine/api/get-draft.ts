import type { Draft } from '@eua/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, ApiError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { draftPath } from '../../lib/api-paths';
import { only } from '../drafts/drafts-api';
import { CONFIG_STALE_MS } from './get-config';

export const draftQueryKey = (websiteId: string, resource: string) => ['draft', websiteId, resource] as const;

/**
 * GET /v1/config/{websiteId}/{resource}/draft (docs/product.md#drafts-and-scheduled-publishing): the screen's
 * draft, or null when it has none: an empty `data` list (decision 135; a server before it answered 404, which
 * is read the same way). The routine answer of a screen without a draft, never an error.
 */
export async function getDraft(api: ApiClient, websiteId: string, resource: string): Promise<Draft | null> {
  try {
    const data = await api.get<Draft[]>(draftPath(websiteId, resource));
    return data && data.length === 0 ? null : only(data, 'draft');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The screen's draft, read with its document and reused as long (decision 069). */
export const draftQueryOptions = (api: ApiClient, websiteId: string, resource: string) =>
  queryOptions({
    queryKey: draftQueryKey(websiteId, resource),
    queryFn: () => getDraft(api, websiteId, resource),
    staleTime: CONFIG_STALE_MS,
  });

export function useDraft(websiteId: string, resource: string) {
  const api = useApiClient();
  return useQuery(draftQueryOptions(api, websiteId, resource));
}

/** The draft as stored now, learnt without a GET (a schedule's answer, a 412's `current`): the cache follows it. */
export function useHoldDraft(websiteId: string, resource: string) {
  const queryClient = useQueryClient();
  return (stored: Draft) => queryClient.setQueryData(draftQueryKey(websiteId, resource), stored);
}
