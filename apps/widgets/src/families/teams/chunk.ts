/**
 * Teams and Team Details (packages/shared/src/features/teams.ts, team-details.ts; decision 108). Teams: the
 * season's teams as a list of names with logos, by pool when asked. Team Details: one team's banner and its
 * Summary, Fixtures, Roster and Statistics tabs, each shown and named as its settings say.
 */

import type { TeamDetailsContent, TeamsContent, WidgetFixture } from '@eua/shared';
import { type Child, h, type SortColumn, sortRows, sortTable, table } from '../../dom';
import { type Columns, fixtureTable } from '../../parts/fixture-table';
import {
  columnPlaces,
  formatDateTime,
  formatNumber,
  labelText,
  linkFor,
  linkTo,
  nameOf,
  pagePath,
  personCell,
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
import { teamWords } from './words';

type TeamWords = ReturnType<typeof teamWords>;

type Details = View<'teamDetails'>;

const teamOpts = (v: View<'teams' | 'teamDetails'>) => ({
  logo: v.config.showEntityLogo,
  name: text(v.config.entityName),
  link: text(v.config.entityLink),
});

const personOpts = (v: Details) => ({
  image: v.config.showPersonImage,
  name: text(v.config.personName),
  link: text(v.config.personLink),
});

// ---------------------------------------------------------------------------------------------------------
// Teams

export function renderTeams(v: View<'teams'>, title: string): Child[] {
  const content = v.payload.content as TeamsContent;
  const opts = teamOpts(v);
  const byName = (ids: readonly string[]) =>
    ids
      .filter((id) => content.teams[id])
      .map((id) => [id, teamName(v, content.teams[id], opts.name)] as const)
      .sort((a, b) => a[1].localeCompare(b[1], v.locale))
      .map(([id]) => id);
  const list = (ids: readonly string[], label: string) =>
    h(
      'ul',
      { class: 'teams', 'aria-label': label },
      byName(ids).map((id) => h('li', null, teamCell(v, id, opts))),
    );
  const pools = content.stages.flatMap((stage) => stage.pools);
  if (pools.length === 0) return [h('p', null, v.t.noData)];
  if (!v.config.showPools) {
    return [list([...new Set(pools.flatMap((p) => p.teamIds))], title)];
  }
  const poolName = text(v.config.poolName);
  // A pool's heading is its name as chosen; "Do not show" numbers the groups instead, so each list keeps a name.
  return pools.map((pool, i) => {
    const name = nameOf(pool.names, poolName) ?? `${v.t.pool} ${i + 1}`;
    return h('section', { class: 'pool' }, h('h3', null, name), list(pool.teamIds, name));
  });
}

// ---------------------------------------------------------------------------------------------------------
// Team Details

type Row = NonNullable<TeamDetailsContent['standings']>['rows'][number];

/** Won–lost (basketball), won–drawn–lost (handball), won–lost–overtime losses (hockey), from a standings row. */
function record(row: Row): string {
  const n = (code: string) => (typeof row.values[code] === 'number' ? (row.values[code] as number) : 0);
  if ('drawn' in row.values) return `${n('won')}–${n('drawn')}–${n('lost')}`;
  if ('lostOvertime' in row.values)
    return `${n('won')}–${n('lost')}–${n('lostOvertime') + n('lostShootout')}`;
  return `${n('won')}–${n('lost')}`;
}

/** The opponent of a team's fixture, "vs" at home and "@" away, linked to the fixture's page. */
function opponent(v: Details, c: TeamDetailsContent, f: WidgetFixture): Child {
  const home = f.home.teamId === c.teamId;
  const other = home ? f.away.teamId : f.home.teamId;
  return [
    `${home ? 'vs' : '@'} `,
    teamCell(v, other, { ...teamOpts(v), logo: false }),
    ' · ',
    linkTo(
      linkFor('internalPage', pagePath(v, 'fixture', f.fixtureId), undefined),
      formatDateTime(f.startTimeUtc, v.locale, v.general.timezone),
    ),
  ];
}

function banner(v: Details, c: TeamDetailsContent, w: TeamWords): HTMLElement {
  const team = c.teams[c.teamId];
  const fields = strings(v.config.teamBannerFields);
  const opts = teamOpts(v);
  const row = c.standings?.rows.find((r) => r.teamId === c.teamId);
  const coach = c.info.headCoachPersonId ? c.persons[c.info.headCoachPersonId] : undefined;
  const next = c.fixtures.find((f) => f.status !== 'finished');
  const facts: Record<string, () => Child> = {
    standingsPosition: () =>
      row &&
      c.standings && [
        `${row.position} / ${c.standings.rows.length}`,
        nameOf(c.standings.pool, text(v.config.poolName)) &&
          ` · ${nameOf(c.standings.pool, text(v.config.poolName))}`,
      ],
    record: () => row && record(row),
    lastFive: () =>
      row &&
      String(row.values.lastFive ?? '')
        .split('')
        .join(' '),
    nextFixture: () => next && opponent(v, c, next),
    headCoach: () => coach && personCell(v, coach, { ...personOpts(v), image: false }),
    venueName: () => nameOf(c.info.venue, text(v.config.venueName)),
  };
  const shown = fields.flatMap((code) => {
    const value = facts[code]?.();
    const label = v.payload.labels.teamBannerFields[code] ?? code;
    return value ? [h('div', null, h('dt', null, label), h('dd', null, value))] : [];
  });
  const logo =
    opts.logo && fields.includes('logo') && team?.logoUrl && safeHref(team.logoUrl)
      ? h('img', { src: team.logoUrl, alt: '', width: 64, height: 64, class: 'crest' })
      : null;
  const name = teamName(v, team, opts.name);
  const full = fields.includes('nameFull') && team && team.nameFullLocal !== name ? team.nameFullLocal : null;
  return h(
    'div',
    { class: 'banner' },
    logo,
    h(
      'div',
      null,
      h(
        'p',
        { class: 'team-name' },
        linkTo(team ? linkFor(opts.link, pagePath(v, 'team', c.teamId), team.websiteUrl) : null, name),
      ),
      full && h('p', { class: 'muted' }, full),
      shown.length > 0 && h('dl', { class: 'facts', 'aria-label': w.information }, shown),
    ),
  );
}

/**
 * A table of team statistics (rows) with their season's value a game and in all. The averages column has one
 * format (columnPlaces); a total keeps its own, so counts stay whole beside a percentage.
 */
function statisticsTable(v: Details, caption: string, codes: string[], w: TeamWords): HTMLElement {
  const { averages, totals } = (v.payload.content as TeamDetailsContent).seasonStatistics;
  const decimals = v.general.statisticsDecimalPlaces;
  const places = columnPlaces(
    codes.map((code) => averages[code]),
    decimals,
  );
  const number = (value: number, p: number) => h('td', { class: 'n' }, formatNumber(value, v.locale, p));
  return table(
    caption,
    [w.statistic, w.perGame, w.total],
    codes.map((code) => {
      const total = totals[code] ?? 0;
      return h(
        'tr',
        null,
        h('th', { scope: 'row' }, v.payload.labels.entityStatistics[code] ?? code),
        number(averages[code] ?? 0, places),
        number(total, columnPlaces([total], decimals)),
      );
    }),
    [false, true, true],
  );
}

function summary(v: Details, c: TeamDetailsContent, w: TeamWords): Child[] {
  const { config, t } = v;
  const { labels } = v.payload;
  const out: Child[] = [];
  const team = c.teams[c.teamId];
  const person = (id: string | null) =>
    id && c.persons[id] ? personCell(v, c.persons[id], { ...personOpts(v), image: false }) : null;
  const info: Record<string, () => Child> = {
    venueName: () => nameOf(c.info.venue, text(config.venueName)),
    venueCapacity: () => formatNumber(c.info.venueCapacity, v.locale, 0),
    city: () => c.info.cityLocal,
    founded: () => c.info.founded,
    headCoach: () => person(c.info.headCoachPersonId),
    captain: () => person(c.info.captainPersonId),
    website: () =>
      team?.websiteUrl &&
      linkTo({ href: team.websiteUrl, newTab: true }, team.websiteUrl.replace(/^https?:\/\//, '')),
    colours: () =>
      [c.info.colourPrimary, c.info.colourSecondary].map((colour) => {
        // Through the CSSOM, which a strict style-src allows (decision 100).
        const swatch = h('span', { class: 'swatch', 'aria-hidden': 'true' });
        swatch.style.backgroundColor = colour;
        return [swatch, `${colour} `];
      }),
  };
  const infoRows = strings(config.summaryTeamInfoFields).flatMap((code) => {
    const value = info[code]?.();
    return value || value === 0
      ? [h('div', null, h('dt', null, labels.teamInfoFields[code] ?? code), h('dd', null, value))]
      : [];
  });
  if (infoRows.length > 0)
    out.push(h('h3', null, w.information), h('dl', { class: 'info', 'aria-label': w.information }, infoRows));

  // Leaders: the highlighted statistic first and marked, then the sport's headline ones.
  const highlighted = text(config.highlightedSummaryLeaderStat);
  const byCode = new Map(c.leaders.map((l) => [l.statistic, l]));
  const shown = [
    ...new Set([...(highlighted && byCode.has(highlighted) ? [highlighted] : []), ...c.headlineStatistics]),
  ].flatMap((code) => (byCode.has(code) ? [byCode.get(code)!] : []));
  if (shown.length > 0) {
    const places = columnPlaces(
      shown.map((l) => l.value),
      v.general.statisticsDecimalPlaces,
    );
    const label = labelText(v, v.config.labelSummaryLeaders, t.leaders);
    out.push(
      table(
        label,
        [w.statistic, t.player, w.perGame],
        shown.map((l) =>
          h(
            'tr',
            { class: l.statistic === highlighted ? 'hl' : null },
            h('td', null, labels.statistics[l.statistic] ?? l.statistic),
            h('th', { scope: 'row', class: 'person' }, personCell(v, c.persons[l.personId], personOpts(v))),
            h('td', { class: 'n' }, formatNumber(l.value, v.locale, places)),
          ),
        ),
        [false, false, true],
      ),
    );
  }

  // The team's pool: five rows around it (its own marked), the chosen fields.
  const fields = strings(config.teamSummaryStandingsFields).slice(0, 5);
  const standings = c.standings;
  if (standings && fields.length > 0) {
    const at = standings.rows.findIndex((r) => r.teamId === c.teamId);
    const start = Math.max(0, Math.min(at - 2, standings.rows.length - 5));
    const rows = standings.rows.slice(start, start + 5);
    const stage = nameOf(standings.stage, text(config.stageName));
    const pool = nameOf(standings.pool, text(config.poolName));
    // A stage without pools is one table named as the stage: its name once.
    const caption = [labelText(v, v.config.labelSummaryStandings, t.standings), stage, pool !== stage && pool]
      .filter(Boolean)
      .join(' · ');
    const places = fields.map((code) =>
      columnPlaces(
        rows.map((r) => r.values[code]),
        v.general.statisticsDecimalPlaces,
      ),
    );
    out.push(
      table(
        caption,
        [t.pos, t.team, ...fields.map((code) => labels.standingsFields[code] ?? code)],
        rows.map((r) =>
          h(
            'tr',
            {
              class: r.teamId === c.teamId ? 'own' : null,
              'aria-current': r.teamId === c.teamId ? 'true' : null,
            },
            h('td', { class: 'n' }, r.position),
            h('th', { scope: 'row' }, teamCell(v, r.teamId, teamOpts(v))),
            fields.map((code, i) =>
              h('td', { class: 'n' }, formatNumber(r.values[code] ?? '', v.locale, places[i] ?? 0)),
            ),
          ),
        ),
        [true, false, ...fields.map(() => true)],
      ),
    );
  }

  const performance = strings(config.teamPerformanceStatistics).filter(
    (code) => c.seasonStatistics.averages[code] !== undefined,
  );
  if (performance.length > 0) {
    out.push(statisticsTable(v, labelText(v, v.config.labelSummaryStatistics, w.statistics), performance, w));
  }
  if (out.length === 0) out.push(h('p', null, t.noData));
  return out;
}

function fixtures(v: Details, c: TeamDetailsContent): Child[] {
  const { t, config } = v;
  const cols: Columns = {
    logo: config.showEntityLogo,
    entityName: text(config.entityName),
    entityLink: text(config.entityLink),
    venue: text(config.venueName),
    stage: text(config.stageName),
    pool: text(config.poolName),
    seriesScore: false,
    link: (f) => linkFor('internalPage', pagePath(v, 'fixture', f.fixtureId), undefined),
  };
  const results = c.fixtures.filter((f) => f.status === 'finished').reverse();
  const upcoming = c.fixtures.filter((f) => f.status !== 'finished');
  if (results.length === 0 && upcoming.length === 0) return [h('p', null, t.noFixtures)];
  return [
    results.length > 0 && fixtureTable(v, t.results, results, cols),
    upcoming.length > 0 && fixtureTable(v, t.upcoming, upcoming, cols),
  ];
}

function roster(v: Details, c: TeamDetailsContent, w: TeamWords): Child[] {
  const { labels } = v.payload;
  const fields = strings(v.config.personInfoFields);
  const out: Child[] = [];
  if (c.roster.players.length > 0) {
    out.push(
      table(
        labelText(v, v.config.labelRosterPlayers, v.t.players),
        [v.t.player, ...fields.map((code) => labels.personInfoFields[code] ?? code)],
        c.roster.players.map((id) => {
          const person = c.persons[id];
          return h(
            'tr',
            null,
            h('th', { scope: 'row', class: 'person' }, personCell(v, person, personOpts(v))),
            fields.map((code) => h('td', null, personInfoText(v.locale, code, person?.info[code]))),
          );
        }),
      ),
    );
  }
  if (c.roster.staff.length > 0) {
    out.push(
      table(
        labelText(v, v.config.labelRosterStaff, w.staff),
        [w.name, w.role],
        c.roster.staff.map((s) =>
          h(
            'tr',
            null,
            h('th', { scope: 'row', class: 'person' }, personCell(v, c.persons[s.personId], personOpts(v))),
            h('td', null, labels.entityOfficials[s.role] ?? s.role),
          ),
        ),
      ),
    );
  }
  if (out.length === 0) out.push(h('p', null, v.t.noData));
  return out;
}

function statistics(v: Details, c: TeamDetailsContent, w: TeamWords): Child[] {
  const { labels } = v.payload;
  const { t } = v;
  const out: Child[] = [];
  const teamCodes = Object.keys(labels.entityStatistics).filter(
    (code) => c.seasonStatistics.averages[code] !== undefined,
  );
  if (teamCodes.length > 0) {
    out.push(
      statisticsTable(v, labelText(v, v.config.labelStatisticsEntities, t.teamStatistics), teamCodes, w),
    );
  }
  const players = c.playerStatistics.filter((p) => p.games > 0);
  const statCodes = Object.keys(labels.statistics).filter((code) =>
    players.some((p) => p.averages[code] !== undefined),
  );
  if (players.length > 0) {
    const sort = v.state.sort ?? { key: statCodes[0] ?? 'games', descending: true };
    const nameOption = text(v.config.personName);
    const name = (p: (typeof players)[number]) => personName(c.persons[p.personId], nameOption);
    // Name order first: the order players of equal values keep.
    const byName = sortRows(players, name, false, v.locale);
    const sorted = sortRows(
      byName,
      (p) => (sort.key === 'name' ? name(p) : sort.key === 'games' ? p.games : p.averages[sort.key]),
      sort.descending,
      v.locale,
    );
    const places = statCodes.map((code) =>
      columnPlaces(
        players.map((p) => p.averages[code]),
        v.general.statisticsDecimalPlaces,
      ),
    );
    const columns: SortColumn[] = [
      // A statistic sorts best first, a name A to Z; a second press reverses.
      { key: 'name', label: t.player, first: 'ascending' },
      { key: 'games', label: w.games, numeric: true, first: 'descending' },
      ...statCodes.map(
        (code): SortColumn => ({
          key: code,
          label: labels.statistics[code] ?? code,
          numeric: true,
          first: 'descending',
        }),
      ),
    ];
    const box = sortTable(
      labelText(v, v.config.labelStatisticsPersons, t.playerStatistics),
      columns,
      sorted.map((p) =>
        h(
          'tr',
          null,
          h('th', { scope: 'row', class: 'person' }, personCell(v, c.persons[p.personId], personOpts(v))),
          h('td', { class: 'n' }, p.games),
          statCodes.map((code, i) =>
            h(
              'td',
              { class: 'n' },
              p.averages[code] === undefined ? '' : formatNumber(p.averages[code]!, v.locale, places[i] ?? 0),
            ),
          ),
        ),
      ),
      sort,
      (next) => {
        v.state.sort = next;
        v.update();
      },
    );
    out.push(box);
  }
  if (out.length === 0) out.push(h('p', null, t.noData));
  return out;
}

export function renderTeamDetails(v: Details, title: string): Child[] {
  const c = v.payload.content as TeamDetailsContent;
  const w = teamWords(v.locale);
  const { config, t } = v;
  const tabs: [string, string, () => Child[]][] = [];
  if (config.activeSummary)
    tabs.push(['summary', labelText(v, v.config.labelSummary, w.summary), () => summary(v, c, w)]);
  if (config.activeFixtures)
    tabs.push(['fixtures', labelText(v, v.config.labelFixtures, t.fixtures), () => fixtures(v, c)]);
  if (config.activeRoster)
    tabs.push(['roster', labelText(v, v.config.labelRoster, w.roster), () => roster(v, c, w)]);
  if (config.activeStatistics)
    tabs.push([
      'statistics',
      labelText(v, v.config.labelStatistics, w.statistics),
      () => statistics(v, c, w),
    ]);
  const out: Child[] = [banner(v, c, w)];
  return [...out, ...tabbed(v, title, tabs)];
}

/** This family's widgets, each drawn by its renderer (decision 122). */
export const renderers: FamilyChunk<'teams'>['renderers'] = {
  teams: renderTeams,
  teamDetails: renderTeamDetails,
};
