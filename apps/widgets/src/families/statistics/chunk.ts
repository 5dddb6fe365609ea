/**
 * Person Statistics and Team Statistics (packages/shared/src/features/person-statistics.ts,
 * team-statistics.ts; decision 110): the screen's four groups, each a table of the season's players or teams
 * with the group's statistics as columns in their order, a tab per group when there are several. Every column
 * sorts (a button in its header; the group's first statistic, best first, to begin with); the rows have no
 * listener, so a table of hundreds of rows costs none per row. Person image, logo, name and link choices.
 */

import type { PersonStatisticsContent, TeamStatisticsContent } from '@eua/shared';
import { type Child, h, sortRows, sortTable, tabList, tabPanel } from '../../dom';
import {
  columnPlaces,
  formatNumber,
  personCell,
  personName,
  strings,
  teamCell,
  teamName,
  text,
  type View,
} from '../../view';
import type { FamilyChunk } from '../define-family';
import { statisticsWords } from './words';

type Content = PersonStatisticsContent | TeamStatisticsContent;

/** Rows shown until the reader asks for all: a season's hundreds of players would make the page very long. */
export const FIRST_ROWS = 25;
type Row = Content['rows'][number] & { personId?: string };
type Group = { key: string; name: string; statistics: string[] };

type Column = {
  key: string;
  label: string;
  numeric: boolean;
  /** What the column sorts by; undefined sorts last either way. */
  value: (row: Row) => number | string | undefined;
  cell: (row: Row) => Child;
  /** The first press sorts ascending for names and a statistic whose smaller value is the better. */
  first: 'ascending' | 'descending';
};

type Statistics = View<'personStatistics' | 'teamStatistics'>;

/** The groups with at least one statistic the sport names, in the screen's order, named as chosen. */
function groupsOf(v: Statistics, labels: Record<string, string>, groupWord: string): Group[] {
  return ([1, 2, 3, 4] as const).flatMap((n) => {
    // A code the sport lacks (a setting saved for another sport, a statistic since retired) has no column.
    const statistics = strings(v.config[`group${n}Statistics` as const]).filter(
      (code) => labels[code] !== undefined,
    );
    if (statistics.length === 0) return [];
    const name = text(v.config[`group${n}Name` as const]);
    return [
      {
        key: `group${n}`,
        name: (name && v.payload.labels.statisticsGroups[name]) || `${groupWord} ${n}`,
        statistics,
      },
    ];
  });
}

export function renderStatistics(v: Statistics, title: string): Child[] {
  const { payload, config, t, state } = v;
  const content = payload.content as Content;
  if (content.widget !== 'personStatistics' && content.widget !== 'teamStatistics') return [];
  const words = statisticsWords(v.locale);
  const ofPersons = content.widget === 'personStatistics';
  const labels = ofPersons ? payload.labels.statistics : payload.labels.entityStatistics;
  const groups = groupsOf(v, labels, words.group);
  if (groups.length === 0) return [h('p', null, words.noStatistics)];
  if (content.rows.length === 0) return [h('p', null, t.noData)];

  const teamOptions = {
    logo: config.showEntityLogo,
    name: text(config.entityName),
    link: v.widget === 'teamStatistics' ? text(v.config.entityLink) : null,
  };
  // Team Statistics has no person settings: its rows are teams.
  const ofPerson = v.widget === 'personStatistics' ? v.config : null;
  const person = {
    image: ofPerson?.showPersonImage === true,
    name: text(ofPerson?.personName),
    link: text(ofPerson?.personLink),
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
    first: 'ascending',
  };
  const games: Column = {
    key: 'games',
    label: words.games,
    numeric: true,
    value: (row) => row.gamesPlayed,
    cell: (row) => h('td', { class: 'n' }, row.gamesPlayed),
    first: 'descending',
  };
  const name: Column = ofPersons
    ? {
        key: 'player',
        label: t.player,
        numeric: false,
        value: personOf,
        cell: (row) =>
          h('th', { scope: 'row', class: 'person' }, personCell(v, persons[row.personId ?? ''], person)),
        first: 'ascending',
      }
    : teamColumn;
  // Name order first: the order equal values keep whatever column sorts them.
  const byName = sortRows(content.rows, name.value, false, v.locale);

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
      first: content.lowerIsBetter.includes(code) ? 'ascending' : 'descending',
    };
  });
  // The statistics beside the name, a player's team last: where the widget is narrow, the column that
  // scrolls out of view is the team, not the statistics (as the leaders' tables, decision 079).
  const columns = ofPersons ? [name, games, ...statColumns, teamColumn] : [name, games, ...statColumns];
  const first = statColumns[0]!;
  const saved = state.groupSort?.[selected.key];
  const sortedBy = columns.find((c) => c.key === saved?.key) ?? first;
  const sort =
    saved && sortedBy.key === saved.key
      ? saved
      : { key: first.key, descending: first.first === 'descending' };
  const sorted = sortRows(byName, sortedBy.value, sort.descending, v.locale);
  const shown = state.allRows ? sorted : sorted.slice(0, FIRST_ROWS);
  const rows = shown.map((row) =>
    h(
      'tr',
      null,
      columns.map((c) => c.cell(row)),
    ),
  );
  const box = sortTable(
    selected.name,
    columns,
    rows,
    sort,
    (next) => {
      state.groupSort = { ...state.groupSort, [selected.key]: next };
      v.update();
    },
    `${selected.key}-`,
    // Narrow, the team goes first, then the statistics from the last back, then games played: the name, the
    // group's first statistic and the column the rows are sorted by stay (decision 133).
    [
      ...(ofPersons ? [columns.length - 1] : []),
      ...statColumns.map((_, i) => 2 + statColumns.length - 1 - i).filter((i) => i > 2),
      1,
    ].filter((i) => columns[i]?.key !== sortedBy.key),
  );
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

/** This family's widgets, each drawn by its renderer (decision 122). */
export const renderers: FamilyChunk<'statistics'>['renderers'] = {
  personStatistics: renderStatistics,
  teamStatistics: renderStatistics,
};
