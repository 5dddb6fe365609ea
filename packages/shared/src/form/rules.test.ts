import { describe, expect, it } from 'vitest';
import {
  ASCII_COLLATION_ORDER,
  canSelectMore,
  columnSize,
  isCheckboxName,
  isVisible,
  sortOptions,
} from './rules';

describe('isCheckboxName', () => {
  it('treats names containing active, show or Enabled as checkboxes', () => {
    expect(isCheckboxName('activePBP')).toBe(true);
    expect(isCheckboxName('showEntityLogo')).toBe(true);
    expect(isCheckboxName('trackingEnabled')).toBe(true);
    expect(isCheckboxName('labelPage')).toBe(false);
    expect(isCheckboxName('enabled')).toBe(false);
  });
});

describe('columnSize', () => {
  it('defaults to 6, 12 for valueList and textarea, and honours size', () => {
    expect(columnSize({ type: 'text' })).toBe(6);
    expect(columnSize({ type: 'valueList' })).toBe(12);
    expect(columnSize({ type: 'textarea' })).toBe(12);
    expect(columnSize({ type: 'textarea', size: 4 })).toBe(4);
  });
});

describe('isVisible (fields show only when their condition equals its value)', () => {
  it('shows unconditional fields', () => {
    expect(isVisible({}, {})).toBe(true);
  });
  it('compares the condition field with conditionValue', () => {
    const pbp = { condition: 'sport', conditionValue: 'basketball' };
    expect(isVisible(pbp, { sport: 'basketball' })).toBe(true);
    expect(isVisible(pbp, { sport: 'hockey' })).toBe(false);
  });
  it('treats an array conditionValue as any of', () => {
    const timeline = { condition: 'sport', conditionValue: ['hockey', 'handball'] };
    expect(isVisible(timeline, { sport: 'hockey' })).toBe(true);
    expect(isVisible(timeline, { sport: 'handball' })).toBe(true);
    expect(isVisible(timeline, { sport: 'basketball' })).toBe(false);
  });
  it('matches string forms, because select inputs hold strings', () => {
    expect(isVisible({ condition: 'flag', conditionValue: true }, { flag: 'true' })).toBe(true);
    expect(isVisible({ condition: 'flag', conditionValue: true }, { flag: false })).toBe(false);
    expect(isVisible({ condition: 'n', conditionValue: 3 }, { n: '3' })).toBe(true);
    expect(isVisible({ condition: 'n', conditionValue: null }, { n: 'null' })).toBe(false);
  });
});

describe('sortOptions', () => {
  it('sorts by text, case-insensitively, without touching the input', () => {
    const options = [
      { text: 'rebounds', value: 'b' },
      { text: 'Assists', value: 'a' },
      { text: 'Points', value: 'c' },
    ];
    expect(sortOptions(options).map((o) => o.text)).toEqual(['Assists', 'Points', 'rebounds']);
    expect(options[0]!.text).toBe('rebounds');
  });

  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  const byCollator = (options: { text: string; value: string }[]) =>
    [...options].sort((a, b) => collator.compare(a.text, b.text));

  it("knows the collator's order of printable ASCII, a letter's cases as one", () => {
    const groups = ASCII_COLLATION_ORDER;
    expect(groups.join('').split('').sort()).toEqual(
      Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).sort(),
    );
    for (const [index, group] of groups.entries()) {
      for (const character of group) expect(collator.compare(group[0]!, character)).toBe(0);
      if (index > 0) expect(collator.compare(groups[index - 1]![0]!, group[0]!)).toBeLessThan(0);
    }
  });

  it('puts ASCII texts in the same order as the collator does', () => {
    // A fixed pseudo-random source: the same 2,000 texts on every run.
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const alphabet = ' _-,.:()&/0129AaBbMmZz';
    const options = Array.from({ length: 2000 }, (_, index) => ({
      text: Array.from(
        { length: Math.floor(next() * 6) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join(''),
      value: String(index),
    }));
    expect(sortOptions(options)).toEqual(byCollator(options));
    const names = [
      'Team 10',
      'team 9',
      'Team-1',
      'Team_1',
      'Team 1',
      'TEAM',
      'Zeta',
      'alpha',
      'Alpha',
      '(none)',
    ];
    const named = names.map((text, index) => ({ text, value: String(index) }));
    expect(sortOptions(named)).toEqual(byCollator(named));
  });

  it('sorts texts beyond ASCII with the collator', () => {
    const options = ['Zürich', 'zebra', 'Éclair', 'eclair', 'Ørsted', 'apple', 'Łódź'].map((text, index) => ({
      text,
      value: String(index),
    }));
    expect(sortOptions(options)).toEqual(byCollator(options));
    expect(sortOptions(options).map((o) => o.text)).toEqual([
      'apple',
      'Éclair',
      'eclair',
      'Łódź',
      'Ørsted',
      'zebra',
      'Zürich',
    ]);
  });
});

describe('canSelectMore (a dual list refuses a new selection past its limit)', () => {
  it('takes one more item only below the limit', () => {
    const f = { limit: 5 };
    expect(canSelectMore(f, ['a', 'b', 'c', 'd'])).toBe(true);
    expect(canSelectMore(f, ['a', 'b', 'c', 'd', 'e'])).toBe(false);
    expect(canSelectMore({}, new Array(100).fill('x'))).toBe(true);
  });
});
