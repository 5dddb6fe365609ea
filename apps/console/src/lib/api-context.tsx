import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from './api-client';

/**
 * The data API client of the signed-in customer (its product token in the Authorization header).
 * Provided by the app shell once a product token exists; features read it with `useApiClient()`.
 */
const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an ApiClientProvider');
  return client;
}
