import type { WebsiteSummary } from '@eua/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { websitePath } from '../../../lib/api-paths';

/** GET /v1/config/websites/{websiteId}: data[0].name for the header and the title (SPEC.md §7). */
export async function getWebsite(api: ApiClient, websiteId: string) {
  const data = await api.get<Pick<WebsiteSummary, 'websiteId' | 'name'>[]>(websitePath(websiteId));
  return data?.[0] ?? null;
}

/** Read once per website and reused by every screen of it (decision 069). */
export function useWebsite(websiteId: string, enabled = true) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['website', websiteId],
    queryFn: () => getWebsite(api, websiteId),
    enabled,
  });
}
