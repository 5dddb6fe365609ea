import { describe, expect, it } from 'vitest';
import { general } from '../features/general';
import { leaders } from '../features/leaders';
import { standings } from '../features/standings';
import { prepareForSubmit } from '../form/transform';
import { changedFields, compareIds, detectChanges, sameValue } from './detect-changes';

describe('sameValue', () => {
  it('compares primitives strictly: 5 and "5" differ', () => {
    expect(sameValue(5, 5)).toBe(true);
    expect(sameValue('a', 'a')).toBe(true);
    expect(sameValue(5, '5')).toBe(false);
    expect(sameValue(true, 'true')).toBe(false);
    expect(sameValue(null, undefined)).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
  });

  it('compares arrays in order', () => {
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue(['a'], ['a', 'a'])).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });

  it('compares objects deeply, ignoring key order, with undefined equal to a missing key', () => {
    expect(sameValue({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [2, 1] } })).toBe(false);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: null }, { a: 1 })).toBe(false);
    expect(sameValue({ a: '#aabbcc' }, { a: '#aabbcc', b: '#000000' })).toBe(false);
  });
});

describe('changedFields', () => {
  const stored = prepareForSubmit(general, {}, 'w1');

  it('finds nothing between equal documents, nor between missing keys and their defaults', () => {
    expect(changedFields(general, stored, { ...stored })).toEqual([]);
    expect(changedFields(general, {}, stored)).toEqual([]);
    expect(changedFields(leaders, {}, { showSeasonSelector: true, leadersCountPerStatistic: 5 })).toEqual([]);
    expect(changedFields(standings, {}, { standingsFields: [], promotionRelegationColours: {} })).toEqual([]);
  });

  it('reports a value that differs from the default the other side is missing', () => {
    expect(changedFields(general, {}, { showSeasonSelector: false })).toEqual(['showSeasonSelector']);
    expect(changedFields(general, { statisticsDecimalPlaces: 2 }, {})).toEqual(['statisticsDecimalPlaces']);
  });

  it('compares lookup values by their string form, with null, empty and missing equal', () => {
    expect(changedFields(general, { personImageType: '5' }, { personImageType: 5 })).toEqual([]);
    expect(changedFields(general, { timezone: null }, { timezone: '' })).toEqual([]);
    expect(changedFields(general, {}, { timezone: null, roundLabel: 'null' })).toEqual([]);
    expect(changedFields(general, { personImageType: 5 }, { personImageType: 12 })).toEqual([
      'personImageType',
    ]);
  });

  it('ignores websiteId and the competitions widget, which is never sent', () => {
    expect(
      changedFields(general, { websiteId: 'a', competitions: [1] }, { websiteId: 'b', competitions: [2] }),
    ).toEqual([]);
  });

  it('lists declared fields in the feature order, then other keys sorted', () => {
    const after = {
      zeta: 1,
      timezone: 'Europe/Vilnius',
      alpha: 2,
      showMainNavigation: false,
      locales: ['lt-LT'],
    };
    expect(changedFields(general, {}, after)).toEqual([
      'showMainNavigation',
      'locales',
      'timezone',
      'alpha',
      'zeta',
    ]);
  });

  it('counts only true members of a season set, in any key order', () => {
    expect(
      changedFields(
        general,
        { allowedSeasons: { s1: true, s2: true } },
        { allowedSeasons: { s2: true, s1: true } },
      ),
    ).toEqual([]);
    expect(
      changedFields(general, { allowedSeasons: { s1: true, s2: false } }, { allowedSeasons: { s1: true } }),
    ).toEqual([]);
    expect(changedFields(general, {}, { useTrackingDataSeasons: { s1: true } })).toEqual([
      'useTrackingDataSeasons',
    ]);
  });

  it('treats a reordered multi-select as a change', () => {
    expect(
      changedFields(
        leaders,
        { leadersStatistics: ['points', 'assists'] },
        { leadersStatistics: ['assists', 'points'] },
      ),
    ).toEqual(['leadersStatistics']);
  });
});

describe('detectChanges', () => {
  it('gives each declared field its declaration and both values in their compared form', () => {
    const changes = detectChanges(
      general,
      { personImageType: 5, allowedSeasons: { s10: true, s9: true, s1: false }, showMainNavigation: 'true' },
      { personImageType: '12', allowedSeasons: { s9: true }, showMainNavigation: false },
    );
    const byName = Object.fromEntries(changes.map((change) => [change.name, change]));
    expect(Object.keys(byName).sort()).toEqual(['allowedSeasons', 'personImageType', 'showMainNavigation']);
    expect(byName.personImageType).toMatchObject({ before: '5', after: '12' });
    expect(byName.allowedSeasons).toMatchObject({ before: ['s9', 's10'], after: ['s9'] });
    expect(byName.showMainNavigation).toMatchObject({ before: true, after: false });
    for (const change of changes) expect(change.field?.name).toBe(change.name);
  });

  it('fills a missing value with its default, and gives undeclared keys as stored, undeclared', () => {
    expect(detectChanges(leaders, {}, { leadersCountPerStatistic: 3, extra: { a: [1] } })).toEqual([
      { name: 'leadersCountPerStatistic', field: expect.anything(), before: 5, after: 3 },
      { name: 'extra', before: undefined, after: { a: [1] } },
    ]);
  });

  it('finds the same fields as changedFields, in the same order', () => {
    const before = { showMainNavigation: true, timezone: 'Europe/London', zeta: 1 };
    const after = { showMainNavigation: false, timezone: 'Europe/Vilnius', alpha: 2 };
    expect(detectChanges(general, before, after).map((change) => change.name)).toEqual(
      changedFields(general, before, after),
    );
  });
});

describe('compareIds', () => {
  const collator = new Intl.Collator('en', { numeric: true });
  it('orders ids as the numeric collator does, digits-only ids without it', () => {
    const ids = [
      '10',
      '9',
      '007',
      '7',
      '0',
      '00',
      '50003',
      '5000',
      's10',
      's9',
      'S9',
      'a',
      '1a',
      '100',
      '99',
    ];
    for (const a of ids)
      for (const b of ids)
        expect(Math.sign(compareIds(a, b)), `${a} vs ${b}`).toBe(Math.sign(collator.compare(a, b)));
    expect(['10', '9', '007', '50003', '5000', '0'].sort(compareIds)).toEqual([
      '0',
      '007',
      '9',
      '10',
      '5000',
      '50003',
    ]);
  });
});
