import { type ConfigDocument, etagOfVersion } from '@eua/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, ApiError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { configPath } from '../../lib/api-paths';
import { configQueryKey } from './get-config';

/** `reason`: why, when the customer's policy asks for one (docs/product.md#approvals). */
type Save = { body: Record<string, unknown>; version: number; reason?: string | undefined };

/**
 * PUT against the version the form was loaded from (decision 064): a newer stored version answers 412 with
 * `current` in ApiError.body, never overwritten.
 */
export async function updateConfig(api: ApiClient, websiteId: string, resource: string, save: Save) {
  const data = await api.put<ConfigDocument[]>(configPath(websiteId, resource), save.body, {
    ifMatch: etagOfVersion(save.version),
    reason: save.reason,
  });
  return data?.[0] ?? null;
}

/** The stored document a 412 answer carries (`{ message, errors: [], current }`, docs/product.md#safe-editing). */
export function storedOf(error: unknown): ConfigDocument | undefined {
  if (!(error instanceof ApiError) || error.status !== 412) return undefined;
  const body = error.body as { current?: ConfigDocument } | null;
  return body?.current && typeof body.current === 'object' ? body.current : undefined;
}

/**
 * A save puts the saved document in the cache, so the screen opened again shows it, not the one before; a
 * 412 puts the version stored now there, so no retry meets the same refusal again.
 */
export function useUpdateConfig(websiteId: string, resource: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = configQueryKey(websiteId, resource);
  return useMutation({
    mutationFn: (save: Save) => updateConfig(api, websiteId, resource, save),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(queryKey, saved);
    },
    onError: (error) => {
      const current = storedOf(error);
      if (current) queryClient.setQueryData(queryKey, current);
    },
  });
}

/** What is stored now, learnt without a GET (a fresh read after a discarded draft): the cache follows it. */
export function useHoldStored(websiteId: string, resource: string) {
  const queryClient = useQueryClient();
  return (stored: ConfigDocument) => queryClient.setQueryData(configQueryKey(websiteId, resource), stored);
}
