/**
 * Fixture Details (packages/shared/src/features/fixture-details.ts, decision 107): a match page for one fixture.
 * A banner (teams, score or date, venue, the banner's leaders and events), then the sections whose switches are
 * on as tabs: Summary, Box Score, Play by Play (basketball) or Timeline (hockey, handball), Analysis, Shot
 * Chart, Leaders and Match Officials for a played fixture; Preview, Leaders and Match Officials before it.
 */

import type {
  FixtureBoxScoreTeam,
  FixtureDetailsContent,
  FixtureDetailsSettings,
  FixtureEventItem,
  WidgetPayloadOf,
} from '@eua/shared';
import {
  type Child,
  h,
  type SortColumn,
  selectBox,
  sortRows,
  sortTable,
  tabList,
  table,
  tabPanel,
} from './dom';
import type { Chunk } from './renderers';
import {
  choice,
  columnPlaces,
  formatDateTime,
  formatNumber,
  nameOf,
  personCell as personCellOf,
  safeHref,
  teamCell,
  teamName,
  type View,
} from './view';
import { type FixtureWords, fixtureWords } from './words-fixture';

type Ctx = {
  v: View;
  w: FixtureWords;
  c: FixtureDetailsContent;
  s: FixtureDetailsSettings;
  sport: WidgetPayloadOf<'fixtureDetails'>['sport'];
  /** Home first, or away first by General's team display order. */
  sides: [0 | 1, 0 | 1];
};

type Person = FixtureBoxScoreTeam['persons'][number];
type Leader = { teamId: string; personId: string; value: number };

const codesOf = (list: readonly (string | number)[]) => list.map(String);
const label = (texts: Record<string, string>, code: string) => texts[code] ?? code;
const teamIdOf = (x: Ctx, side: 0 | 1) => (side === 0 ? x.c.fixture.home.teamId : x.c.fixture.away.teamId);

/** A column of numbers in one format (view.ts columnPlaces); '–' where a value is missing. */
function formatColumn(x: Ctx, values: (number | undefined)[]): string[] {
  const places = columnPlaces(values, x.v.general.statisticsDecimalPlaces);
  return values.map((value) => (value === undefined ? '–' : formatNumber(value, x.v.locale, places)));
}

const team = (x: Ctx, teamId: string, logo = x.s.showEntityLogo) =>
  teamCell(x.v, teamId, { logo, name: choice(x.s, 'entityName'), link: choice(x.s, 'entityLink') });
/** The team's abbreviation, Latin when its name is chosen in Latin. */
const teamCode = (x: Ctx, teamId: string) => {
  const t = x.c.teams[teamId];
  return (choice(x.s, 'entityName')?.endsWith('Latin') ? t?.codeLatin : t?.codeLocal) ?? '';
};
const plainTeamName = (x: Ctx, teamId: string) => teamName(x.v, x.c.teams[teamId], choice(x.s, 'entityName'));

/** A person with their image (optional), name and link as the screen chooses. */
const personCell = (x: Ctx, personId: string, withImage = true): Child[] =>
  personCellOf(x.v, x.c.persons[personId], {
    image: withImage && x.s.showPersonImage,
    name: choice(x.s, 'personName'),
    link: choice(x.s, 'personLink'),
  });

const bib = (x: Ctx, personId: string) => {
  const shirt = x.c.persons[personId]?.info.shirtNumber;
  return shirt === undefined ? '' : String(shirt);
};

/** Regulation periods and their length in seconds; an overtime period lasts 300 s in every sport. */
const periodRules = { basketball: [4, 600], hockey: [3, 1200], handball: [2, 1800] } as const;
const periodLength = (x: Ctx, period: number) =>
  period <= periodRules[x.sport][0] ? periodRules[x.sport][1] : 300;

/** Q1, P2, H1, OT, OT2: a period's short name in the sport's words. */
function periodName(x: Ctx, period: number): string {
  const regular = periodRules[x.sport][0];
  if (period <= regular) {
    const prefix =
      x.sport === 'basketball' ? x.w.quarterShort : x.sport === 'hockey' ? x.w.periodShort : x.w.halfShort;
    return `${prefix}${period}`;
  }
  const extra = period - regular;
  return extra === 1 ? x.w.overtime : `${x.w.overtime}${extra}`;
}

