import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mockNetwork,
  productTokenWith,
  renderConsole,
  storeCustomerAccess,
  storeSignedInUser,
} from '../../test/render-console';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('product token lifetime', () => {
  it('asks for a new product token for the same customer shortly before the stored one expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSignedInUser();
    storeCustomerAccess({ scopes: ['config:read'], expiry: Date.now() + 90_000 });
    const renewed = productTokenWith(['config:read', 'config:write']);
    const network = mockNetwork({
      'GET /v1/config/websites': () => ({ body: { data: [], links: {} } }),
      'POST /v1/products/token': () => ({
        body: { data: { token: renewed, tokenType: 'Bearer', expiresIn: 900 } },
      }),
    });
    await renderConsole('/select/website');
    expect(await screen.findByRole('cell', { name: 'No records found' })).toBeInTheDocument();
    expect(network.calls.some((call) => call.url.endsWith('/v1/products/token'))).toBe(false);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    const renewal = network.calls.find((call) => call.url.endsWith('/v1/products/token'));
    expect(renewal?.body).toMatchObject({ customerId: '1001', product: 'embedded_ui_admin' });
    expect(JSON.parse(sessionStorage.getItem('eua.token.embedded_ui_admin.1001')!).token).toBe(renewed);
  });

  it('replaces an expired product token of the remembered customer on page load', async () => {
    storeSignedInUser();
    storeCustomerAccess({ token: 'old', expiry: Date.now() - 1 });
    const fresh = productTokenWith(['config:read']);
    const network = mockNetwork({
      'POST /v1/products/token': () => ({
        body: { data: { token: fresh, tokenType: 'Bearer', expiresIn: 900 } },
      }),
      'GET /v1/config/websites': () => ({ body: { data: [], links: {} } }),
    });
    await renderConsole('/select/website');
    expect(await screen.findByRole('cell', { name: 'No records found' })).toBeInTheDocument();
    expect(network.calls.find((call) => call.url.includes('/v1/config/websites'))?.authorization).toBe(
      `Bearer ${fresh}`,
    );
  });
});

describe('the customer a user chose last, for a new tab (decision 060)', () => {
  const remembered = 'eua.last-customer.embedded_ui_admin.user-1';

  it('a new tab asks for its own product token for the remembered customer and opens the page', async () => {
    storeSignedInUser();
    localStorage.setItem(remembered, '1001');
    const token = productTokenWith(['config:read']);
    const network = mockNetwork({
      'POST /v1/products/token': () => ({ body: { data: { token, tokenType: 'Bearer', expiresIn: 900 } } }),
      'POST /v1/list/products': () => ({ body: { data: { products: [] } } }),
      'GET /v1/config/websites': () => ({ body: { data: [], links: {} } }),
    });
    await renderConsole('/select/website');
    expect(await screen.findByRole('cell', { name: 'No records found' })).toBeInTheDocument();
    expect(network.calls.find((call) => call.url.endsWith('/v1/products/token'))?.body).toMatchObject({
      customerId: '1001',
    });
    expect(sessionStorage.getItem('eua.customer.embedded_ui_admin')).toBe('1001');
  });

  it('keeps the remembered customer after a failure of the service, forgets it after a refusal', async () => {
    for (const [status, kept] of [
      [500, '1001'],
      [403, null],
    ] as const) {
      sessionStorage.clear();
      localStorage.clear();
      storeSignedInUser();
      localStorage.setItem(remembered, '1001');
      mockNetwork({
        'POST /v1/products/token': () => ({ status, body: { message: 'No' } }),
        'POST /v1/list/customers': () => ({ body: { data: { customers: [] } } }),
      });
      const view = await renderConsole('/select/website');
      expect(await screen.findByText(/You do not have access to any customers/)).toBeInTheDocument();
      expect(localStorage.getItem(remembered)).toBe(kept);
      view.unmount();
    }
  });
});
