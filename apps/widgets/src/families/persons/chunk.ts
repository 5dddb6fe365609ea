/**
 * Players and Person Detail (packages/shared/src/features/players.ts, person-detail.ts; decision 109).
 * Players: one sortable table of the season's players with a team filter, the chosen information columns,
 * and the staff in a table of their own. Person Detail: the person's name, image, bib and team, then the
 * Summary (highlighted averages, information), Log (a row per game) and Statistics (per game and totals)
 * parts, as tabs when more than one is shown.
 */

import type {
  PersonDetailContent,
  PlayersContent,
  WidgetGameLogEntry,
  WidgetRosterPerson,
} from '@eua/shared';
import { type Child, h, selectBox, sortRows, sortTable, table } from '../../dom';
import {
  columnPlaces,
  formatDate,
  formatNumber,
  imageWithType,
  labelText,
  linkFor,
  linkTo,
  pagePath,
  personInfoText,
  personName,
  safeHref,
  strings,
  tabbed,
  teamCell,
  teamName,
  text,
  type View,
} from '../../view';
import type { FamilyChunk } from '../define-family';
import { type PersonsWords, personsWords } from './words';

type Persons = View<'players' | 'personDetail'>;

function personImage(v: Persons, person: WidgetRosterPerson, size: number): Child {
  if (!v.config.showPersonImage || !safeHref(person.imageUrl)) return null;
  return h('img', {
    src: imageWithType(person.imageUrl, v.general.personImageType),
    alt: '',
    width: size,
    height: size,
    loading: 'lazy',
    class: 'face',
  });
}

/**
 * The person information codes to show: the chosen ones the sport's list names (a code it lacks is left out),
 * without the shirt number while the bib shows it.
 */
function infoCodes(v: Persons): string[] {
  const named = v.payload.labels.personInfoFields;
  const bib = v.config.showBib;
  return strings(v.config.personInfoFields).filter((c) => named[c] && !(bib && c === 'shirtNumber'));
}

/** A statistics list of the screen: the chosen codes the sport names, every statistic when none is chosen. */
function statisticCodes(v: Persons, list: readonly (string | number)[]): string[] {
  const named = v.payload.labels.statistics;
  const chosen = strings(list).filter((c) => named[c]);
  return strings(list).length === 0 ? Object.keys(named) : chosen;
}

// ---------------------------------------------------------------------------------------------------------
// Players

type Column = {
  key: string;
  label: string;
  numeric: boolean;
  cell: (p: WidgetRosterPerson) => Child;
  /** What the column sorts by; undefined: not sortable. */
  value?: (p: WidgetRosterPerson) => string | number | undefined;
};

/**
 * A table whose sortable columns' headers are buttons: a first press sorts ascending, the next descending.
 * Without a sort the rows keep their order (by team, then shirt number).
 */
function sortableTable(
  v: View,
  caption: string,
  columns: Column[],
  persons: WidgetRosterPerson[],
  rowHeader: number,
): HTMLElement {
  const sort = v.state.sort;
  const sorted = columns.find((c) => c.key === sort?.key && c.value);
  const rows = sorted?.value && sort ? sortRows(persons, sorted.value, sort.descending, v.locale) : persons;
  const body = rows.map((p) =>
    h(
      'tr',
      { 'data-person': p.personId },
      columns.map((c, i) =>
        h(
          i === rowHeader ? 'th' : 'td',
          { scope: i === rowHeader ? 'row' : null, class: c.numeric ? 'n' : null },
          c.cell(p),
        ),
      ),
    ),
  );
  return sortTable(
    caption,
    columns.map((c) => ({ ...c, first: c.value ? 'ascending' : undefined })),
    body,
    sorted ? sort! : null,
    (next) => {
      v.state.sort = next;
      v.update();
    },
  );
}

/** A table whose caption says the widget's heading again: the caption is kept for screen readers only. */
function named(sameAsHeading: boolean, table: HTMLElement): HTMLElement {
  return sameAsHeading ? h('div', { class: 'named' }, table) : table;
}

