import type { WebsiteSummary } from '@eua/shared';
import { useQuery } from '@tanstack/react-query';
import { type ApiClient, firstItem } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { websitePath } from '../../../lib/api-paths';

/**
 * GET /v1/config/websites/{websiteId}: data[0].name for the header and the title (docs/product.md#data-api).
 */
export async function getWebsite(api: ApiClient, websiteId: string) {
  return firstItem(await api.get<Pick<WebsiteSummary, 'websiteId' | 'name'>[]>(websitePath(websiteId)));
}

export const websiteQueryKey = (websiteId: string) => ['website', websiteId] as const;

/** Read once per website and reused by every screen of it (decision 069). */
export function useWebsite(websiteId: string, enabled = true) {
  const api = useApiClient();
  return useQuery({
    queryKey: websiteQueryKey(websiteId),
    queryFn: () => getWebsite(api, websiteId),
    enabled,
  });
}
