import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * How long reference data (the websites, a website's name, its complist, seasons and lookups) is reused when
 * moving between screens of one website without asking again (decision 069).
 */
export const REFERENCE_STALE_MS = 5 * 60_000;

/**
 * A request that could not reach the server (not a time-out, which already waited 10 s) is tried once more;
 * every answer — a 4xx gives the same answer again, a 5xx carries the server's message — is final.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const unreachable =
    error instanceof ApiError && error.status === 0 && error.message !== 'The server did not answer in time.';
  return unreachable && failureCount < 1;
}

/**
 * One QueryClient per App render (main-app.tsx renders one; component tests render many, none sharing a cache).
 * Forms are never refetched behind the user's back: no refetch on focus or reconnect (decision 069).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: REFERENCE_STALE_MS,
        retry: shouldRetry,
        retryDelay: 300,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
