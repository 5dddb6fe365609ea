import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mockNetwork,
  productTokenWith,
  renderConsole,
  storeSignedInUser,
} from '../../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

function grantAccess() {
  storeSignedInUser();
  sessionStorage.setItem('eua.customer.embedded_ui_admin', '1001');
  sessionStorage.setItem(
    'eua.token.embedded_ui_admin.1001',
    JSON.stringify({
      token: productTokenWith(['config:read']),
      tokenType: 'Bearer',
      expiry: Date.now() + 60_000,
      customerId: '1001',
    }),
  );
  sessionStorage.setItem('eua.products.1001', '{}');
}

describe('websites table (SPEC.md §2 /select/website)', () => {
  it('shows a spinner, then ID, Website Name and Sport with the name linking to General, across pages', async () => {
    grantAccess();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockNetwork({
      'GET /v1/config/websites': async (call) => {
        await gate;
        return new URL(call.url).searchParams.get('offset') === '1'
          ? { body: { data: [{ websiteId: '3001', name: 'Ice Hockey Weekly', sport: 'hockey' }], links: {} } }
          : {
              body: {
                data: [{ websiteId: '2001', name: 'NBL Official Website', sport: 'basketball' }],
                links: { next: '/v1/config/websites?limit=1&offset=1' },
              },
            };
      },
    });
    await renderConsole('/select/website');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Website Name', 'Sport']);
    expect(await within(table).findByRole('link', { name: 'NBL Official Website' })).toHaveAttribute(
      'href',
      '/configuration/2001/general',
    );
    expect(within(table).getByRole('link', { name: 'Ice Hockey Weekly' })).toHaveAttribute(
      'href',
      '/configuration/3001/general',
    );
    expect(within(table).getByText('Hockey')).toBeInTheDocument();
    expect(document.title).toBe('Select a website | Embedded UI Admin');
  });

  it("says 'No records found' when the customer has no websites", async () => {
    grantAccess();
    mockNetwork({ 'GET /v1/config/websites': () => ({ body: { data: [], links: {} } }) });
    await renderConsole('/select/website');
    expect(await screen.findByRole('cell', { name: 'No records found' })).toBeInTheDocument();
  });

  it('redirects /configuration/{feature} to the websites table while no website is chosen', async () => {
    grantAccess();
    mockNetwork({ 'GET /v1/config/websites': () => ({ body: { data: [], links: {} } }) });
    await renderConsole('/configuration/leaders');
    expect(await screen.findByRole('cell', { name: 'No records found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/select/website');
  });

  it('sends a user without a product token to the customer choice', async () => {
    storeSignedInUser();
    mockNetwork({ 'POST /v1/list/customers': () => ({ body: { data: { customers: [] } } }) });
    await renderConsole('/select/website');
    expect(await screen.findByRole('heading', { level: 1, name: 'Select a customer' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/select/customer');
  });
});
