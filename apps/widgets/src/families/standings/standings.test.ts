import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cells, headers, payload, show, standingsContent, ui } from '../../test-payloads';
import { colourRules } from './chunk';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('standings', () => {
  it('shows the output fields in the chosen order, with their labels', () => {
    const root = show(payload(standingsContent(), { standingsFields: ['lost', 'played', 'percentageWon'] }));
    const table = ui(root).getByRole('table', { name: 'Regular stage local · Pool A local' });
    expect(headers(table)).toEqual(['Pos', 'Team', 'Lost', 'Played', 'Win %']);
    // Win % is not an integer: General's one decimal place.
    expect(cells(table)[0]).toEqual(['1', 'Alpha Full Local', '1', '10', '0.9']);
    expect(table.querySelectorAll('th[scope="col"]')).toHaveLength(5);
    expect(table.querySelectorAll('th[scope="row"]')).toHaveLength(3);
  });

  it('colours a position rule and a range rule, with a legend', () => {
    const root = show(
      payload(standingsContent(), {
        promotionRelegationColours: { '1': '#00aa00', '2-3': '#cc0000', Playoffs: '#000000' },
      }),
    );
    const [poolA] = ui(root).getAllByRole('table');
    const rows = [...poolA!.querySelectorAll('tbody tr')] as HTMLElement[];
    expect(rows.map((r) => r.dataset.rule)).toEqual(['1', '2-3', '2-3']);
    const mark = rows[0]!.querySelector<HTMLElement>('.mark')!;
    expect(mark.style.backgroundColor).toBe('rgb(0, 170, 0)');
    expect(rows[2]!.querySelector<HTMLElement>('.mark')!.style.backgroundColor).toBe('rgb(204, 0, 0)');
    const legend = ui(root).getByRole('list', { name: 'Key' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pos 1', 'Positions 2–3']);
  });

  it('reads rule values', () => {
    expect(colourRules({ '3': '#abc', ' 5 - 2 ': '#aabbcc', x: '#fff', '4': 'red' })).toEqual([
      { value: '3', from: 3, to: 3, colour: '#abc' },
      { value: '5 - 2', from: 2, to: 5, colour: '#aabbcc' },
    ]);
    expect(colourRules(null)).toEqual([]);
  });

  it('shows team logos only when asked', () => {
    const withLogo = show(payload(standingsContent(), { showEntityLogo: true }));
    expect(withLogo.querySelector('img')?.getAttribute('src')).toBe('https://api.test/logos/t1.svg');
    const without = show(payload(standingsContent(), { showEntityLogo: false }));
    expect(without.querySelector('img')).toBeNull();
  });

  it('names teams in the chosen form', () => {
    const root = show(payload(standingsContent(), { entityName: 'codeLatin' }));
    expect(cells(ui(root).getAllByRole('table')[0]!)[1]![1]).toBe('BRA');
    const short = show(payload(standingsContent(), { entityName: 'nameShortLocal' }));
    expect(ui(short).getByText('Bravo Short Local')).toBeTruthy();
  });

  it('links teams as chosen: internal page, new tab, external website, none', () => {
    const link = (entityLink: string) =>
      show(payload(standingsContent(), { entityLink })).querySelector<HTMLAnchorElement>('tbody a');
    expect(link('noLink')).toBeNull();
    expect(link('internalPage')?.getAttribute('href')).toBe('/teams/t1');
    expect(link('internalPage')?.target).toBe('');
    expect(link('internalPageNewTab')?.getAttribute('href')).toBe('/teams/t1');
    expect(link('internalPageNewTab')?.target).toBe('_blank');
    expect(link('internalPageNewTab')?.rel).toContain('noopener');
    expect(link('externalWebsite')?.getAttribute('href')).toBe('https://alpha.example');
  });

  it('names pools and stages as chosen, or hides them', () => {
    const latin = show(
      payload(standingsContent(), { poolName: 'nameLatin', stageName: 'abbreviationLocal' }),
    );
    expect(ui(latin).getByRole('table', { name: 'Regular stage abbr local · Pool A latin' })).toBeTruthy();
    const noStage = show(payload(standingsContent(), { showStage: false }));
    expect(ui(noStage).getByRole('table', { name: 'Pool B local' })).toBeTruthy();
    const hiddenNames = show(payload(standingsContent(), { showPools: false, stageName: 'hidden' }));
    expect(ui(hiddenNames).getAllByRole('table', { name: 'Standings' })).toHaveLength(2);
  });

  it('shows the season name only when asked, and not again under the season selector that says it', () => {
    expect(
      ui(show(payload(standingsContent(), { showSeasonSelector: false }))).queryByText(
        'National League · 2024-25',
        { selector: 'p' },
      ),
    ).toBeTruthy();
    // One subtitle: the selector already names the season.
    expect(
      ui(show(payload(standingsContent()))).queryByText('National League · 2024-25', { selector: 'p' }),
    ).toBeNull();
    const off = show(payload(standingsContent(), { showSeasonName: false }));
    expect(ui(off).queryByText('National League · 2024-25', { selector: 'p' })).toBeNull();
  });

  it('shows a season selector when General and the widget both allow it', () => {
    const on = show(payload(standingsContent()));
    const select = ui(on).getByRole('combobox', { name: 'Season' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['s1', 's2', 's3']);
    expect(select.value).toBe('s2');
    expect(
      ui(show(payload(standingsContent(), { showSeasonSelector: false }))).queryByRole('combobox'),
    ).toBeNull();
    expect(
      ui(show(payload(standingsContent(), {}, { showSeasonSelector: false }))).queryByRole('combobox'),
    ).toBeNull();
  });

  it('lists only the allowed seasons', () => {
    const root = show(payload(standingsContent(), {}, { allowedSeasons: { s2: true, s3: true } }));
    const select = ui(root).getByRole('combobox', { name: 'Season' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['s2', 's3']);
  });

  it('says No data for an empty table', () => {
    const content = { ...standingsContent(), stages: [] };
    expect(ui(show(payload(content))).getByText('No data')).toBeTruthy();
  });
});

describe('standings fragment', () => {
  it('has no season selector, no stage and no season name; pools off by default', () => {
    const root = show(payload(standingsContent('standingsFragment'), { standingsFields: ['won'] }));
    expect(ui(root).queryByRole('combobox')).toBeNull();
    expect(ui(root).queryByText('National League · 2024-25', { selector: 'p' })).toBeNull();
    expect(ui(root).getAllByRole('table', { name: 'Standings' })).toHaveLength(2);
    const pools = show(payload(standingsContent('standingsFragment'), { showPools: true }));
    expect(ui(pools).getByRole('table', { name: 'Pool A local' })).toBeTruthy();
  });

  it('links to the full standings, in a new tab when asked', () => {
    const same = show(payload(standingsContent('standingsFragment'), { standingsLinkPath: '/standings/' }));
    const link = ui(same).getByRole('link', { name: 'Full standings' }) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/standings/');
    expect(link.target).toBe('');
    const newTab = show(
      payload(standingsContent('standingsFragment'), {
        standingsLinkPath: '/standings/',
        standingsLinkOpenInNewTab: true,
      }),
    );
    expect((ui(newTab).getByRole('link', { name: 'Full standings' }) as HTMLAnchorElement).target).toBe(
      '_blank',
    );
    expect(ui(show(payload(standingsContent('standingsFragment')))).queryByRole('link')).toBeNull();
  });

  it('never links a javascript: path', () => {
    const root = show(
      payload(standingsContent('standingsFragment'), { standingsLinkPath: 'javascript:alert(1)' }),
    );
    expect(ui(root).queryByRole('link')).toBeNull();
    expect(ui(root).getByText('Full standings')).toBeTruthy();
  });
});
