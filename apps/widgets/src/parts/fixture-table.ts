/**
 * A table of fixtures, as the schedule, the fixtures fragment and Team Details' fixtures tab draw it: the date in
 * General's time zone, the two teams in General's display order, the score (linked to the fixture's page as the
 * caller says), and the optional venue, stage, pool and series columns. Runtime parts that several families
 * draw live here, so that no family imports another (decision 122).
 */
import type { WidgetFixture } from '@eua/shared';
import { type Child, h, rightmost, table } from '../dom';
import { formatDateTime, type Link, linkTo, nameOf, teamCell, teamName, type View, zoneName } from '../view';

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
  // The zone named once, in the date's header, not on every line (decision 134).
  const zone = fixtures[0] ? zoneName(fixtures[0].startTimeUtc, v.locale, v.general.timezone) : null;
  const headers = [
    zone ? `${t.date} (${zone})` : t.date,
    awayFirst ? t.away : t.home,
    t.score,
    awayFirst ? t.home : t.away,
  ];
  const rows = fixtures.map((f, index) => {
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
        // A stacked table hides its headers: its first date names the zone instead (the stylesheet).
        { class: 'when', 'data-zone': index === 0 ? zone : null },
        h('time', { datetime: f.startTimeUtc }, formatDateTime(f.startTimeUtc, v.locale, v.general.timezone)),
      ),
      h('th', { scope: 'row', class: 'first' }, teamCell(v, first!.teamId, team)),
      h(
        'td',
        { class: 'score' },
        linkTo(cols.link(f), score, { 'aria-label': `${t.details}: ${names[0]} ${score} ${names[1]}` }),
      ),
      h('td', { class: 'second' }, teamCell(v, second!.teamId, team)),
      optional.map(([, cell]) => h('td', { class: 'extra' }, cell(f))),
    );
  });
  const all = [...headers, ...optional.map(([label]) => label)];
  // A narrow widget stacks each fixture (the date above, a team a line, the score beside them: the
  // stylesheet's `.fixtures` container query); a wide one leaves out venue, stage, pool and series first.
  const box = table(caption, all, rows, [false, false, false, false], [], rightmost(all.length, 4));
  box.classList.add('fixtures');
  return box;
}
