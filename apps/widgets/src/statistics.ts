/**
 * Person Statistics and Team Statistics (packages/shared/src/features/person-statistics.ts,
 * team-statistics.ts; decision 110): the screen's four groups, each a table of the season's players or teams
 * with the group's statistics as columns in their order, a tab per group when there are several. Every column
 * sorts (a button in its header; the group's first statistic, best first, to begin with); one listener per
 * table, so a table of hundreds of rows costs no listener per row. Person image, logo, name and link choices.
 */

import type { PersonStatisticsContent, TeamStatisticsContent } from '@eua/shared';
import { type Child, glue, h, tabList, table, tabPanel } from './dom';
import type { Chunk } from './renderers';
import {
  choice,
  codes,
  columnPlaces,
  flag,
  formatNumber,
  personCell,
  personName,
  teamCell,
  teamName,
  type View,
} from './view';
import { statisticsWords } from './words-statistics';

type Content = PersonStatisticsContent | TeamStatisticsContent;

/** Rows shown until the reader asks for all: a season's hundreds of players would make the page very long. */
export const FIRST_ROWS = 25;
type Row = Content['rows'][number] & { personId?: string };
type Group = { key: string; name: string; statistics: string[] };
type Sort = { column: string; ascending: boolean };

type Column = {
  key: string;
  label: string;
  numeric: boolean;
  /** What the column sorts by; undefined sorts last either way. */
  value: (row: Row) => number | string | undefined;
  cell: (row: Row) => Child;
  /** The first click sorts ascending (names; a statistic whose smaller value is the better). */
  ascendingFirst: boolean;
};

const compareText = (locale: string): ((a: string, b: string) => number) => {
  try {
    return new Intl.Collator(locale).compare;
  } catch {
    return new Intl.Collator().compare;
  }
};

/** The groups with at least one statistic the sport names, in the screen's order, named as chosen. */
function groupsOf(v: View, labels: Record<string, string>, groupWord: string): Group[] {
  return [1, 2, 3, 4].flatMap((n) => {
    // A code the sport lacks (a setting saved for another sport, a statistic since retired) has no column.
    const statistics = codes(v.config, `group${n}Statistics`).filter((code) => labels[code] !== undefined);
    if (statistics.length === 0) return [];
    const name = choice(v.config, `group${n}Name`);
    return [
      {
        key: `group${n}`,
        name: (name && v.payload.labels.statisticsGroups[name]) || `${groupWord} ${n}`,
        statistics,
      },
    ];
  });
}

/** The rows in the column's order, stable: equal values keep the rows' name order. */
function sortRows(
  rows: readonly Row[],
  column: Column,
  ascending: boolean,
  text: (a: string, b: string) => number,
): Row[] {
  const direction = ascending ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [column.value(a), column.value(b)];
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return direction * (x - y);
    return direction * text(String(x), String(y));
  });
}

