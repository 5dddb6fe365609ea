import type { ConfigDocument } from '@eua/shared';
import { useQuery } from '@tanstack/react-query';
import { type ApiClient, firstItem } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { configPath } from '../../lib/api-paths';

/**
 * A configuration document is reused for this long after it was read or saved (decision 069): leaving a
 * screen and coming back shows what was just saved without a request; an older copy is read again before the
 * form opens, since a form started from a stale version would only meet a 412.
 */
export const CONFIG_STALE_MS = 30_000;

export const configQueryKey = (websiteId: string, resource: string) =>
  ['config', websiteId, resource] as const;

/**
 * GET /v1/config/{websiteId}/{resource} (docs/product.md#data-api): data[0] is the document, its config and
 * lookups.
 */
export async function getConfig(api: ApiClient, websiteId: string, resource: string) {
  return firstItem(await api.get<ConfigDocument[]>(configPath(websiteId, resource)));
}

export function useConfig(websiteId: string, resource: string, enabled = true) {
  const api = useApiClient();
  return useQuery({
    queryKey: configQueryKey(websiteId, resource),
    queryFn: () => getConfig(api, websiteId, resource),
    staleTime: CONFIG_STALE_MS,
    enabled,
  });
}
