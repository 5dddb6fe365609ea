import { fireEvent, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cells, fixture, fixturesContent, headers, names, payload, played, show, ui } from './test-payloads';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Two played rounds and one upcoming round of a season, plus a play-off and one fixture of another season. */
const season = () => [
  played('t1', 't2', 80, 70, { roundNumber: 1, startTimeUtc: '2025-01-03T18:00:00Z' }),
  played('t3', 't4', 65, 90, { roundNumber: 1, startTimeUtc: '2025-01-04T18:00:00Z' }),
  played('t2', 't3', 77, 75, { roundNumber: 2, startTimeUtc: '2025-01-10T18:00:00Z' }),
  fixture({ home: 't4', away: 't1', roundNumber: 3, startTimeUtc: '2025-02-01T18:00:00Z' }),
  fixture({
    home: 't1',
    away: 't3',
    roundNumber: 4,
    matchType: 'playoff',
    startTimeUtc: '2025-03-01T18:00:00Z',
    series: { names: names('Semi-final'), homeWins: 2, awayWins: 1 },
  }),
  fixture({ home: 't5', away: 't6', seasonId: 's1', roundNumber: 1, startTimeUtc: '2024-01-01T18:00:00Z' }),
];

const schedule = (config: Record<string, unknown> = {}, general = {}) =>
  show(payload(fixturesContent(season()), config, general));

