import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

describe('query client defaults', () => {
  it('never retries an answer, 4xx or 5xx, and retries an unreachable server once', () => {
    expect(shouldRetry(0, new ApiError(404, 'Website not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(412, 'Changed'))).toBe(false);
    expect(shouldRetry(0, new ApiError(500, 'Broken'))).toBe(false);
    expect(shouldRetry(0, new ApiError(0, 'The server did not answer in time.'))).toBe(false);
    expect(shouldRetry(0, new ApiError(0, 'The server could not be reached.'))).toBe(true);
    expect(shouldRetry(1, new ApiError(0, 'The server could not be reached.'))).toBe(false);
  });

  it('does not refetch a form when the window regains focus', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.refetchOnWindowFocus).toBe(false);
    expect(options?.staleTime).toBeGreaterThan(0);
  });

  it('gives each App its own cache', () => {
    expect(createQueryClient().getQueryCache()).not.toBe(createQueryClient().getQueryCache());
  });
});
