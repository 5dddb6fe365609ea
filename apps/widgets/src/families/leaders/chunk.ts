/**
 * Leaders (packages/shared/src/features/leaders.ts): one small table per chosen statistic, in the chosen
 * order, each cut to leadersCountPerStatistic rows; person image (with General's personImageType), team logo,
 * person and team name choices, person link.
 */

import type { LeadersContent } from '@eua/shared';
import { leadersShown } from '@eua/shared/widgets';
import { type Child, h, rightmost, table } from '../../dom';
import { columnPlaces, formatNumber, personCell, teamCell, text, type View } from '../../view';
import type { FamilyChunk } from '../define-family';

export function renderLeaders(v: View): Child[] {
  if (v.payload.widget !== 'leaders') return [];
  // The leaders' settings, resolved: every field there, with its screen's default (decision 094).
  const { config } = v.payload;
  const content = v.payload.content as LeadersContent;
  const { t } = v;
  const personOpts = {
    image: config.showPersonImage,
    name: text(config.personName),
    link: text(config.personLink),
  };
  const team = { logo: config.showEntityLogo, name: text(config.entityName), link: null };
  const byCode = new Map(content.statistics.map((s) => [s.statistic, s]));
  let chosen = config.leadersStatistics.map(String);
  // Nothing chosen yet (the screen's default): every statistic the content has, rather than an empty widget.
  if (chosen.length === 0) chosen = content.statistics.map((s) => s.statistic);

  const out: Child[] = chosen.map((code) => {
    const label = v.payload.labels.statistics[code] ?? code;
    const leaders = leadersShown(byCode.get(code)?.leaders ?? [], config.leadersCountPerStatistic);
    const places = columnPlaces(
      leaders.map((leader) => leader.value),
      v.general.statisticsDecimalPlaces,
    );
    const rows = leaders.map((leader) =>
      h(
        'tr',
        null,
        h('td', { class: 'n' }, leader.rank),
        h(
          'th',
          { scope: 'row', class: 'person' },
          personCell(v, content.persons[leader.personId], personOpts),
        ),
        h('td', { class: 'n' }, formatNumber(leader.value, v.locale, places)),
        h('td', null, teamCell(v, leader.teamId, team)),
      ),
    );
    if (rows.length === 0) rows.push(h('tr', null, h('td', { colspan: 4 }, t.noData)));
    // The value beside the player, the team last: where the widget is narrow (a phone, a side column, the
    // console's preview) the column that scrolls out of view is the team, not the statistic (decision 079).
    return table(
      label,
      [t.rank, t.player, label, t.team],
      rows,
      [true, false, true, false],
      [],
      rightmost(4, 3),
    );
  });
  if (out.length === 0) out.push(h('p', null, t.noData));
  return out;
}

/** This family's widgets, each drawn by its renderer (decision 122). */
export const renderers: FamilyChunk<'leaders'>['renderers'] = { leaders: (view) => renderLeaders(view) };
