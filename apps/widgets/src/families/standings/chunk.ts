/**
 * Standings and standings fragment (packages/shared/src/features/standings.ts, standings-fragment.ts): one
 * table per pool, the output fields in the chosen order, promotion/relegation colours as a row marker and a
 * legend, team logo/name/link choices, pool/stage/season name flags; the fragment adds a "Full standings" link.
 */

import type { StandingsContent } from '@eua/shared';
import { type Child, h, rightmost, table } from '../../dom';
import {
  columnPlaces,
  formatNumber,
  linkFor,
  linkTo,
  nameOf,
  strings,
  teamCell,
  text,
  type View,
} from '../../view';
import type { FamilyChunk } from '../define-family';

type Rule = { value: string; from: number; to: number; colour: string };

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * The colour rules that name a position ("1") or a range ("1-4"), in the order they were saved. A rule value
 * that names no position (the editor accepts any text) has no row to mark, so it is left out of the legend too.
 */
export function colourRules(value: unknown): Rule[] {
  if (typeof value !== 'object' || value === null) return [];
  const rules: Rule[] = [];
  for (const [rule, colour] of Object.entries(value as Record<string, unknown>)) {
    const match = /^\s*(\d+)\s*(?:[-–]\s*(\d+)\s*)?$/.exec(rule);
    if (!match || typeof colour !== 'string' || !HEX.test(colour)) continue;
    const a = Number(match[1]);
    const b = match[2] === undefined ? a : Number(match[2]);
    rules.push({ value: rule.trim(), from: Math.min(a, b), to: Math.max(a, b), colour });
  }
  return rules;
}

export function renderStandings(v: View<'standings' | 'standingsFragment'>): Child[] {
  const content = v.payload.content as StandingsContent;
  const { config, t } = v;
  // The fragment's screen has no stage or season-name settings: it stays compact.
  const full = v.widget === 'standings' ? v.config : null;
  const rules = colourRules(config.promotionRelegationColours);
  const team = {
    logo: config.showEntityLogo,
    name: text(config.entityName),
    link: text(config.entityLink),
  };
  const showPools = config.showPools;
  const showStage = full?.showStage === true;
  const showSeasonName = full?.showSeasonName === true;
  const poolName = text(config.poolName);
  const stageName = text(full?.stageName);

  let fields = strings(config.standingsFields);
  if (fields.length === 0) {
    // Nothing chosen yet (the screen's default): the sport's own fields rather than a bare Pos/Team table.
    const first = content.stages[0]?.pools[0]?.rows[0];
    fields = Object.keys(v.payload.labels.standingsFields).filter((code) => first && code in first.values);
  }
  const headers = [t.pos, t.team, ...fields.map((code) => v.payload.labels.standingsFields[code] ?? code)];
  const numeric = [true, false, ...fields.map(() => true)];
  // One format per field across every pool of the widget (view.ts columnPlaces).
  const allRows = content.stages.flatMap((stage) => stage.pools.flatMap((pool) => pool.rows));
  const places = Object.fromEntries(
    fields.map((code) => [
      code,
      columnPlaces(
        allRows.map((row) => row.values[code]),
        v.general.statisticsDecimalPlaces,
      ),
    ]),
  );

  const out: Child[] = [];
  // The season's name, unless the season selector above already says it (one subtitle, decision 133).
  if (showSeasonName && content.season.nameLocal && !v.seasonShown) {
    const s = content.season;
    out.push(h('p', { class: 'muted' }, [s.competitionNameLocal, s.nameLocal].filter(Boolean).join(' · ')));
  }
  let used = false;
  for (const stage of content.stages) {
    const stageLabel = showStage ? nameOf(stage.names, stageName) : null;
    for (const pool of stage.pools) {
      const poolLabel = showPools ? nameOf(pool.names, poolName) : null;
      // A pool named as its stage ("Regular Season · Regular Season") is said once.
      const caption = [...new Set([stageLabel, poolLabel].filter(Boolean))].join(' · ') || t.standings;
      const rows = pool.rows.map((row) => {
        const rule = rules.find((r) => row.position >= r.from && row.position <= r.to);
        const mark = rule ? h('span', { class: 'mark', 'aria-hidden': 'true' }) : null;
        if (mark && rule) mark.style.backgroundColor = rule.colour;
        if (rule) used = true;
        return h(
          'tr',
          { 'data-rule': rule?.value },
          h('td', { class: 'n pos' }, mark, row.position),
          h('th', { scope: 'row', class: 'team' }, teamCell(v, row.teamId, team)),
          fields.map((code) => {
            const value = row.values[code];
            return h(
              'td',
              { class: 'n' },
              value === undefined ? '–' : formatNumber(value, v.locale, places[code] ?? 0),
            );
          }),
        );
      });
      // Narrow, the fields go from the last chosen back; position, team and the first field stay (decision 133).
      out.push(table(caption, headers, rows, numeric, [], rightmost(headers.length, 3)));
    }
  }
  if (content.stages.every((s) => s.pools.every((p) => p.rows.length === 0)))
    out.push(h('p', null, t.noData));
  if (used) {
    out.push(
      h(
        'ul',
        { class: 'legend', 'aria-label': t.legend },
        rules.map((r) => {
          const swatch = h('span', { class: 'swatch', 'aria-hidden': 'true' });
          swatch.style.backgroundColor = r.colour;
          const label = r.from === r.to ? `${t.pos} ${r.from}` : `${t.positions} ${r.from}–${r.to}`;
          return h('li', null, swatch, label);
        }),
      ),
    );
  }
  const path = v.widget === 'standingsFragment' ? text(v.config.standingsLinkPath) : null;
  if (path && v.widget === 'standingsFragment') {
    const link = linkFor(
      v.config.standingsLinkOpenInNewTab ? 'internalPageNewTab' : 'internalPage',
      path,
      undefined,
    );
    out.push(h('p', { class: 'more' }, linkTo(link, t.fullStandings)));
  }
  return out;
}

/** This family's widgets, each drawn by its renderer (decision 122). */
export const renderers: FamilyChunk<'standings'>['renderers'] = {
  standings: renderStandings,
  standingsFragment: renderStandings,
};
