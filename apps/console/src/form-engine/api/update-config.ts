import { type ConfigDocument, etagOfVersion } from '@eua/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { configPath } from '../../lib/api-paths';
import { configQueryKey } from './get-config';

type Save = { body: Record<string, unknown>; version: number };

/**
 * PUT against the version the form was loaded from (decision 064): a newer stored version answers 412 with
 * `current` in ApiError.body, never overwritten.
 */
export async function updateConfig(api: ApiClient, websiteId: string, resource: string, save: Save) {
  const data = await api.put<ConfigDocument[]>(configPath(websiteId, resource), save.body, {
    ifMatch: etagOfVersion(save.version),
  });
  return data?.[0] ?? null;
}

/** A save puts the saved document in the cache, so the screen opened again shows it, not the one before. */
export function useUpdateConfig(websiteId: string, resource: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: Save) => updateConfig(api, websiteId, resource, save),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(configQueryKey(websiteId, resource), saved);
    },
  });
}

/** What is stored now, learnt without a GET (a 412's `current`, a restore's answer): the cache follows it. */
export function useHoldStored(websiteId: string, resource: string) {
  const queryClient = useQueryClient();
  return (stored: ConfigDocument) => queryClient.setQueryData(configQueryKey(websiteId, resource), stored);
}
