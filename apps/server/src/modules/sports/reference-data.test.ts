import {
  allLookupKeys,
  defaultConfig,
  featureList,
  features,
  lookupKeysOf,
  lookupValueForSubmit,
  type Sport,
  sports,
  validateConfigBody,
} from '@eua/shared';
import { describe, expect, it } from 'vitest';
import { referenceLookups } from './reference-data';

describe('reference lookups', () => {
  it('provide every lookup key of every feature for every sport, non-empty', () => {
    for (const sport of sports) {
      for (const feature of featureList) {
        for (const key of lookupKeysOf(feature)) {
          expect(referenceLookups[sport][key]?.length, `${sport} ${feature.id} ${key}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('hold no list a definition does not use', () => {
    for (const sport of sports) expect(Object.keys(referenceLookups[sport]).sort()).toEqual(allLookupKeys());
  });

  it('have unique values and texts the pre-send rules leave untouched', () => {
    for (const sport of sports) {
      for (const [key, items] of Object.entries(referenceLookups[sport])) {
        const values = items.map((o) => o.value);
        expect(new Set(values).size, `${sport} ${key}`).toBe(values.length);
        // Two choices that read the same cannot be told apart in a dropdown.
        const texts = items.map((o) => o.text);
        expect(
          texts.filter((text, i) => texts.indexOf(text) !== i),
          `${sport} ${key} texts`,
        ).toEqual([]);
        for (const item of items) {
          expect(lookupValueForSubmit(item.value), `${sport} ${key} ${item.value}`).toBe(item.value);
          expect(item.text.trim(), `${sport} ${key} ${item.value}`).not.toBe('');
        }
      }
    }
  });

  it('are realistic per sport', () => {
    const values = (sport: (typeof sports)[number], key: string) =>
      referenceLookups[sport][key]!.map((o) => o.value);
    expect(values('basketball', 'personStatistics')).toEqual(
      expect.arrayContaining([
        'points',
        'reboundsTotal',
        'assists',
        'steals',
        'blocks',
        'fieldGoalsPercentage',
      ]),
    );
    expect(values('hockey', 'personStatistics')).toEqual(
      expect.arrayContaining([
        'goals',
        'saves',
        'savePercentage',
        'penaltyMinutes',
        'plusMinus',
        'faceoffPercentage',
      ]),
    );
    expect(values('handball', 'personStatistics')).toEqual(
      expect.arrayContaining(['goals', 'sevenMetreGoals', 'saves', 'suspensions', 'yellowCards', 'redCards']),
    );
  });

  it('let defaultConfig produce a valid document for every feature and sport', () => {
    for (const sport of sports) {
      for (const trackingData of [true, false]) {
        const ctx = { lookups: referenceLookups[sport], sport, trackingData };
        for (const feature of featureList) {
          const config = defaultConfig(feature, ctx);
          const result = validateConfigBody(
            feature,
            { ...config, websiteId: 'w1' },
            { ...ctx, websiteId: 'w1' },
          );
          expect(result, `${sport} ${feature.id}`).toEqual({ ok: true, config });
        }
      }
    }
  });

  it('name only codes of the sport’s lists in a multi-select’s leading choices, within its limit', () => {
    for (const feature of featureList) {
      for (const field of feature.fields) {
        const key = field.lookup && 'key' in field.lookup ? field.lookup.key : '';
        for (const [sport, codes] of Object.entries(field.sportDefaults ?? {}) as [Sport, string[]][]) {
          const known = (referenceLookups[sport][key] ?? []).map((o) => o.value);
          for (const code of codes) expect(known, `${feature.id}.${field.name} ${sport}`).toContain(code);
          expect(codes.length).toBeLessThanOrEqual(field.limit ?? codes.length);
        }
      }
    }
  });

  it('give a new website the figures a sports page leads with, and its top performer by points or goals', () => {
    const seeded = (sport: Sport) => {
      const ctx = { lookups: referenceLookups[sport], sport, trackingData: false };
      return {
        person: defaultConfig(features.personDetail, ctx),
        fixture: defaultConfig(features.fixtureDetails, ctx),
        leaders: defaultConfig(features.leaders, ctx),
      };
    };
    const basketball = seeded('basketball');
    expect(basketball.person.personAverages).toEqual(['minutes', 'points', 'reboundsTotal', 'assists']);
    for (const list of [basketball.person.logFields, basketball.fixture.boxScoreStatistics])
      expect((list as string[]).slice(0, 4)).toEqual(['minutes', 'points', 'reboundsTotal', 'assists']);
    expect((basketball.fixture.personHighlightsStatistics as string[])[0]).toBe('points');
    expect((basketball.leaders.leadersStatistics as string[])[0]).toBe('points');
    for (const sport of ['hockey', 'handball'] as const) {
      const { person, fixture, leaders } = seeded(sport);
      for (const list of [
        person.personAverages,
        person.logFields,
        fixture.boxScoreStatistics,
        fixture.personHighlightsStatistics,
        leaders.leadersStatistics,
      ])
        expect((list as string[])[0], sport).toBe('goals');
    }
  });
});
