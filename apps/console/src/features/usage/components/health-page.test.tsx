import type { UsageOrigin, UsageRow } from '@eua/shared';
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

const today = new Date().toISOString().slice(0, 10);

const row = (widget: string, overrides: Partial<UsageRow> = {}): UsageRow => ({
  websiteId: '2001',
  widget,
  at: `${today}T00:00:00Z`,
  served: 0,
  revalidated: 0,
  refused: 0,
  notFound: 0,
  limited: 0,
  error: 0,
  ...overrides,
});

const refused: UsageOrigin = {
  origin: 'http://www.nbl.example',
  allowed: false,
  count: 12,
  firstSeen: `${today}T08:00:00.000Z`,
  lastSeen: `${today}T09:30:00.000Z`,
};

function network() {
  return mockNetwork({
    'GET /v1/config/websites': () => ({
      body: { data: [{ websiteId: '2001', name: 'NBL Official Website', sport: 'basketball' }], links: {} },
    }),
    'GET /v1/usage': () => ({
      body: {
        data: [row('standings', { served: 30, revalidated: 10, refused: 12, error: 1 })],
        span: { from: `${today}T00:00:00Z`, to: `${today}T00:00:00Z`, granularity: 'day' },
      },
    }),
    'GET /v1/usage/origins': () => ({ body: { data: [refused] } }),
    'GET /v1/config/2001/general': () => ({
      body: {
        data: [
          {
            websiteId: '2001',
            resource: 'general',
            version: 3,
            config: { referrerDomains: ['nbl.example'] },
          },
        ],
      },
    }),
  });
}

describe('Website › Health (/configuration/{websiteId}/health)', () => {
  it('shows each widget’s figures beside the chart, flags widgets not loaded, and lists refused pages', async () => {
    storeSignedInUser();
    storeCustomerAccess({ scopes: ['config:read'], expiry: Date.now() + 3_600_000 });
    network();
    await renderConsole('/configuration/2001/health');

    expect(await screen.findByRole('heading', { name: 'Health' })).toBeVisible();
    expect(
      await screen.findByRole('img', { name: /Loads per day of All widgets, last 30 days: 40 in all/ }),
    ).toBeVisible();
    const widgets = screen.getByRole('table', { name: 'Each widget over the period' });
    const rowOf = (title: string) =>
      within(widgets)
        .getAllByRole('row')
        .find((row) => within(row).queryByRole('rowheader')?.firstChild?.textContent === title);
    const standings = rowOf('Standings')!;
    expect(
      within(standings)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', today, '25 %', '12', '0', '1']);
    expect(within(widgets).getByRole('row', { name: /^Leaders/ })).toHaveTextContent(
      'Not loaded for 30 days',
    );

    const pages = await screen.findByRole('table', { name: 'Refused pages' });
    const page = within(pages).getByRole('row', { name: /www\.nbl\.example/ });
    expect(page).toHaveTextContent('12');
    expect(page).toHaveTextContent('Differs from the allowed nbl.example only by “www.”.');
  });

  it('switches the period by keyboard, and Allow opens General with the domain added, unsaved', async () => {
    storeSignedInUser();
    storeCustomerAccess({ scopes: ['config:read', 'config:write'], expiry: Date.now() + 3_600_000 });
    network();
    await renderConsole('/configuration/2001/health');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Last 7 days' }));
    expect(await screen.findByRole('img', { name: /last 7 days/ })).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Loads per day' })).getAllByRole('row')).toHaveLength(8);

    await user.click(await screen.findByRole('button', { name: 'Allow http://www.nbl.example' }));
    expect(window.location.pathname).toBe('/configuration/2001/general');
    expect(new URLSearchParams(window.location.search).get('allow')).toBe('www.nbl.example');
  });
});
