import { type ConfigDocument, etagOfVersion } from '@eua/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { configQueryKey } from './get-config';
import { storedOf } from './update-config';

type UseDefaults = { fields?: string[]; currentVersion: number; reason?: string | undefined };

/**
 * POST …/use-defaults (docs/product.md#customer-defaults): the website stops setting `fields` (every field of
 * the screen without them) and follows its customer's defaults, against the version the form holds.
 */
export async function followCustomerDefaults(
  api: ApiClient,
  websiteId: string,
  resource: string,
  { fields, currentVersion, reason }: UseDefaults,
): Promise<ConfigDocument> {
  const data = await api.request<ConfigDocument[]>(
    'POST',
    `/v1/config/${encodeURIComponent(websiteId)}/${encodeURIComponent(resource)}/use-defaults`,
    fields ? { fields } : {},
    { ifMatch: etagOfVersion(currentVersion), reason },
  );
  const document = data?.[0];
  if (!document) throw new Error('The configuration could not be read.');
  return document;
}

/** The cache holds what is stored after it: the new version, or the newer one a 412 told of. */
export function useUseDefaults(websiteId: string, resource: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = configQueryKey(websiteId, resource);
  return useMutation({
    mutationFn: (call: UseDefaults) => followCustomerDefaults(api, websiteId, resource, call),
    onSuccess: (stored) => queryClient.setQueryData(queryKey, stored),
    onError: (error) => {
      const current = storedOf(error);
      if (current) queryClient.setQueryData(queryKey, current);
    },
  });
}
