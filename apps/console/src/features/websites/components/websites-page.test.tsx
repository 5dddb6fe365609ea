import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mockNetwork,
  renderConsole,
  storeCustomerAccess,
  storeSignedInUser,
} from '../../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

function grantAccess() {
  storeSignedInUser();
  // Chosen from the table earlier in this tab: the context bar has the customer's name (decision 082).
  sessionStorage.setItem('eua.customerName.1001', 'Northern Basketball League');
  storeCustomerAccess({ scopes: ['config:read'], expiry: Date.now() + 3_600_000 });
}

describe('websites table (/select/website)', () => {
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
    // And what to do next: another customer, or support.
    const next = screen.getByRole('region', { name: 'This customer has no websites yet' });
    expect(within(next).getByRole('link', { name: 'Choose another customer' })).toHaveAttribute(
      'href',
      '/select/customer',
    );
    expect(within(next).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
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

  describe('at any size (decision 076)', () => {
    const sports = ['basketball', 'hockey', 'handball'] as const;
    /** 120 websites: ids 100001…, names "Club 001"… in reverse id order, the three sports in turn. */
    const many = Array.from({ length: 120 }, (_, index) => ({
      websiteId: String(100001 + index),
      name: `Club ${String(120 - index).padStart(3, '0')}`,
      sport: sports[index % 3],
    }));

    function serve(websites: unknown[]) {
      grantAccess();
      return mockNetwork({ 'GET /v1/config/websites': () => ({ body: { data: websites, links: {} } }) });
    }

    // Plain DOM reads for the rows' contents: role queries over 50 rows are slow in jsdom.
    const bodyRows = (table: HTMLElement) => [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    const ids = (table: HTMLElement) => bodyRows(table).map((row) => row.cells[0]?.textContent);
    const header = (name: string) =>
      within(screen.getByRole('table').querySelector('thead')!).getByRole('columnheader', { name });

    it('loads the whole list in one request of up to 1,000 and shows 50 rows a page with a pagination nav', async () => {
      const network = serve(many);
      await renderConsole('/select/website');
      const table = await screen.findByRole('table');
      // The websites' one request (the navigation's calls — approvals waiting, the customer's defaults — aside).
      const websiteCalls = network.calls
        .map((call) => new URL(call.url))
        .filter((url) => url.pathname === '/v1/config/websites' && !url.searchParams.has('kind'));
      expect(websiteCalls.map((url) => url.search)).toEqual(['?limit=1000']);
      expect(bodyRows(table)).toHaveLength(50);
      expect(ids(table)[0]).toBe('100001');
      expect(screen.getByText(/120 websites/)).toHaveTextContent('120 websites · Showing 1–50 of 120');

      const pages = screen.getByRole('navigation', { name: 'Websites pages' });
      expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
      await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
      expect(ids(table)[0]).toBe('100051');
      expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      expect(window.location.search).toBe('?page=2');
      await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
      expect(bodyRows(table)).toHaveLength(20);
      expect(ids(table).at(-1)).toBe('100120');
      expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    });

    it('finds websites by name or by id, case-insensitively, and says when nothing matches', async () => {
      serve([
        { websiteId: '2001', name: 'NBL Official Website', sport: 'basketball' },
        { websiteId: '2002', name: "NBL Women's League", sport: 'basketball' },
        { websiteId: '3001', name: 'Ice Hockey Weekly', sport: 'hockey' },
      ]);
      await renderConsole('/select/website');
      const table = await screen.findByRole('table');
      const search = screen.getByRole('searchbox', { name: 'Search websites' });

      await userEvent.type(search, 'women');
      expect(ids(table)).toEqual(['2002']);
      expect(screen.getByText('1 of 3 websites')).toBeInTheDocument();

      await userEvent.clear(search);
      await userEvent.type(search, '300');
      expect(within(table).getByRole('link', { name: 'Ice Hockey Weekly' })).toBeInTheDocument();
      expect(ids(table)).toEqual(['3001']);

      await userEvent.clear(search);
      await userEvent.type(search, 'curling');
      expect(within(table).getByRole('cell', { name: 'No websites match "curling"' })).toBeInTheDocument();
      expect(within(table).queryByRole('cell', { name: 'No records found' })).not.toBeInTheDocument();

      await userEvent.clear(search);
      expect(ids(table)).toEqual(['2001', '2002', '3001']);
    });

    it('searches all pages and goes back to the first page of the results', async () => {
      serve(many);
      await renderConsole('/select/website');
      const table = await screen.findByRole('table');
      const pages = screen.getByRole('navigation', { name: 'Websites pages' });
      await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search websites' }), 'club 00');
      // "Club 001"…"Club 009": ids 100120 down to 100112.
      expect(bodyRows(table)).toHaveLength(9);
      expect(ids(table)[0]).toBe('100112');
      expect(screen.queryByRole('navigation', { name: 'Websites pages' })).not.toBeInTheDocument();
    });

    it('sorts by ID, Website Name and Sport, with aria-sort on the sorted column header', async () => {
      serve(many);
      await renderConsole('/select/website');
      const table = await screen.findByRole('table');
      expect(header('ID')).toHaveAttribute('aria-sort', 'ascending');
      expect(header('Website Name')).not.toHaveAttribute('aria-sort');

      await userEvent.click(within(header('ID')).getByRole('button', { name: 'ID' }));
      expect(header('ID')).toHaveAttribute('aria-sort', 'descending');
      expect(ids(table).slice(0, 2)).toEqual(['100120', '100119']);

      await userEvent.click(within(header('Website Name')).getByRole('button', { name: 'Website Name' }));
      expect(header('Website Name')).toHaveAttribute('aria-sort', 'ascending');
      expect(header('ID')).not.toHaveAttribute('aria-sort');
      expect(bodyRows(table)[0]?.querySelector('a')).toHaveTextContent('Club 001');
      await userEvent.click(within(header('Website Name')).getByRole('button', { name: 'Website Name' }));
      expect(header('Website Name')).toHaveAttribute('aria-sort', 'descending');
      expect(bodyRows(table)[0]?.querySelector('a')).toHaveTextContent('Club 120');

      await userEvent.click(within(header('Sport')).getByRole('button', { name: 'Sport' }));
      expect(header('Sport')).toHaveAttribute('aria-sort', 'ascending');
      const sportsShown = bodyRows(table).map((row) => row.cells[2]?.textContent);
      // Basketball (40 websites) first, then Handball: by the names shown, ties by website name.
      expect(sportsShown.slice(0, 40).every((sport) => sport === 'Basketball')).toBe(true);
      expect(sportsShown.slice(40)).toEqual(Array(10).fill('Handball'));
      expect(bodyRows(table)[0]?.querySelector('a')).toHaveTextContent('Club 003');
      expect(window.location.search).toBe('?sort=sport');
    });

    it('keeps the search, sort and page in the address, so returning to the table restores them', async () => {
      serve(many);
      await renderConsole('/select/website?q=club%201&sort=name&order=desc&page=2');
      const table = await screen.findByRole('table');
      expect(screen.getByRole('searchbox', { name: 'Search websites' })).toHaveValue('club 1');
      expect(header('Website Name')).toHaveAttribute('aria-sort', 'descending');
      // "club 1" matches Club 100 … Club 120 only: 21 rows, one page, so page 2 becomes page 1.
      expect(bodyRows(table)).toHaveLength(21);
      expect(window.location.search).toBe('?q=club+1&sort=name&order=desc');
      expect(bodyRows(table)[0]?.querySelector('a')).toHaveTextContent('Club 120');
    });
  });
});
