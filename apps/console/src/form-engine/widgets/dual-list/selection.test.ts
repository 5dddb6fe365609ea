import { describe, expect, it } from 'vitest';
import {
  availableOf,
  canShift,
  fitUnderLimit,
  keyTarget,
  noPicks,
  pickedOf,
  pickIn,
  picksAfterMove,
  placeAt,
  reorderTargets,
  sameOrder,
  shift,
} from './selection';

const items = ['a', 'b', 'c', 'd', 'e'].map((value) => ({ value, text: value.toUpperCase() }));
const values = (set: ReadonlySet<string>) => [...set].sort();

describe('dual list selection model', () => {
  it('picks one, toggles, picks a range from the anchor, moves only the active place, picks all', () => {
    const one = pickIn(items, noPicks, 1, 'only');
    expect(one).toEqual({ active: 1, anchor: 1, values: new Set(['b']) });
    const toggled = pickIn(items, one, 3, 'toggle');
    expect(values(toggled.values)).toEqual(['b', 'd']);
    expect(values(pickIn(items, toggled, 3, 'toggle').values)).toEqual(['b']);
    // A range runs from the anchor (the last plain or toggled pick), either way.
    expect(values(pickIn(items, one, 3, 'range').values)).toEqual(['b', 'c', 'd']);
    expect(values(pickIn(items, pickIn(items, noPicks, 3, 'only'), 0, 'range').values)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    const focused = pickIn(items, one, 4, 'focus');
    expect(focused).toEqual({ ...one, active: 4 });
    expect(pickIn(items, one, 0, 'all').values.size).toBe(5);
    // Past the end nothing changes.
    expect(pickIn(items, one, 9, 'only')).toBe(one);
    expect(pickedOf(items, toggled).map((o) => o.value)).toEqual(['b', 'd']);
  });

  it('moves the keyboard place by arrow, Home, End and a page, never past either end', () => {
    expect(keyTarget('ArrowDown', 0, 5, 7)).toBe(1);
    expect(keyTarget('ArrowDown', 4, 5, 7)).toBe(4);
    expect(keyTarget('ArrowUp', 0, 5, 7)).toBe(0);
    expect(keyTarget('Home', 3, 5, 7)).toBe(0);
    expect(keyTarget('End', 0, 5, 7)).toBe(4);
    expect(keyTarget('PageDown', 0, 100, 7)).toBe(7);
    expect(keyTarget('PageUp', 3, 100, 7)).toBe(0);
    expect(keyTarget('Enter', 0, 5, 7)).toBeUndefined();
    expect(keyTarget('ArrowDown', 0, 0, 7)).toBeUndefined();
  });

  it('lists the options not selected whose text holds the search, case-insensitively', () => {
    const texts = () => items.map((o) => o.text.toLowerCase());
    expect(availableOf(items, texts, ['b'], '').map((o) => o.value)).toEqual(['a', 'c', 'd', 'e']);
    expect(availableOf(items, texts, ['b'], ' c ').map((o) => o.value)).toEqual(['c']);
    // The lowered texts are not asked for without a search.
    expect(
      availableOf(
        items,
        () => {
          throw new Error('not needed');
        },
        [],
        '  ',
      ),
    ).toHaveLength(5);
  });

  it('adds what fits under the limit, in list order, and says when some were left out', () => {
    expect(fitUnderLimit(items, 0, undefined)).toEqual({ taken: items, refused: false });
    expect(fitUnderLimit(items, 2, 4)).toEqual({ taken: items.slice(0, 2), refused: true });
    expect(fitUnderLimit(items.slice(0, 1), 4, 4)).toEqual({ taken: [], refused: true });
    expect(fitUnderLimit(items, 7, 4)).toEqual({ taken: [], refused: true });
  });

  it('moves the picked values up or down as a block, and says when that would move nothing', () => {
    const list = ['a', 'b', 'c', 'd', 'e'];
    expect(shift(list, new Set(['c', 'd']), -1)).toEqual(['a', 'c', 'd', 'b', 'e']);
    expect(shift(list, new Set(['a', 'c']), -1)).toEqual(['a', 'c', 'b', 'd', 'e']);
    expect(shift(list, new Set(['b', 'c']), 1)).toEqual(['a', 'd', 'b', 'c', 'e']);
    expect(canShift(list, new Set(['a', 'b']), -1)).toBe(false);
    expect(canShift(list, new Set(['a', 'b']), 1)).toBe(true);
    expect(canShift(list, new Set(['e']), 1)).toBe(false);
    expect(canShift(list, new Set(), -1)).toBe(false);
  });

  it('places dragged values together in the gap before a row, the others keeping their order', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(placeAt(list, ['c'], 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(placeAt(list, ['b', 'd'], 0)).toEqual(['b', 'd', 'a', 'c']);
    expect(placeAt(list, ['a'], 4)).toEqual(['b', 'c', 'd', 'a']);
    // Dropped in its own place: the same order.
    expect(sameOrder(placeAt(list, ['b'], 1), list)).toBe(true);
    expect(sameOrder(placeAt(list, ['b'], 2), list)).toBe(true);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });

  it('reorders the picked items, or from the keyboard the active one, and keeps them picked where they went', () => {
    const picks = { active: 2, anchor: 2, values: new Set<string>() };
    expect(reorderTargets(items, picks, true)).toEqual(new Set(['c']));
    expect(reorderTargets(items, picks, false).size).toBe(0);
    expect(reorderTargets(items, { ...picks, values: new Set(['a', 'e']) }, true)).toEqual(
      new Set(['a', 'e']),
    );

    const moved = new Set(['c', 'd']);
    const after = picksAfterMove(['a', 'c', 'd', 'b', 'e'], moved, 'd');
    expect(after.positions).toEqual([1, 2]);
    expect(after.picks).toEqual({ active: 2, anchor: 1, values: moved });
    expect(picksAfterMove(['c', 'a'], new Set(['c']), undefined).picks.active).toBe(0);
  });
});
