import type { Sport } from '@eua/shared';
import { fireEvent, within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cells, headers, show, ui } from './test-payloads';
import { fixturePayload, playedContent, upcomingContent } from './test-payloads-fixture';
import { wordLanguages } from './words';
import { fixtureWordCounts, fixtureWordKeyCount } from './words-fixture';

afterEach(() => {
  document.body.innerHTML = '';
});

const played = (
  config: Record<string, unknown> = {},
  sport: Sport = 'basketball',
  general = {},
  locale: string | null = null,
) => show(fixturePayload(playedContent(sport), config, sport, general), { locale });
const upcoming = (config: Record<string, unknown> = {}) => show(fixturePayload(upcomingContent(), config));
const tabNames = (root: ShadowRoot) =>
  ui(root)
    .queryAllByRole('tab')
    .map((tab) => tab.textContent);
const open = (root: ShadowRoot, name: string) => {
  fireEvent.click(ui(root).getByRole('tab', { name }));
  return within(ui(root).getByRole('tabpanel'));
};
const banner = (root: ShadowRoot) => within(root.querySelector<HTMLElement>('.fx-banner')!);

describe('fixture details: banner', () => {
  it('shows both teams, the score, the result and the date in General’s time zone, and the venue', () => {
    const root = played({ venueName: 'nameLatin' }, 'basketball', { timezone: 'Europe/Vilnius' });
    expect(ui(root).getByRole('heading', { level: 2 }).textContent).toBe('Match centre');
    const b = banner(root);
    expect(ui(root).getByRole('region', { name: 'Alpha Full Local – Bravo Full Local' })).toBeTruthy();
    expect(b.getByText('42 – 33')).toBeTruthy();
    expect(b.getByText('Final')).toBeTruthy();
    const time = root.querySelector('.fx-banner time')!;
    // 12:00 UTC is 14:00 in Vilnius in January, named as General's zone.
    expect(time.textContent).toBe('Jan 10, 2025, 02:00 PM GMT+2');
    expect(time.parentElement?.textContent).toMatch(/ · Arena latin$/);
  });

  it('puts the away team first with General’s team display order', () => {
    const root = played({}, 'basketball', { teamDisplayOrder: 'awayHome' });
    expect(banner(root).getByText('33 – 42')).toBeTruthy();
  });

  it('hides the venue with venueName hidden, and says an upcoming fixture has not started', () => {
    const root = upcoming({ venueName: 'hidden' });
    expect(banner(root).queryByText(/Arena/)).toBeNull();
    expect(banner(root).getByText('Not started')).toBeTruthy();
  });

  it('shows the game leader of each team in the banner leaders statistics', () => {
    const root = played({ bannerLeadersStatistics: ['points', 'reboundsTotal'] });
    const items = banner(root)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Points: Hana Hill 30 · Ada Ash 25', 'Rebounds: Hugo Hart 9 · Abe Amos 11']);
    // Before the game: the season so far.
    expect(
      within(upcoming({ bannerLeadersStatistics: ['points'] }).querySelector<HTMLElement>('.fx-banner')!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Points: Hana Hill 25.5 · Ada Ash 19.9']);
  });

  it('lists each team’s events of the banner match events under it, by type and person', () => {
    const root = played({ bannerMatchEvents: ['threePointMade', 'twoPointMade'] });
    const lists = root.querySelectorAll('.fx-banner .fx-events');
    expect([...lists].map((l) => [...l.children].map((li) => li.textContent))).toEqual([
      ['Three-point field goal: Hugo Hart', 'Two-point field goal: Hana Hill'],
      ['Three-point field goal: Ada Ash'],
    ]);
    expect(played().querySelector('.fx-banner .fx-events')).toBeNull();
    // Hockey and handball name the moments (a basketball game's many baskets are counted instead).
    const hockey = played({ bannerMatchEvents: ['threePointMade'] }, 'hockey');
    expect(hockey.querySelector('.fx-banner .fx-events')?.textContent).toBe(
      'Three-point field goal: Hugo Hart (P2 9:50)',
    );
  });

  it('draws the banner timeline of the chosen types in game order', () => {
    const root = played({ bannerTimelineMatchEvents: ['twoPointMade', 'threePointMade'] });
    const strip = banner(root).getByRole('list', { name: 'Timeline' });
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Q1 9:30 ALPL Two-point field goal Hana Hill (Hugo Hart)',
      'Q1 8:25 BRAL Three-point field goal Ada Ash',
      'Q2 0:10 ALPL Three-point field goal Hugo Hart',
    ]);
    // Each mark sits at its moment of the game (two periods played of four: 30 s of 2,400).
    const marks = [...strip.querySelectorAll<HTMLElement>('li')];
    expect(marks[0]!.style.getPropertyValue('--at')).toBe('1.25%');
    expect(marks[0]!.className).toBe('home');
    expect(marks[1]!.className).toBe('away');
    expect(played().querySelector('.fx-strip')).toBeNull();
  });
});

