import { fireEvent, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cells, headers, payload, show, ui } from '../../test-payloads';
import { manyPersons, personStatisticsContent, teamStatisticsContent } from '../../test-payloads-statistics';
import { statisticsKeys, statisticsLines } from './words';

afterEach(() => {
  document.body.innerHTML = '';
});

const persons = (config: Record<string, unknown> = {}, general = {}) =>
  show(payload(personStatisticsContent(), config, general));
const teamsWidget = (config: Record<string, unknown> = {}, general = {}) =>
  show(payload(teamStatisticsContent(), config, general));

/** One group of the person statistics: points, rebounds, assists. */
const oneGroup = { group1Name: 'general', group1Statistics: ['points', 'reboundsTotal', 'assists'] };
const column = (table: HTMLElement, index: number) => cells(table).map((row) => row[index]);

describe('person statistics', () => {
  it('shows the group as a table: player, games, its statistics in their order, and the team', () => {
    const root = persons(oneGroup);
    expect(ui(root).getByRole('heading', { name: 'Player statistics' })).toBeTruthy();
    const table = ui(root).getByRole('table', { name: 'General' });
    expect(headers(table)).toEqual(['Player', 'Games', 'Points', 'Rebounds', 'Assists', 'Team']);
    expect(cells(table)[0]).toEqual(['Ada Lind', '9', '25', '5.5', '6', 'Bravo Full Local']);
    expect(ui(root).queryByRole('tablist')).toBeNull();
    expect(ui(root).getByText('Averages per game')).toBeTruthy();
  });

  it('shows a tab per group with statistics, named by its group name or its number', () => {
    const root = persons({
      ...oneGroup,
      group2Name: null,
      group2Statistics: ['efficiency'],
      group3Name: 'shooting',
      group3Statistics: [],
      group4Name: 'rebounding',
      group4Statistics: ['reboundsTotal'],
    });
    const tabs = ui(root).getAllByRole('tab');
    // Group 3 has no statistics: no tab.
    expect(tabs.map((tab) => tab.textContent)).toEqual(['General', 'Group 2', 'Rebounding']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(ui(root).getByRole('tabpanel', { name: 'General' })).toBeTruthy();
    fireEvent.click(tabs[2]!);
    const table = ui(root).getByRole('table', { name: 'Rebounding' });
    expect(headers(table)).toEqual(['Player', 'Games', 'Rebounds', 'Team']);
  });

  it('moves between the group tabs with the arrow keys, Home and End, focus following', () => {
    const root = persons({ ...oneGroup, group2Statistics: ['efficiency'], group3Statistics: ['points'] });
    const first = ui(root).getByRole('tab', { name: 'General' });
    expect(first.tabIndex).toBe(0);
    expect(ui(root).getByRole('tab', { name: 'Group 2' }).tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = ui(root).getByRole('tab', { name: 'Group 2' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(root.activeElement).toBe(second);
    expect(headers(ui(root).getByRole('table', { name: 'Group 2' }))).toContain('Efficiency');
    fireEvent.keyDown(second, { key: 'End' });
    expect(root.activeElement).toBe(ui(root).getByRole('tab', { name: 'Group 3' }));
    fireEvent.keyDown(root.activeElement!, { key: 'Home' });
    expect(root.activeElement).toBe(ui(root).getByRole('tab', { name: 'General' }));
    fireEvent.keyDown(root.activeElement!, { key: 'ArrowLeft' });
    expect(root.activeElement).toBe(ui(root).getByRole('tab', { name: 'Group 3' }));
  });

  it('leaves out a statistic the sport does not name, and says so when no group has any', () => {
    const table = ui(persons({ group1Statistics: ['goalsAgainstAverage', 'points'] })).getByRole('table');
    expect(headers(table)).toEqual(['Player', 'Games', 'Points', 'Team']);
    const none = persons({ group1Statistics: ['goalsAgainstAverage'], group2Name: 'general' });
    expect(ui(none).getByText('No statistics chosen')).toBeTruthy();
    expect(ui(none).queryByRole('table')).toBeNull();
    expect(ui(persons()).getByText('No statistics chosen')).toBeTruthy();
  });

  it('says No data for a season without statistics', () => {
    const content = { ...personStatisticsContent(), rows: [] };
    const root = show(payload(content, oneGroup));
    expect(ui(root).getByText('No data')).toBeTruthy();
    expect(ui(root).queryByRole('table')).toBeNull();
  });

  it('sorts by the first statistic, best first, equal values in name order', () => {
    const table = ui(persons(oneGroup)).getByRole('table');
    expect(column(table, 0)).toEqual(['Ada Lind', 'Dan Berg', 'Cora Moss', 'Ben Hart', 'Eve Stone']);
    const points = within(table).getByRole('columnheader', { name: /Points/ });
    expect(points.getAttribute('aria-sort')).toBe('descending');
    expect(
      within(table)
        .getByRole('columnheader', { name: /Rebounds/ })
        .getAttribute('aria-sort'),
    ).toBe('none');
    // The players' names in the chosen form decide the ties: Berg before Lind.
    const byFamily = ui(persons({ ...oneGroup, personName: 'familyNameLocal' })).getByRole('table');
    expect(column(byFamily, 0)).toEqual(['Berg', 'Lind', 'Moss', 'Hart', 'Stone']);
  });

  it('sorts by a column its header button names, again to reverse, keeping focus on the button', () => {
    const root = persons(oneGroup);
    const button = ui(root).getByRole('button', { name: /Rebounds/ });
    button.focus();
    fireEvent.click(button);
    let table = ui(root).getByRole('table');
    expect(column(table, 3)).toEqual(['10.0', '7.3', '5.5', '3.0', '2.8']);
    expect(
      within(table)
        .getByRole('columnheader', { name: /Rebounds/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(
      within(table)
        .getByRole('columnheader', { name: /Points/ })
        .getAttribute('aria-sort'),
    ).toBe('none');
    expect((root.activeElement as HTMLElement).textContent).toMatch(/Rebounds/);
    fireEvent.click(root.activeElement!);
    table = ui(root).getByRole('table');
    expect(column(table, 3)).toEqual(['2.8', '3.0', '5.5', '7.3', '10.0']);
    expect(
      within(table)
        .getByRole('columnheader', { name: /Rebounds/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    // A statistic a player has none of sorts last either way.
    fireEvent.click(ui(root).getByRole('button', { name: /Assists/ }));
    expect(column(ui(root).getByRole('table'), 4)).toEqual(['9', '6', '4', '2', '–']);
    fireEvent.click(ui(root).getByRole('button', { name: /Assists/ }));
    expect(column(ui(root).getByRole('table'), 4)).toEqual(['2', '4', '6', '9', '–']);
    // Names sort A to Z first.
    fireEvent.click(ui(root).getByRole('button', { name: /Player/ }));
    expect(column(ui(root).getByRole('table'), 0)).toEqual([
      'Ada Lind',
      'Ben Hart',
      'Cora Moss',
      'Dan Berg',
      'Eve Stone',
    ]);
  });

  it('keeps each group its own sort', () => {
    const root = persons({ ...oneGroup, group2Statistics: ['efficiency', 'points'] });
    fireEvent.click(ui(root).getByRole('button', { name: /Assists/ }));
    fireEvent.click(ui(root).getByRole('tab', { name: 'Group 2' }));
    const efficiency = ui(root).getByRole('columnheader', { name: /Efficiency/ });
    expect(efficiency.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(ui(root).getByRole('tab', { name: 'General' }));
    expect(
      ui(root)
        .getByRole('columnheader', { name: /Assists/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('sorts a statistic whose smaller value is the better ascending first', () => {
    const content = { ...personStatisticsContent(), lowerIsBetter: ['efficiency'] };
    const table = ui(show(payload(content, { group1Statistics: ['efficiency'] }))).getByRole('table');
    expect(column(table, 2)).toEqual(['-1', '3', '8', '10', '12']);
    expect(
      within(table)
        .getByRole('columnheader', { name: /Efficiency/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
  });

  it("formats a column with General's decimal places when it has fractions", () => {
    const rebounds = (places: number, locale = 'en-EN') =>
      column(
        ui(
          persons(
            { group1Statistics: ['reboundsTotal'] },
            { statisticsDecimalPlaces: places, localeDefault: locale, locales: [locale] },
          ),
        ).getByRole('table'),
        2,
      );
    expect(rebounds(2)).toEqual(['10.00', '7.25', '5.50', '3.00', '2.75']);
    expect(rebounds(0)).toEqual(['10', '7', '6', '3', '3']);
    expect(rebounds(2, 'de-DE')).toEqual(['10,00', '7,25', '5,50', '3,00', '2,75']);
  });

  it('shows person images with General image type, only when asked', () => {
    const img = persons(oneGroup, { personImageType: 'actionPhoto' }).querySelector('tbody th img');
    expect(img?.getAttribute('src')).toBe('https://api.test/people/p2.svg?type=actionPhoto');
    expect(persons({ ...oneGroup, showPersonImage: false }).querySelector('tbody th img')).toBeNull();
  });

  it('shows team logos only when asked', () => {
    expect(persons(oneGroup).querySelector('tbody td img')?.getAttribute('src')).toBe(
      'https://api.test/logos/t2.svg',
    );
    expect(persons({ ...oneGroup, showEntityLogo: false }).querySelector('tbody td img')).toBeNull();
  });

  it('names persons and teams as chosen', () => {
    const table = ui(
      persons({ ...oneGroup, personName: 'initialFamilyNameLatin', entityName: 'codeLocal' }),
    ).getByRole('table');
    expect([cells(table)[0]![0], cells(table)[0]!.at(-1)]).toEqual(['A. Lind (latin)', 'BRAL']);
    const short = ui(persons({ ...oneGroup, entityName: 'nameShortLatin' })).getByRole('table');
    expect(cells(short)[0]!.at(-1)).toBe('Bravo Short Latin');
  });

  it('links persons as chosen, and never the team', () => {
    const link = (personLink: string) =>
      persons({ ...oneGroup, personLink }).querySelector<HTMLAnchorElement>('tbody th a');
    expect(link('noLink')).toBeNull();
    expect(link('internalPage')?.getAttribute('href')).toBe('/players/p2');
    expect(link('internalPageNewTab')?.target).toBe('_blank');
    expect(link('externalWebsite')?.getAttribute('href')).toBe('https://people.example/p2');
    expect(persons({ ...oneGroup, personLink: 'internalPage' }).querySelector('tbody td a')).toBeNull();
  });

  it('shows the season selector when General and the widget allow it', () => {
    const select = ui(persons(oneGroup)).getByRole('combobox', { name: 'Season' }) as HTMLSelectElement;
    expect(select.value).toBe('s2');
    expect(ui(persons({ ...oneGroup, showSeasonSelector: false })).queryByRole('combobox')).toBeNull();
    expect(ui(persons(oneGroup, { showSeasonSelector: false })).queryByRole('combobox')).toBeNull();
  });

  it('shows the first 25 players until asked for all, keeping the sort over every player', () => {
    const root = show(payload(manyPersons(600), { group1Statistics: ['points', 'assists'] }));
    expect(cells(ui(root).getByRole('table'))).toHaveLength(25);
    fireEvent.click(ui(root).getByRole('button', { name: /Points/ }));
    // Ascending over all 600: the one with fewest points leads.
    expect(cells(ui(root).getByRole('table'))[0]![0]).toBe('Given600 Family600');
    const all = ui(root).getByRole('button', { name: 'Show all (600)' });
    expect(all.getAttribute('aria-expanded')).toBe('false');
    all.focus();
    fireEvent.click(all);
    expect(cells(ui(root).getByRole('table'))).toHaveLength(600);
    const fewer = ui(root).getByRole('button', { name: 'Show fewer' });
    expect(root.activeElement).toBe(fewer);
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(fewer);
    expect(cells(ui(root).getByRole('table'))).toHaveLength(25);
    // Five players fit: no button.
    expect(ui(persons(oneGroup)).queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('lists hundreds of players with one listener per table, not one per row', () => {
    const many = payload(manyPersons(600), { group1Statistics: ['points', 'assists'] });
    const add = vi.spyOn(EventTarget.prototype, 'addEventListener');
    const root = show(many, { state: { allRows: true } });
    const listeners = add.mock.calls.length;
    add.mockRestore();
    expect(cells(ui(root).getByRole('table'))).toHaveLength(600);
    expect(listeners).toBeLessThan(10);
  });
});

describe('team statistics', () => {
  const group = { group1Name: 'shooting', group1Statistics: ['fieldGoalsPercentage', 'points'] };

  it('shows teams with games and the group statistics, best first', () => {
    const root = teamsWidget(group);
    expect(ui(root).getByRole('heading', { name: 'Team statistics' })).toBeTruthy();
    const table = ui(root).getByRole('table', { name: 'Shooting' });
    expect(headers(table)).toEqual(['Team', 'Games', 'Field goal %', 'Points']);
    expect(cells(table)).toEqual([
      ['Bravo Full Local', '12', '47.5', '92.0'],
      ['Alpha Full Local', '12', '45.3', '88.5'],
      ['Charlie Full Local', '12', '41.0', '79.3'],
    ]);
    // Each team names its row.
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
  });

  it('links, names and shows logos of teams as chosen', () => {
    const root = teamsWidget({ ...group, entityLink: 'internalPage', entityName: 'nameShortLocal' });
    const link = root.querySelector<HTMLAnchorElement>('tbody th a');
    expect(link?.getAttribute('href')).toBe('/teams/t2');
    expect(link?.textContent).toBe('Bravo Short Local');
    expect(teamsWidget({ ...group, entityLink: 'noLink' }).querySelector('tbody th a')).toBeNull();
    expect(
      teamsWidget({ ...group, entityLink: 'externalWebsite' })
        .querySelector('tbody th a')
        ?.getAttribute('href'),
    ).toBe('https://bravo.example');
    expect(teamsWidget(group).querySelector('tbody th img')).toBeTruthy();
    expect(teamsWidget({ ...group, showEntityLogo: false }).querySelector('tbody th img')).toBeNull();
  });

  it('names its statistics from the team statistics list, not the person one', () => {
    const table = ui(teamsWidget({ group1Statistics: ['efficiency', 'reboundsTotal'] })).getByRole('table');
    expect(headers(table)).toEqual(['Team', 'Games', 'Rebounds']);
  });

  it('shows the season selector when the widget allows it', () => {
    expect(ui(teamsWidget(group)).getByRole('combobox', { name: 'Season' })).toBeTruthy();
    expect(ui(teamsWidget({ ...group, showSeasonSelector: false })).queryByRole('combobox')).toBeNull();
  });

  it('speaks the page language', () => {
    const root = teamsWidget(group, { localeDefault: 'de-DE', locales: ['de-DE'] });
    expect(ui(root).getByRole('heading', { name: 'Teamstatistiken' })).toBeTruthy();
    expect(headers(ui(root).getByRole('table'))).toEqual(['Team', 'Spiele', 'Field goal %', 'Points']);
  });
});

describe('statistics words', () => {
  it('has one word per key in every language', () => {
    for (const [language, line] of Object.entries(statisticsLines)) {
      expect([language, line.split('|').length]).toEqual([language, statisticsKeys.length]);
    }
    expect(Object.keys(statisticsLines).sort()).toEqual(['de', 'en', 'es', 'fr', 'lt', 'lv', 'pt', 'tr']);
  });
});
