import { fireEvent, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cells, headers, payload, show, ui } from '../../test-payloads';
import { personDetailContent, playersContent, rosterPlayer, staffMember } from '../../test-payloads-persons';
import { wordLanguages } from '../../words';
import { personsKeyCount, personsLines } from './words';

afterEach(() => {
  document.body.innerHTML = '';
});

const players = (config: Record<string, unknown> = {}, general = {}, content = playersContent()) =>
  show(payload(content, { personInfoFields: ['position', 'height'], ...config }, general));
const playersTable = (root: ShadowRoot) => ui(root).getAllByRole('table')[0]!;

const detail = (config: Record<string, unknown> = {}, general = {}, content = personDetailContent()) =>
  show(payload(content, config, general));
const tab = (root: ShadowRoot, name: string) => ui(root).getByRole('tab', { name });

describe('persons words', () => {
  it('has one word per key in every language the loader speaks', () => {
    for (const language of wordLanguages) {
      expect([language, personsLines[language]?.split('|').length]).toEqual([language, personsKeyCount]);
    }
  });
});

describe('players', () => {
  it('lists every player of every team, by team and shirt number, with the chosen information', () => {
    const root = players();
    expect(ui(root).getByRole('heading', { level: 2 }).textContent).toBe('Players');
    const table = playersTable(root);
    expect(headers(table)).toEqual(['No.', 'Player', 'Team', 'Position', 'Height']);
    const rows = cells(table);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(['3', 'Given01 Family01', 'Alpha Full Local', 'Guard', '188 cm']);
    expect(rows.map((r) => r[2])).toEqual([
      ...Array(4).fill('Alpha Full Local'),
      ...Array(4).fill('Bravo Full Local'),
      ...Array(4).fill('Charlie Full Local'),
    ]);
  });

  it('shows the information fields chosen, in their order, formatting dates and weights', () => {
    const root = players({ personInfoFields: ['nationality', 'dateOfBirth', 'weight'] });
    expect(headers(playersTable(root)).slice(3)).toEqual(['Nationality', 'Date of birth', 'Weight']);
    expect(cells(playersTable(root))[0]!.slice(3)).toEqual(['Latvia', 'Jan 11, 1991', '91 kg']);
    // None chosen: no information columns; a code the sport lacks is left out.
    expect(headers(playersTable(players({ personInfoFields: [] })))).toEqual(['No.', 'Player', 'Team']);
    expect(headers(playersTable(players({ personInfoFields: ['noSuchField', 'height'] })))).toEqual([
      'No.',
      'Player',
      'Team',
      'Height',
    ]);
  });

  it('shows the bib number only when asked, and the shirt number field then', () => {
    const off = players({ showBib: false, personInfoFields: ['shirtNumber'] });
    expect(headers(playersTable(off))).toEqual(['Player', 'Team', 'Shirt number']);
    // The bib shows the number: the field would repeat it.
    expect(headers(playersTable(players({ personInfoFields: ['shirtNumber'] })))).toEqual([
      'No.',
      'Player',
      'Team',
    ]);
  });

  it('shows the staff in a table of their own only with "Show staff"', () => {
    expect(ui(players()).queryByRole('table', { name: 'Staff' })).toBeNull();
    const staff = ui(players({ showStaff: true })).getByRole('table', { name: 'Staff' });
    expect(headers(staff)).toEqual(['Staff', 'Team', 'Role']);
    expect(cells(staff)[0]).toEqual(['Coach0 Staff0', 'Alpha Full Local', 'Head coach']);
    expect(cells(staff)).toHaveLength(3);
  });

  it('shows person images with General image type and team logos, each only when asked', () => {
    const root = players({}, { personImageType: 'silhouette' });
    expect(root.querySelector('tbody th img')?.getAttribute('src')).toBe(
      'https://api.test/people/p01.svg?type=silhouette',
    );
    expect(root.querySelector('tbody td img.logo')).toBeTruthy();
    expect(players({ showPersonImage: false }).querySelector('tbody th img')).toBeNull();
    expect(players({ showEntityLogo: false }).querySelector('tbody td img.logo')).toBeNull();
  });

  it('names persons and teams as chosen, and links persons as chosen', () => {
    const root = players({ personName: 'familyNameLatin', entityName: 'codeLatin' });
    expect(cells(playersTable(root))[0]!.slice(1, 3)).toEqual(['Family01 (latin)', 'ALP']);
    const link = (personLink: string) =>
      players({ personLink }, {}).querySelector<HTMLAnchorElement>('tbody th a');
    expect(link('noLink')).toBeNull();
    expect(link('internalPage')?.getAttribute('href')).toBe('/players/p01');
    expect(link('internalPageNewTab')?.target).toBe('_blank');
    expect(link('externalWebsite')?.getAttribute('href')).toBe('https://people.example/p01');
  });

  it('takes its heading from the page label, and hides everything with "Show players page" off', () => {
    expect(ui(players({ labelPage: 'roster' })).getByRole('heading', { level: 2 }).textContent).toBe(
      'Roster',
    );
    const root = players({ active: false });
    expect(root.querySelector<HTMLElement>('.eua')?.hidden).toBe(true);
    expect(root.querySelector('table')).toBeNull();
  });

  it('says its heading once: the table of every team is named "Players" for screen readers only', () => {
    const root = players();
    const table = ui(root).getByRole('table', { name: 'Players' });
    expect(table.closest('.named')).not.toBeNull();
    fireEvent.change(ui(root).getByRole('combobox', { name: 'Team' }), { target: { value: 't2' } });
    // One team's table says which team: its caption is shown.
    expect(ui(root).getByRole('table', { name: 'Players: Bravo Full Local' }).closest('.named')).toBeNull();
  });

  it('narrows to one team with the team filter', () => {
    const root = players();
    fireEvent.change(ui(root).getByRole('combobox', { name: 'Team' }), { target: { value: 't2' } });
    const table = playersTable(root);
    expect(within(table).getByText(/Players: Bravo Full Local/)).toBeTruthy();
    expect(headers(table)).toEqual(['No.', 'Player', 'Position', 'Height']);
    expect(cells(table).map((r) => r[1])).toEqual([
      'Given11 Family11',
      'Given12 Family12',
      'Given13 Family13',
      'Given14 Family14',
    ]);
  });

  it('sorts by a column from its header button, ascending then descending, by keyboard too', () => {
    const root = players();
    const button = ui(root).getByRole('button', { name: 'Height' });
    button.focus();
    fireEvent.click(button);
    let th = ui(root).getByRole('columnheader', { name: 'Height' });
    expect(th.getAttribute('aria-sort')).toBe('ascending');
    const heights = () => cells(playersTable(root)).map((r) => Number.parseInt(r[4]!, 10));
    expect(heights()).toEqual([...heights()].sort((a, b) => a - b));
    // Focus stays on the header's button after the re-render; pressing it again sorts descending.
    const again = root.activeElement as HTMLButtonElement;
    expect(again.textContent).toBe('Height');
    fireEvent.click(again);
    th = ui(root).getByRole('columnheader', { name: 'Height' });
    expect(th.getAttribute('aria-sort')).toBe('descending');
    expect(heights()).toEqual([...heights()].sort((a, b) => b - a));
    // Another sortable column says it is not the sorted one, as in every widget's sortable table.
    expect(ui(root).getByRole('columnheader', { name: 'Player' }).getAttribute('aria-sort')).toBe('none');
  });

  it('offers General season selector (its screen has no flag of its own)', () => {
    expect(ui(players()).getByRole('combobox', { name: 'Season' })).toBeTruthy();
    expect(
      ui(players({}, { showSeasonSelector: false })).queryByRole('combobox', { name: 'Season' }),
    ).toBeNull();
  });

  it('says No players for a season without any, and stays usable with several hundred', () => {
    const empty = { ...playersContent(), persons: [] };
    expect(ui(players({}, {}, empty)).getByText('No players')).toBeTruthy();
    const many = playersContent();
    many.persons = Array.from({ length: 600 }, (_, i) =>
      rosterPlayer(`x${i}`, `t${(i % 6) + 1}`, `G${i}`, `F${i}`, (i % 4) + 1),
    );
    const root = players({}, {}, many);
    expect(cells(playersTable(root))).toHaveLength(600);
    fireEvent.change(ui(root).getByRole('combobox', { name: 'Team' }), { target: { value: 't6' } });
    expect(cells(playersTable(root))).toHaveLength(100);
  });
});

