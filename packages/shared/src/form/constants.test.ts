import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COLOUR,
  isHexColour,
  isValidHex,
  localeChoices,
  sanitizeHexInput,
  timezones,
} from './constants';

describe('locale choices', () => {
  it('offers exactly the nine locales in order', () => {
    expect(localeChoices.map((o) => o.value)).toEqual([
      'en-EN',
      'es-ES',
      'fr-FR',
      'lt-LT',
      'pt-BR',
      'tr-TR',
      'lv-LV',
      'de-DE',
      'de-AT',
    ]);
  });
});

describe('timezones', () => {
  it('are valid, unique IANA names', () => {
    expect(new Set(timezones).size).toBe(timezones.length);
    for (const zone of timezones)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });
});

describe('hex colours', () => {
  it('defaults to #aabbcc', () => {
    expect(DEFAULT_COLOUR).toBe('#aabbcc');
  });
  it('keeps only hex digits, at most 6 (8 with alpha)', () => {
    expect(sanitizeHexInput('#zz12-ab')).toBe('12ab');
    expect(sanitizeHexInput('aabbccdd')).toBe('aabbcc');
    expect(sanitizeHexInput('aabbccddee', true)).toBe('aabbccdd');
  });
  it('accepts lengths 3 or 6, and 4 or 8 with alpha', () => {
    expect(isValidHex('abc')).toBe(true);
    expect(isValidHex('#aabbcc')).toBe(true);
    expect(isValidHex('abcd')).toBe(false);
    expect(isValidHex('aabbccdd')).toBe(false);
    expect(isValidHex('abcd', true)).toBe(true);
    expect(isValidHex('aabbccdd', true)).toBe(true);
    expect(isValidHex('ab')).toBe(false);
    expect(isValidHex('ggg')).toBe(false);
  });
  it('recognises stored colours', () => {
    expect(isHexColour('#aabbcc')).toBe(true);
    expect(isHexColour('aabbcc')).toBe(false);
    expect(isHexColour(3)).toBe(false);
  });
});
