import type { ActivityEntry } from '@eua/shared';
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

/** A read-only user with a chosen customer and no website: the Activity page needs nothing more. */
function grantReadAccess() {
  storeSignedInUser('Val Viewer');
  sessionStorage.setItem('eua.customerName.1001', 'Northern Basketball League');
  storeCustomerAccess({ scopes: ['config:read'], expiry: Date.now() + 3_600_000 });
}

const entry = (id: string, overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  createdAt: '2026-11-25T09:14:00.000000Z',
  user: { sub: 'user-admin', name: 'Alex Admin', email: 'admin@demo.test' },
  action: 'config-write',
  website: { websiteId: '2001', name: 'NBL Official Website' },
  resource: 'general',
  source: { kind: 'save' },
  outcome: 'saved',
  status: 200,
  message: null,
  version: 4,
  changedFields: ['showMainNavigation', 'timezone'],
  changes: [],
  ...overrides,
});

const websites = {
  'GET /v1/activity/people': () => ({
    body: {
      data: [
        { sub: 'user-admin', name: 'Alex Admin', email: 'admin@demo.test' },
        { sub: 'user-viewer', name: 'Val Viewer', email: 'viewer@demo.test' },
      ],
    },
  }),
  'GET /v1/config/websites': () => ({
    body: {
      data: [
        { websiteId: '2001', name: 'NBL Official Website', sport: 'basketball' },
        { websiteId: '2002', name: "NBL Women's League", sport: 'basketball' },
      ],
      links: {},
    },
  }),
};

describe('Activity (/activity)', () => {
  it('lists who changed what, where and how in a captioned table, and loads more by the next link', async () => {
    grantReadAccess();
    const { calls } = mockNetwork({
      ...websites,
      'GET /v1/activity': (call) =>
        new URL(call.url).searchParams.get('cursor') === 'page-2'
          ? {
              body: {
                data: [
                  entry('1', {
                    source: {
                      kind: 'copy',
                      detail: { websiteId: '2002', websiteName: "NBL Women's League" },
                    },
                    resource: 'leaders',
                    changedFields: ['leadersCountPerStatistic'],
                  }),
                ],
                links: {},
              },
            }
          : {
              body: {
                data: [
                  entry('4', {
                    action: 'schedule-changed',
                    source: null,
                    changedFields: [],
                    changes: ['Publication: 1 Dec 2026 09:00 UTC → 2 Dec 2026 10:00 UTC'],
                  }),
                  entry('3', {
                    changes: ['Show main navigation: on → off', 'Time zone: UTC → Europe/Berlin'],
                    reason: 'The sponsor asked for it',
                  }),
                  entry('2', {
                    user: { sub: 'user-viewer', name: 'Val Viewer', email: 'viewer@demo.test' },
                    outcome: 'refused',
                    status: 403,
                    message: 'You do not have permission to change this configuration',
                    version: null,
                    changedFields: [],
                    source: { kind: 'api' },
                  }),
                ],
                links: { next: '/v1/activity?limit=50&cursor=page-2' },
                meta: { retentionDays: 400 },
              },
            },
    });
    await renderConsole('/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Configuration changes, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      // The reader's zone, named once for the whole column.
      `When (${Intl.DateTimeFormat().resolvedOptions().timeZone})`,
      'Who',
      'Website',
      'Screen',
      'Change',
      'How',
    ]);
    expect(
      screen.getByText('The log keeps entries for 400 days: older ones are deleted.'),
    ).toBeInTheDocument();
    const [, scheduled, saved] = within(table).getAllByRole('row');
    expect(
      within(scheduled!).getByText('Publication: 1 Dec 2026 09:00 UTC → 2 Dec 2026 10:00 UTC'),
    ).toBeInTheDocument();
    expect(within(scheduled!).getByText('Scheduled publication changed')).toBeInTheDocument();
    expect(within(saved!).getByText('Alex Admin')).toBeInTheDocument();
    expect(within(saved!).getByText('Show main navigation: on → off')).toBeInTheDocument();
    expect(within(saved!).getByText('Time zone: UTC → Europe/Berlin')).toBeInTheDocument();
    expect(within(saved!).getByText('Saved in the console')).toBeInTheDocument();
    // The reason the change was made with, under it.
    expect(within(saved!).getByText('Reason: The sponsor asked for it')).toBeInTheDocument();
    expect(
      within(table).getByText('Refused (403): You do not have permission to change this configuration'),
    ).toBeInTheDocument();
    expect(within(table).getByText('Saved through the API')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText("Copied from NBL Women's League (2002)")).toBeInTheDocument();
    // Stored before entries held their words: the fields by their labels.
    expect(within(table).getByText('1 field changed: Number of leaders per statistic')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/v1/activity?')).map((c) => new URL(c.url).search)).toEqual([
      '?limit=50',
      '?limit=50&cursor=page-2',
    ]);
  });

  it('keeps the filters in the address and asks the API with them; Export CSV downloads the filtered list', async () => {
    grantReadAccess();
    const { calls } = mockNetwork({
      ...websites,
      'GET /v1/activity': () => ({ body: { data: [], links: {} } }),
      'GET /v1/activity.csv': () => ({ body: 'When,User' }),
    });
    await renderConsole('/activity?resource=leaders');
    const filters = await screen.findByRole('form', { name: 'Filter activity' });
    expect(within(filters).getByLabelText('Screen')).toHaveValue('leaders');
    expect(
      await screen.findByRole('cell', { name: 'No activity matches these filters.' }),
    ).toBeInTheDocument();

    await screen.findByRole('option', { name: 'NBL Official Website (2001)' });
    await userEvent.selectOptions(within(filters).getByLabelText('Website'), '2001');
    await userEvent.selectOptions(within(filters).getByLabelText('How'), 'restore');
    // The Person filter offers the people of the customer's log, by name and email.
    await screen.findByRole('option', { name: 'Alex Admin (admin@demo.test)' });
    await userEvent.selectOptions(within(filters).getByLabelText('Person'), 'Alex Admin (admin@demo.test)');
    expect(new URLSearchParams(window.location.search).toString()).toBe(
      'resource=leaders&websiteId=2001&kind=restore&user=user-admin',
    );
    const last = calls.filter((c) => c.url.includes('/v1/activity?')).at(-1)!;
    expect(Object.fromEntries(new URL(last.url).searchParams)).toEqual({
      websiteId: '2001',
      user: 'user-admin',
      resource: 'leaders',
      kind: 'restore',
      limit: '50',
    });

    const objectUrl = vi.fn(() => 'blob:activity');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(objectUrl).toHaveBeenCalled());
    const csv = calls.find((c) => c.url.includes('/v1/activity.csv'))!;
    expect(Object.fromEntries(new URL(csv.url).searchParams)).toEqual({
      websiteId: '2001',
      user: 'user-admin',
      resource: 'leaders',
      kind: 'restore',
    });
    expect(csv.authorization).toMatch(/^Bearer /);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(window.location.search).toBe('');
    expect(within(filters).getByLabelText('Person')).toHaveValue('');
  });
});
