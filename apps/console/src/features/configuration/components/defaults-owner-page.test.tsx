import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mockNetwork,
  renderConsole,
  storeCustomerAccess,
  storeSignedInUser,
} from '../../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const id = 'defaults-1001-basketball';
const name = 'Defaults · Northern Basketball League';

/** Signed in as a Publisher, the customer's basketball defaults in view, the data API at the network edge. */
function defaultsInView() {
  localStorage.setItem('atrium_locale', 'en-GB');
  storeSignedInUser();
  storeCustomerAccess();
  sessionStorage.setItem('eua.customerName.1001', 'Northern Basketball League');
  sessionStorage.setItem('eua.website', JSON.stringify({ websiteId: id, name }));
  return mockNetwork({
    'GET /v1/config/websites': (call) => ({
      body: {
        data: call.url.includes('kind=defaults') ? [{ websiteId: id, name, sport: 'basketball' }] : [],
        links: {},
      },
    }),
    [`GET /v1/config/websites/${id}`]: () => ({ body: { data: [{ websiteId: id, name }] } }),
    [`GET /v1/config/${id}/general`]: () => ({
      body: {
        data: [
          {
            websiteId: id,
            config: { referrerDomains: ['club.com'], statisticsDecimalPlaces: 1, timezone: 'UTC' },
            lookups: {},
            sport: 'basketball',
            trackingData: false,
            version: 2,
          },
        ],
      },
    }),
    [`GET /v1/config/${id}/complist`]: () => ({ body: { data: { organizations: [], competitions: {} } } }),
    [`GET /v1/config/${id}/seasons`]: () => ({ body: { data: [] } }),
  });
}

describe("a customer's defaults owner's pages (docs/product.md#customer-defaults)", () => {
  it('are titled "Defaults · {customer}" and show nothing that only a real website has', async () => {
    defaultsInView();
    await renderConsole(`/configuration/${id}/general`);
    expect(await screen.findByRole('textbox', { name: 'Referrer domains' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent(`Embedded UI Admin | ${name}`);
    expect(document.title).toBe(`General | ${name} | Embedded UI Admin`);
    expect(screen.getByText(name, { selector: '.page-subtitle, p, div' })).toBeInTheDocument();
    expect(screen.queryByText(`(ID ${id})`, { exact: false })).not.toBeInTheDocument();
    // No domain tester: the defaults serve no widget on any page.
    expect(screen.queryByRole('textbox', { name: 'Page address' })).not.toBeInTheDocument();
    // No Health of their own.
    const manage = screen.getByRole('navigation', { name: 'Manage' });
    expect(within(manage).queryByRole('link', { name: 'Health' })).not.toBeInTheDocument();
    expect(within(manage).getByRole('link', { name: 'General' })).toHaveAttribute(
      'href',
      `/configuration/${id}/general`,
    );
    const bar = screen.getByRole('navigation', { name: 'Customer and website' });
    expect(bar).toHaveTextContent(`Settings for every website${name}`);
    expect(bar).not.toHaveTextContent('Website');
    // Copying the defaults to websites is meaningful: named for its targets.
    expect(screen.getByRole('button', { name: 'Copy to websites' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy to other websites' })).not.toBeInTheDocument();
  });
});
