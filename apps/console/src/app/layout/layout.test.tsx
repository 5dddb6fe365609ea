import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mockNetwork,
  renderConsole,
  storeCustomerAccess,
  storeSignedInUser,
} from '../../test/render-console';

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

function signedInWithWebsite() {
  // jsdom's browser language is en-US; these tests start from the stored British choice.
  localStorage.setItem('atrium_locale', 'en-GB');
  storeSignedInUser('Alex Admin');
  storeCustomerAccess();
  sessionStorage.setItem('eua.website', JSON.stringify({ websiteId: '2001', name: 'NBL Official Website' }));
  mockNetwork({
    'GET /v1/config/websites': () => ({ body: { data: [], links: {} } }),
    'GET /v1/config/2001/complist': () => ({
      body: {
        data: {
          organizations: [{ organizationId: 'o1', nameLocal: 'National Basketball League' }],
          competitions: { o1: [{ competitionId: 'c1', nameLocal: 'Regular Season' }] },
        },
      },
    }),
    'GET /v1/config/2001/seasons': () => ({
      body: { data: [{ seasonId: 's1', nameLocal: '2025/26', competitionId: 'c1', hasTrackingData: false }] },
    }),
  });
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('layout', () => {
  it('shows the title with the website name, the user and the Manage menu of the chosen website', async () => {
    signedInWithWebsite();
    await renderConsole('/admin');
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Embedded UI Admin | NBL Official Website');
    expect(within(banner).getByText('Alex Admin')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Change customer' })).toBeInTheDocument();
    const manage = screen.getByRole('navigation', { name: 'Manage' });
    // Overview, the website's Health and the 14 screens.
    expect(within(manage).getAllByRole('link')).toHaveLength(16);
    expect(within(manage).getByRole('link', { name: 'Health' })).toHaveAttribute(
      'href',
      '/configuration/2001/health',
    );
    expect(within(manage).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(manage).getByRole('link', { name: 'Fixture Details' })).toHaveAttribute(
      'href',
      '/configuration/2001/fixtureDetails',
    );
    expect(document.title).toBe('Manage | NBL Official Website | Embedded UI Admin');
  });

  it("lists each of the customer's defaults owners in the Customer menu, opening the same screens", async () => {
    signedInWithWebsite();
    mockNetwork({
      'GET /v1/config/websites': (call) => ({
        body: {
          data: call.url.includes('kind=defaults')
            ? [
                {
                  websiteId: 'defaults-1002-handball',
                  name: 'Defaults · Ice & Court Media · Handball',
                  sport: 'handball',
                },
                {
                  websiteId: 'defaults-1002-hockey',
                  name: 'Defaults · Ice & Court Media · Hockey',
                  sport: 'hockey',
                },
              ]
            : [],
          links: {},
        },
      }),
    });
    await renderConsole('/activity');
    const customer = screen.getByRole('navigation', { name: 'Customer' });
    expect(
      await within(customer).findByRole('link', { name: 'Defaults · Ice & Court Media · Hockey' }),
    ).toHaveAttribute('href', '/configuration/defaults-1002-hockey/general');
    expect(
      within(customer).getByRole('link', { name: 'Defaults · Ice & Court Media · Handball' }),
    ).toBeInTheDocument();
  });

  it('names the customer and the website in the context bar, each with its switcher (decision 082)', async () => {
    signedInWithWebsite();
    sessionStorage.setItem('eua.customerName.1001', 'Northern Basketball League');
    await renderConsole('/admin');
    const bar = screen.getByRole('navigation', { name: 'Customer and website' });
    expect(bar).toHaveTextContent('CustomerNorthern Basketball LeagueChange customer');
    expect(bar).toHaveTextContent('WebsiteNBL Official Website');
    const switcher = within(bar).getByRole('button', { name: 'Switch website' });
    expect(switcher).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(switcher);
    expect(switcher).toHaveAttribute('aria-expanded', 'true');
    expect(within(bar).getByRole('link', { name: 'All websites' })).toHaveAttribute(
      'href',
      '/select/website',
    );
    await userEvent.keyboard('{Escape}');
    expect(switcher).toHaveAttribute('aria-expanded', 'false');
    expect(switcher).toHaveFocus();
    // The header's navigation no longer repeats the side menu.
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'Manage' }),
    ).not.toBeInTheDocument();
  });

  it('asks for the customer list once for the name when this tab never saw the customer table', async () => {
    signedInWithWebsite();
    const network = mockNetwork({
      'GET /v1/config/websites': () => ({ body: { data: [], links: {} } }),
      'POST /v1/list/customers': () => ({
        body: { data: { customers: [{ customerId: '1001', name: 'Northern Basketball League' }] } },
      }),
    });
    await renderConsole('/select/website');
    const bar = screen.getByRole('navigation', { name: 'Customer and website' });
    expect(await within(bar).findByText('Northern Basketball League')).toBeInTheDocument();
    // The websites table shows no website in the bar.
    expect(within(bar).queryByRole('button', { name: 'Switch website' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('eua.customerName.1001')).toBe('Northern Basketball League');
    expect(network.calls.filter((call) => call.url.endsWith('/v1/list/customers'))).toHaveLength(1);
  });

  it('Log out leaves no remembered key of the session in web storage, the customer name included', async () => {
    signedInWithWebsite();
    localStorage.setItem('eua.last-customer.embedded_ui_admin.user-1', '1001');
    const network = mockNetwork({
      'GET /v1/config/websites': () => ({ body: { data: [], links: {} } }),
      'POST /v1/list/customers': () => ({
        body: { data: { customers: [{ customerId: '1001', name: 'Northern Basketball League' }] } },
      }),
      'GET /idp/.well-known/openid-configuration': () => ({
        body: {
          issuer: 'http://console.test/idp',
          authorization_endpoint: 'http://console.test/idp/auth',
          end_session_endpoint: 'http://console.test/idp/session/end',
        },
      }),
    });
    await renderConsole('/select/website');
    const bar = screen.getByRole('navigation', { name: 'Customer and website' });
    expect(await within(bar).findByText('Northern Basketball League')).toBeInTheDocument();
    expect(sessionStorage.getItem('eua.customerName.1001')).toBe('Northern Basketball League');

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    // Until the provider's end-session page replaces this one, whatever the page still does stores nothing.
    await vi.waitFor(() =>
      expect(network.calls.some((call) => call.url.includes('openid-configuration'))).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('eua.'))).toEqual([]);
    // Preferences (dark mode, the language) are the browser's, not the session's: only they stay.
    expect(Object.keys(localStorage)).toEqual(['atrium_locale']);
  });

  it('an unknown website id shows its message without naming the website chosen before (decision 072)', async () => {
    signedInWithWebsite();
    // The fake network answers 404 `{ message }` for website 999999, as the API does for an unknown id.
    await renderConsole('/configuration/999999/general');
    expect(await screen.findByText(/The website could not be loaded/)).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveTextContent('NBL Official Website');
    expect(screen.queryByRole('navigation', { name: 'Manage' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('NBL Official Website');
    // The choice is kept for the Manage entry and /configuration/{feature}.
    expect(JSON.parse(sessionStorage.getItem('eua.website')!)).toMatchObject({ websiteId: '2001' });
  });

  it('marks the header scrolled after 10 px and offers scroll-to-top after 50 px', async () => {
    signedInWithWebsite();
    await renderConsole('/select/website');
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('scrolled');
    scrollTo(11);
    expect(header).toHaveClass('scrolled');
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(51);
    const toTop = screen.getByRole('button', { name: 'Scroll to top' });
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    await userEvent.click(toTop);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('opens and closes the collapsible navigation by keyboard', async () => {
    signedInWithWebsite();
    await renderConsole('/select/website');
    const toggler = screen.getByRole('button', { name: 'Menu' });
    expect(toggler).toHaveAttribute('aria-expanded', 'false');
    toggler.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggler).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('main-navigation')).toHaveClass('show');
    await userEvent.keyboard(' ');
    expect(toggler).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps dark mode and the layout width as preferences', async () => {
    signedInWithWebsite();
    await renderConsole('/select/website');
    await userEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(localStorage.getItem('eua.dark_mode')).toBe('true');
    await userEvent.click(screen.getByRole('switch', { name: 'Full-width layout' }));
    expect(localStorage.getItem('eua.fluid_layout')).toBe('false');
    expect(localStorage.getItem('oidc.user:http://console.test/idp:embedded-ui-admin-console')).toBeNull();
    expect(document.querySelector('.page-wrapper')).toHaveClass('container');
  });

  it('lists organisations, competitions and seasons, spelled for the chosen language', async () => {
    signedInWithWebsite();
    await renderConsole('/organizations');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'National Basketball League' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Regular Season')).toBeInTheDocument();
    expect(screen.getByText('2025/26')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Organisations' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Language'), 'en-US');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizations' })).toBeInTheDocument();
    expect(localStorage.getItem('atrium_locale')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('lists a launcher tool without an address as unavailable, not as a link (decision 078)', async () => {
    signedInWithWebsite();
    // render-console's runtime configuration has addresses for User Manager and Evo Admin only.
    sessionStorage.setItem(
      'eua.products.1001',
      JSON.stringify({ live_production_monitor: true, user_manager: true }),
    );
    await renderConsole('/select/website');
    const apps = screen.getByRole('navigation', { name: 'Apps' });
    expect(within(apps).getByRole('link', { name: /User Manager/ })).toHaveAttribute(
      'href',
      'https://users.example.org/',
    );
    expect(within(apps).queryByRole('link', { name: /Production Monitor/ })).not.toBeInTheDocument();
    const unavailable = within(apps).getByText(/Production Monitor/);
    expect(unavailable).toHaveTextContent('Production Monitor (not configured)');
    expect(unavailable).not.toHaveAttribute('href');
    expect(unavailable).not.toHaveAttribute('tabindex');
    expect(unavailable).toHaveAttribute('title', 'This server has no address for this tool yet.');
  });

  it('shows the footer with the year, Support and Terms', async () => {
    signedInWithWebsite();
    await renderConsole('/select/website');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Embedded UI Admin`);
    expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });
});