describe('fixture details: tabs', () => {
  it('shows a played fixture’s sections as tabs, Play by Play for basketball', () => {
    expect(tabNames(played({ leadersStatistics: ['points'] }))).toEqual([
      'Summary',
      'Box score',
      'Play by play',
      'Analysis',
      'Shot chart',
      'Leaders',
      'Match officials',
    ]);
  });

  it('names the events tab Timeline for hockey and handball, switched by activeTimeline', () => {
    expect(tabNames(played({}, 'hockey'))).toContain('Timeline');
    expect(tabNames(played({ activeTimeline: false }, 'handball'))).not.toContain('Timeline');
    // activePBP is basketball's switch: it does not hide a hockey timeline.
    expect(tabNames(played({ activePBP: false }, 'hockey'))).toContain('Timeline');
  });

  it.each([
    ['activeSummary', 'Summary'],
    ['activeBoxScore', 'Box score'],
    ['activePBP', 'Play by play'],
    ['activeAnalysis', 'Analysis'],
    ['activeShotChart', 'Shot chart'],
    ['activeMatchOfficials', 'Match officials'],
  ])('hides a tab whose switch is off: %s', (name, tab) => {
    expect(tabNames(played())).toContain(tab);
    expect(tabNames(played({ [name]: false }))).not.toContain(tab);
  });

  it('shows Preview before the game only, switched by activePreview', () => {
    expect(tabNames(upcoming())).toEqual(['Preview', 'Match officials']);
    expect(tabNames(upcoming({ activePreview: false }))).toEqual(['Match officials']);
    expect(tabNames(played())).not.toContain('Preview');
  });

  it('shows only the banner when every section is off', () => {
    const off = {
      activeSummary: false,
      activeBoxScore: false,
      activePBP: false,
      activeAnalysis: false,
      activeShotChart: false,
      activeMatchOfficials: false,
    };
    const root = played(off);
    expect(ui(root).queryByRole('tablist')).toBeNull();
    expect(banner(root).getByText('42 – 33')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End, keeping focus on the selected tab', () => {
    const root = played();
    const first = ui(root).getByRole('tab', { name: 'Summary' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.getAttribute('tabindex')).toBe('0');
    expect(ui(root).getByRole('tab', { name: 'Box score' }).getAttribute('tabindex')).toBe('-1');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const box = ui(root).getByRole('tab', { name: 'Box score' });
    expect(box.getAttribute('aria-selected')).toBe('true');
    expect(root.activeElement).toBe(box);
    expect(ui(root).getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(box.id);
    expect(box.getAttribute('aria-controls')).toBe(ui(root).getByRole('tabpanel').id);
    fireEvent.keyDown(box, { key: 'End' });
    expect(root.activeElement?.textContent).toBe('Match officials');
    fireEvent.keyDown(root.activeElement!, { key: 'ArrowRight' });
    expect(root.activeElement?.textContent).toBe('Summary');
    fireEvent.keyDown(root.activeElement!, { key: 'ArrowLeft' });
    expect(root.activeElement?.textContent).toBe('Match officials');
    fireEvent.keyDown(root.activeElement!, { key: 'Home' });
    expect(root.activeElement?.getAttribute('aria-selected')).toBe('true');
    expect(root.activeElement?.textContent).toBe('Summary');
  });
});

describe('fixture details: box score', () => {
  const boxTables = (root: ShadowRoot) => {
    open(root, 'Box score');
    return ui(root).getAllByRole('table');
  };

  it('lists each team’s players with the box score statistics and the team’s totals', () => {
    const root = played({ boxScoreStatistics: ['points', 'reboundsTotal', 'fieldGoalsPercentage'] });
    const [home, away] = boxTables(root);
    expect(home!.querySelector('caption')?.textContent).toBe('Alpha Full Local');
    expect(headers(home!)).toEqual(['No.', 'Player', 'Points', 'Rebounds', 'Field goal %']);
    expect(cells(home!)).toEqual([
      ['4', 'Hana Hill', '30', '5', '9.1'],
      ['5', 'Hugo Hart', '12', '9', '3.6'],
      // The team line's own figures; each in its column's format.
      ['', 'Totals', '42', '20', '45.5'],
    ]);
    expect(cells(away!)[2]).toEqual(['', 'Totals', '33', '30', '–']);
  });

  it('leaves out the bib with showBib off', () => {
    const [home] = boxTables(played({ boxScoreStatistics: ['points'], showBib: false }));
    expect(headers(home!)).toEqual(['Player', 'Points']);
  });

  it('lists the players who did not play with showDidNotPlay', () => {
    expect(cells(boxTables(played({ boxScoreStatistics: ['points'] }))[0]!).map((r) => r[1])).not.toContain(
      'Dan Bench',
    );
    const [home] = boxTables(played({ boxScoreStatistics: ['points'], showDidNotPlay: true }));
    expect(cells(home!)[2]).toEqual(['7', 'Dan Bench', 'Did not play']);
  });

  it('switches to the advanced statistics with a pressed toggle', () => {
    const root = played({ boxScoreStatistics: ['points'], boxScoreStatisticsAdvanced: ['assists'] });
    open(root, 'Box score');
    const toggle = ui(root).getByRole('button', { name: 'Advanced' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(ui(root).getByRole('button', { name: 'Advanced' }).getAttribute('aria-pressed')).toBe('true');
    expect(headers(ui(root).getAllByRole('table')[0]!)).toEqual(['No.', 'Player', 'Assists']);
    // Without an advanced list there is nothing to toggle.
    const plain = played({ boxScoreStatistics: ['points'] });
    open(plain, 'Box score');
    expect(ui(plain).queryByRole('button', { name: 'Advanced' })).toBeNull();
  });

  it('sorts by a column from its header button, best first, then the other way', () => {
    const root = played({ boxScoreStatistics: ['points', 'reboundsTotal'] });
    open(root, 'Box score');
    const header = () => ui(root).getAllByRole('button', { name: 'Rebounds' })[0]!;
    expect(header().closest('th')?.getAttribute('aria-sort')).toBe('none');
    header().focus();
    fireEvent.click(header());
    expect(header().closest('th')?.getAttribute('aria-sort')).toBe('descending');
    expect(root.activeElement).toBe(header());
    const names = () => cells(ui(root).getAllByRole('table')[0]!).map((r) => r[1]);
    expect(names()).toEqual(['Hugo Hart', 'Hana Hill', 'Totals']);
    fireEvent.click(header());
    expect(header().closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Hana Hill', 'Hugo Hart', 'Totals']);
  });

  it('shows hockey goaltenders apart with the G statistics, handball goalkeepers with the GK ones', () => {
    const hockey = boxTables(
      played({ boxScoreStatistics: ['goals'], boxScoreStatisticsG: ['saves', 'savePercentage'] }, 'hockey'),
    );
    expect(hockey.map((t) => t.querySelector('caption')?.textContent)).toEqual([
      'Alpha Full Local',
      'Alpha Full Local – Goalkeepers',
      'Bravo Full Local',
      'Bravo Full Local – Goalkeepers',
    ]);
    expect(cells(hockey[1]!)).toEqual([['6', 'Gus Home', '28', '90.3']]);
    const handball = boxTables(
      played(
        { boxScoreStatistics: ['goals'], boxScoreStatisticsGK: ['saves'], boxScoreStatisticsG: ['goals'] },
        'handball',
      ),
    );
    expect(headers(handball[1]!)).toEqual(['No.', 'Player', 'Saves']);
    // Without a goalkeepers' list they stay among the players.
    const together = boxTables(played({ boxScoreStatistics: ['goals'] }, 'hockey'));
    expect(together).toHaveLength(2);
    expect(cells(together[0]!).map((r) => r[1])).toContain('Gus Home');
  });

  it('applies the person name, image and link choices, and the team link', () => {
    const root = played({
      boxScoreStatistics: ['points'],
      personName: 'familyNameLatin',
      personLink: 'internalPage',
      entityLink: 'externalWebsite',
      showPersonImage: true,
    });
    const [home] = boxTables(root);
    const link = within(home!).getByRole('link', { name: 'Hill (latin)' });
    expect(link.getAttribute('href')).toBe('/players/h1');
    expect(home!.querySelector('img.face')?.getAttribute('src')).toBe(
      'https://api.test/people/h1.svg?type=headshot',
    );
    expect(within(home!).getByRole('link', { name: 'Alpha Full Local' }).getAttribute('href')).toBe(
      'https://alpha.example',
    );
    const bare = boxTables(played({ boxScoreStatistics: ['points'], showPersonImage: false }))[0]!;
    expect(bare.querySelector('img.face')).toBeNull();
    expect(within(bare).queryByRole('link')).toBeNull();
  });

  it('names teams in the entity name form and shows their logos with showEntityLogo', () => {
    const root = played({ entityName: 'codeLatin', showEntityLogo: true });
    expect(ui(root).getByRole('region', { name: 'ALP – BRA' })).toBeTruthy();
    expect(root.querySelectorAll('.fx-banner img.fx-crest')).toHaveLength(2);
    expect(played({ showEntityLogo: false }).querySelectorAll('img.fx-crest, img.logo')).toHaveLength(0);
  });

  it('shows a dash for a statistic the sport does not have, named by its code', () => {
    const [home] = boxTables(played({ boxScoreStatistics: ['notAStatistic'] }));
    expect(headers(home!)).toEqual(['No.', 'Player', 'notAStatistic']);
    expect(cells(home!)[0]).toEqual(['4', 'Hana Hill', '–']);
  });
});

describe('fixture details: summary, analysis, shot chart', () => {
  it('shows the score by period, the key statistics and the comparison', () => {
    const root = played({
      summaryKeyStatistics: ['benchPoints'],
      summaryComparisonStatistics: ['reboundsTotal'],
    });
    const panel = open(root, 'Summary');
    const [periods, key] = panel.getAllByRole('table');
    expect(headers(periods!)).toEqual(['Team', 'Q1', 'Q2', 'Totals']);
    expect(cells(periods!)).toEqual([
      ['Alpha Full Local', '2', '40', '42'],
      ['Bravo Full Local', '3', '30', '33'],
    ]);
    expect(key!.querySelector('caption')?.textContent).toBe('Key statistics');
    expect(cells(key!)).toEqual([['Bench points', '12', '8']]);
    const compare = root.querySelector('.fx-compare')!;
    expect(compare.textContent).toContain('20Rebounds30');
    expect(compare.querySelector<HTMLElement>('.fx-bar2')!.style.getPropertyValue('--share')).toBe('40%');
    const none = open(played(), 'Summary');
    expect(none.getAllByRole('table')).toHaveLength(1);
  });

  it('shows player highlights with the chosen statistics, and the goalkeepers with G or GK ones', () => {
    const root = played({ personHighlightsStatistics: ['points', 'assists'] });
    open(root, 'Summary');
    const cards = [...root.querySelectorAll('.fx-card')].map((c) => c.textContent);
    expect(cards).toEqual(['Hana Hill · ALPLPoints 30Assists 3', 'Ada Ash · BRALPoints 25Assists 3']);
    const hockey = played(
      { personHighlightsStatistics: ['goals'], personHighlightsStatisticsG: ['saves'] },
      'hockey',
    );
    open(hockey, 'Summary');
    expect([...hockey.querySelectorAll('.fx-card')].map((c) => c.textContent)).toContain(
      'Gus Home · ALPLSaves 28',
    );
    const handball = played(
      { personHighlightsStatistics: ['goals'], personHighlightsStatisticsGK: ['saves'] },
      'handball',
    );
    open(handball, 'Summary');
    expect([...handball.querySelectorAll('.fx-card')].map((c) => c.textContent)).toContain(
      'Gil Away · BRALSaves 20',
    );
  });

  it('compares the analysis statistics and tables the team statistics', () => {
    const root = played({ analysisStatistics: ['points'], entityStatistics: ['points', 'benchPoints'] });
    const panel = open(root, 'Analysis');
    expect(root.querySelector('.fx-compare h3')?.textContent).toBe('Analysis');
    const stats = panel.getByRole('table', { name: 'Team statistics' });
    expect(cells(stats)).toEqual([
      ['Points', '42', '33'],
      ['Bench points', '12', '8'],
    ]);
    expect(open(played(), 'Analysis').getByText('No data')).toBeTruthy();
  });

  it('charts made and attempted shots by kind, per team', () => {
    const panel = open(played(), 'Shot chart');
    const [home] = panel.getAllByRole('table');
    expect(cells(home!)).toEqual([
      ['2-point', '16', '28', '57.1 %', ''],
      ['3-point', '4', '12', '33.3 %', ''],
      ['Free throws', '8', '10', '80.0 %', ''],
    ]);
    expect(home!.querySelector('meter')?.getAttribute('value')).toBe('16');
  });
});

describe('fixture details: play by play, leaders, preview, officials', () => {
  it('lists the events by period with the clock, team, event and score, filtered by period', () => {
    const root = played();
    const panel = open(root, 'Play by play');
    const tables = panel.getAllByRole('table');
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual(['Q1', 'Q2']);
    expect(cells(tables[0]!)[1]).toEqual([
      '9:30',
      'ALPL',
      'Two-point field goal Hana Hill (Hugo Hart)',
      '2–0',
    ]);
    fireEvent.change(panel.getByRole('combobox', { name: 'Period' }), { target: { value: '2' } });
    expect(
      ui(root)
        .getAllByRole('table')
        .map((t) => t.querySelector('caption')?.textContent),
    ).toEqual(['Q2']);
  });

  it('shows the game’s leaders of each leaders statistic, or the season’s before the game', () => {
    const root = played({ leadersStatistics: ['reboundsTotal'] });
    const table = open(root, 'Leaders').getByRole('table', { name: 'Rebounds' });
    expect(cells(table)).toEqual([
      ['Alpha Full Local', 'Hugo Hart', '9'],
      ['Bravo Full Local', 'Abe Amos', '11'],
    ]);
    const next = upcoming({ leadersStatistics: ['points', 'steals'] });
    const panel = open(next, 'Leaders');
    expect(panel.getByText('Season so far')).toBeTruthy();
    expect(cells(panel.getByRole('table', { name: 'Points' }))).toEqual([
      ['Alpha Full Local', 'Hana Hill', '25.5'],
      ['Alpha Full Local', 'Hugo Hart', '11.3'],
      ['Bravo Full Local', 'Ada Ash', '19.9'],
    ]);
    expect(cells(panel.getByRole('table', { name: 'steals' }))).toEqual([['No data']]);
  });

  it('shows the chosen team preview fields for both teams', () => {
    const root = upcoming({
      teamPreviewFields: ['record', 'lastFive', 'headToHead', 'injuries', 'standingsPosition'],
    });
    const table = open(root, 'Preview').getByRole('table');
    expect(cells(table)).toEqual([
      ['Won-lost record', '8–2', '3–7'],
      ['Last five results', 'W W L W W', 'L L W L L'],
      ['headToHead', '3 (1 draws)', '1'],
      ['injuries', 'Hugo Hart (Injury, back 2026-12-24)', '–'],
      ['standingsPosition', '2', '7'],
    ]);
    expect(open(upcoming(), 'Preview').getByText('No data')).toBeTruthy();
  });

  it('lists the chosen match officials and each team’s chosen officials', () => {
    const root = played({ matchOfficials: ['crewChief', 'referee'], entityOfficials: ['headCoach'] });
    const panel = open(root, 'Match officials');
    const [match, home, away] = panel.getAllByRole('table');
    expect(cells(match!)).toEqual([
      ['Crew chief', 'Olga Ref', 'LTU'],
      ['Referee', '–', '–'],
    ]);
    expect(home!.querySelector('caption')?.textContent).toBe('Alpha Full Local – Team officials');
    expect(cells(home!)).toEqual([['Head coach', 'Cora Coach']]);
    expect(cells(away!)).toEqual([['Head coach', 'Carl Coach']]);
    expect(open(played(), 'Match officials').getByText('No data')).toBeTruthy();
  });
});

describe('fixture details: content at the edges', () => {
  it('renders a huge play-by-play (1,000 events) as one table per period', () => {
    const content = playedContent();
    content.events = Array.from({ length: 1000 }, (_, i) => ({
      ...content.events[1]!,
      period: 1 + Math.floor(i / 250),
      second: i % 250,
      homeScore: 2 * (i + 1),
    }));
    const root = show(fixturePayload(content));
    const panel = open(root, 'Play by play');
    expect(panel.getAllByRole('table')).toHaveLength(4);
    expect(root.querySelectorAll('tbody tr')).toHaveLength(1000);
  });

  it('has a word for every key in every language', () => {
    const counts = fixtureWordCounts();
    expect(Object.keys(counts).sort()).toEqual([...wordLanguages].sort());
    for (const [language, count] of Object.entries(counts))
      expect([language, count]).toEqual([language, fixtureWordKeyCount]);
  });

  it('speaks the reader’s language', () => {
    const root = played({}, 'basketball', {}, 'de-DE');
    expect(tabNames(root)[0]).toBe('Übersicht');
    expect(ui(root).getByRole('heading', { level: 2 }).textContent).toBe('Spielzentrum');
  });
});
