import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadersContent, payload } from './test-payloads';
import { fetchWidget, widgetUrl } from './widget-fetch';

let fetchMock: ReturnType<typeof vi.fn>;
const LOAD_ERROR = 'The widget could not be loaded.';
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
    const got = await fetchWidget('https://api.test', request, new AbortController().signal, LOAD_ERROR);
    expect(got).toEqual({ payload: p, error: null });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.test/widgets/v1/2001/leaders',
      expect.objectContaining({
        credentials: 'omit',
        referrerPolicy: 'strict-origin-when-cross-origin',
        headers: { accept: 'application/json' },
      }),
    );
  });

  it("answers a refusal's message, else the load error with the status", async () => {
    const signal = new AbortController().signal;
    fetchMock.mockImplementationOnce(() => answer(403, JSON.stringify({ message: 'Origin is not allowed' })));
    expect(await fetchWidget('https://api.test', request, signal, LOAD_ERROR)).toEqual({
      payload: null,
      error: 'Origin is not allowed',
    });
    fetchMock.mockImplementationOnce(() => answer(502, '<html>Bad gateway</html>'));
    expect(await fetchWidget('https://api.test', request, signal, LOAD_ERROR)).toEqual({
      payload: null,
      error: `${LOAD_ERROR} (502)`,
    });
    fetchMock.mockImplementationOnce(() => answer(200, JSON.stringify({ nothing: true })));
    expect(await fetchWidget('https://api.test', request, signal, LOAD_ERROR)).toEqual({
      payload: null,
      error: `${LOAD_ERROR} (200)`,
    });
  });

  it('answers the load error when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await fetchWidget('https://api.test', request, new AbortController().signal, LOAD_ERROR)).toEqual({
      payload: null,
      error: LOAD_ERROR,
    });
  });

  it('answers nothing once aborted, whether the request failed or came back', async () => {
    const failed = new AbortController();
    fetchMock.mockImplementationOnce(() => {
      failed.abort();
      return Promise.reject(new DOMException('Aborted', 'AbortError'));
    });
    expect(await fetchWidget('https://api.test', request, failed.signal, LOAD_ERROR)).toBeNull();
    const late = new AbortController();
    fetchMock.mockImplementationOnce(() => {
      late.abort();
      return answer(200, JSON.stringify({ data: payload(leadersContent()) }));
    });
    expect(await fetchWidget('https://api.test', request, late.signal, LOAD_ERROR)).toBeNull();
  });
});
