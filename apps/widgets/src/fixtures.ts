/**
 * Schedule and fixtures fragment (packages/shared/src/features/schedule.ts, fixtures-fragment.ts). Both list
 * fixtures in the same table: date in General's time zone, the two teams in General's display order, the
 * score, and the optional venue, stage, pool and series columns.
 */

import type { FixturesContent, WidgetFixture } from '@eua/shared';
import { type Child, h, selectBox, tabList, table, tabPanel } from './dom';
import type { Chunk } from './renderers';
import {
  choice,
  count,
  flag,
  formatDateTime,
  type Link,
  linkFor,
  linkTo,
  nameOf,
  pagePath,
  teamCell,
  teamName,
  type View,
} from './view';

export type Columns = {
  logo: boolean;
  entityName: string | null;
  entityLink: string | null;
  /** nameOptions of each optional column; undefined: the column is not shown. */
  venue?: string | null;
  stage?: string | null;
  pool?: string | null;
  series?: string | null;
  seriesScore: boolean;
  link: (fixture: WidgetFixture) => Link | null;
};

const byStart = (a: WidgetFixture, b: WidgetFixture) => a.startTimeUtc.localeCompare(b.startTimeUtc);

export function fixtureTable(
  v: View,
  caption: string,
  fixtures: WidgetFixture[],
  cols: Columns,
): HTMLElement {
  const { t } = v;
  const awayFirst = v.general.teamDisplayOrder === 'awayHome';
  const sides = (f: WidgetFixture) => (awayFirst ? [f.away, f.home] : [f.home, f.away]);
  const optional: [string, (f: WidgetFixture) => Child][] = [];
  if (cols.venue !== undefined && cols.venue !== 'hidden') {
    optional.push([t.venue, (f) => nameOf(f.venue, cols.venue ?? null)]);
  }
  if (cols.stage !== undefined && cols.stage !== 'hidden') {
    optional.push([t.stage, (f) => nameOf(f.stage, cols.stage ?? null)]);
  }
  if (cols.pool !== undefined && cols.pool !== 'hidden') {
    optional.push([t.pool, (f) => nameOf(f.pool, cols.pool ?? null)]);
  }
  if (cols.series !== undefined) {
    optional.push([
      t.series,
      (f) => {
        if (!f.series) return null;
        const name = nameOf(f.series.names, cols.series ?? null);
        const wins = awayFirst
          ? [f.series.awayWins, f.series.homeWins]
          : [f.series.homeWins, f.series.awayWins];
        return [name, cols.seriesScore ? ` (${wins.join('–')})` : null];
      },
    ]);
  }
  const headers = [t.date, awayFirst ? t.away : t.home, t.score, awayFirst ? t.home : t.away];
  const rows = fixtures.map((f) => {
    const [first, second] = sides(f);
    const team = { logo: cols.logo, name: cols.entityName, link: cols.entityLink };
    const score =
      f.status === 'finished' && first!.score !== null && second!.score !== null
        ? `${first!.score}–${second!.score}`
        : '–';
    const names = [first, second].map((s) =>
      teamName(v, v.payload.content.teams[s!.teamId], cols.entityName),
    );
    return h(
      'tr',
      { 'data-fixture': f.fixtureId },
      h(
        'td',
        null,
        h('time', { datetime: f.startTimeUtc }, formatDateTime(f.startTimeUtc, v.locale, v.general.timezone)),
      ),
      h('th', { scope: 'row' }, teamCell(v, first!.teamId, team)),
      h(
        'td',
        { class: 'score' },
        linkTo(cols.link(f), score, { 'aria-label': `${t.details}: ${names[0]} ${score} ${names[1]}` }),
      ),
      h('td', null, teamCell(v, second!.teamId, team)),
      optional.map(([, cell]) => h('td', null, cell(f))),
    );
  });
  return table(caption, [...headers, ...optional.map(([label]) => label)], rows, [
    false,
    false,
    false,
    false,
  ]);
}

function roundCaption(v: View, f: WidgetFixture, roundName: string | null): string {
  const label =
    v.general.roundLabel === 'matchday'
      ? v.t.matchday
      : v.general.roundLabel === 'gameWeek'
        ? v.t.gameWeek
        : v.t.round;
  const name = nameOf(f.round, roundName);
  return roundName && name ? `${label} ${f.roundNumber}: ${name}` : `${label} ${f.roundNumber}`;
}

