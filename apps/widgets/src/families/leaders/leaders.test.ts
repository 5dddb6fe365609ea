import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cells, headers, leadersContent, payload, show, ui } from '../../test-payloads';
import { imageWithType } from '../../view';

afterEach(() => {
  document.body.innerHTML = '';
});

const leaders = (config: Record<string, unknown> = {}, general = {}) =>
  show(payload(leadersContent(), config, general));

describe('leaders', () => {
  it('shows the chosen statistics in the chosen order, each with its count of rows', () => {
    const root = leaders({ leadersStatistics: ['assists', 'points'], leadersCountPerStatistic: 3 });
    const tables = ui(root).getAllByRole('table');
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual(['Assists', 'Points']);
    expect(cells(tables[0]!)).toHaveLength(3);
    expect(cells(tables[1]!)).toHaveLength(3);
    expect(headers(tables[1]!)).toEqual(['Rank', 'Player', 'Points', 'Team']);
    expect(cells(tables[1]!)[0]).toEqual(['1', 'Given1 Family1', '30', 'Alpha Full Local']);
  });

  it('defaults to five leaders, at most the fifty the screen allows, at least one', () => {
    expect(cells(ui(leaders({ leadersStatistics: ['points'] })).getByRole('table'))).toHaveLength(5);
    expect(
      cells(ui(leaders({ leadersStatistics: ['points'], leadersCountPerStatistic: 50 })).getByRole('table')),
    ).toHaveLength(8);
    expect(
      cells(ui(leaders({ leadersStatistics: ['points'], leadersCountPerStatistic: 0 })).getByRole('table')),
    ).toHaveLength(1);
  });

  it('says No data for a chosen statistic without leaders', () => {
    const root = leaders({ leadersStatistics: ['efficiency'] });
    const table = ui(root).getByRole('table', { name: 'Efficiency' });
    expect(within(table).getByText('No data')).toBeTruthy();
  });

  it('rounds non-integer values to General decimal places', () => {
    const value = (places: number, locale = 'en-EN') =>
      cells(
        ui(
          leaders(
            { leadersStatistics: ['reboundsTotal'] },
            { statisticsDecimalPlaces: places, localeDefault: locale, locales: [locale] },
          ),
        ).getByRole('table'),
      )[0]![2];
    expect(value(0)).toBe('12');
    expect(value(1)).toBe('12.3');
    expect(value(2)).toBe('12.35');
    expect(value(2, 'de-DE')).toBe('12,35');
    // Integers stay integers.
    expect(
      cells(
        ui(leaders({ leadersStatistics: ['points'] }, { statisticsDecimalPlaces: 2 })).getByRole('table'),
      )[0]![2],
    ).toBe('30');
  });

  it('formats a column alike: a whole average beside fractional ones gets the decimal places too', () => {
    const content = leadersContent();
    const points = content.statistics[0]!;
    points.leaders = points.leaders.map((leader, i) => ({ ...leader, value: [20.6, 19, 17.25][i] ?? 1.5 }));
    const table = ui(show(payload(content, { leadersStatistics: ['points'] }))).getByRole('table');
    expect(cells(table).map((row) => row[2])).toEqual(['20.6', '19.0', '17.3', '1.5', '1.5']);
    const two = ui(
      show(payload(content, { leadersStatistics: ['points'] }, { statisticsDecimalPlaces: 2 })),
    ).getByRole('table');
    expect(cells(two).map((row) => row[2])).toEqual(['20.60', '19.00', '17.25', '1.50', '1.50']);
  });

  it('shows person images with General image type, only when asked', () => {
    const img = leaders({ leadersStatistics: ['points'] }, { personImageType: 'actionPhoto' }).querySelector(
      'th img',
    );
    expect(img?.getAttribute('src')).toBe('https://api.test/people/p1.svg?type=actionPhoto');
    expect(
      leaders({ leadersStatistics: ['points'], showPersonImage: false }).querySelector('th img'),
    ).toBeNull();
    expect(imageWithType('https://x.test/a.svg?v=2', 'headshot')).toBe(
      'https://x.test/a.svg?v=2&type=headshot',
    );
    expect(imageWithType('https://x.test/a.svg', null)).toBe('https://x.test/a.svg');
  });

  it('shows team logos only when asked', () => {
    expect(leaders({ leadersStatistics: ['points'] }).querySelector('td img')).toBeTruthy();
    expect(
      leaders({ leadersStatistics: ['points'], showEntityLogo: false }).querySelector('td img'),
    ).toBeNull();
  });

  it('names persons and teams as chosen', () => {
    const root = leaders({
      leadersStatistics: ['points'],
      personName: 'initialFamilyNameLatin',
      entityName: 'codeLocal',
    });
    expect(cells(ui(root).getByRole('table'))[0]!.slice(1, 4)).toEqual(['G. Family1 (latin)', '30', 'ALPL']);
    const family = leaders({ leadersStatistics: ['points'], personName: 'familyNameLocal' });
    expect(cells(ui(family).getByRole('table'))[0]![1]).toBe('Family1');
  });

  it('links persons as chosen', () => {
    const link = (personLink: string) =>
      leaders({ leadersStatistics: ['points'], personLink }).querySelector<HTMLAnchorElement>('th a');
    expect(link('noLink')).toBeNull();
    expect(link('internalPage')?.getAttribute('href')).toBe('/players/p1');
    expect(link('internalPageNewTab')?.target).toBe('_blank');
    expect(link('externalWebsite')?.getAttribute('href')).toBe('https://people.example/p1');
  });

  it('shows the season selector when General and the widget allow it', () => {
    const select = ui(leaders()).getByRole('combobox', { name: 'Season' }) as HTMLSelectElement;
    expect(select.value).toBe('s2');
    expect(ui(leaders({ showSeasonSelector: false })).queryByRole('combobox')).toBeNull();
  });
});