export function renderStatistics(v: View, title: string): Child[] {
  const { payload, config, t, state } = v;
  const content = payload.content as Content;
  if (content.widget !== 'personStatistics' && content.widget !== 'teamStatistics') return [];
  const words = statisticsWords(v.locale);
  const ofPersons = content.widget === 'personStatistics';
  const labels = ofPersons ? payload.labels.statistics : payload.labels.entityStatistics;
  const groups = groupsOf(v, labels, words.group);
  if (groups.length === 0) return [h('p', null, words.noStatistics)];
  if (content.rows.length === 0) return [h('p', null, t.noData)];

  const text = compareText(v.locale);
  const teamOptions = {
    logo: flag(config, 'showEntityLogo'),
    name: choice(config, 'entityName'),
    link: ofPersons ? null : choice(config, 'entityLink'),
  };
  const person = {
    image: flag(config, 'showPersonImage'),
    name: choice(config, 'personName'),
    link: choice(config, 'personLink'),
  };
  const persons = content.widget === 'personStatistics' ? content.persons : {};
  const teamOf = (row: Row) => teamName(v, content.teams[row.teamId], teamOptions.name);
  const personOf = (row: Row) => personName(persons[row.personId ?? ''], person.name);
  const teamColumn: Column = {
    key: 'team',
    label: t.team,
    numeric: false,
    value: teamOf,
    cell: (row) =>
      h(ofPersons ? 'td' : 'th', ofPersons ? null : { scope: 'row' }, teamCell(v, row.teamId, teamOptions)),
    ascendingFirst: true,
  };
  const games: Column = {
    key: 'games',
    label: words.games,
    numeric: true,
    value: (row) => row.gamesPlayed,
    cell: (row) => h('td', { class: 'n' }, row.gamesPlayed),
    ascendingFirst: false,
  };
  const name: Column = ofPersons
    ? {
        key: 'player',
        label: t.player,
        numeric: false,
        value: personOf,
        cell: (row) =>
          h('th', { scope: 'row', class: 'person' }, personCell(v, persons[row.personId ?? ''], person)),
        ascendingFirst: true,
      }
    : teamColumn;
  // Name order first: the order equal values keep whatever column sorts them.
  const byName = sortRows(content.rows, name, true, text);

  const selected = groups.find((g) => g.key === state.group) ?? groups[0]!;
  const statColumns = selected.statistics.map((code): Column => {
    const places = columnPlaces(
      content.rows.map((row) => row.values[code]),
      v.general.statisticsDecimalPlaces,
    );
    return {
      key: code,
      label: labels[code] ?? code,
      numeric: true,
      value: (row) => row.values[code],
      cell: (row) => {
        const value = row.values[code];
        return h('td', { class: 'n' }, value === undefined ? '–' : formatNumber(value, v.locale, places));
      },
      ascendingFirst: content.lowerIsBetter.includes(code),
    };
  });
  // The statistics beside the name, a player's team last: where the widget is narrow, the column that
  // scrolls out of view is the team, not the statistics (as the leaders' tables, decision 079).
  const columns = ofPersons ? [name, games, ...statColumns, teamColumn] : [name, games, ...statColumns];
  const first = statColumns[0]!;
  const sort: Sort = state.groupSort?.[selected.key] ?? {
    column: first.key,
    ascending: first.ascendingFirst,
  };
  const sortedBy = columns.find((c) => c.key === sort.column) ?? first;
  const sorted = sortRows(byName, sortedBy, sort.ascending, text);
  const shown = state.allRows ? sorted : sorted.slice(0, FIRST_ROWS);
  const rows = shown.map((row) =>
    h(
      'tr',
      null,
      columns.map((c) => c.cell(row)),
    ),
  );

  const headers = columns.map((c) =>
    h(
      'button',
      { type: 'button', class: 'sort', 'data-sort': c.key, 'data-key': `sort-${selected.key}-${c.key}` },
      glue(c.label),
    ),
  );
  const box = table(
    selected.name,
    headers,
    rows,
    columns.map((c) => c.numeric),
    columns.map((c) => ({
      'aria-sort': c !== sortedBy ? 'none' : sort.ascending ? 'ascending' : 'descending',
    })),
  );
  // One listener for every header of the table: a click (or Enter / Space on the focused button) sorts.
  box.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('button[data-sort]');
    const column = columns.find((c) => c.key === button?.dataset.sort);
    if (!column) return;
    const ascending = column === sortedBy ? !sort.ascending : column.ascendingFirst;
    state.groupSort = { ...state.groupSort, [selected.key]: { column: column.key, ascending } };
    v.update();
  });
  const more =
    sorted.length > FIRST_ROWS &&
    h(
      'button',
      {
        type: 'button',
        class: 'more',
        'data-key': 'more',
        'aria-expanded': String(!!state.allRows),
        onclick: () => {
          state.allRows = !state.allRows;
          v.update();
        },
      },
      state.allRows ? words.showFewer : `${words.showAll} (${sorted.length})`,
    );
  const panel: Child[] = [
    box,
    h('div', { class: 'bar' }, more, h('span', { class: 'muted note' }, words.perGame)),
  ];
  if (groups.length === 1) return panel;
  const pick = (key: string) => {
    state.group = key;
    v.update();
  };
  return [
    tabList(
      title,
      groups.map((g) => [g.key, g.name] as const),
      selected.key,
      pick,
    ),
    // The tab names the table: its caption stays for screen readers, out of sight.
    tabPanel(selected.key, [h('div', { class: 'named' }, panel)]),
  ];
}

/** This chunk's widgets (renderers.ts). */
export const renderers: Chunk['renderers'] = {
  personStatistics: renderStatistics,
  teamStatistics: renderStatistics,
};
