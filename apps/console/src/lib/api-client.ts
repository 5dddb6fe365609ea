import {
  CHANGE_REASON_HEADER,
  CHANGE_SOURCE_HEADER,
  CONSOLE_CHANGE_SOURCE,
  type FieldError,
} from '@eua/shared';
import { apiUrl } from './api-paths';

/** An API answer that was not 2xx: `message` is the server's `{ message }` (docs/product.md#errors). */
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

/**
 * Any failure as one sentence for the screen: the server's `message` for an ApiError
 * (docs/product.md#errors).
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A 4xx answer: asking again gives the same answer, so queries do not retry it. */
export const isClientError = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export type SendOptions = {
  method: string;
  body?: unknown;
  /** A body sent as it is (a file's text), as JSON: in place of `body`. */
  text?: string;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  /** HTTP time-out 10 s (docs/product.md#limits-and-constants). */
  timeoutMs?: number;
  /** Cancels the request (a query no longer wanted); a cancel is not reported as "could not be reached". */
  signal?: AbortSignal;
};

export type Envelope<T> = { data: T; links?: { next?: string }; meta?: unknown };

/** The one item of an answer whose `data` is a list of one (a document, a website): null when it is empty. */
export const firstItem = <T>(data: readonly T[] | null | undefined): T | null => data?.[0] ?? null;

/**
 * The one fetch function of the console: the data API and the token service both answer `{ data, links }`
 * or `{ message, errors }` (docs/product.md#data-api, docs/product.md#errors), so both go through here and
 * fail with one error shape, ApiError.
 */
export async function sendJson<T>(url: string, options: SendOptions): Promise<Envelope<T>> {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined || options.text !== undefined) headers['content-type'] = 'application/json';
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  let response: Response;
  try {
    response = await doFetch(url, {
      method: options.method,
      headers,
      body: options.text ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(
      0,
      timedOut ? 'The server did not answer in time.' : 'The server could not be reached.',
    );
  }
  const payload = (await response.json().catch(() => null)) as {
    data?: T;
    links?: { next?: string };
    meta?: unknown;
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
  return { data: payload?.data as T, links: payload?.links, meta: payload?.meta };
}

export type ApiClient = {
  /**
   * GET `{baseUrl}{path}` and return the answer's `data`. With `paged`, follows `links.next` and
   * concatenates the pages' `data` arrays (docs/product.md#data-api).
   */
  get<T>(path: string, options?: { paged?: boolean; signal?: AbortSignal }): Promise<T>;
  /**
   * GET one page: its `data`, the link to the next page, if any (a list shown a page at a time), and what
   * the answer says beside them in `meta`, if anything.
   */
  getPage<T>(path: string): Promise<{ data: T; next: string | undefined; meta?: unknown }>;
  /** GET an answer that says more than its `data` in `meta` (a default to show first): both. */
  getWithMeta<T, M>(path: string, options?: { signal?: AbortSignal }): Promise<{ data: T; meta: M }>;
  put<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  /** GET an answer that is not JSON (a CSV export) as a Blob; a refusal fails as ApiError like any call. */
  getFile(path: string): Promise<Blob>;
  request<T>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** POST a file's text as it is (an import): the server, not the console, says whether it is JSON. */
  postText<T>(path: string, text: string): Promise<T>;
};

/** `ifMatch`: the ETag of the version a write is made against (decision 064: a stale one answers 412). */
export type RequestOptions = {
  ifMatch?: string;
  /** Why the change is made, when the customer's policy asks for one (X-Change-Reason, decision 143). */
  reason?: string;
};

export type ApiClientOptions = {
  baseUrl: string;
  /** `'{TokenType} {token}'` (docs/product.md#data-api), or null when there is no product token yet. */
  authorization: () => string | null;
  fetch?: typeof fetch;
  /** HTTP time-out 10 s (docs/product.md#limits-and-constants). */
  timeoutMs?: number;
};

/** How long a file download (an export) may take. */
const FILE_TIMEOUT_MS = 120_000;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = <T>(
    method: string,
    url: string,
    body?: unknown,
    requestOptions?: RequestOptions & { signal?: AbortSignal; text?: string },
  ) => {
    const headers: Record<string, string> = {};
    if (requestOptions?.ifMatch) headers['if-match'] = requestOptions.ifMatch;
    if (requestOptions?.reason) headers[CHANGE_REASON_HEADER] = requestOptions.reason;
    // Every write the console makes is a save of its user's (decision 104): the server records it as such.
    if (method !== 'GET') headers[CHANGE_SOURCE_HEADER] = CONSOLE_CHANGE_SOURCE;
    // docs/product.md#data-api: '{tokenType} {token}' of the chosen customer's product token.
    const authorization = options.authorization();
    if (authorization) headers.authorization = authorization;
    return sendJson<T>(url, {
      method,
      body,
      text: requestOptions?.text,
      headers,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      signal: requestOptions?.signal,
    });
  };

  const resolve = (path: string) => apiUrl(options.baseUrl, path);

  return {
    async get<T>(path: string, opts?: { paged?: boolean; signal?: AbortSignal }) {
      let page = await send<T>('GET', resolve(path), undefined, { signal: opts?.signal });
      if (!opts?.paged || !Array.isArray(page.data)) return page.data;
      const data: unknown[] = [...page.data];
      while (page.links?.next) {
        page = await send<T>('GET', resolve(page.links.next), undefined, { signal: opts?.signal });
        if (Array.isArray(page.data)) data.push(...page.data);
      }
      return data as T;
    },
    async getPage<T>(path: string) {
      const page = await send<T>('GET', resolve(path));
      return { data: page.data, next: page.links?.next, meta: (page as { meta?: unknown }).meta };
    },
    async getFile(path: string) {
      const authorization = options.authorization();
      const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
      let response: Response;
      try {
        response = await doFetch(resolve(path), {
          headers: authorization ? { authorization } : {},
          // A whole export may take longer than one JSON answer.
          signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
        });
      } catch {
        throw new ApiError(0, 'The server could not be reached.');
      }
      if (response.ok) return response.blob();
      const payload = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new ApiError(response.status, payload?.message ?? `Request failed (${response.status})`);
    },
    async getWithMeta<T, M>(path: string, opts?: { signal?: AbortSignal }) {
      const answer = await send<T>('GET', resolve(path), undefined, { signal: opts?.signal });
      return { data: answer.data, meta: answer.meta as M };
    },
    put: <T>(path: string, body: unknown, opts?: RequestOptions) =>
      send<T>('PUT', resolve(path), body, opts).then(({ data }) => data),
    request: <T>(method: string, path: string, body?: unknown, opts?: RequestOptions) =>
      send<T>(method, resolve(path), body, opts).then(({ data }) => data),
    postText: <T>(path: string, text: string) =>
      send<T>('POST', resolve(path), undefined, { text }).then(({ data }) => data),
  };
}
