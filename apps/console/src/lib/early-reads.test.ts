import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_READ_MS,
  fetchWithEarlyReads,
  resetEarlyReads,
  startEarlyRead,
  takeEarlyAnswer,
} from './early-reads';

const url = 'http://console.test/v1/config/2001/general';
const bearer = 'Bearer product-token';

/** The network edge: each request answers with its own number, so a test sees which request answered. */
function network() {
  let count = 0;
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ request: ++count })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const get = (authorization = bearer, init: RequestInit = {}) =>
  fetchWithEarlyReads(url, {
    method: 'GET',
    headers: { accept: 'application/json', authorization },
    ...init,
  });

afterEach(() => {
  resetEarlyReads();
  vi.unstubAllGlobals();
});

describe('early reads (decision 089)', () => {
  it("answers the console's GET with the early request once, with the same headers", async () => {
    const fetchMock = network();
    startEarlyRead(url, bearer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toMatchObject([
      url,
      { method: 'GET', headers: { accept: 'application/json', authorization: bearer } },
    ]);
    expect(await (await get()).json()).toEqual({ request: 1 });
    // Asked again (a later refetch), it goes to the server.
    expect(await (await get()).json()).toEqual({ request: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not answer with another product token, another method or an old read', async () => {
    const fetchMock = network();
    startEarlyRead(url, bearer);
    expect(await (await get('Bearer another-customer')).json()).toEqual({ request: 2 });

    resetEarlyReads();
    startEarlyRead(url, bearer);
    await fetchWithEarlyReads(url, { method: 'PUT', headers: { authorization: bearer } });
    expect(fetchMock).toHaveBeenCalledTimes(4);

    resetEarlyReads();
    startEarlyRead(url, bearer, Date.now() - EARLY_READ_MS - 1);
    expect(await (await get()).json()).toEqual({ request: 6 });
  });

  it('hands an arrived successful answer over parsed, once, and only with the same product token', async () => {
    const fetchMock = network();
    startEarlyRead(url, bearer);
    expect(takeEarlyAnswer(url, bearer)).toBeUndefined(); // still on its way: left for the API client
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeEarlyAnswer(url, 'Bearer another-customer')).toBeUndefined();

    startEarlyRead(url, bearer);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeEarlyAnswer(url, bearer)).toEqual({ request: 2 });
    expect(takeEarlyAnswer(url, bearer)).toBeUndefined();
    expect(await (await get()).json()).toEqual({ request: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('leaves a refusal to the API client, which gets it as the server sent it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 })),
    );
    startEarlyRead(url, bearer);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeEarlyAnswer(url, bearer)).toBeUndefined();
    const answer = await get();
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'Not found.' });
  });

  it("keeps the caller's abort signal: a cancelled or timed-out request fails as its own would", async () => {
    network();
    startEarlyRead(url, bearer);
    const controller = new AbortController();
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(get(bearer, { signal: controller.signal })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it("starts nothing once the console has asked for anything itself: it would only repeat the console's request", async () => {
    const fetchMock = network();
    await fetchWithEarlyReads('http://console.test/v1/config/websites/2001', { method: 'GET' });
    startEarlyRead(url, bearer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
