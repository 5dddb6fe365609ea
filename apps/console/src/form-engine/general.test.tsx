import { features } from '@eua/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { document, renderFeature } from './test-utils';

const tree = {
  'GET /v1/config/w1/complist': {
    organizations: [
      { organizationId: 'o1', nameLocal: 'North League' },
      { organizationId: 'o2', nameLocal: 'South League' },
    ],
    competitions: {
      o1: [
        { competitionId: 'c1', nameLocal: 'Premier' },
        { competitionId: 'c2', nameLocal: 'Cup' },
      ],
      o2: [{ competitionId: 'c3', nameLocal: 'Division One' }],
    },
  },
  'GET /v1/config/w1/seasons': [
    { seasonId: 's1', nameLocal: '2023-24', competitionId: 'c1', hasTrackingData: true },
    { seasonId: 's2', nameLocal: '2024-25', competitionId: 'c1', hasTrackingData: true },
    { seasonId: 's3', nameLocal: '2024-25', competitionId: 'c2', hasTrackingData: false },
    { seasonId: 's4', nameLocal: '2024-25', competitionId: 'c3', hasTrackingData: true },
  ],
};

const lookups = {
  personImageType: [
    { text: 'Headshot', value: 'headshot' },
    { text: 'Action', value: 'action' },
  ],
  roundLabel: [{ text: 'Round', value: 'round' }],
  teamDisplayOrder: [{ text: 'Name', value: 'name' }],
  unknownTeamLabel: [{ text: 'TBD', value: 'tbd' }],
  timezone: [
    { text: 'Europe/London', value: 'Europe/London' },
    { text: 'UTC', value: 'UTC' },
  ],
};

const generalDoc = () =>
  document({
    trackingData: true,
    lookups,
    config: {
      showMainNavigation: true,
      showSeasonSelector: false,
      referrerDomains: ['example.com'],
      locales: ['en-EN', 'fr-FR'],
      localeDefault: 'en-EN',
      personImageType: 'headshot',
      timezone: 'UTC',
      statisticsDecimalPlaces: 1,
      defaultOrganizationId: 'o1',
      defaultCompetitionId: 'c1',
      defaultSeasonId: 's2',
      allowedSeasons: { s1: true, s2: true },
      useTrackingDataSeasons: { s2: true },
    },
  });

describe('General screen', () => {
  it('loads, then saves every kind of change with Update Configuration', async () => {
    const user = userEvent.setup();
    const view = renderFeature(features.general, generalDoc(), { routes: tree });
    expect(screen.getByRole('status')).toHaveTextContent('Loading configuration…');
    await user.click(await screen.findByRole('checkbox', { name: 'Show season selector' }));
    await user.type(screen.getByRole('textbox', { name: 'Referrer domains' }), 'news.example.org');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('checkbox', { name: 'German (de-DE)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Europe/London');
    await user.clear(screen.getByRole('spinbutton', { name: 'Statistics decimal places' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Statistics decimal places' }), '2');
    await screen.findByRole('button', { name: /South League/ });
    await user.click(await screen.findByRole('checkbox', { name: '2024-25 (Division One)' }));
    await user.click(screen.getByRole('button', { name: 'Make default 2024-25 (Division One)' }));
    await user.click(screen.getByRole('button', { name: 'Update Configuration' }));
    expect(await screen.findByText('Configuration updated successfully.')).toBeInTheDocument();
    const [put] = view.puts();
    expect(put?.path).toBe('/v1/config/w1/general');
    expect(put?.body).toMatchObject({
      websiteId: 'w1',
      showSeasonSelector: true,
      referrerDomains: ['example.com', 'news.example.org'],
      locales: ['en-EN', 'fr-FR', 'de-DE'],
      timezone: 'Europe/London',
      statisticsDecimalPlaces: 2,
      defaultOrganizationId: 'o2',
      defaultCompetitionId: 'c3',
      defaultSeasonId: 's4',
      allowedSeasons: { s1: true, s2: true, s4: true },
    });
    expect(put?.body).not.toHaveProperty('competitions');
    expect(put?.body).not.toHaveProperty('sport');
    const orgs = screen.getByRole('button', { name: /South League/ });
    expect(within(orgs.parentElement as HTMLElement).getAllByText('Default').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(
        view.calls.filter((c) => c.path.includes('complist') || c.path.includes('seasons')),
      ).toHaveLength(2),
    );
  });
});
