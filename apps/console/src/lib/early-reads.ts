/**
 * Reads the boot script starts before the console has loaded (decision 089, issue 10 items 3 and 4): on a
 * signed-in page load of a configuration screen the document is asked for together with the shell, not after
 * the shell has run, checked the sign-in and rendered the page. The console's API client then sends its own
 * request through `fetchWithEarlyReads`, which answers it with the early one — the same URL, the same
 * `Authorization` — so the screen makes one request, and every answer (a 404 of another customer's website, a
 * 401, a network failure) reaches the query exactly as its own request's would.
 *
 * No React and no console module is imported here: this file is part of the boot script's chunk.
 */

/**
 * An early read not asked for by then is not used: the page load went elsewhere (another screen, a sign-in),
 * and a later request must reach the server. SPEC.md §9's HTTP time-out: the console waits no longer for an
 * answer either.
 */
export const EARLY_READ_MS = 10_000;

type EarlyRead = { authorization: string; response: Promise<Response>; started: number };

const reads = new Map<string, EarlyRead>();
/** Set by the API client's first request: a read starting after that could only duplicate one of the console's. */
let consoleAsking = false;

/** The headers the API client sends with a GET (api-client.ts `sendJson`), so the answer is the same. */
const headersOf = (authorization: string) => ({ accept: 'application/json', authorization });

/** Starts `GET url` with the product token's `authorization`, for the API client to take over once. */
export function startEarlyRead(url: string, authorization: string, now = Date.now()): void {
  if (consoleAsking) return;
  const response = fetch(url, {
    method: 'GET',
    headers: headersOf(authorization),
    signal: AbortSignal.timeout(EARLY_READ_MS),
  });
  // Unclaimed, a failure is nobody's: the API client's own request reports it when it is made.
  response.catch(() => undefined);
  reads.set(url, { authorization, response, started: now });
}

/** The early read of `url` made with `authorization`, once, while it is recent; else undefined. */
export function takeEarlyRead(url: string, authorization: string | null, now = Date.now()) {
  const read = reads.get(url);
  if (!read) return undefined;
  reads.delete(url);
  if (read.authorization !== authorization || now - read.started > EARLY_READ_MS) return undefined;
  return read.response;
}

/** Forgets every early read, and that the console asked for anything (tests: one page load each). */
export function resetEarlyReads(): void {
  reads.clear();
  consoleAsking = false;
}

const headerOf = (init: RequestInit | undefined, name: string): string | null =>
  init?.headers ? (new Headers(init.headers).get(name) ?? null) : null;

/**
 * `fetch` for the API client: a GET the boot script already asked for, with the same Authorization, is
 * answered by that request (the caller's abort signal still applies); anything else goes to the network.
 */
export const fetchWithEarlyReads: typeof fetch = (input, init) => {
  consoleAsking = true;
  const method = init?.method ?? 'GET';
  const early =
    typeof input === 'string' && method === 'GET'
      ? takeEarlyRead(input, headerOf(init, 'authorization'))
      : undefined;
  if (!early) return fetch(input, init);
  const signal = init?.signal;
  if (!signal) return early;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    early.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
};
