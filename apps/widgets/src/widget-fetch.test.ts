import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadersContent, payload } from './test-payloads';
import { fetchWidget, widgetUrl } from './widget-fetch';

let fetchMock: ReturnType<typeof vi.fn>;
const request = { websiteId: '2001', widget: 'leaders', season: null };

const answer = (status: number, body: string) =>
  Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('widgetUrl', () => {
  it('asks the script origin for the widget of the website, with the season when there is one', () => {
    expect(widgetUrl('https://api.test', request)).toBe('https://api.test/widgets/v1/2001/leaders');
    expect(widgetUrl('https://api.test/', { ...request, season: 's 1&x' })).toBe(
      'https://api.test/widgets/v1/2001/leaders?season=s+1%26x',
    );
    expect(widgetUrl('https://api.test', { ...request, websiteId: '../a b' })).toBe(
      'https://api.test/widgets/v1/..%2Fa%20b/leaders',
    );
  });
});

describe('fetchWidget', () => {
  it('answers the payload, asking without cookies and sending the page origin as referrer', async () => {
    const p = payload(leadersContent());
    fetchMock.mockImplementation(() => answer(200, JSON.stringify({ data: p })));
    const got = await fetchWidget('https://api.test', request, new AbortController().signal);
    expect(got).toEqual({ payload: p, error: null, retry: false });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.test/widgets/v1/2001/leaders',
      expect.objectContaining({
        credentials: 'omit',
        referrerPolicy: 'strict-origin-when-cross-origin',
        headers: { accept: 'application/json' },
      }),
    );
  });

  it("answers a refusal's exact reason, not to be retried; a server error's, to be retried", async () => {
    const signal = new AbortController().signal;
    fetchMock.mockImplementationOnce(() => answer(403, JSON.stringify({ message: 'Origin is not allowed' })));
    expect(await fetchWidget('https://api.test', request, signal)).toEqual({
      payload: null,
      error: 'HTTP 403: Origin is not allowed',
      retry: false,
    });
    fetchMock.mockImplementationOnce(() => answer(502, '<html>Bad gateway</html>'));
    expect(await fetchWidget('https://api.test', request, signal)).toEqual({
      payload: null,
      error: 'HTTP 502: no message',
      retry: true,
    });
    fetchMock.mockImplementationOnce(() => answer(429, JSON.stringify({ message: 'Too many requests' })));
    expect((await fetchWidget('https://api.test', request, signal))?.retry).toBe(true);
    fetchMock.mockImplementationOnce(() => answer(200, JSON.stringify({ nothing: true })));
    expect(await fetchWidget('https://api.test', request, signal)).toEqual({
      payload: null,
      error: 'HTTP 200: no message',
      retry: false,
    });
  });

  it('answers what failed, to be retried, when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await fetchWidget('https://api.test', request, new AbortController().signal)).toEqual({
      payload: null,
      error: 'no answer from https://api.test: Failed to fetch',
      retry: true,
    });
  });

  it('answers nothing once aborted, whether the request failed or came back', async () => {
    const failed = new AbortController();
    fetchMock.mockImplementationOnce(() => {
      failed.abort();
      return Promise.reject(new DOMException('Aborted', 'AbortError'));
    });
    expect(await fetchWidget('https://api.test', request, failed.signal)).toBeNull();
    const late = new AbortController();
    fetchMock.mockImplementationOnce(() => {
      late.abort();
      return answer(200, JSON.stringify({ data: payload(leadersContent()) }));
    });
    expect(await fetchWidget('https://api.test', request, late.signal)).toBeNull();
  });
});
