import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mockNetwork,
  productTokenWith,
  renderConsole,
  storeSignedInUser,
} from '../../../test/render-console';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const customers = [
  { customerId: '1001', name: 'Northern Basketball League' },
  { customerId: '1002', name: 'Ice & Court Media' },
];

describe('customer selection (SPEC.md §2, §4)', () => {
  it('shows a spinner while the customer list loads, then the table with a Select button per row', async () => {
    storeSignedInUser();
    let answer: (value: { body: unknown }) => void = () => {};
    const network = mockNetwork({
      'POST /v1/list/customers': () => new Promise((resolve) => (answer = resolve)),
    });
    await renderConsole('/select/website');

    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(network.calls[0]?.body).toEqual({
      userIdentityToken: 'identity-access-token',
      product: 'embedded_ui_admin',
    });
    answer({ body: { data: { customers } } });

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Customer Id', 'Name', 'Select']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('cell', { name: 'Northern Basketball League' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: /Select/ })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('says so when the user has no customers', async () => {
    storeSignedInUser();
    mockNetwork({ 'POST /v1/list/customers': () => ({ body: { data: { customers: [] } } }) });
    await renderConsole('/select/customer');
    expect(
      await screen.findByText(
        'You do not have access to any customers for this product. Please contact support for access.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('requests a product token for the chosen customer, stores it with its expiry and opens the websites', async () => {
    storeSignedInUser();
    const token = productTokenWith(['config:read', 'config:write']);
    const network = mockNetwork({
      'POST /v1/list/customers': () => ({ body: { data: { customers } } }),
      'POST /v1/products/token': () => ({ body: { data: { token, tokenType: 'Bearer', expiresIn: 3600 } } }),
      'POST /v1/list/products': () => ({
        body: { data: { products: [{ code: 'user_manager', name: 'Users', subProducts: [] }] } },
      }),
      'GET /v1/config/websites': () => ({
        body: { data: [{ websiteId: '2001', name: 'NBL Official Website', sport: 'basketball' }], links: {} },
      }),
    });
    const before = Date.now();
    await renderConsole('/select/customer');
    const row = (await screen.findByRole('cell', { name: 'Northern Basketball League' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Select/ }));

    expect(await screen.findByRole('link', { name: 'NBL Official Website' })).toHaveAttribute(
      'href',
      '/configuration/2001/general',
    );
    expect(window.location.pathname).toBe('/select/website');
    const tokenCall = network.calls.find((call) => call.url.endsWith('/v1/products/token'));
    expect(tokenCall?.body).toEqual({
      userIdentityToken: 'identity-access-token',
      product: 'embedded_ui_admin',
      customerId: '1001',
    });
    const stored = JSON.parse(sessionStorage.getItem('eua.token.embedded_ui_admin.1001')!);
    expect(stored).toMatchObject({ token, tokenType: 'Bearer', customerId: '1001' });
    expect(stored.expiry).toBeGreaterThanOrEqual(before + 3600_000);
    expect(stored.expiry).toBeLessThanOrEqual(Date.now() + 3600_000);
    expect(JSON.parse(sessionStorage.getItem('eua.products.1001')!)).toEqual({ user_manager: true });
    // localStorage holds no token (DESIGN.md §3): only the id of the customer this user chose last.
    expect(Object.entries(localStorage)).toEqual([['eua.last-customer.embedded_ui_admin.user-1', '1001']]);
    const websitesCall = network.calls.find((call) => call.url.includes('/v1/config/websites'));
    expect(websitesCall?.authorization).toBe(`Bearer ${token}`);
    // The launcher shows the customer's products only (SPEC.md §1).
    expect(screen.getByRole('link', { name: /User Manager/ })).toHaveAttribute(
      'href',
      'https://users.example.org/',
    );
    expect(screen.queryByRole('link', { name: /Evo Admin/ })).not.toBeInTheDocument();
  });

  it('reuses an unexpired product token on the next page load without asking again', async () => {
    storeSignedInUser();
    const token = productTokenWith(['config:read']);
    sessionStorage.setItem('eua.customer.embedded_ui_admin', '1001');
    sessionStorage.setItem(
      'eua.token.embedded_ui_admin.1001',
      JSON.stringify({ token, tokenType: 'Bearer', expiry: Date.now() + 60_000, customerId: '1001' }),
    );
    sessionStorage.setItem('eua.products.1001', JSON.stringify({ user_manager: true }));
    const network = mockNetwork({
      'GET /v1/config/websites': () => ({ body: { data: [], links: {} } }),
    });
    await renderConsole('/select/website');
    expect(await screen.findByRole('cell', { name: 'No records found' })).toBeInTheDocument();
    expect(network.calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /v1/config/websites',
    ]);
    expect(screen.getByRole('link', { name: /User Manager/ })).toHaveAttribute(
      'href',
      'https://users.example.org/',
    );
  });
});
