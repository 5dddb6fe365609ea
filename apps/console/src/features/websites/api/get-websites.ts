import type { WebsiteSummary } from '@eua/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';

export type Website = WebsiteSummary;

/** GET /v1/config/websites, every page followed and concatenated (SPEC.md §7). */
export const getWebsites = (api: ApiClient) => api.get<Website[]>('/v1/config/websites', { paged: true });

export function useWebsites() {
  const api = useApiClient();
  return useQuery({ queryKey: ['websites'], queryFn: () => getWebsites(api) });
}
