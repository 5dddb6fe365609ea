import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mockNetwork,
  productTokenWith,
  renderConsole,
  storeCustomerAccess,
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

describe('customer selection', () => {
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
    // localStorage holds no token (docs/product.md#tokens-and-access): only the id of the customer this user
    // chose last.
    expect(Object.entries(localStorage)).toEqual([['eua.last-customer.embedded_ui_admin.user-1', '1001']]);
    const websitesCall = network.calls.find((call) => call.url.includes('/v1/config/websites'));
    expect(websitesCall?.authorization).toBe(`Bearer ${token}`);
    // The launcher shows the customer's products only (docs/product.md#users-and-sign-in).
    expect(screen.getByRole('link', { name: /User Manager/ })).toHaveAttribute(
      'href',
      'https://users.example.org/',
    );
    expect(screen.queryByRole('link', { name: /Evo Admin/ })).not.toBeInTheDocument();
  });

  it('reuses an unexpired product token on the next page load without asking again', async () => {
    storeSignedInUser();
    const token = productTokenWith(['config:read']);
    // Chosen from the table earlier in this tab: the context bar has the customer's name (decision 082).
    sessionStorage.setItem('eua.customerName.1001', 'Northern Basketball League');
    storeCustomerAccess({ token, products: { user_manager: true } });
    const network = mockNetwork({
      'GET /v1/config/websites': () => ({ body: { data: [], links: {} } }),
    });
    await renderConsole('/select/website');
    expect(await screen.findByRole('cell', { name: 'No records found' })).toBeInTheDocument();
    // The navigation's own calls (the changes waiting for approval, the customer's defaults) aside, the page
    // reads the websites with the stored token and asks for no new one.
    const navigation = (url: URL) => url.pathname === '/v1/approvals' || url.searchParams.has('kind');
    expect(
      network.calls
        .filter((call) => !navigation(new URL(call.url)))
        .map((call) => `${call.method} ${new URL(call.url).pathname}`),
    ).toEqual(['GET /v1/config/websites']);
    expect(screen.getByRole('link', { name: /User Manager/ })).toHaveAttribute(
      'href',
      'https://users.example.org/',
    );
  });

  describe('compact, searchable, sortable, the whole row selects (decision 076)', () => {
    const several = [
      { customerId: '1002', name: 'Ice & Court Media' },
      { customerId: '1001', name: 'Northern Basketball League' },
      { customerId: '1010', name: 'Zürich Hockey Club' },
    ];
    const names = (table: HTMLElement) =>
      [...table.querySelectorAll('tbody tr')].map(
        (row) => (row as HTMLTableRowElement).cells[1]?.textContent,
      );

    function chooseAnyCustomer() {
      storeSignedInUser();
      const token = productTokenWith(['config:read']);
      return mockNetwork({
        'POST /v1/list/customers': () => ({ body: { data: { customers: several } } }),
        'POST /v1/products/token': () => ({
          body: { data: { token, tokenType: 'Bearer', expiresIn: 3600 } },
        }),
        'POST /v1/list/products': () => ({ body: { data: { products: [] } } }),
        'GET /v1/config/websites': () => ({ body: { data: [], links: {} } }),
      });
    }
    const tokenCalls = (network: ReturnType<typeof mockNetwork>) =>
      network.calls.filter((call) => call.url.endsWith('/v1/products/token'));

    it('sorts by Customer Id, then by Name either way, with aria-sort on the header', async () => {
      chooseAnyCustomer();
      await renderConsole('/select/customer');
      const table = await screen.findByRole('table');
      const header = (name: string) => within(table).getByRole('columnheader', { name });
      expect(header('Customer Id')).toHaveAttribute('aria-sort', 'ascending');
      expect(names(table)).toEqual(['Northern Basketball League', 'Ice & Court Media', 'Zürich Hockey Club']);

      await userEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
      expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
      expect(header('Customer Id')).not.toHaveAttribute('aria-sort');
      expect(names(table)).toEqual(['Ice & Court Media', 'Northern Basketball League', 'Zürich Hockey Club']);
      await userEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
      expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
      expect(names(table)).toEqual(['Zürich Hockey Club', 'Northern Basketball League', 'Ice & Court Media']);
    });

    it('finds customers by name (ignoring case and accents) or by id, and says when none match', async () => {
      chooseAnyCustomer();
      await renderConsole('/select/customer');
      const table = await screen.findByRole('table');
      const search = screen.getByRole('searchbox', { name: 'Search customers' });
      await userEvent.type(search, 'zurich');
      expect(names(table)).toEqual(['Zürich Hockey Club']);
      expect(screen.getByText('1 of 3 customers')).toBeInTheDocument();
      await userEvent.clear(search);
      await userEvent.type(search, '1002');
      expect(names(table)).toEqual(['Ice & Court Media']);
      await userEvent.clear(search);
      await userEvent.type(search, 'nobody');
      expect(within(table).getByRole('cell', { name: 'No customers match "nobody"' })).toBeInTheDocument();
      expect(
        screen.queryByText(
          'You do not have access to any customers for this product. Please contact support for access.',
        ),
      ).not.toBeInTheDocument();
    });

    it('selects the customer on a click anywhere on its row, once', async () => {
      const network = chooseAnyCustomer();
      await renderConsole('/select/customer');
      await userEvent.click(await screen.findByRole('cell', { name: 'Zürich Hockey Club' }));
      expect(await screen.findByRole('cell', { name: 'No records found' })).toBeInTheDocument();
      expect(tokenCalls(network).map((call) => (call.body as { customerId: string }).customerId)).toEqual([
        '1010',
      ]);
    });

    it('selects with Enter on the focused Select button, once (the row is no keyboard stop)', async () => {
      const network = chooseAnyCustomer();
      await renderConsole('/select/customer');
      const row = (await screen.findByRole('cell', { name: 'Ice & Court Media' })).closest('tr')!;
      expect(row).not.toHaveAttribute('tabindex');
      within(row).getByRole('button', { name: 'Select' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByRole('cell', { name: 'No records found' })).toBeInTheDocument();
      expect(tokenCalls(network).map((call) => (call.body as { customerId: string }).customerId)).toEqual([
        '1002',
      ]);
    });
  });
});
