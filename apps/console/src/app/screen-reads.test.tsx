import { screen } from '@testing-library/react';
import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { console2001 } from '../features/configuration/components/test-website';
import { resetEarlyReads } from '../lib/early-reads';
import { mockNetwork, renderConsole, storeSignedInUser, testConfig } from '../test/render-console';
import { startScreenReads } from './screen-reads';

const config = Promise.resolve(testConfig);
/** The runtime configuration's answer and the reads it starts are a few promise turns away. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const requests = (calls: { method: string; url: string }[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.url === `${testConfig.apiHost}${path}`);

afterEach(() => {
  resetEarlyReads();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('screen reads started by the boot script (decision 089)', () => {
  it('a reload of a configuration screen asks for its document and website once, before the console runs', async () => {
    const { calls } = console2001();
    startScreenReads('/configuration/2001/leaders', config);
    await settle();
    // Before the console has rendered anything: the document, its draft and the website's name, with the
    // product token.
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`).sort()).toEqual([
      'GET /v1/config/2001/leaders',
      'GET /v1/config/2001/leaders/draft',
      'GET /v1/config/websites/2001',
    ]);
    expect(calls.every((call) => call.authorization?.startsWith('Bearer eyJ'))).toBe(true);

    await renderConsole('/configuration/2001/leaders');
    expect(await screen.findByRole('spinbutton', { name: 'Number of leaders per statistic' })).toHaveValue(5);
    expect(await screen.findByRole('heading', { name: 'Leaders' })).toBeInTheDocument();
    expect(requests(calls, '/v1/config/2001/leaders')).toHaveLength(1);
    expect(requests(calls, '/v1/config/websites/2001')).toHaveLength(1);
    expect(requests(calls, '/v1/config/2001/leaders/draft')).toHaveLength(1);
  });

  it('a document still on its way when the console starts is awaited, not asked for again', async () => {
    console2001();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = mockNetwork({
      'GET /v1/config/websites/2001': () => ({
        body: { data: [{ websiteId: '2001', name: 'NBL Official Website' }] },
      }),
      'GET /v1/config/2001/leaders': async () => {
        await held;
        return {
          body: {
            data: [{ websiteId: '2001', config: { leadersCountPerStatistic: 7 }, lookups: {}, version: 2 }],
          },
        };
      },
    });
    startScreenReads('/configuration/2001/leaders', config);
    await settle();
    await renderConsole('/configuration/2001/leaders');
    expect(await screen.findByText('Loading configuration…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('spinbutton', { name: 'Number of leaders per statistic' })).toHaveValue(7);
    expect(requests(slow.calls, '/v1/config/2001/leaders')).toHaveLength(1);
  });

  it("a website the API refuses shows the API's message, from the one request", async () => {
    console2001();
    const refused = mockNetwork({
      'GET /v1/config/9999/general': () => ({ status: 404, body: { message: 'Website 9999 not found.' } }),
      'GET /v1/config/websites/9999': () => ({ status: 404, body: { message: 'Website 9999 not found.' } }),
    });
    startScreenReads('/configuration/9999/general', config);
    await settle();
    await renderConsole('/configuration/9999/general');
    expect(
      await screen.findByText('The website could not be loaded: Website 9999 not found.'),
    ).toBeInTheDocument();
    expect(requests(refused.calls, '/v1/config/websites/9999')).toHaveLength(1);
    expect(requests(refused.calls, '/v1/config/9999/general')).toHaveLength(1);
  });

  it('reads nothing ahead without a stored product token, or with a sign-in the console must renew first', async () => {
    const { calls } = mockNetwork({});
    storeSignedInUser();
    startScreenReads('/configuration/2001/general', config);
    await settle();
    expect(calls).toHaveLength(0);

    console2001();
    const { calls: renewing } = mockNetwork({});
    const key = `oidc.user:${testConfig.identity.authority}:${testConfig.identity.clientId}`;
    const stored = User.fromStorageString(sessionStorage.getItem(key) ?? '');
    stored.expires_at = Math.floor(Date.now() / 1000) + 30;
    sessionStorage.setItem(key, stored.toStorageString());
    startScreenReads('/configuration/2001/general', config);
    await settle();
    expect(renewing).toHaveLength(0);
  });

  it('reads nothing ahead for another address', async () => {
    console2001();
    const { calls } = mockNetwork({});
    for (const path of [
      '/select/website',
      '/configuration/general',
      '/configuration/2001/nonsense',
      '/configuration/2001/general/more',
    ])
      startScreenReads(path, config);
    startScreenReads('/configuration/2001/general', Promise.resolve(null));
    await settle();
    expect(calls).toHaveLength(0);
  });
});