export function renderPlayers(v: View<'players'>, title: string): Child[] {
  const content = v.payload.content as PlayersContent;
  const { config, state } = v;
  const t = { ...v.t, ...personsWords(v.locale) };
  const personOption = text(config.personName);
  const personLink = text(config.personLink);
  const entityName = text(config.entityName);
  const team = { logo: config.showEntityLogo, name: entityName, link: null };
  const labels = v.payload.labels.personInfoFields;

  const teamIds = [...new Set(content.persons.map((p) => p.teamId))].filter((id) => content.teams[id]);
  const chosenTeam = state.team && teamIds.includes(state.team) ? state.team : '';
  const options = teamIds
    .map((id): [string, string] => [id, teamName(v, content.teams[id], entityName)])
    .sort((a, b) => a[1].localeCompare(b[1], v.locale));
  const out: Child[] = [];
  if (teamIds.length > 1) {
    out.push(
      h(
        'div',
        { class: 'bar' },
        selectBox('team', t.team, [['', t.allTeams], ...options], chosenTeam, (value) => {
          state.team = value;
          v.update();
        }),
      ),
    );
  }
  const ofTeam = chosenTeam ? content.persons.filter((p) => p.teamId === chosenTeam) : content.persons;
  const players = ofTeam.filter((p) => p.role === 'player');

  const name = (p: WidgetRosterPerson): Child => [
    personImage(v, p, 28),
    linkTo(linkFor(personLink, pagePath(v, 'person', p.personId), p.websiteUrl), personName(p, personOption)),
  ];
  const teamColumn: Column = {
    key: 'team',
    label: t.team,
    numeric: false,
    cell: (p) => teamCell(v, p.teamId, team),
    value: (p) => teamName(v, content.teams[p.teamId], entityName),
  };
  const columns: Column[] = [];
  if (config.showBib) {
    columns.push({
      key: 'number',
      label: t.number,
      numeric: true,
      cell: (p) => p.info.shirtNumber,
      value: (p) => p.info.shirtNumber,
    });
  }
  columns.push({
    key: 'name',
    label: t.player,
    numeric: false,
    cell: name,
    value: (p) => personName(p, personOption),
  });
  // One team chosen: its name is the filter's, not a column's.
  if (!chosenTeam) columns.push(teamColumn);
  for (const code of infoCodes(v)) {
    columns.push({
      key: code,
      label: labels[code] ?? code,
      numeric: code === 'shirtNumber' || code === 'ageYears' || code === 'height' || code === 'weight',
      cell: (p) => personInfoText(v.locale, code, p.info[code]),
      value: (p) => p.info[code],
    });
  }
  const caption = chosenTeam ? `${title}: ${teamName(v, content.teams[chosenTeam], entityName)}` : title;
  out.push(
    players.length > 0
      ? named(caption === title, sortableTable(v, caption, columns, players, config.showBib ? 1 : 0))
      : h('p', null, t.noPlayers),
  );

  if (config.showStaff) {
    const staff = ofTeam.filter((p) => p.role === 'staff');
    const staffColumns: Column[] = [
      { key: 'name', label: t.staff, numeric: false, cell: name },
      ...(chosenTeam ? [] : [{ ...teamColumn, value: undefined }]),
      {
        key: 'role',
        label: t.role,
        numeric: false,
        cell: (p) => personInfoText(v.locale, 'position', p.info.position),
      },
    ];
    if (staff.length > 0) out.push(sortableTable(v, t.staff, staffColumns, staff, 0));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Person Detail

type Part = 'summary' | 'log' | 'statistics';

function statisticValue(v: View, value: number | undefined, places: number): string {
  return value === undefined ? '–' : formatNumber(value, v.locale, places);
}

function summaryPart(
  v: View<'personDetail'>,
  content: PersonDetailContent,
  t: PersonsWords & View['t'],
): Child[] {
  const statistics = v.payload.labels.statistics;
  const out: Child[] = [];
  // At most four, as the screen allows; codes the sport lacks are left out.
  const averages = strings(v.config.personAverages)
    .filter((c) => statistics[c])
    .slice(0, 4);
  // A player without a game this season: said once, not as a tile of dashes per figure.
  if (averages.length > 0 && content.gamesPlayed === 0) out.push(h('p', { class: 'muted' }, t.noGames));
  else if (averages.length > 0) {
    out.push(
      h(
        'dl',
        { class: 'averages', 'aria-label': t.averages },
        averages.map((code) => {
          const value = content.averages[code];
          const places = columnPlaces([value], v.general.statisticsDecimalPlaces);
          return h(
            'div',
            null,
            h('dt', null, statistics[code]),
            h('dd', null, statisticValue(v, value, places)),
          );
        }),
      ),
    );
  }
  const info = infoCodes(v);
  if (info.length > 0) {
    const labels = v.payload.labels.personInfoFields;
    out.push(
      h(
        'dl',
        { class: 'info', 'aria-label': t.information },
        info.map((code) =>
          h(
            'div',
            null,
            h('dt', null, labels[code]),
            h('dd', null, personInfoText(v.locale, code, content.person.info[code])),
          ),
        ),
      ),
    );
  }
  if (out.length === 0) out.push(h('p', null, t.noData));
  return out;
}

function resultOf(g: WidgetGameLogEntry, t: PersonsWords): string {
  const letter = g.teamScore > g.opponentScore ? t.win : g.teamScore < g.opponentScore ? t.loss : t.draw;
  return `${letter} ${g.teamScore}–${g.opponentScore}`;
}

function logPart(
  v: View<'personDetail'>,
  content: PersonDetailContent,
  t: PersonsWords & View['t'],
  caption: string,
): Child[] {
  if (content.gameLog.length === 0) return [h('p', null, t.noGames)];
  const statistics = v.payload.labels.statistics;
  const fields = statisticCodes(v, v.config.logFields);
  const team = {
    logo: v.config.showEntityLogo,
    name: text(v.config.entityName),
    link: text(v.config.entityLink),
  };
  const places = fields.map((code) =>
    columnPlaces(
      content.gameLog.map((g) => g.statistics?.[code]),
      v.general.statisticsDecimalPlaces,
    ),
  );
  const rows = [...content.gameLog].reverse().map((g) => {
    const opponent = teamName(v, content.teams[g.opponentTeamId], team.name);
    const result = resultOf(g, t);
    return h(
      'tr',
      { 'data-fixture': g.fixtureId },
      h(
        'td',
        null,
        h('time', { datetime: g.startTimeUtc }, formatDate(g.startTimeUtc.slice(0, 10), v.locale)),
      ),
      // "vs" at home, "@" away: the usual short forms in every language the widgets speak.
      h('th', { scope: 'row' }, g.home ? 'vs ' : '@ ', teamCell(v, g.opponentTeamId, team)),
      h(
        'td',
        { class: 'score' },
        linkTo({ href: pagePath(v, 'fixture', g.fixtureId), newTab: false }, result, {
          'aria-label': `${t.details}: ${result}, ${opponent}`,
        }),
      ),
      g.statistics
        ? fields.map((code, i) =>
            h('td', { class: 'n' }, statisticValue(v, g.statistics?.[code], places[i]!)),
          )
        : fields.length > 0 && h('td', { colspan: fields.length, class: 'muted' }, t.didNotPlay),
    );
  });
  return [
    table(caption, [t.date, t.opponent, t.result, ...fields.map((c) => statistics[c] ?? c)], rows, [
      false,
      false,
      false,
      ...fields.map(() => true),
    ]),
  ];
}

function statisticsPart(
  v: View<'personDetail'>,
  content: PersonDetailContent,
  t: PersonsWords & View['t'],
  caption: string,
): Child[] {
  if (content.gamesPlayed === 0) return [h('p', null, t.noGames)];
  const statistics = v.payload.labels.statistics;
  const fields = statisticCodes(v, v.config.statisticsFields);
  const places = fields.map((code) =>
    columnPlaces([content.averages[code], content.totals[code]], v.general.statisticsDecimalPlaces),
  );
  const row = (label: string, values: Record<string, number>) =>
    h(
      'tr',
      null,
      h('th', { scope: 'row' }, label),
      h('td', { class: 'n' }, content.gamesPlayed),
      fields.map((code, i) => h('td', { class: 'n' }, statisticValue(v, values[code], places[i]!))),
    );
  return [
    table(
      caption,
      ['', t.games, ...fields.map((c) => statistics[c] ?? c)],
      [row(t.perGame, content.averages), row(t.totals, content.totals)],
      [false, true, ...fields.map(() => true)],
    ),
  ];
}

/** A staff member's card: their role first, then the chosen information the sport names. */
function staffCard(
  v: View<'personDetail'>,
  content: PersonDetailContent,
  t: PersonsWords & View['t'],
): Child {
  const labels = v.payload.labels.personInfoFields;
  const info = infoCodes(v).filter((code) => code !== 'position' && code !== 'shirtNumber');
  return h(
    'dl',
    { class: 'info', 'aria-label': t.information },
    h(
      'div',
      null,
      h('dt', null, t.role),
      h('dd', null, personInfoText(v.locale, 'position', content.person.info.position)),
    ),
    info.map((code) =>
      h(
        'div',
        null,
        h('dt', null, labels[code]),
        h('dd', null, personInfoText(v.locale, code, content.person.info[code])),
      ),
    ),
  );
}

export function renderPersonDetail(v: View<'personDetail'>, title: string): Child[] {
  const content = v.payload.content as PersonDetailContent;
  const { config } = v;
  const t = { ...v.t, ...personsWords(v.locale) };
  const { person } = content;
  const bib =
    config.showBib && person.role !== 'staff' && person.info.shirtNumber !== undefined
      ? `#${person.info.shirtNumber}`
      : null;
  const team = {
    logo: config.showEntityLogo,
    name: text(config.entityName),
    link: text(config.entityLink),
  };
  const head = h(
    'div',
    { class: 'person' },
    personImage(v, person, 64),
    h(
      'div',
      null,
      h(
        'h3',
        null,
        personName(person, text(config.personName)),
        bib && h('span', { class: 'bib' }, ` ${bib}`),
      ),
      h('p', { class: 'team' }, teamCell(v, person.teamId, team)),
    ),
  );

  // A member of the staff has no games or statistics: their card says their role, team and information
  // rather than a player's page of dashes (decision 134).
  if (person.role === 'staff') return [head, staffCard(v, content, t)];

  const parts: [Part, string, () => Child[]][] = [];
  if (config.activeSummary) {
    parts.push(['summary', labelText(v, config.labelSummary, t.summary), () => summaryPart(v, content, t)]);
  }
  if (config.activeLog) {
    const label = labelText(v, config.labelLog, t.gameLog);
    parts.push(['log', label, () => logPart(v, content, t, label)]);
  }
  if (config.activeStatistics) {
    const label = labelText(v, config.labelStatistics, t.statistics);
    parts.push(['statistics', label, () => statisticsPart(v, content, t, label)]);
  }
  if (parts.length === 0) return [head];
  if (parts.length === 1) {
    const [[, label, draw]] = parts as [[Part, string, () => Child[]]];
    return [head, h('section', null, h('h4', null, label), draw())];
  }
  return [head, ...tabbed(v, `${title}: ${personName(person, text(config.personName))}`, parts)];
}

/** This family's widgets, each drawn by its renderer (decision 122). */
export const renderers: FamilyChunk<'persons'>['renderers'] = {
  players: renderPlayers,
  personDetail: renderPersonDetail,
};
