import { fireEvent, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cells, headers, show, ui } from '../../test-payloads';
import { teamDetailsContent, teamsContent, teamsPayload } from '../../test-payloads-teams';
import { wordLanguages } from '../../words';
import { teamKeys, teamLines } from './words';

afterEach(() => {
  document.body.innerHTML = '';
});

const teams = (config: Record<string, unknown> = {}) => show(teamsPayload(teamsContent(), config));
const listed = (root: ShadowRoot) =>
  ui(root)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.trim());

describe('teams', () => {
  it('lists the season’s teams by name, with logos, the heading “Teams”', () => {
    const root = teams();
    expect(ui(root).getByRole('heading', { level: 2 }).textContent).toBe('Teams');
    const list = ui(root).getByRole('list', { name: 'Teams' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(listed(root)[0]).toBe('Alpha Full Local');
    expect(root.querySelectorAll('li img')).toHaveLength(6);
  });

  it('hides the widget when “Show teams page” is off, as the other page switches do (decision 109)', () => {
    const root = teams({ active: false });
    expect(root.querySelector<HTMLElement>('.eua')?.hidden).toBe(true);
    expect(teams({ active: true }).querySelector<HTMLElement>('.eua')?.hidden).toBe(false);
  });

  it('is headed by the chosen page label', () => {
    expect(ui(teams({ labelPage: 'clubs' })).getByRole('heading', { level: 2 }).textContent).toBe('Clubs');
  });

  it('names and links teams as chosen, and hides logos', () => {
    const root = teams({ entityName: 'codeLatin', entityLink: 'internalPage', showEntityLogo: false });
    expect(listed(root)).toEqual(['ALP', 'BRA', 'CHA', 'DEL', 'ECH', 'FOX']);
    expect(ui(root).getByRole('link', { name: 'ALP' }).getAttribute('href')).toBe('/teams/t1');
    expect(root.querySelector('li img')).toBeNull();
    const external = teams({ entityLink: 'externalWebsite' });
    expect(ui(external).getByRole('link', { name: 'Alpha Full Local' }).getAttribute('href')).toBe(
      'https://alpha.example',
    );
    expect(ui(teams({ entityLink: 'noLink' })).queryByRole('link')).toBeNull();
  });

  it('groups the teams by pool under the chosen pool name when asked', () => {
    const root = teams({ showPools: true, poolName: 'abbreviationLatin' });
    const pools = ui(root).getAllByRole('heading', { level: 3 });
    expect(pools.map((p) => p.textContent)).toEqual(['Pool A abbr latin', 'Pool B abbr latin']);
    const poolA = ui(root).getByRole('list', { name: 'Pool A abbr latin' });
    expect(
      within(poolA)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alpha Full Local', 'Bravo Full Local', 'Charlie Full Local']);
    // "Do not show" numbers the groups instead.
    const hidden = teams({ showPools: true, poolName: 'hidden' });
    expect(
      ui(hidden)
        .getAllByRole('heading', { level: 3 })
        .map((p) => p.textContent),
    ).toEqual(['Pool 1', 'Pool 2']);
  });

  it('shows the season selector when General and the widget allow it', () => {
    expect(ui(teams()).getByRole('combobox', { name: 'Season' })).toBeTruthy();
    expect(ui(teams({ showSeasonSelector: false })).queryByRole('combobox')).toBeNull();
  });

  it('says No data for a season without teams', () => {
    const content = { ...teamsContent(), stages: [] };
    expect(ui(show(teamsPayload(content))).getByText('No data')).toBeTruthy();
  });
});

const details = (config: Record<string, unknown> = {}, content = teamDetailsContent()) =>
  show(teamsPayload(content, config));
const tabs = (root: ShadowRoot) =>
  ui(root)
    .queryAllByRole('tab')
    .map((tab) => tab.textContent);
const panel = (root: ShadowRoot) => within(ui(root).getByRole('tabpanel'));
const pick = (root: ShadowRoot, name: string) => fireEvent.click(ui(root).getByRole('tab', { name }));

describe('team details', () => {
  it('is headed “Team profile”, with the team’s name in its banner and four tabs, Summary first', () => {
    const root = details();
    expect(ui(root).getByRole('heading', { level: 2 }).textContent).toBe('Team profile');
    expect(root.querySelector('.team-name')?.textContent).toBe('Alpha Full Local');
    expect(tabs(root)).toEqual(['Summary', 'Fixtures', 'Roster', 'Statistics']);
    expect(ui(root).getByRole('tab', { selected: true }).textContent).toBe('Summary');
    expect(ui(root).queryByRole('combobox')).toBeNull();
  });

  it('shows each tab only when switched on', () => {
    expect(tabs(details({ activeSummary: false, activeRoster: false }))).toEqual(['Fixtures', 'Statistics']);
    expect(tabs(details({ activeFixtures: false, activeStatistics: false }))).toEqual(['Summary', 'Roster']);
    const none = details({
      activeSummary: false,
      activeFixtures: false,
      activeRoster: false,
      activeStatistics: false,
    });
    expect(tabs(none)).toEqual([]);
    expect(ui(none).queryByRole('tabpanel')).toBeNull();
    expect(none.querySelector('.team-name')).toBeTruthy();
  });

  it('names the tabs by their label choices', () => {
    const root = details({
      labelSummary: 'overview',
      labelFixtures: 'table',
      labelRoster: 'squad',
      labelStatistics: 'totals',
    });
    expect(tabs(root)).toEqual(['Overview', 'Table', 'Squad', 'Totals']);
  });

  it('moves between tabs with the arrow keys, Home and End (roving tabindex)', () => {
    const root = details();
    const summary = ui(root).getByRole('tab', { name: 'Summary' });
    expect(summary.getAttribute('tabindex')).toBe('0');
    expect(summary.getAttribute('aria-controls')).toBe('eua-panel');
    summary.focus();
    fireEvent.keyDown(summary, { key: 'ArrowRight' });
    expect(ui(root).getByRole('tab', { selected: true }).textContent).toBe('Fixtures');
    expect((root.activeElement as HTMLElement).textContent).toBe('Fixtures');
    expect(ui(root).getByRole('tab', { name: 'Summary' }).getAttribute('tabindex')).toBe('-1');
    expect(ui(root).getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('eua-tab-fixtures');
    fireEvent.keyDown(root.activeElement!, { key: 'End' });
    expect((root.activeElement as HTMLElement).textContent).toBe('Statistics');
    fireEvent.keyDown(root.activeElement!, { key: 'ArrowRight' });
    expect((root.activeElement as HTMLElement).textContent).toBe('Summary');
    fireEvent.keyDown(root.activeElement!, { key: 'ArrowLeft' });
    expect((root.activeElement as HTMLElement).textContent).toBe('Statistics');
    fireEvent.keyDown(root.activeElement!, { key: 'Home' });
    expect(ui(root).getByRole('tab', { selected: true }).textContent).toBe('Summary');
  });

  it('shows the banner fields in their order, and the big logo only with “Show team logo”', () => {
    const fields = ['venueName', 'record', 'standingsPosition', 'lastFive', 'nextFixture', 'headCoach'];
    const root = details({ teamBannerFields: ['logo', 'nameFull', ...fields], entityName: 'nameShortLocal' });
    const banner = root.querySelector('.banner')!;
    expect([...banner.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Home venue',
      'Won-lost record',
      'Standings position',
      'Last five results',
      'Next fixture',
      'Head coach',
    ]);
    expect([...banner.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      'Home Arena local',
      '3–3',
      '3 / 6 · Pool A local',
      'W L W',
      `@ Delta Short Local · ${banner.querySelectorAll('dd')[4]!.querySelector('a')!.textContent}`,
      'Dan Dunn',
    ]);
    expect(banner.querySelector('.team-name')?.textContent).toBe('Alpha Short Local');
    expect(banner.textContent).toContain('Alpha Full Local');
    expect(banner.querySelector('img.crest')).toBeTruthy();
    expect(
      details({ teamBannerFields: ['logo'], showEntityLogo: false }).querySelector('.banner img'),
    ).toBeNull();
    const bare = details({ teamBannerFields: [] }).querySelector('.banner')!;
    expect(bare.querySelector('dl')).toBeNull();
    expect(bare.querySelector('img')).toBeNull();
  });

  it('links the team name and the next fixture as the link choice says', () => {
    const root = details({ teamBannerFields: ['nextFixture'], entityLink: 'internalPage' });
    const banner = within(root.querySelector<HTMLElement>('.banner')!);
    expect(banner.getByRole('link', { name: 'Alpha Full Local' }).getAttribute('href')).toBe('/teams/t1');
    expect(banner.getByRole('link', { name: 'Delta Full Local' }).getAttribute('href')).toBe('/teams/t4');
    expect(banner.getAllByRole('link').at(-1)?.getAttribute('href')).toMatch(/^\/fixtures\/f\d+$/);
  });

  it('shows the chosen team information in the summary', () => {
    const root = details({ summaryTeamInfoFields: ['founded', 'captain', 'colours', 'venueName'] });
    const info = root.querySelector('.info')!;
    expect(panel(root).getByRole('heading', { name: 'Team information' })).toBeTruthy();
    expect([...info.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Founded',
      'Captain',
      'Team colours',
      'Home venue',
    ]);
    expect([...info.querySelectorAll('dd')].map((dd) => dd.textContent?.trim())).toEqual([
      '1921',
      'Bea Baker',
      '#112233 #ffcc00',
      'Home Arena local',
    ]);
    expect(info.querySelector<HTMLElement>('.swatch')?.style.backgroundColor).toBe('rgb(17, 34, 51)');
    expect(details().querySelector('.info')).toBeNull();
  });

  it('lists the summary leaders, the highlighted statistic first and marked, under their label', () => {
    const root = details({ highlightedSummaryLeaderStat: 'steals', labelSummaryLeaders: 'squad' });
    const table = panel(root).getByRole('table', { name: 'Squad' });
    expect(cells(table).map((row) => row[0])).toEqual(['Steals', 'Points', 'Rebounds', 'Assists']);
    expect(table.querySelector('tbody tr')?.className).toBe('hl');
    expect(cells(table)[1]).toEqual(['Points', 'Ann Archer', '21.5']);
    // A statistic the sport lacks highlights nothing.
    const unknown = details({ highlightedSummaryLeaderStat: 'saves' });
    expect(cells(panel(unknown).getByRole('table', { name: 'Leaders' })).map((row) => row[0])).toEqual([
      'Points',
      'Rebounds',
      'Assists',
    ]);
  });

  it('shows person images and names persons as chosen, linked as chosen', () => {
    const root = details({ personName: 'familyNameLocal', personLink: 'internalPage' });
    const leaders = panel(root).getByRole('table', { name: 'Leaders' });
    expect(within(leaders).getByRole('link', { name: 'Archer' }).getAttribute('href')).toBe('/players/p1');
    expect(leaders.querySelector('img.face')?.getAttribute('src')).toBe(
      'https://api.test/people/p1.svg?type=headshot',
    );
    const plain = details({ showPersonImage: false, personLink: 'noLink' });
    const table = panel(plain).getByRole('table', { name: 'Leaders' });
    expect(table.querySelector('img')).toBeNull();
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it('shows five standings rows around the team with the chosen fields, stage and pool names', () => {
    const root = details({
      teamSummaryStandingsFields: ['won', 'lost', 'percentageWon'],
      labelSummaryStandings: 'table',
      stageName: 'abbreviationLocal',
      poolName: 'nameLatin',
    });
    const table = panel(root).getByRole('table', { name: 'Table · Regular stage abbr local · Pool A latin' });
    expect(headers(table)).toEqual(['Pos', 'Team', 'Won', 'Lost', 'Win %']);
    expect(cells(table).map((row) => row[0])).toEqual(['1', '2', '3', '4', '5']);
    expect(table.querySelector('[aria-current="true"]')?.textContent).toContain('Alpha');
    expect(cells(table)[2]).toEqual(['3', 'Alpha Full Local', '3', '3', '0.5']);
    const hidden = details({ teamSummaryStandingsFields: ['won'], stageName: 'hidden', poolName: 'hidden' });
    expect(panel(hidden).getByRole('table', { name: 'Standings' })).toBeTruthy();
    expect(panel(details()).queryByRole('table', { name: /Standings/ })).toBeNull();
  });

  it('shows the chosen team performance statistics, a game and in all', () => {
    const root = details({
      teamPerformanceStatistics: ['fieldGoalsPercentage', 'points', 'blocks'],
      labelSummaryStatistics: 'totals',
    });
    const table = panel(root).getByRole('table', { name: 'Totals' });
    expect(headers(table)).toEqual(['Statistic', 'Per game', 'Total']);
    expect(cells(table)).toEqual([
      ['Field goal %', '47.5', '47.5'],
      ['Points', '82.5', '165'],
    ]);
  });

  it('lists results and upcoming fixtures with fixture links and the venue name choice', () => {
    const root = details({ venueName: 'abbreviationLatin', stageName: 'hidden', poolName: 'hidden' });
    pick(root, 'Fixtures');
    const results = panel(root).getByRole('table', { name: 'Results' });
    expect(cells(results).map((row) => row[2])).toEqual(['90–85', '80–70']);
    expect(headers(results)).toEqual(['Date (UTC)', 'Home', 'Score', 'Away', 'Venue']);
    expect(cells(results)[0]![4]).toBe('Arena abbr latin');
    expect(within(results).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/fixtures\/f\d+$/);
    expect(cells(panel(root).getByRole('table', { name: 'Upcoming' }))).toHaveLength(1);
    const all = details({});
    pick(all, 'Fixtures');
    expect(headers(panel(all).getByRole('table', { name: 'Results' }))).toEqual([
      'Date (UTC)',
      'Home',
      'Score',
      'Away',
      'Venue',
      'Stage',
      'Pool',
    ]);
    const none = details({}, { ...teamDetailsContent(), fixtures: [] });
    pick(none, 'Fixtures');
    expect(panel(none).getByText('No fixtures')).toBeTruthy();
  });

  it('shows the roster’s players with the chosen person information, and the staff with roles', () => {
    const root = details({
      personInfoFields: ['shirtNumber', 'position'],
      labelRosterPlayers: 'squad',
      labelRosterStaff: 'clubs',
    });
    pick(root, 'Roster');
    const players = panel(root).getByRole('table', { name: 'Squad' });
    expect(headers(players)).toEqual(['Player', 'Shirt number', 'Position']);
    expect(cells(players)[0]).toEqual(['Ann Archer', '4', 'G']);
    const staff = panel(root).getByRole('table', { name: 'Clubs' });
    expect(cells(staff)).toEqual([
      ['Dan Dunn', 'Head coach'],
      ['Eve Evans', 'Team doctor'],
    ]);
    const empty = details({}, { ...teamDetailsContent(), roster: { players: [], staff: [] } });
    pick(empty, 'Roster');
    expect(panel(empty).getByText('No data')).toBeTruthy();
  });

  it('formats the roster’s person information as Players and Person Detail do: dates, cm, kg, – for none', () => {
    const content = teamDetailsContent();
    const ann = content.persons.p1!;
    content.persons.p1 = { ...ann, info: { dateOfBirth: '1999-09-12', height: 204, weight: 98 } };
    const root = details({ personInfoFields: ['dateOfBirth', 'height', 'weight'] }, content);
    pick(root, 'Roster');
    const rows = cells(panel(root).getAllByRole('table')[0]!);
    expect(rows[0]).toEqual(['Ann Archer', 'Sep 12, 1999', '204 cm', '98 kg']);
    // A value the data holds as text is shown as it is.
    expect(rows[1]).toEqual(['Bea Baker', '–', '1.92 m', '–']);
  });

  it('shows the team’s and the players’ season statistics under their labels', () => {
    const root = details({ labelStatisticsEntities: 'clubs', labelStatisticsPersons: 'squad' });
    pick(root, 'Statistics');
    const team = panel(root).getByRole('table', { name: 'Clubs' });
    expect(cells(team)[0]).toEqual(['Points', '82.5', '165']);
    const players = panel(root).getByRole('table', { name: 'Squad' });
    expect(headers(players)).toEqual(['Player', 'Games', 'Points', 'Rebounds', 'Assists']);
    // Best scorer first.
    expect(cells(players).map((row) => row[0])).toEqual(['Ann Archer', 'Cy Cole', 'Bea Baker']);
    const defaults = details();
    pick(defaults, 'Statistics');
    expect(panel(defaults).getByRole('table', { name: 'Team statistics' })).toBeTruthy();
    expect(panel(defaults).getByRole('table', { name: 'Player statistics' })).toBeTruthy();
  });

  it('sorts the players’ statistics by a column header button, saying the order', () => {
    const root = details();
    pick(root, 'Statistics');
    const table = () => panel(root).getByRole('table', { name: 'Player statistics' });
    const column = (name: string) => within(table()).getByRole('button', { name });
    expect(column('Points').closest('th')?.getAttribute('aria-sort')).toBe('descending');
    column('Assists').focus();
    fireEvent.click(column('Assists'));
    expect(cells(table()).map((row) => row[0])).toEqual(['Bea Baker', 'Ann Archer', 'Cy Cole']);
    expect(column('Assists').closest('th')?.getAttribute('aria-sort')).toBe('descending');
    expect(column('Points').closest('th')?.getAttribute('aria-sort')).toBe('none');
    expect(root.activeElement?.textContent).toBe('Assists');
    fireEvent.click(column('Assists'));
    expect(column('Assists').closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(cells(table()).map((row) => row[0])).toEqual(['Cy Cole', 'Ann Archer', 'Bea Baker']);
    fireEvent.click(column('Player'));
    expect(cells(table()).map((row) => row[0])).toEqual(['Ann Archer', 'Bea Baker', 'Cy Cole']);
  });

  it('shows a team without a season yet: its banner, and no data in each tab', () => {
    const content: ReturnType<typeof teamDetailsContent> = {
      ...teamDetailsContent(),
      standings: null,
      fixtures: [],
      leaders: [],
      seasonStatistics: { games: 0, totals: {}, averages: {} },
      playerStatistics: [],
    };
    const root = details({ teamBannerFields: ['record', 'nextFixture', 'venueName'] }, content);
    expect([...root.querySelectorAll('.banner dt')].map((dt) => dt.textContent)).toEqual(['Home venue']);
    expect(panel(root).getByText('No data')).toBeTruthy();
    pick(root, 'Statistics');
    expect(panel(root).getByText('No data')).toBeTruthy();
  });

  it('handles a big roster and many fixtures', () => {
    const base = teamDetailsContent();
    const many = Array.from({ length: 200 }, (_, i) => `p${(i % 3) + 1}`);
    const root = details({}, { ...base, roster: { ...base.roster, players: many } });
    pick(root, 'Roster');
    expect(cells(panel(root).getByRole('table', { name: 'Players' }))).toHaveLength(200);
  });
});

describe('the teams family’s words', () => {
  it('has one word per key in every language of the loader', () => {
    expect(Object.keys(teamLines).sort()).toEqual([...wordLanguages].sort());
    for (const language of wordLanguages) {
      expect([language, teamLines[language]?.split('|').length]).toEqual([language, teamKeys.length]);
    }
  });
});
