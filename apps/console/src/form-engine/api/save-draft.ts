import { type Draft, etagOfVersion } from '@eua/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { draftPath } from '../../lib/api-paths';
import { currentDraftOf, only } from '../drafts/drafts-api';
import { draftQueryKey } from './get-draft';

export type DraftSave = {
  body: Record<string, unknown>;
  /** The draft's version, or null when the screen has none yet. */
  version: number | null;
  /** Also move the draft onto the live version stored now. */
  rebase?: boolean;
};

/**
 * PUT the draft: against its version when one exists (a stale one answers 412 with `current`), without
 * If-Match when there is none yet.
 */
export async function saveDraft(
  api: ApiClient,
  websiteId: string,
  resource: string,
  save: DraftSave,
): Promise<Draft> {
  const path = `${draftPath(websiteId, resource)}${save.rebase ? '?rebase=true' : ''}`;
  const data = await api.put<Draft[]>(
    path,
    save.body,
    save.version === null ? {} : { ifMatch: etagOfVersion(save.version) },
  );
  return only(data, 'draft');
}

/** The cache holds the draft as stored: the one saved, or the newer one a 412 told of. */
export function useSaveDraft(websiteId: string, resource: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = draftQueryKey(websiteId, resource);
  return useMutation({
    mutationFn: (save: DraftSave) => saveDraft(api, websiteId, resource, save),
    onSuccess: (stored) => queryClient.setQueryData(key, stored),
    onError: (error) => {
      const current = currentDraftOf(error);
      if (current) queryClient.setQueryData(key, current);
    },
  });
}
