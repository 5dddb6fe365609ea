import { type ConfigDocument, etagOfVersion } from '@eua/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { revisionsPath } from '../safe-editing/revisions-api';
import { configQueryKey } from './get-config';
import { storedOf } from './update-config';

type Restore = { version: number; currentVersion: number; reason?: string | undefined };

/** POST …/revisions/{version}/restore: `version` restored as a new version, against the one the form holds. */
export async function restoreRevision(
  api: ApiClient,
  websiteId: string,
  resource: string,
  restore: Restore,
): Promise<ConfigDocument> {
  const data = await api.request<ConfigDocument[]>(
    'POST',
    `${revisionsPath(websiteId, resource)}/${restore.version}/restore`,
    undefined,
    { ifMatch: etagOfVersion(restore.currentVersion), reason: restore.reason },
  );
  const document = data?.[0];
  if (!document) throw new Error('The restored configuration could not be read.');
  return document;
}

/** The cache holds what is stored after a restore: the restored version, or the newer one a 412 told of. */
export function useRestoreRevision(websiteId: string, resource: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = configQueryKey(websiteId, resource);
  return useMutation({
    mutationFn: (restore: Restore) => restoreRevision(api, websiteId, resource, restore),
    onSuccess: (restored) => queryClient.setQueryData(queryKey, restored),
    onError: (error) => {
      const current = storedOf(error);
      if (current) queryClient.setQueryData(queryKey, current);
    },
  });
}
