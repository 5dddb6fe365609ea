import { describe, expect, it } from 'vitest';
import { canSelectMore, columnSize, isCheckboxName, isVisible, sortOptions } from './rules';

describe('isCheckboxName (SPEC §5)', () => {
  it('treats names containing active, show or Enabled as checkboxes', () => {
    expect(isCheckboxName('activePBP')).toBe(true);
    expect(isCheckboxName('showEntityLogo')).toBe(true);
    expect(isCheckboxName('trackingEnabled')).toBe(true);
    expect(isCheckboxName('labelPage')).toBe(false);
    expect(isCheckboxName('enabled')).toBe(false);
  });
});

describe('columnSize (SPEC §9)', () => {
  it('defaults to 6, 12 for valueList and textarea, and honours size', () => {
    expect(columnSize({ type: 'text' })).toBe(6);
    expect(columnSize({ type: 'valueList' })).toBe(12);
    expect(columnSize({ type: 'textarea' })).toBe(12);
    expect(columnSize({ type: 'textarea', size: 4 })).toBe(4);
  });
});

describe('isVisible (SPEC §5: fields show only when their condition equals its value)', () => {
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
});

describe('canSelectMore (SPEC §5: a dual list refuses a new selection past its limit)', () => {
  it('takes one more item only below the limit', () => {
    const f = { limit: 5 };
    expect(canSelectMore(f, ['a', 'b', 'c', 'd'])).toBe(true);
    expect(canSelectMore(f, ['a', 'b', 'c', 'd', 'e'])).toBe(false);
    expect(canSelectMore({}, new Array(100).fill('x'))).toBe(true);
  });
});
