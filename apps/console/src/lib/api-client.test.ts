import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, errorMessage } from './api-client';
import { createTokenService } from './token-service';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it("sends '{tokenType} {token}', If-Match and JSON, and follows links.next when paging", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('page=2')
        ? answer(200, { data: [2], links: {} })
        : answer(200, { data: [1], links: { next: '/v1/things?page=2' } }),
    );
    const api = createApiClient({
      baseUrl: 'http://api.test/',
      authorization: () => 'Bearer abc',
      fetch: fetchMock as unknown as typeof fetch,
    });
    expect(await api.get<number[]>('/v1/things', { paged: true })).toEqual([1, 2]);
    await api.put('/v1/things/1', { a: 1 }, { ifMatch: '"7"' });
    const [url, init] = fetchMock.mock.calls[2] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/v1/things/1');
    expect(init.headers).toMatchObject({
      authorization: 'Bearer abc',
      'if-match': '"7"',
      'content-type': 'application/json',
    });
    expect(init.body).toBe('{"a":1}');
  });

  it("reads an answer's meta beside its data when asked (a default to show first)", async () => {
    const body = { data: [{ id: 't1', text: 'Bradford Blaze' }], meta: { defaultId: 't1' } };
    const api = createApiClient({
      baseUrl: 'http://api.test',
      authorization: () => null,
      fetch: (async () => answer(200, body)) as unknown as typeof fetch,
    });
    expect(await api.getWithMeta('/v1/config/2001/widget-subjects/team')).toEqual(body);
    expect(await api.get('/v1/config/2001/widget-subjects/team')).toEqual(body.data);
  });

  it("fails with ApiError carrying the answer's message, field errors and whole body (a 412's current)", async () => {
    const body = { message: 'Changed by someone else', errors: [], current: { version: 8 } };
    const api = createApiClient({
      baseUrl: 'http://api.test',
      authorization: () => null,
      fetch: (async () => answer(412, body)) as unknown as typeof fetch,
    });
    const error = await api.put('/v1/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 412, message: 'Changed by someone else', body });
    expect(errorMessage(error)).toBe('Changed by someone else');
  });

  it('says so when the server does not answer within the time-out', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      authorization: () => null,
      timeoutMs: 5,
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('late', 'TimeoutError'))),
        )) as unknown as typeof fetch,
    });
    await expect(api.get('/v1/slow')).rejects.toMatchObject({
      status: 0,
      message: 'The server did not answer in time.',
    });
  });

  it('gives the token service the same error shape', async () => {
    vi.stubGlobal('fetch', async () => answer(403, { message: 'No access to this customer' }));
    const service = createTokenService('http://tokens.test', 'embedded_ui_admin');
    const error = await service.productToken('id-token', '1001').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'No access to this customer' });
  });
});
