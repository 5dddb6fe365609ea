import type { UsageRow } from '@eua/shared';
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

const row = (websiteId: string, overrides: Partial<UsageRow>): UsageRow => ({
  websiteId,
  widget: 'standings',
  at: `${today}T00:00:00Z`,
  served: 0,
  revalidated: 0,
  refused: 0,
  notFound: 0,
  limited: 0,
  error: 0,
  ...overrides,
});

describe('Customer › Usage (/usage)', () => {
  it('lists every website with its figures, sorts by a column and filters by name', async () => {
    storeSignedInUser();
    storeCustomerAccess({ scopes: ['config:read'], expiry: Date.now() + 3_600_000 });
    const { calls } = mockNetwork({
      'GET /v1/config/websites': () => ({
        body: {
          data: [
            { websiteId: '2001', name: 'NBL Official Website', sport: 'basketball' },
            { websiteId: '2002', name: "NBL Women's League", sport: 'basketball' },
            { websiteId: '2003', name: 'NBL Juniors', sport: 'basketball' },
          ],
          links: {},
        },
      }),
      'GET /v1/usage': () => ({
        body: {
          data: [
            row('2001', { served: 5, refused: 2 }),
            row('2002', { served: 50, revalidated: 20, error: 3 }),
          ],
          span: { from: `${today}T00:00:00Z`, to: `${today}T00:00:00Z`, granularity: 'day' },
        },
      }),
    });
    await renderConsole('/usage');

    const table = await screen.findByRole('table', { name: 'Websites of the customer over the period' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.querySelector('a')?.textContent);
    // Most loads first; a website without loads is listed too, as never loaded.
    expect(names()).toEqual(["NBL Women's League", 'NBL Official Website', 'NBL Juniors']);
    const women = within(table).getAllByRole('row')[1]!;
    expect(
      within(women)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['70', '0', '3', today, '']);
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('Never');
    expect(within(table).getAllByRole('img', { name: /Loads per day/ })).toHaveLength(3);

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Refused' }));
    expect(names()[0]).toBe('NBL Official Website');
    expect(within(table).getByRole('columnheader', { name: /Refused/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Filter websites' }), 'juniors');
    expect(names()).toEqual(['NBL Juniors']);
    expect(
      calls.some((call) => call.url.includes('/v1/usage?') && call.url.includes('granularity=day')),
    ).toBe(true);
  });
});