/** Basketball's clock counts down the period; hockey's and handball's count the time played in it. */
function clock(x: Ctx, e: FixtureEventItem): string {
  const seconds = x.sport === 'basketball' ? Math.max(periodLength(x, e.period) - e.second, 0) : e.second;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The event in words: its type, who, and the second and third persons in brackets. */
function eventText(x: Ctx, e: FixtureEventItem): Child[] {
  const others = [e.otherId, e.secondAssistId].filter((id): id is string => !!id);
  const names = (ids: string[]) => ids.map((id, i) => [i > 0 ? ', ' : null, personCell(x, id, false)]);
  return [
    h('span', { class: 'fx-type' }, label(x.v.payload.labels.matchEvents, e.type)),
    e.scored === null ? null : ` (${e.scored ? x.w.scored : x.w.missed})`,
    e.personId ? [' ', names([e.personId])] : null,
    others.length ? [' (', names(others), ')'] : null,
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Leaders: the game's from the box score, or for an upcoming fixture the season's so far.

/** Each team's best in `code`: the game's top player, or the season leaders, up to `perTeam`. */
function leadersOf(x: Ctx, code: string, perTeam: number): Leader[] {
  const out: Leader[] = [];
  for (const side of x.sides) {
    const teamId = teamIdOf(x, side);
    const box = x.c.boxScore.find((t) => t.teamId === teamId);
    if (box) {
      const ranked = box.persons
        .filter((p) => typeof p.statistics[code] === 'number')
        .sort((a, b) => (b.statistics[code] ?? 0) - (a.statistics[code] ?? 0));
      for (const p of ranked.slice(0, perTeam))
        out.push({ teamId, personId: p.personId, value: p.statistics[code]! });
    } else {
      const season = x.c.seasonLeaders
        .find((s) => s.statistic === code)
        ?.teams.find((t) => t.teamId === teamId);
      for (const l of season?.leaders.slice(0, perTeam) ?? []) out.push({ teamId, ...l });
    }
  }
  return out;
}

function leadersSection(x: Ctx): Child[] {
  const { t } = x.v;
  const upcoming = x.c.boxScore.length === 0;
  const out: Child[] = upcoming ? [h('p', { class: 'muted' }, x.w.seasonSoFar)] : [];
  for (const code of codesOf(x.s.leadersStatistics)) {
    const name = label(x.v.payload.labels.statistics, code);
    const leaders = leadersOf(x, code, upcoming ? 3 : 1);
    const values = formatColumn(
      x,
      leaders.map((l) => l.value),
    );
    const rows = leaders.map((l, i) =>
      h(
        'tr',
        null,
        h('td', null, team(x, l.teamId)),
        h('th', { scope: 'row' }, personCell(x, l.personId)),
        h('td', { class: 'n' }, values[i]),
      ),
    );
    if (rows.length === 0) rows.push(h('tr', null, h('td', { colspan: 3 }, t.noData)));
    out.push(table(name, [t.team, t.player, name], rows, [false, false, true]));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Banner

function banner(x: Ctx): HTMLElement {
  const { v, w, c } = x;
  const f = c.fixture;
  const played = f.status === 'finished';
  const scoreOf = (side: 0 | 1) => (side === 0 ? f.home.score : f.away.score);
  const names = x.sides.map((side) => plainTeamName(x, teamIdOf(x, side)));
  const status = !played
    ? w.notStarted
    : c.resultType === 'overtime'
      ? `${w.final} (${w.overtime})`
      : c.resultType === 'shootout'
        ? `${w.final} (${w.shootout})`
        : w.final;
  const score = played ? x.sides.map((side) => scoreOf(side) ?? '–').join(' – ') : '–';
  const venue = nameOf(f.venue, choice(x.s, 'venueName'));
  const sideBox = (side: 0 | 1) =>
    h(
      'div',
      { class: 'fx-side' },
      h('p', { class: 'fx-name' }, team(x, teamIdOf(x, side), false)),
      x.s.showEntityLogo && safeHref(c.teams[teamIdOf(x, side)]?.logoUrl ?? '')
        ? h('img', {
            src: c.teams[teamIdOf(x, side)]!.logoUrl,
            alt: '',
            width: 56,
            height: 56,
            class: 'fx-crest',
          })
        : null,
    );
  const events = x.sides.map((side) => bannerEvents(x, side));
  const leaders = codesOf(x.s.bannerLeadersStatistics).map((code) => {
    const best = leadersOf(x, code, 1);
    const values = formatColumn(
      x,
      best.map((l) => l.value),
    );
    return h(
      'li',
      null,
      h('span', { class: 'muted' }, `${label(v.payload.labels.statistics, code)}: `),
      best.length
        ? best.map((l, i) => [i > 0 ? ' · ' : null, personCell(x, l.personId, false), ` ${values[i]}`])
        : v.t.noData,
    );
  });
  const strip = bannerTimeline(x);
  return h(
    'section',
    { class: 'fx-banner', 'aria-label': `${names[0]} – ${names[1]}` },
    h(
      'div',
      { class: 'fx-match' },
      sideBox(x.sides[0]),
      h(
        'div',
        { class: 'fx-result' },
        h('p', { class: 'fx-big', 'aria-label': played ? `${names[0]} ${score} ${names[1]}` : null }, score),
        h('p', { class: 'muted' }, status),
      ),
      sideBox(x.sides[1]),
    ),
    // Under each team on a wide widget; one after the other, each named by its team, on a narrow one.
    events.some(Boolean) ? h('div', { class: 'fx-evs' }, events) : null,
    h(
      'p',
      { class: 'muted fx-center' },
      h('time', { datetime: f.startTimeUtc }, formatDateTime(f.startTimeUtc, v.locale, v.general.timezone)),
      venue ? ` · ${venue}` : null,
    ),
    leaders.length ? h('ul', { class: 'legend fx-center' }, leaders) : null,
    strip,
  );
}

/**
 * Under each team, its events of the banner's chosen types, type by type, each person once: with the
 * moments (a hockey or handball scorer's goals), or in basketball, whose games have some 80 baskets, how many.
 */
function bannerEvents(x: Ctx, side: 0 | 1): Child {
  const items = codesOf(x.s.bannerMatchEvents).flatMap((type) => {
    const byPerson = new Map<string, FixtureEventItem[]>();
    for (const e of x.c.events) {
      if (e.side !== side || e.type !== type || !e.personId) continue;
      byPerson.set(e.personId, [...(byPerson.get(e.personId) ?? []), e]);
    }
    if (byPerson.size === 0) return [];
    const persons = [...byPerson].map(([personId, list], i) => [
      i > 0 ? ', ' : null,
      personCell(x, personId, false),
      x.sport === 'basketball'
        ? list.length > 1
          ? ` ×${list.length}`
          : null
        : ` (${list.map((e) => `${periodName(x, e.period)} ${clock(x, e)}`).join(', ')})`,
    ]);
    return [
      h(
        'li',
        null,
        h('span', { class: 'muted' }, `${label(x.v.payload.labels.matchEvents, type)}: `),
        persons,
      ),
    ];
  });
  if (items.length === 0) return null;
  const name = plainTeamName(x, teamIdOf(x, side));
  return h(
    'div',
    null,
    h('p', { class: 'fx-evt' }, name),
    h('ul', { class: 'fx-events', 'aria-label': name }, items),
  );
}

/**
 * The banner's timeline: a bar of the game with a mark for each event of the chosen types, home above and
 * away below, at its moment (through the CSSOM: decision 100); each mark says its event to a screen reader and
 * on hover.
 */
function bannerTimeline(x: Ctx): Child {
  const types = new Set(codesOf(x.s.bannerTimelineMatchEvents));
  const events = x.c.events.filter((e) => e.side !== null && types.has(e.type));
  if (events.length === 0) return null;
  const last = Math.max(periodRules[x.sport][0], ...x.c.events.map((e) => e.period));
  const starts = [0];
  for (let p = 1; p <= last; p++) starts.push(starts[p - 1]! + periodLength(x, p));
  const length = starts[last]!;
  return h(
    'ol',
    { class: 'fx-strip', 'aria-label': x.w.timeline },
    events.map((e) => {
      const text = [
        `${periodName(x, e.period)} ${clock(x, e)} ${teamCode(x, teamIdOf(x, e.side as 0 | 1))} `,
        eventText(x, e),
      ];
      const mark = h('li', { class: e.side === 0 ? 'home' : 'away' }, h('span', { class: 'fx-vh' }, text));
      mark.title = mark.textContent ?? '';
      mark.style.setProperty('--at', `${(((starts[e.period - 1] ?? 0) + e.second) / length) * 100}%`);
      return mark;
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Summary, analysis, shot chart: comparisons of the two teams

const teamStats = (x: Ctx, side: 0 | 1) =>
  x.c.boxScore.find((t) => t.teamId === teamIdOf(x, side))?.statistics ?? {};

/** One bar per statistic, each team's share of the two values, with both values in words. */
function comparison(x: Ctx, caption: string, codes: string[]): Child {
  if (codes.length === 0) return null;
  const labels = x.v.payload.labels.entityStatistics;
  return h(
    'div',
    { class: 'fx-compare' },
    h('h3', { class: 'fx-sub' }, caption),
    codes.map((code) => {
      const values = x.sides.map((side) => teamStats(x, side)[code]);
      const [a, b] = formatColumn(x, values);
      const total = (values[0] ?? 0) + (values[1] ?? 0);
      const bar = h('div', { class: 'fx-bar2', 'aria-hidden': 'true' }, h('span'));
      // The share through the CSSOM: a page's strict CSP allows it (no style attribute; decision 100).
      bar.style.setProperty('--share', `${total > 0 ? ((values[0] ?? 0) / total) * 100 : 50}%`);
      return h(
        'div',
        { class: 'fx-row' },
        h('span', { class: 'n' }, a),
        h('span', { class: 'fx-center' }, label(labels, code)),
        h('span', { class: 'n' }, b),
        bar,
      );
    }),
  );
}

/** A table of statistics as rows, the two teams as columns. */
function teamTable(x: Ctx, caption: string, codes: string[]): Child {
  if (codes.length === 0) return null;
  const labels = x.v.payload.labels.entityStatistics;
  const columns = x.sides.map((side) =>
    formatColumn(
      x,
      codes.map((code) => teamStats(x, side)[code]),
    ),
  );
  const rows = codes.map((code, i) =>
    h(
      'tr',
      null,
      h('th', { scope: 'row' }, label(labels, code)),
      columns.map((col) => h('td', { class: 'n' }, col[i])),
    ),
  );
  return table(caption, ['', ...x.sides.map((side) => plainTeamName(x, teamIdOf(x, side)))], rows, [
    false,
    true,
    true,
  ]);
}

function periodTable(x: Ctx): Child {
  const { periods } = x.c;
  if (periods.length === 0) return null;
  const f = x.c.fixture;
  const rows = x.sides.map((side) =>
    h(
      'tr',
      null,
      h('th', { scope: 'row' }, team(x, teamIdOf(x, side))),
      periods.map((p) => h('td', { class: 'n' }, side === 0 ? p.home : p.away)),
      h('td', { class: 'n fx-total' }, (side === 0 ? f.home.score : f.away.score) ?? '–'),
    ),
  );
  return table(x.w.summary, [x.v.t.team, ...periods.map((p) => periodName(x, p.period)), x.w.totals], rows, [
    false,
    ...periods.map(() => true),
    true,
  ]);
}

/** Per team, the player of the game by the first chosen statistic, and its goalkeeper by the G/GK list. */
function highlights(x: Ctx): Child {
  const plain = codesOf(x.s.personHighlightsStatistics);
  const keeper = codesOf(
    x.sport === 'handball' ? x.s.personHighlightsStatisticsGK : x.s.personHighlightsStatisticsG,
  );
  const cards: Child[] = [];
  const card = (teamId: string, p: Person, codes: string[]) => {
    const values = codes.map((code) => formatColumn(x, [p.statistics[code]])[0]);
    cards.push(
      h(
        'div',
        { class: 'fx-card' },
        h('p', null, personCell(x, p.personId), h('span', { class: 'muted' }, ` · ${teamCode(x, teamId)}`)),
        h(
          'ul',
          { class: 'legend' },
          codes.map((code, i) =>
            h(
              'li',
              null,
              h('span', { class: 'muted' }, `${label(x.v.payload.labels.statistics, code)} `),
              values[i],
            ),
          ),
        ),
      ),
    );
  };
  for (const side of x.sides) {
    const box = x.c.boxScore.find((t) => t.teamId === teamIdOf(x, side));
    if (!box) continue;
    const best = (list: Person[], code: string | undefined) =>
      code ? [...list].sort((a, b) => (b.statistics[code] ?? -1) - (a.statistics[code] ?? -1))[0] : undefined;
    const top = best(
      box.persons.filter((p) => !p.goalkeeper || keeper.length === 0),
      plain[0],
    );
    if (top) card(box.teamId, top, plain);
    // The goalkeeper who faced the most: the first G/GK statistic, else the one listed first.
    const goalie =
      x.sport === 'basketball'
        ? undefined
        : best(
            box.persons.filter((p) => p.goalkeeper),
            keeper[0],
          );
    if (goalie && keeper.length) card(box.teamId, goalie, keeper);
  }
  return cards.length
    ? h('div', null, h('h3', { class: 'fx-sub' }, x.w.highlights), h('div', { class: 'fx-cards' }, cards))
    : null;
}

function summary(x: Ctx): Child[] {
  return [
    periodTable(x),
    teamTable(x, x.w.keyStatistics, codesOf(x.s.summaryKeyStatistics)),
    comparison(x, x.w.comparison, codesOf(x.s.summaryComparisonStatistics)),
    highlights(x),
  ];
}

function analysis(x: Ctx): Child[] {
  const out = [
    comparison(x, x.w.analysis, codesOf(x.s.analysisStatistics)),
    teamTable(x, x.v.t.teamStatistics, codesOf(x.s.entityStatistics)),
  ].filter(Boolean);
  return out.length ? out : [h('p', null, x.v.t.noData)];
}

/**
 * Made and attempted by kind of shot, per team, from the players' lines (the data has no shot positions:
 * decision 107): basketball's 2-point, 3-point and free throws; hockey's goals on shots; handball's shots
 * and 7m throws.
 */
function shotChart(x: Ctx): Child[] {
  const kinds: [string, string, string, string?, string?][] =
    x.sport === 'basketball'
      ? [
          [
            x.w.twoPoints,
            'fieldGoalsMade',
            'fieldGoalsAttempted',
            'threePointersMade',
            'threePointersAttempted',
          ],
          [x.w.threePoints, 'threePointersMade', 'threePointersAttempted'],
          [x.w.freeThrows, 'freeThrowsMade', 'freeThrowsAttempted'],
        ]
      : x.sport === 'hockey'
        ? [[x.w.shotsOnGoal, 'goals', 'shotsOnGoal']]
        : [
            [x.w.shots, 'goals', 'shots'],
            [x.w.sevenMetres, 'sevenMetreGoals', 'sevenMetreShots'],
          ];
  return x.sides.map((side) => {
    const box = x.c.boxScore.find((t) => t.teamId === teamIdOf(x, side));
    const sum = (code?: string) =>
      code ? (box?.persons ?? []).reduce((n, p) => n + (p.statistics[code] ?? 0), 0) : 0;
    const rows = kinds.map(([name, made, tried, lessMade, lessTried]) => {
      const m = sum(made) - sum(lessMade);
      const a = sum(tried) - sum(lessTried);
      const meter = h('meter', { min: 0, max: Math.max(a, 1), value: m, 'aria-hidden': 'true' });
      return h(
        'tr',
        null,
        h('th', { scope: 'row' }, name),
        h('td', { class: 'n' }, m),
        h('td', { class: 'n' }, a),
        h('td', { class: 'n' }, a > 0 ? `${formatNumber((m / a) * 100, x.v.locale, 1)} %` : '–'),
        h('td', null, meter),
      );
    });
    const tbl = table(plainTeamName(x, teamIdOf(x, side)), ['', x.w.made, x.w.attempted, '%', ''], rows, [
      false,
      true,
      true,
      true,
      false,
    ]);
    tbl.querySelector('caption')?.replaceChildren(h('span', null, team(x, teamIdOf(x, side))));
    return tbl;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Box score

function boxTable(
  x: Ctx,
  box: FixtureBoxScoreTeam,
  persons: Person[],
  codes: string[],
  caption: Child,
  dnp: string[],
  withTotals: boolean,
) {
  const { v, w } = x;
  const labels = v.payload.labels.statistics;
  // The box score's tables share one order; a table without its column keeps the players' order.
  const sort = v.state.sort && codes.includes(v.state.sort.key) ? v.state.sort : null;
  const ordered = sort
    ? sortRows(persons, (p) => p.statistics[sort.key], sort.descending, v.locale)
    : persons;
  // The team's own figure where its line has the statistic (points, rebounds…), else the players' sum of a count.
  const totals = codes.map((code) => {
    const own = box.statistics[code];
    if (own !== undefined) return own;
    const values = persons.map((p) => p.statistics[code]).filter((n): n is number => n !== undefined);
    return values.length && values.every(Number.isInteger) && !/plusMinus/i.test(code)
      ? values.reduce((a, b) => a + b, 0)
      : undefined;
  });
  // Each column in one format, its total included (a count's total stays a whole number beside a ratio's).
  const columns = codes.map((code, c) =>
    formatColumn(x, [...ordered.map((p) => p.statistics[code]), withTotals ? totals[c] : undefined]),
  );
  const lead = x.s.showBib ? 1 : 0;
  const rows: Node[] = ordered.map((p, i) =>
    h(
      'tr',
      null,
      lead ? h('td', { class: 'n' }, bib(x, p.personId)) : null,
      h('th', { scope: 'row' }, personCell(x, p.personId)),
      columns.map((col) => h('td', { class: 'n' }, col[i])),
    ),
  );
  for (const id of dnp) {
    rows.push(
      h(
        'tr',
        { class: 'fx-dnp' },
        lead ? h('td', { class: 'n' }, bib(x, id)) : null,
        h('th', { scope: 'row' }, personCell(x, id)),
        codes.length ? h('td', { colspan: codes.length, class: 'muted' }, w.didNotPlay) : null,
      ),
    );
  }
  if (codes.length && withTotals) {
    const cells = columns.map((col) => col[ordered.length]);
    rows.push(
      h(
        'tr',
        { class: 'fx-total' },
        lead ? h('td') : null,
        h('th', { scope: 'row' }, w.totals),
        cells.map((cell) => h('td', { class: 'n' }, cell)),
      ),
    );
  }
  const tbl = sortTable(
    typeof caption === 'string' ? caption : '',
    [
      ...(lead ? [{ key: 'shirt', label: w.shirt, numeric: true }] : []),
      { key: 'player', label: v.t.player },
      // A statistic sorts best first; a second press turns it round.
      ...codes.map(
        (code): SortColumn => ({ key: code, label: label(labels, code), numeric: true, first: 'descending' }),
      ),
    ],
    rows,
    sort,
    (next) => {
      v.state.sort = next;
      v.update();
    },
  );
  if (typeof caption !== 'string') tbl.querySelector('caption')?.replaceChildren(h('span', null, caption));
  return tbl;
}

function boxScore(x: Ctx): Child[] {
  const { v, w, s } = x;
  const advanced = codesOf(s.boxScoreStatisticsAdvanced);
  const useAdvanced = v.state.advanced === true && advanced.length > 0;
  const plain = useAdvanced ? advanced : codesOf(s.boxScoreStatistics);
  const keeperCodes =
    x.sport === 'basketball'
      ? []
      : codesOf(x.sport === 'handball' ? s.boxScoreStatisticsGK : s.boxScoreStatisticsG);
  const out: Child[] = [];
  if (advanced.length) {
    out.push(
      h(
        'div',
        { class: 'bar' },
        h(
          'button',
          {
            type: 'button',
            class: 'fx-toggle',
            'data-key': 'advanced',
            'aria-pressed': String(useAdvanced),
            onclick: () => {
              v.state.advanced = !useAdvanced;
              v.update();
            },
          },
          w.advanced,
        ),
      ),
    );
  }
  for (const side of x.sides) {
    const box = x.c.boxScore.find((t) => t.teamId === teamIdOf(x, side));
    if (!box) continue;
    const name = plainTeamName(x, box.teamId);
    // Goalkeepers get their own table with the G/GK statistics when that list has any.
    const apart = keeperCodes.length > 0;
    const players = box.persons.filter((p) => !(apart && p.goalkeeper));
    const dnp = s.showDidNotPlay ? box.didNotPlay : [];
    out.push(boxTable(x, box, players, plain, team(x, box.teamId), dnp, true));
    const keepers = box.persons.filter((p) => p.goalkeeper);
    if (apart && keepers.length)
      out.push(boxTable(x, box, keepers, keeperCodes, `${name} – ${w.goalkeepers}`, [], false));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Play by play / timeline, preview, officials

function events(x: Ctx): Child[] {
  const { v, w } = x;
  const periods = [...new Set(x.c.events.map((e) => e.period))];
  if (periods.length === 0) return [h('p', null, v.t.noData)];
  const chosen = v.state.period && periods.includes(Number(v.state.period)) ? Number(v.state.period) : null;
  const filter = selectBox(
    'period',
    w.period,
    [['', v.t.all], ...periods.map((p): [string, string] => [String(p), periodName(x, p)])],
    chosen === null ? '' : String(chosen),
    (value) => {
      v.state.period = value;
      v.update();
    },
  );
  const awayFirst = x.sides[0] === 1;
  const out: Child[] = [h('div', { class: 'bar' }, filter)];
  // An event that changed the score: the sum after it is more than after the one before.
  const scoring = new Set(
    x.c.events.filter((e, i) => {
      const before = x.c.events[i - 1];
      return e.homeScore + e.awayScore > (before ? before.homeScore + before.awayScore : 0);
    }),
  );
  for (const period of chosen === null ? periods : [chosen]) {
    const rows = x.c.events
      .filter((e) => e.period === period)
      .map((e) =>
        h(
          'tr',
          { class: scoring.has(e) ? 'fx-scoring' : null },
          h('td', { class: 'n' }, clock(x, e)),
          h('td', null, e.side === null ? '' : teamCode(x, teamIdOf(x, e.side))),
          h('td', { class: 'fx-wrap' }, eventText(x, e)),
          h(
            'td',
            { class: 'n' },
            awayFirst ? `${e.awayScore}–${e.homeScore}` : `${e.homeScore}–${e.awayScore}`,
          ),
        ),
      );
    out.push(
      table(periodName(x, period), [w.time, v.t.team, w.event, v.t.score], rows, [true, false, false, true]),
    );
  }
  return out;
}

function preview(x: Ctx): Child[] {
  const p = x.c.preview;
  const fields = codesOf(x.s.teamPreviewFields);
  if (!p || fields.length === 0) return [h('p', null, x.v.t.noData)];
  const { w } = x;
  const bySide = x.sides.map((side) => p.teams.find((t) => t.teamId === teamIdOf(x, side)));
  const h2h = p.headToHead;
  const record = (r: { won: number; drawn: number; lost: number }) =>
    x.sport === 'handball' ? `${r.won}–${r.drawn}–${r.lost}` : `${r.won}–${r.lost}`;
  const letters = { W: w.winShort, D: w.drawShort, L: w.lossShort };
  const reasons = { injury: w.injury, illness: w.illness, suspension: w.suspension };
  const cell = (field: string, i: number): Child => {
    const t = bySide[i];
    if (!t) return '–';
    switch (field) {
      case 'standingsPosition':
        return t.standingsPosition ?? '–';
      case 'record':
        return record(t.record);
      case 'homeRecord':
        return record(t.homeRecord);
      case 'awayRecord':
        return record(t.awayRecord);
      case 'lastFive':
        return t.lastFive.map((r) => letters[r]).join(' ') || '–';
      case 'headToHead':
        return (
          (x.sides[i] === 0 ? h2h.homeWins : h2h.awayWins) +
          (i === 0 && h2h.draws ? ` (${h2h.draws} ${w.draws})` : '')
        );
      case 'seasonLeaders':
        return t.seasonLeaders.length
          ? h(
              'ul',
              { class: 'fx-plain' },
              t.seasonLeaders.map((l) =>
                h(
                  'li',
                  null,
                  `${label(x.v.payload.labels.statistics, l.statistic)}: `,
                  personCell(x, l.personId, false),
                  ` ${l.value}`,
                ),
              ),
            )
          : '–';
      case 'injuries':
        return t.unavailable.length
          ? h(
              'ul',
              { class: 'fx-plain' },
              t.unavailable.map((a) =>
                h(
                  'li',
                  null,
                  personCell(x, a.personId, false),
                  ` (${reasons[a.reason]}, ${w.expectedBack} ${a.expectedReturn})`,
                ),
              ),
            )
          : '–';
      default:
        return '–';
    }
  };
  const rows = fields.map((field) =>
    h(
      'tr',
      null,
      h('th', { scope: 'row' }, label(x.v.payload.labels.teamPreviewFields, field)),
      [0, 1].map((i) => h('td', { class: 'fx-wrap' }, cell(field, i))),
    ),
  );
  return [
    table(w.preview, ['', ...x.sides.map((side) => plainTeamName(x, teamIdOf(x, side)))], rows, [
      false,
      false,
      false,
    ]),
  ];
}

/** A match official's name in the person name form chosen (officials have no initials form: the full name). */
function officialName(o: FixtureDetailsContent['matchOfficials'][number], option: string | null): string {
  if (option === 'familyNameLocal' || option === 'familyNameLatin') return o[option];
  return option?.endsWith('Latin') ? o.nameFullLatin : o.nameFullLocal;
}

function officials(x: Ctx): Child[] {
  const { v, w, c } = x;
  const out: Child[] = [];
  const roles = codesOf(x.s.matchOfficials);
  if (roles.length) {
    const rows = roles.map((role) => {
      const o = c.matchOfficials.find((m) => m.role === role);
      return h(
        'tr',
        null,
        h('th', { scope: 'row' }, label(v.payload.labels.matchOfficials, role)),
        h('td', null, o ? officialName(o, choice(x.s, 'personName')) : '–'),
        h('td', null, o?.nationality ?? '–'),
      );
    });
    out.push(table(w.matchOfficials, [w.role, w.name, w.nationality], rows));
  }
  const teamRoles = codesOf(x.s.entityOfficials);
  if (teamRoles.length) {
    for (const side of x.sides) {
      const teamId = teamIdOf(x, side);
      const rows = teamRoles.map((role) => {
        const o = c.teamOfficials.find((m) => m.teamId === teamId && m.role === role);
        return h(
          'tr',
          null,
          h('th', { scope: 'row' }, label(v.payload.labels.entityOfficials, role)),
          h('td', null, o ? personCell(x, o.personId, false) : '–'),
        );
      });
      const tbl = table(`${plainTeamName(x, teamId)} – ${w.teamOfficials}`, [w.role, w.name], rows);
      out.push(tbl);
    }
  }
  return out.length ? out : [h('p', null, v.t.noData)];
}

// ---------------------------------------------------------------------------------------------------------

export function renderFixtureDetails(v: View): Child[] {
  if (v.payload.widget !== 'fixtureDetails') return [];
  const s = v.payload.config;
  const c = v.payload.content as FixtureDetailsContent;
  const w = fixtureWords(v.locale);
  const x: Ctx = {
    v,
    w,
    c,
    s,
    sport: v.payload.sport,
    sides: v.general.teamDisplayOrder === 'awayHome' ? [1, 0] : [0, 1],
  };
  const played = c.fixture.status === 'finished';
  const eventsOn = v.payload.sport === 'basketball' ? s.activePBP === true : s.activeTimeline === true;
  const sections: [string, string, () => Child[]][] = [];
  const add = (on: boolean, key: string, name: string, draw: () => Child[]) => {
    if (on) sections.push([key, name, draw]);
  };
  add(played && s.activeSummary, 'summary', w.summary, () => summary(x));
  add(played && s.activeBoxScore, 'boxScore', w.boxScore, () => boxScore(x));
  add(played && eventsOn, 'events', v.payload.sport === 'basketball' ? w.playByPlay : w.timeline, () =>
    events(x),
  );
  add(played && s.activeAnalysis, 'analysis', w.analysis, () => analysis(x));
  add(played && s.activeShotChart, 'shotChart', w.shotChart, () => shotChart(x));
  add(!played && s.activePreview, 'preview', w.preview, () => preview(x));
  add(s.leadersStatistics.length > 0, 'leaders', v.t.leaders, () => leadersSection(x));
  add(s.activeMatchOfficials, 'officials', w.matchOfficials, () => officials(x));

  const out: Child[] = [banner(x)];
  const selected = sections.find(([key]) => key === v.state.tab) ?? sections[0];
  if (selected) {
    out.push(
      tabList(
        v.t.matchCentre,
        sections.map(([key, name]) => [key, name] as const),
        selected[0],
        (key) => {
          v.state.tab = key;
          v.update();
        },
      ),
      tabPanel(selected[0], selected[2]()),
    );
  }
  return out;
}

/** This chunk's widgets (renderers.ts). */
export const renderers: Chunk['renderers'] = { fixtureDetails: (view) => renderFixtureDetails(view) };