describe('person detail', () => {
  it("shows the person's name, image, bib and team, named, pictured and linked as chosen", () => {
    const root = detail({
      personName: 'initialFamilyNameLocal',
      entityName: 'nameShortLocal',
      entityLink: 'internalPage',
    });
    expect(ui(root).getByRole('heading', { level: 2 }).textContent).toBe('Player profile');
    expect(ui(root).getByRole('heading', { level: 3 }).textContent).toBe('G. Family #3');
    const team = ui(root).getByRole('link', { name: 'Alpha Short Local' });
    expect(team.getAttribute('href')).toBe('/teams/t1');
    expect(root.querySelector('.person img.face')?.getAttribute('src')).toBe(
      'https://api.test/people/p1.svg?type=headshot',
    );
    expect(root.querySelector('.person img.logo')).toBeTruthy();
    const bare = detail({
      showBib: false,
      showPersonImage: false,
      showEntityLogo: false,
      entityLink: 'noLink',
    });
    expect(ui(bare).getByRole('heading', { level: 3 }).textContent).toBe('Given Family');
    expect(bare.querySelector('.person img')).toBeNull();
    expect(ui(bare).queryByRole('link', { name: 'Alpha Full Local' })).toBeNull();
  });

  it('shows Summary, Log and Statistics as tabs, labelled as chosen, moved between by keyboard', () => {
    const root = detail({ labelSummary: 'overview', labelLog: 'gameLog', labelStatistics: 'totals' });
    const list = ui(root).getByRole('tablist');
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Overview', 'Game log', 'Totals']);
    const overview = tab(root, 'Overview');
    expect(overview.getAttribute('aria-selected')).toBe('true');
    expect(ui(root).getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(overview.id);
    overview.focus();
    fireEvent.keyDown(overview, { key: 'ArrowRight' });
    expect(tab(root, 'Game log').getAttribute('aria-selected')).toBe('true');
    expect((root.activeElement as HTMLElement).textContent).toBe('Game log');
    expect(tab(root, 'Game log').tabIndex).toBe(0);
    expect(tab(root, 'Overview').tabIndex).toBe(-1);
    fireEvent.keyDown(tab(root, 'Game log'), { key: 'End' });
    expect(tab(root, 'Totals').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab(root, 'Totals'), { key: 'ArrowRight' });
    expect(tab(root, 'Overview').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab(root, 'Overview'), { key: 'Home' });
    fireEvent.keyDown(tab(root, 'Overview'), { key: 'ArrowLeft' });
    expect(tab(root, 'Totals').getAttribute('aria-selected')).toBe('true');
    // No label chosen: the part's own name.
    expect(
      within(ui(detail()).getByRole('tablist'))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Summary', 'Game log', 'Statistics']);
  });

  it('hides each part switched off; one part left is a headed section, none leaves the person alone', () => {
    const two = detail({ activeSummary: false });
    expect(
      within(ui(two).getByRole('tablist'))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Game log', 'Statistics']);
    const one = detail({ activeSummary: false, activeLog: false, labelStatistics: 'totals' });
    expect(ui(one).queryByRole('tablist')).toBeNull();
    expect(ui(one).getByRole('heading', { level: 4 }).textContent).toBe('Totals');
    expect(ui(one).getByRole('table', { name: 'Totals' })).toBeTruthy();
    const none = detail({ activeSummary: false, activeLog: false, activeStatistics: false });
    expect(ui(none).queryByRole('table')).toBeNull();
    expect(ui(none).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(detail({ activeLog: false }).querySelector('[data-key="tab-log"]')).toBeNull();
  });

  it('highlights the chosen averages (at most four) and the chosen information on the Summary', () => {
    const root = detail({
      personAverages: ['points', 'assists', 'noSuchStatistic'],
      personInfoFields: ['position', 'height', 'shirtNumber'],
    });
    const averages = root.querySelector('.averages')!;
    expect([...averages.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Points', 'Assists']);
    expect([...averages.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['12', '2']);
    const info = root.querySelector('.info')!;
    // The bib shows the shirt number already.
    expect([...info.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Position', 'Height']);
    expect([...info.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['Guard', '188 cm']);
    const five = detail({ personAverages: ['points', 'assists', 'reboundsTotal', 'efficiency', 'points'] });
    expect(five.querySelectorAll('.averages dt')).toHaveLength(4);
    const nothing = detail({ personAverages: [], personInfoFields: [] });
    expect(ui(nothing).getByRole('tabpanel').textContent).toBe('No data');
  });

  it('logs each game with the chosen fields, newest first, a fixture link and Did not play', () => {
    const root = detail({ logFields: ['points', 'assists'] });
    fireEvent.click(tab(root, 'Game log'));
    const table = ui(root).getByRole('table', { name: 'Game log' });
    expect(headers(table)).toEqual(['Date', 'Opponent', 'Result', 'Points', 'Assists']);
    const rows = cells(table);
    expect(rows[0]).toEqual(['Jan 3, 2025', 'vs Delta Full Local', 'W 83–81', '13', '3']);
    expect(rows[1]).toEqual(['Jan 2, 2025', '@ Charlie Full Local', 'D 82–82', 'Did not play']);
    expect(rows[2]![2]).toBe('L 81–83');
    const link = within(table).getByRole('link', { name: /W 83–81/ });
    expect(link.getAttribute('href')).toBe('/fixtures/f3');
    // None chosen: every statistic the sport names.
    const all = detail({ logFields: [] });
    fireEvent.click(tab(all, 'Game log'));
    expect(headers(ui(all).getByRole('table', { name: 'Game log' })).slice(3)).toEqual([
      'Points',
      'Rebounds',
      'Assists',
      'Efficiency',
    ]);
  });

  it('gives the season per game and in total for the chosen statistics, with General decimal places', () => {
    const content = personDetailContent();
    content.averages.points = 12.25;
    const root = detail(
      { statisticsFields: ['points', 'reboundsTotal'] },
      { statisticsDecimalPlaces: 2 },
      content,
    );
    fireEvent.click(tab(root, 'Statistics'));
    const table = ui(root).getByRole('table', { name: 'Statistics' });
    expect(headers(table)).toEqual(['', 'Games', 'Points', 'Rebounds']);
    expect(cells(table)).toEqual([
      ['Per game', '2', '12.25', '5'],
      ['Totals', '2', '24.00', '10'],
    ]);
  });

  it('says so for a person without games, and offers only the seasons of their competition', () => {
    const content = { ...personDetailContent(), gameLog: [], gamesPlayed: 0, totals: {}, averages: {} };
    const root = detail({ personAverages: ['points'] }, {}, content);
    // Once, in place of the season's tiles: not a tile of dashes per figure.
    expect(root.querySelector('.averages')).toBeNull();
    expect(ui(root).getByRole('tabpanel').textContent).toMatch(/^No games played/);
    fireEvent.click(tab(root, 'Game log'));
    expect(ui(root).getByRole('tabpanel').textContent).toBe('No games played');
    fireEvent.click(tab(root, 'Statistics'));
    expect(ui(root).getByRole('tabpanel').textContent).toBe('No games played');
    const other = {
      ...personDetailContent(),
      season: { ...personDetailContent().season, competitionId: 'c9' },
    };
    const options = ui(detail({}, {}, other))
      .getByRole('combobox', { name: 'Season' })
      .querySelectorAll('option');
    expect([...options].map((o) => o.value)).toEqual(['s2']);
  });
});

describe('person detail of a member of the staff', () => {
  it('shows a staff card with the role, not a player’s tabs of dashes', () => {
    const content = {
      ...personDetailContent(),
      person: staffMember('s1', 't1', 'Cora', 'Coach', 'Head coach'),
      gamesPlayed: 0,
      totals: {},
      averages: {},
      gameLog: [],
    };
    const root = detail({}, {}, content);
    expect(ui(root).queryByRole('tablist')).toBeNull();
    expect(ui(root).queryByRole('table')).toBeNull();
    const card = ui(root).getByRole('definition', { name: '' }).parentElement!;
    expect(card.querySelector('dt')?.textContent).toBe('Role');
    expect(card.querySelector('dd')?.textContent).toBe('Head coach');
    expect(root.querySelector('div.person h3')?.textContent).toBe('Cora Coach');
  });
});
