/**
 * Text PostgreSQL cannot store is found before any query: NUL and unpaired surrogates, in values and keys,
 * at any depth; well-formed text, emoji (surrogate pairs) included, passes.
 */
import { describe, expect, it } from 'vitest';
import { findUnstorableText, ILL_FORMED_MESSAGE, NUL_MESSAGE } from './reject-unstorable-text';

describe('findUnstorableText', () => {
  it('passes well-formed text, emoji and accented letters included', () => {
    expect(findUnstorableText({ websiteId: '2001', name: 'Équipe 🏀 Nord', list: ['a', 'ü', '𝄞'] })).toBe(
      undefined,
    );
    expect(findUnstorableText(undefined)).toBe(undefined);
    expect(findUnstorableText({})).toBe(undefined);
  });

  it('finds a NUL character in a value or a key', () => {
    expect(findUnstorableText({ name: 'a\u0000b' })).toBe(NUL_MESSAGE);
    expect(findUnstorableText({ 'a\u0000': 'b' })).toBe(NUL_MESSAGE);
  });

  it('finds an unpaired surrogate, alone or next to a pair, at any depth', () => {
    expect(findUnstorableText({ name: '\ud800' })).toBe(ILL_FORMED_MESSAGE);
    expect(findUnstorableText({ name: '🏀\udc00' })).toBe(ILL_FORMED_MESSAGE);
    let deep: unknown = ['\udfff'];
    for (let i = 0; i < 10_000; i++) deep = { nested: deep };
    expect(findUnstorableText(deep)).toBe(ILL_FORMED_MESSAGE);
  });
});