export function renderSchedule(v: View, title: string): Child[] {
  const content = v.payload.content as FixturesContent;
  const { config, t, state } = v;
  const fixtureLink = choice(config, 'fixtureLink');
  const cols: Columns = {
    logo: flag(config, 'showEntityLogo'),
    entityName: choice(config, 'entityName'),
    entityLink: choice(config, 'entityLink'),
    venue: flag(config, 'showVenue') ? choice(config, 'venueName') : undefined,
    stage: flag(config, 'showStage') ? choice(config, 'stageName') : undefined,
    pool: flag(config, 'showPools') ? choice(config, 'poolName') : undefined,
    series: flag(config, 'showSeries') ? choice(config, 'seriesName') : undefined,
    seriesScore: flag(config, 'showSeriesScore'),
    link: (f) => {
      // A fixture has no website of its own: externalWebsite has nothing to open, so it links nowhere.
      const newTab = flag(config, 'fixtureLinkOpenInNewTab') ? 'internalPageNewTab' : fixtureLink;
      return fixtureLink === 'internalPage' || fixtureLink === 'internalPageNewTab'
        ? linkFor(newTab, pagePath(v, 'fixture', f.fixtureId), undefined)
        : null;
    },
  };

  let fixtures = content.fixtures;
  if (flag(config, 'showCurrentSeasonFixtures') && v.seasonId) {
    fixtures = fixtures.filter((f) => f.seasonId === v.seasonId);
  }
  const out: Child[] = [];
  const filters: Child[] = [];
  if (flag(config, 'showMatchTypeFilter')) {
    const options: [string, string][] = [
      ['', t.all],
      ['regular', t.regular],
      ['playoff', t.playoff],
    ];
    filters.push(
      selectBox('matchType', t.matchType, options, state.matchType ?? '', (value) => {
        state.matchType = value;
        v.update();
      }),
    );
    if (state.matchType) fixtures = fixtures.filter((f) => f.matchType === state.matchType);
  }
  if (flag(config, 'showTeamFilter')) {
    const ids = [...new Set(content.fixtures.flatMap((f) => [f.home.teamId, f.away.teamId]))].filter(
      (id) => content.teams[id],
    );
    const options = ids
      .map((id): [string, string] => [id, teamName(v, content.teams[id], cols.entityName)])
      .sort((a, b) => a[1].localeCompare(b[1], v.locale));
    filters.push(
      selectBox('team', t.team, [['', t.allTeams], ...options], state.team ?? '', (value) => {
        state.team = value;
        v.update();
      }),
    );
    if (state.team)
      fixtures = fixtures.filter((f) => f.home.teamId === state.team || f.away.teamId === state.team);
  }
  if (filters.length > 0) out.push(h('div', { class: 'bar' }, filters));

  let list = [...fixtures].sort(byStart);
  let listLabel = title;
  const panel: Child[] = [];
  let selectedTab: string | null = null;
  if (flag(config, 'showResultsTab')) {
    const upcoming = list.filter((f) => f.status !== 'finished');
    const results = list.filter((f) => f.status === 'finished').reverse();
    const tab =
      state.tab === 'results' || state.tab === 'upcoming'
        ? state.tab
        : upcoming.length > 0
          ? 'upcoming'
          : 'results';
    const pick = (id: string) => {
      state.tab = id;
      v.update();
    };
    out.push(
      tabList(
        title,
        [
          ['results', t.results],
          ['upcoming', t.upcoming],
        ],
        tab,
        pick,
      ),
    );
    list = tab === 'results' ? results : upcoming;
    listLabel = tab === 'results' ? t.results : t.upcoming;
    selectedTab = tab;
  }
  if (list.length === 0) panel.push(h('p', null, t.noFixtures));
  else if (flag(config, 'showRounds')) {
    const roundName = choice(config, 'roundName');
    const groups = new Map<number, WidgetFixture[]>();
    for (const f of list) groups.set(f.roundNumber, [...(groups.get(f.roundNumber) ?? []), f]);
    for (const group of groups.values())
      panel.push(fixtureTable(v, roundCaption(v, group[0]!, roundName), group, cols));
  } else panel.push(fixtureTable(v, listLabel, list, cols));

  out.push(selectedTab ? tabPanel(selectedTab, panel) : h('div', null, panel));
  return out;
}

export function renderFixturesFragment(v: View): Child[] {
  const content = v.payload.content as FixturesContent;
  const { config, t } = v;
  const path = choice(config, 'fixtureLinkPath');
  const newTab = flag(config, 'fixtureLinkOpenInNewTab');
  // The fragment's screen has no team settings: a compact row with logos and full local names, no team links.
  const cols: Columns = {
    logo: true,
    entityName: null,
    entityLink: null,
    seriesScore: false,
    link: (f) => (path ? { href: `${path}${encodeURIComponent(f.fixtureId)}`, newTab } : null),
  };
  // With a season selected (selector or data-season), only that season's fixtures: the fragment draws from several.
  const season = v.seasonId;
  const fixtures = season ? content.fixtures.filter((f) => f.seasonId === season) : content.fixtures;
  const results = fixtures
    .filter((f) => f.status === 'finished')
    .sort(byStart)
    .reverse()
    .slice(0, count(config, 'resultsCount'));
  const upcoming = fixtures
    .filter((f) => f.status !== 'finished')
    .sort(byStart)
    .slice(0, count(config, 'upcomingFixturesCount'));
  const out: Child[] = [];
  if (count(config, 'resultsCount') > 0) {
    out.push(
      results.length
        ? fixtureTable(v, t.results, results, cols)
        : h('p', null, `${t.results}: ${t.noFixtures}`),
    );
  }
  if (count(config, 'upcomingFixturesCount') > 0) {
    out.push(
      upcoming.length
        ? fixtureTable(v, t.upcoming, upcoming, cols)
        : h('p', null, `${t.upcoming}: ${t.noFixtures}`),
    );
  }
  return out;
}

/** This chunk's widgets (renderers.ts). */
export const renderers: Chunk['renderers'] = {
  schedule: renderSchedule,
  fixturesFragment: (view) => renderFixturesFragment(view),
};