describe('schedule', () => {
  it('headlines with the page label', () => {
    expect(ui(schedule()).getByRole('heading', { name: 'Schedule' })).toBeTruthy();
    expect(ui(schedule({ labelPage: 'Match' })).getByRole('heading', { name: 'Match' })).toBeTruthy();
    expect(ui(schedule({ labelPage: 'Fixtures' })).getByRole('heading', { name: 'Fixtures' })).toBeTruthy();
  });

  it('has Results and Upcoming tabs, driven by arrow keys', () => {
    const root = schedule({ showRounds: false });
    const tabs = ui(root).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Results', 'Upcoming']);
    const upcoming = ui(root).getByRole('tab', { name: 'Upcoming' });
    expect(upcoming.getAttribute('aria-selected')).toBe('true');
    expect(upcoming.tabIndex).toBe(0);
    expect(ui(root).getByRole('tabpanel', { name: 'Upcoming' })).toBeTruthy();
    expect(cells(ui(root).getByRole('table', { name: 'Upcoming' }))).toHaveLength(2);

    upcoming.focus();
    fireEvent.keyDown(upcoming, { key: 'ArrowLeft' });
    const results = ui(root).getByRole('tab', { name: 'Results' });
    expect(results.getAttribute('aria-selected')).toBe('true');
    // Focus follows the selected tab across the re-render.
    expect(root.activeElement).toBe(results);
    const table = ui(root).getByRole('table', { name: 'Results' });
    // Newest result first.
    expect(cells(table).map((r) => r[2])).toEqual(['77–75', '65–90', '80–70']);
    fireEvent.keyDown(results, { key: 'End' });
    expect(ui(root).getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lists every fixture in one table without the results tab', () => {
    const root = schedule({ showResultsTab: false, showRounds: false });
    expect(ui(root).queryByRole('tablist')).toBeNull();
    expect(cells(ui(root).getByRole('table', { name: 'Schedule' }))).toHaveLength(5);
  });

  it('groups by round with General round label, and the round name when chosen', () => {
    const root = schedule({ showResultsTab: false }, { roundLabel: 'matchday' });
    expect(
      ui(root)
        .getAllByRole('table')
        .map((t) => t.querySelector('caption')?.textContent),
    ).toEqual(['Matchday 1', 'Matchday 2', 'Matchday 3', 'Matchday 4']);
    const named = schedule({ showResultsTab: false, roundName: 'nameLatin' }, { roundLabel: 'gameWeek' });
    expect(ui(named).getByRole('table', { name: 'Game week 1: Round one latin' })).toBeTruthy();
  });

  it('shows only the current season unless told otherwise', () => {
    expect(cells(ui(schedule({ showResultsTab: false, showRounds: false })).getByRole('table'))).toHaveLength(
      5,
    );
    const all = schedule({ showResultsTab: false, showRounds: false, showCurrentSeasonFixtures: false });
    expect(cells(ui(all).getByRole('table'))).toHaveLength(6);
  });

  it('filters by match type and team', () => {
    const root = schedule({ showResultsTab: false, showRounds: false });
    const type = ui(root).getByRole('combobox', { name: 'Match type' });
    fireEvent.change(type, { target: { value: 'playoff' } });
    expect(cells(ui(root).getByRole('table'))).toHaveLength(1);
    fireEvent.change(ui(root).getByRole('combobox', { name: 'Match type' }), { target: { value: '' } });
    const team = ui(root).getByRole('combobox', { name: 'Team' }) as HTMLSelectElement;
    expect([...team.options].map((o) => o.text)[0]).toBe('All teams');
    fireEvent.change(team, { target: { value: 't4' } });
    expect(cells(ui(root).getByRole('table'))).toHaveLength(2);
    const off = schedule({ showMatchTypeFilter: false, showTeamFilter: false });
    expect(ui(off).queryByRole('combobox', { name: 'Match type' })).toBeNull();
    expect(ui(off).queryByRole('combobox', { name: 'Team' })).toBeNull();
  });

  it('shows venue, stage, pool and series columns as asked, named as chosen', () => {
    const base = { showResultsTab: false, showRounds: false, showMatchTypeFilter: false };
    expect(headers(ui(schedule(base)).getByRole('table'))).toEqual([
      'Date',
      'Home',
      'Score',
      'Away',
      'Venue',
    ]);
    const all = schedule({
      ...base,
      showStage: true,
      showPools: true,
      showSeries: true,
      showSeriesScore: true,
      venueName: 'abbreviationLatin',
      stageName: 'nameLatin',
      poolName: 'abbreviationLocal',
      seriesName: 'nameLocal',
    });
    const table = ui(all).getByRole('table');
    expect(headers(table)).toEqual(['Date', 'Home', 'Score', 'Away', 'Venue', 'Stage', 'Pool', 'Series']);
    expect(cells(table)[4]!.slice(4)).toEqual([
      'Arena abbr latin',
      'Regular stage latin',
      'Pool A abbr local',
      'Semi-final local (2–1)',
    ]);
    const noScore = schedule({ ...base, showSeries: true, showVenue: false });
    expect(cells(ui(noScore).getByRole('table'))[4]!.slice(4)).toEqual(['Semi-final local']);
    const hiddenVenue = schedule({ ...base, venueName: 'hidden' });
    expect(headers(ui(hiddenVenue).getByRole('table'))).not.toContain('Venue');
  });

  it('puts the away team first when General says so', () => {
    const root = schedule({ showResultsTab: false, showRounds: false }, { teamDisplayOrder: 'awayHome' });
    const table = ui(root).getByRole('table');
    expect(headers(table).slice(1, 4)).toEqual(['Away', 'Score', 'Home']);
    expect(cells(table)[0]!.slice(1, 4)).toEqual(['Bravo Full Local', '70–80', 'Alpha Full Local']);
  });

  it('names an unknown team with General label', () => {
    const content = fixturesContent([fixture({ home: 't1', away: 'nobody' })]);
    const row = (label: string) =>
      cells(
        ui(show(payload(content, { showRounds: false }, { unknownTeamLabel: label }))).getByRole('table'),
      )[0]!;
    expect(row('toBeDecided')[3]).toBe('TBD');
    expect(row('toBeConfirmed')[3]).toBe('TBC');
    expect(row('blank')[3]).toBe('');
  });

  it('shows logos, names and links of teams as chosen', () => {
    const base = { showResultsTab: false, showRounds: false };
    expect(schedule(base).querySelector('tbody img')).toBeTruthy();
    expect(schedule({ ...base, showEntityLogo: false }).querySelector('tbody img')).toBeNull();
    const root = schedule({ ...base, entityName: 'nameShortLatin', entityLink: 'internalPageNewTab' });
    const link = ui(root).getAllByRole('link', { name: 'Alpha Short Latin' })[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/teams/t1');
    expect(link.target).toBe('_blank');
  });

  it('links fixtures as chosen, in a new tab when asked', () => {
    const base = { showResultsTab: false, showRounds: false };
    expect(ui(schedule(base)).queryByRole('link')).toBeNull();
    const same = schedule({ ...base, fixtureLink: 'internalPage' });
    const link = ui(same).getByRole('link', {
      name: /Match details: Alpha Full Local 80–70 Bravo Full Local/,
    });
    expect(link.getAttribute('href')).toMatch(/^\/fixtures\/f\d+$/);
    expect((link as HTMLAnchorElement).target).toBe('');
    const tab = schedule({ ...base, fixtureLink: 'internalPage', fixtureLinkOpenInNewTab: true });
    expect((ui(tab).getAllByRole('link')[0] as HTMLAnchorElement).target).toBe('_blank');
  });

  it('says No fixtures when there are none', () => {
    const root = show(payload(fixturesContent([]), {}));
    expect(ui(root).getByText('No fixtures')).toBeTruthy();
  });

  it('shows dates in General time zone, or the reader one', () => {
    const at = (timezone: string | null) =>
      cells(
        ui(
          show(
            payload(
              fixturesContent([fixture({ startTimeUtc: '2025-01-10T12:00:00Z' })]),
              { showRounds: false },
              { timezone },
            ),
          ),
        ).getByRole('table'),
      )[0]![0]!;
    expect(at('Europe/London')).toMatch(/12:00/);
    expect(at('Europe/London')).toMatch(/GMT|UTC/);
    expect(at('Australia/Sydney')).toMatch(/11:00|23:00/);
    expect(at('Australia/Sydney')).toMatch(/Jan 10|10 Jan/);
    // Null: the reader's zone (the test process's), no zone name printed.
    expect(at(null)).not.toMatch(/GMT|UTC|AEDT/);
    const time = show(payload(fixturesContent([fixture()]))).querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2025-01-10T12:00:00Z');
  });
});

describe('fixtures fragment', () => {
  const many = () => [
    ...Array.from({ length: 8 }, (_, i) =>
      played('t1', 't2', 60 + i, 50, { startTimeUtc: `2025-01-${String(i + 1).padStart(2, '0')}T18:00:00Z` }),
    ),
    ...Array.from({ length: 8 }, (_, i) =>
      fixture({
        startTimeUtc: `2025-02-${String(i + 1).padStart(2, '0')}T18:00:00Z`,
        seasonId: i < 4 ? 's2' : 's3',
      }),
    ),
  ];
  const fragment = (config: Record<string, unknown> = {}, general = {}) =>
    show(payload(fixturesContent(many(), 'fixturesFragment'), config, general));

  it('shows the latest results and the next fixtures, cut to the counts', () => {
    const root = fragment({ resultsCount: 3, upcomingFixturesCount: 2 }, { showSeasonSelector: false });
    const results = cells(ui(root).getByRole('table', { name: 'Results' }));
    expect(results.map((r) => r[2])).toEqual(['67–50', '66–50', '65–50']);
    const upcoming = ui(root).getByRole('table', { name: 'Upcoming' });
    expect(cells(upcoming)).toHaveLength(2);
    expect(upcoming.querySelector('time')?.getAttribute('datetime')).toBe('2025-02-01T18:00:00Z');
    const none = fragment({ resultsCount: 0, upcomingFixturesCount: 5 }, { showSeasonSelector: false });
    expect(ui(none).queryByRole('table', { name: 'Results' })).toBeNull();
    expect(cells(ui(none).getByRole('table', { name: 'Upcoming' }))).toHaveLength(5);
  });

  it('defaults to five of each', () => {
    const root = fragment({}, { showSeasonSelector: false });
    expect(cells(ui(root).getByRole('table', { name: 'Results' }))).toHaveLength(5);
    expect(cells(ui(root).getByRole('table', { name: 'Upcoming' }))).toHaveLength(5);
  });

  it('links each fixture to the path plus its id, in a new tab when asked', () => {
    const root = fragment({ fixtureLinkPath: '/match/', resultsCount: 1, upcomingFixturesCount: 0 });
    const link = ui(root).getByRole('link') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toMatch(/^\/match\/f\d+$/);
    expect(link.target).toBe('');
    const tab = fragment({ fixtureLinkPath: '/match/', fixtureLinkOpenInNewTab: true, resultsCount: 1 });
    expect((ui(tab).getAllByRole('link')[0] as HTMLAnchorElement).target).toBe('_blank');
    expect(ui(fragment({ fixtureLinkPath: '' })).queryByRole('link')).toBeNull();
  });

  it('selects among its own allowed seasons, its default preselected, and narrows to it', () => {
    const root = fragment({
      allowedSeasons: { s2: true, s3: true },
      defaultSeasonId: 's3',
      upcomingFixturesCount: 10,
    });
    const select = ui(root).getByRole('combobox', { name: 'Season' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['s2', 's3']);
    expect(select.value).toBe('s3');
    expect(cells(ui(root).getByRole('table', { name: 'Upcoming' }))).toHaveLength(4);
    expect(
      within(root.querySelector<HTMLElement>('.eua')!).queryByRole('table', { name: 'Results' }),
    ).toBeNull();
  });
});
