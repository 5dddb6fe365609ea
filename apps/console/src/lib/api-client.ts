import type { FieldError } from '@eua/shared';

/** An API answer that was not 2xx: `message` is the server's `{ message }` (SPEC.md §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    /** The whole answer, for what it carries beside `message` (a 412's `current` document). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiClient = {
  /**
   * GET `{baseUrl}{path}` and return the answer's `data`. With `paged`, follows `links.next` and
   * concatenates the pages' `data` arrays (SPEC.md §7).
   */
  get<T>(path: string, options?: { paged?: boolean }): Promise<T>;
  /** GET one page: its `data` and the link to the next page, if any (a list shown a page at a time). */
  getPage<T>(path: string): Promise<{ data: T; next: string | undefined }>;
  put<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  request<T>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
};

/** `ifMatch`: the ETag of the version a write is made against (issue 7: a stale one answers 412). */
export type RequestOptions = { ifMatch?: string };

export type ApiClientOptions = {
  baseUrl: string;
  /** `'{TokenType} {token}'` (SPEC.md §7), or null when there is no product token yet. */
  authorization: () => string | null;
  fetch?: typeof fetch;
  /** SPEC.md §9: HTTP time-out 10 s. */
  timeoutMs?: number;
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function send<T>(
    method: string,
    url: string,
    body?: unknown,
    requestOptions?: RequestOptions,
  ): Promise<{ data: T; links?: { next?: string } }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (requestOptions?.ifMatch) headers['if-match'] = requestOptions.ifMatch;
    const authorization = options.authorization();
    if (authorization) headers.authorization = authorization;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ApiError(
        0,
        timedOut ? 'The server did not answer in time.' : 'The server could not be reached.',
      );
    }
    const payload = (await response.json().catch(() => null)) as {
      data?: T;
      links?: { next?: string };
      message?: string;
      errors?: FieldError[];
    } | null;
    if (!response.ok) {
      throw new ApiError(
        response.status,
        payload?.message ?? `Request failed (${response.status})`,
        payload?.errors ?? [],
        payload,
      );
    }
    return { data: payload?.data as T, links: payload?.links };
  }

  const resolve = (path: string) =>
    /^https?:\/\//.test(path) ? path : `${options.baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;

  return {
    async get<T>(path: string, opts?: { paged?: boolean }) {
      let page = await send<T>('GET', resolve(path));
      if (!opts?.paged || !Array.isArray(page.data)) return page.data;
      const data: unknown[] = [...page.data];
      while (page.links?.next) {
        page = await send<T>('GET', resolve(page.links.next));
        if (Array.isArray(page.data)) data.push(...page.data);
      }
      return data as T;
    },
    async getPage<T>(path: string) {
      const page = await send<T>('GET', resolve(path));
      return { data: page.data, next: page.links?.next };
    },
    put: <T>(path: string, body: unknown, opts?: RequestOptions) =>
      send<T>('PUT', resolve(path), body, opts).then(({ data }) => data),
    request: <T>(method: string, path: string, body?: unknown, opts?: RequestOptions) =>
      send<T>(method, resolve(path), body, opts).then(({ data }) => data),
  };
}
