/**
 * A team's leaders of the season so far, as a fixture preview names them (docs/product.md#widgets): the
 * season totals of the sport's headline statistics over the team's box-score lines. Pure: the fixtures
 * repository reads the lines (decision 125).
 */
import type { Sport } from '@eua/shared';
import type { StatMap } from './sports-model';
import { decodePersonLine } from './statistics';

/** The statistics whose leaders a preview names: what a sports page leads with. */
export const previewLeaderCodes: Record<Sport, readonly string[]> = {
  basketball: ['points', 'reboundsTotal', 'assists'],
  hockey: ['goals', 'assists', 'points'],
  handball: ['goals', 'assists', 'saves'],
};

/** One fixture's person lines of one team, as stored. */
export type StoredPersonLines = { personIds: readonly string[]; personStats: readonly (number | null)[][] };

export type SeasonLeader = { code: string; personId: string; value: number };

/**
 * Per code, the person with the highest season total (above nothing), the lowest person id among equals;
 * a code nobody recorded has no leader.
 */
export function teamSeasonLeaders(
  sport: Sport,
  lines: readonly StoredPersonLines[],
  codes: readonly string[] = previewLeaderCodes[sport],
): SeasonLeader[] {
  const totals = new Map<string, StatMap>();
  for (const row of lines) {
    row.personIds.forEach((personId, i) => {
      const stats = decodePersonLine(sport, row.personStats[i] ?? []);
      const sum = totals.get(personId) ?? {};
      for (const code of codes) sum[code] = (sum[code] ?? 0) + (stats[code] ?? 0);
      totals.set(personId, sum);
    });
  }
  const ordered = [...totals].sort(([a], [b]) => a.localeCompare(b));
  return codes.flatMap((code) => {
    let best: SeasonLeader | undefined;
    for (const [personId, sum] of ordered) {
      const value = sum[code] ?? 0;
      if (value > 0 && (!best || value > best.value)) best = { code, personId, value };
    }
    return best ? [best] : [];
  });
}
