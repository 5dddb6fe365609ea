/**
 * Reads the boot script starts before the console has loaded (decision 089): on a
 * signed-in page load of a configuration screen the document is asked for together with the shell, not after
 * the shell has run, checked the sign-in and rendered the page. The console takes each answer over once, in
 * one of two ways, and the screen makes one request either way:
 *  - an answer that has arrived when the console has resumed the sign-in goes into the query cache before the
 *    page renders (`takeEarlyAnswer`), so the page renders its form at once;
 *  - otherwise the API client's own request is answered by the early one (`fetchWithEarlyReads`): the same URL,
 *    the same `Authorization`, and every answer — a 404 of another customer's website, a 401, a network
 *    failure — reaches the query exactly as its own request's would.
 *
 * No React and no console module is imported here: this file is part of the boot script's chunk.
 */

/**
 * An early read not taken over by then is not used: the page load went elsewhere (another screen, a sign-in),
 * and a later request must reach the server. The HTTP time-out of docs/product.md#limits-and-constants: the
 * console waits no longer for an answer either.
 */
export const EARLY_READ_MS = 10_000;

/** An answer, read whole: a JSON body is parsed once, by whichever way the console takes it over. */
type Answer = { status: number; statusText: string; headers: Headers; body: string };

type EarlyRead = {
  authorization: string;
  answer: Promise<Answer>;
  started: number;
  /** Set once the answer has arrived. */
  arrived?: Answer;
};

const reads = new Map<string, EarlyRead>();
/** Set by the API client's first request: a read starting after that could only duplicate one of the console's. */
let consoleAsking = false;

/** Starts `GET url` with the product token's `authorization`, for the console to take over once. */
export function startEarlyRead(url: string, authorization: string, now = Date.now()): void {
  if (consoleAsking) return;
  // The headers the API client sends with a GET (api-client.ts `sendJson`), so the answer is the same.
  const answer = fetch(url, {
    method: 'GET',
    headers: { accept: 'application/json', authorization },
    signal: AbortSignal.timeout(EARLY_READ_MS),
  }).then(async (response) => ({
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    body: await response.text(),
  }));
  const read: EarlyRead = { authorization, answer, started: now };
  answer.then(
    (arrived) => {
      read.arrived = arrived;
    },
    // Unclaimed, a failure is nobody's: the console's own request reports it when it is made.
    () => undefined,
  );
  reads.set(url, read);
}

/** The early read of `url` made with `authorization`, removed, while it is recent; else undefined. */
function take(url: string, authorization: string | null, now: number): EarlyRead | undefined {
  const read = reads.get(url);
  if (!read) return undefined;
  reads.delete(url);
  if (read.authorization !== authorization || now - read.started > EARLY_READ_MS) return undefined;
  return read;
}

/**
 * The parsed body of a successful early read of `url` with `authorization` that has already arrived, taken
 * over (the API client will not answer with it again); undefined when there is none, it failed or is still on
 * its way — then it stays for the API client's request.
 */
export function takeEarlyAnswer(url: string, authorization: string | null, now = Date.now()): unknown {
  const arrived = reads.get(url)?.arrived;
  if (!arrived || arrived.status < 200 || arrived.status > 299) return undefined;
  if (!take(url, authorization, now)) return undefined;
  try {
    return JSON.parse(arrived.body) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Whether the early read of `url` with `authorization` has arrived as a 404 (a screen without a draft): taken
 * over when it has, so the console knows the answer without asking.
 */
export function takeEarlyNotFound(url: string, authorization: string | null, now = Date.now()): boolean {
  if (reads.get(url)?.arrived?.status !== 404) return false;
  return take(url, authorization, now) !== undefined;
}

/** Forgets every early read, and that the console asked for anything (tests: one page load each). */
export function resetEarlyReads(): void {
  reads.clear();
  consoleAsking = false;
}

const headerOf = (init: RequestInit | undefined, name: string): string | null =>
  init?.headers ? (new Headers(init.headers).get(name) ?? null) : null;

/**
 * A status without a body (RFC 9110, sections 15.3.5, 15.3.6 and 15.4.5): a Response may not be given one.
 */
const bodyless = (status: number) => status === 204 || status === 205 || status === 304;

/**
 * `fetch` for the API client: a GET the boot script already asked for, with the same Authorization, is
 * answered by that request (the caller's abort signal still applies); anything else goes to the network.
 */
export const fetchWithEarlyReads: typeof fetch = (input, init) => {
  consoleAsking = true;
  const method = init?.method ?? 'GET';
  const early =
    typeof input === 'string' && method === 'GET'
      ? take(input, headerOf(init, 'authorization'), Date.now())
      : undefined;
  if (!early) return fetch(input, init);
  const response = early.answer.then(
    ({ status, statusText, headers, body }) =>
      new Response(bodyless(status) ? null : body, { status, statusText, headers }),
  );
  const signal = init?.signal;
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
};
