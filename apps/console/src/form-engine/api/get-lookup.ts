import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';

export type Option = { text: string; value: string };

/**
 * Lookups (docs/product.md#data-api): GET of a configured endpoint returning a data list, as options (not yet
 * sorted).
 */
export async function getLookup(
  api: ApiClient,
  path: string,
  text: string,
  value: string,
): Promise<Option[]> {
  const rows = await api.get<Record<string, unknown>[]>(path);
  return (Array.isArray(rows) ? rows : []).map((row) => ({
    text: String(row[text] ?? ''),
    value: String(row[value] ?? ''),
  }));
}

/** One request per endpoint path, shared by every field and screen that names it. */
export function useLookup(path: string | null, text: string, value: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['lookup', path, text, value] as const,
    queryFn: () => getLookup(api, path ?? '', text, value),
    enabled: path !== null,
  });
}
