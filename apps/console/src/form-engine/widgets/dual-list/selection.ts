import type { Option } from '@eua/shared';

/**
 * The dual list's selection model, pure: what is picked on one side, which options the available side lists,
 * what an add under a limit takes, and how the selected side is reordered. The list box and the widget only
 * call these.
 */

/** One side's picks: the active option (the keyboard's place), the anchor of a Shift range, the picked values. */
export type Picks = { active: number; anchor: number; values: ReadonlySet<string> };
export type PickMode = 'only' | 'toggle' | 'range' | 'focus' | 'all';
export const noPicks: Picks = { active: 0, anchor: 0, values: new Set() };

/** The picks after acting on option `index`: pick it alone, toggle it, pick the range to it, move to it, pick all. */
export function pickIn(items: readonly Option[], state: Picks, index: number, mode: PickMode): Picks {
  const item = items[index];
  if (!item) return state;
  if (mode === 'focus') return { ...state, active: index };
  if (mode === 'all') return { ...state, active: index, values: new Set(items.map((o) => o.value)) };
  if (mode === 'toggle') {
    const values = new Set(state.values);
    if (values.has(item.value)) values.delete(item.value);
    else values.add(item.value);
    return { active: index, anchor: index, values };
  }
  if (mode === 'range') {
    const anchor = Math.min(state.anchor, items.length - 1);
    const [from, to] = anchor <= index ? [anchor, index] : [index, anchor];
    return { active: index, anchor, values: new Set(items.slice(from, to + 1).map((o) => o.value)) };
  }
  return { active: index, anchor: index, values: new Set([item.value]) };
}

/** The picked items, in list order. */
export const pickedOf = (items: readonly Option[], picks: Picks): Option[] =>
  picks.values.size === 0 ? [] : items.filter((o) => picks.values.has(o.value));

/** Where a navigation key takes the active option of a list of `count` rows, `page` rows a page; else undefined. */
export function keyTarget(key: string, current: number, count: number, page: number): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, last);
    case 'ArrowUp':
      return Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return Math.min(current + page, last);
    case 'PageUp':
      return Math.max(current - page, 0);
    default:
      return undefined;
  }
}

/**
 * The available side: the options not selected whose text contains the search, case-insensitively (`texts`: the
 * options' texts lower-cased, asked for only when there is a search).
 */
export function availableOf(
  options: readonly Option[],
  texts: () => readonly string[],
  selected: readonly string[],
  search: string,
): Option[] {
  const taken = new Set(selected);
  const needle = search.trim().toLowerCase();
  const lowered = needle === '' ? undefined : texts();
  const result: Option[] = [];
  for (let i = 0; i < options.length; i++) {
    const option = options[i] as Option;
    if (!taken.has(option.value) && (lowered === undefined || (lowered[i] as string).includes(needle)))
      result.push(option);
  }
  return result;
}

/**
 * What an add takes: as many of `items` as fit under `limit` beside the `selected` count, in list order
 * (decision 061: Add All takes what fits; a single item past the limit adds nothing); `refused` when some were
 * left out.
 */
export function fitUnderLimit(
  items: readonly Option[],
  selected: number,
  limit: number | undefined,
): { taken: Option[]; refused: boolean } {
  const room = limit === undefined ? items.length : Math.max(0, limit - selected);
  const taken = items.slice(0, room);
  return { taken, refused: taken.length < items.length };
}

/** Moves the picked values one place up (-1) or down (1) as a block; the others keep their order. */
export function shift(values: readonly string[], picked: ReadonlySet<string>, delta: -1 | 1): string[] {
  const next = [...values];
  const swap = (i: number, j: number) => {
    [next[i], next[j]] = [next[j] as string, next[i] as string];
  };
  if (delta < 0) {
    for (let i = 1; i < next.length; i++)
      if (picked.has(next[i] as string) && !picked.has(next[i - 1] as string)) swap(i, i - 1);
  } else {
    for (let i = next.length - 2; i >= 0; i--)
      if (picked.has(next[i] as string) && !picked.has(next[i + 1] as string)) swap(i, i + 1);
  }
  return next;
}

/** Whether `shift(values, picked, delta)` would move anything. */
export function canShift(values: readonly string[], picked: ReadonlySet<string>, delta: -1 | 1): boolean {
  return values.some((v, i) => {
    const neighbour = values[i + delta];
    return neighbour !== undefined && picked.has(v) && !picked.has(neighbour);
  });
}

/**
 * Drag and drop: `moved` (in their list order) placed together in the gap before row `slot` of `values`
 * (slot = values.length: after the last); the others keep their order.
 */
export function placeAt(values: readonly string[], moved: readonly string[], slot: number): string[] {
  const set = new Set(moved);
  const before = values.slice(0, slot).filter((v) => set.has(v)).length;
  const rest = values.filter((v) => !set.has(v));
  const at = slot - before;
  return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
}

/** What a reorder acts on: the picked items, or (from the keyboard, with none picked) the active one. */
export function reorderTargets(
  items: readonly Option[],
  picks: Picks,
  orActive: boolean,
): ReadonlySet<string> {
  if (picks.values.size > 0 || !orActive) return picks.values;
  const active = items[Math.min(picks.active, items.length - 1)];
  return new Set(active ? [active.value] : []);
}

/**
 * The selected side's picks after its values were reordered to `next`: the moved `values` stay picked, the
 * active place follows `activeValue` (else the first moved), the range anchors on the first moved; `positions`
 * are where the moved values now stand.
 */
export function picksAfterMove(
  next: readonly string[],
  values: ReadonlySet<string>,
  activeValue: string | undefined,
): { picks: Picks; positions: number[] } {
  const positions = next.flatMap((v, i) => (values.has(v) ? [i] : []));
  const active = activeValue !== undefined ? next.indexOf(activeValue) : (positions[0] ?? 0);
  return { picks: { active, anchor: positions[0] ?? active, values }, positions };
}

/** Whether two lists hold the same values in the same order. */
export const sameOrder = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((v, i) => v === b[i]);
