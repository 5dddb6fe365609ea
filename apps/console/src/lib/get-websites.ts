import { MAX_WEBSITE_PAGE_SIZE, type WebsiteSummary } from '@eua/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { useApiClient } from './api-context';

export type Website = WebsiteSummary;

/**
 * GET /v1/config/websites, every page followed and concatenated (docs/product.md#data-api). Pages of 1,000: a
 * customer's whole list in one request up to that size, for the table's search, sort and paging
 * (decision 076).
 */
export const getWebsites = (api: ApiClient) =>
  api.get<Website[]>(`/v1/config/websites?limit=${MAX_WEBSITE_PAGE_SIZE}`, { paged: true });

export function useWebsites() {
  const api = useApiClient();
  return useQuery({ queryKey: ['websites'], queryFn: () => getWebsites(api) });
}

/**
 * GET /v1/config/websites?kind=defaults: the customer's defaults owners, one per sport among its websites
 * ("Defaults · {customer}", with the sport when it has several; docs/product.md#customer-defaults).
 */
export const getDefaultsOwners = (api: ApiClient) =>
  api.get<Website[]>(`/v1/config/websites?limit=${MAX_WEBSITE_PAGE_SIZE}&kind=defaults`, { paged: true });

export function useDefaultsOwners(enabled: boolean) {
  const api = useApiClient();
  return useQuery({ queryKey: ['websites', 'defaults'], queryFn: () => getDefaultsOwners(api), enabled });
}
