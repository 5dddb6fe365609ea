import { etagOfVersion } from '@eua/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { draftPath } from '../../lib/api-paths';
import { draftQueryKey } from './get-draft';

/** DELETE the draft against its version (with its schedule and review links). */
export async function discardDraft(api: ApiClient, websiteId: string, resource: string, version: number) {
  await api.request('DELETE', draftPath(websiteId, resource), undefined, { ifMatch: etagOfVersion(version) });
}

/** A discarded draft is known to be gone; a refused discard leaves the draft as stored to be read again. */
export function useDiscardDraft(websiteId: string, resource: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = draftQueryKey(websiteId, resource);
  return useMutation({
    mutationFn: (version: number) => discardDraft(api, websiteId, resource, version),
    onSuccess: () => queryClient.setQueryData(queryKey, null),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
