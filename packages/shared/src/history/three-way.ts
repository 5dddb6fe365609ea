/**
 * The three-way view of a save that met a newer version (decision 064): which fields only they changed
 * (taken over), only you changed (kept), and both changed differently (you pick). Values are compared in
 * their sent shape (prepareForSubmit), so a change made and undone is no change.
 */
import type { FeatureDefinition } from '../form/types';
import { changedFields } from './detect-changes';

/**
 * Fields that only make sense together and are merged as one: a default season carries its competition
 * and organisation (docs/product.md#editors).
 */
const unitOf = (field: string): string =>
  field === 'defaultOrganizationId' || field === 'defaultCompetitionId' ? 'defaultSeasonId' : field;

export type MergeUnit = { key: string; fields: string[] };

export type ThreeWay = {
  /** Changed only by the other writer (or by both the same way): their value is taken over. */
  theirs: MergeUnit[];
  /** Changed only by you: your value is kept. */
  mine: MergeUnit[];
  /** Changed by both, differently: the user picks theirs or mine. */
  both: MergeUnit[];
};

const group = (fields: string[]): Map<string, string[]> => {
  const units = new Map<string, string[]>();
  for (const field of fields) {
    const key = unitOf(field);
    units.set(key, [...(units.get(key) ?? []), field]);
  }
  return units;
};

export function threeWay(
  feature: FeatureDefinition,
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): ThreeWay {
  const byMe = group(changedFields(feature, base, mine));
  const byThem = group(changedFields(feature, base, theirs));
  const result: ThreeWay = { theirs: [], mine: [], both: [] };
  const units = new Set([...byMe.keys(), ...byThem.keys()]);
  for (const key of units) {
    const fields = [...new Set([...(byMe.get(key) ?? []), ...(byThem.get(key) ?? [])])];
    const fieldsOfUnit = fields.length > 0 ? fields : [key];
    const unit = { key, fields: fieldsOfUnit };
    if (!byMe.has(key)) result.theirs.push(unit);
    else if (!byThem.has(key)) result.mine.push(unit);
    // Both changed it, to the same value: nothing to choose.
    else if (changedFields(feature, mine, theirs).some((f) => unitOf(f) === key)) result.both.push(unit);
    else result.theirs.push(unit);
  }
  return result;
}
