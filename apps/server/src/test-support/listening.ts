/** A test app on a real socket, for the answers a client sees over HTTP (headers, compression). */
import { expect } from 'vitest';
import { bearer, startTestApp, type TestContext } from './fixtures';

export type Seen = { status: number; headers: Record<string, string>; body: string };

/** Status, headers (but the date) and body, as a client sees them. */
export async function seen(response: Response): Promise<Seen> {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, body: await response.text() };
}

/** A test app listening on a port, and a GET over a socket to it. */
export async function listening(env: Record<string, string>) {
  const ctx = await startTestApp({ env });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const url = (path: string) => {
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}${path}`;
  };
  const get = async (path: string, headers: Record<string, string> = {}) =>
    seen(await fetch(url(path), { headers }));
  return { ctx, url, get };
}

/** Saves General of `websiteId` with `changes`, against its current version. */
export async function putGeneral(
  ctx: TestContext,
  token: string,
  websiteId: string,
  changes: Record<string, unknown>,
) {
  const url = `/v1/config/${websiteId}/general`;
  const current = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const response = await ctx.app.inject({
    method: 'PUT',
    url,
    headers: { ...bearer(token), 'if-match': current.headers.etag as string },
    payload: { ...current.json().data[0].config, ...changes, websiteId },
  });
  expect(response.statusCode, response.body).toBe(200);
}
