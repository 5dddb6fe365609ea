import { describe, expect, expectTypeOf, it } from 'vitest';
import { featureList, features } from '../features';
import type { FeatureId, Sport } from '../form/types';
import { publicGeneral } from './public-general';
import { resolveSettings } from './resolve-settings';
import { settingsBodySchema, settingsSchema } from './settings-schema';
import type { GeneralSettings, LeadersSettings } from './settings-types';

const basketball = { sport: 'basketball' as Sport, trackingData: false };
const defaultOf = (featureId: FeatureId, name: string) =>
  features[featureId].fields.find((field) => field.name === name)?.default;

describe('resolveSettings', () => {
  it("applies the definition's default to a field never saved or saved as null, and keeps saved values", () => {
    const resolved = resolveSettings('leaders', { showPersonImage: false, personName: null }, basketball);
    expect(resolved.leadersCountPerStatistic).toBe(defaultOf('leaders', 'leadersCountPerStatistic'));
    expect(resolved.showPersonImage).toBe(false);
    expect(resolved.personName).toBeNull();
    expect(
      resolveSettings('leaders', { leadersCountPerStatistic: null }, basketball).leadersCountPerStatistic,
    ).toBe(defaultOf('leaders', 'leadersCountPerStatistic'));
    expectTypeOf(resolved).toEqualTypeOf<LeadersSettings>();
    expectTypeOf(resolved.leadersCountPerStatistic).toEqualTypeOf<number>();
  });

  it('holds exactly the fields that apply: not another sport’s, not the tree that only edits others, nothing else', () => {
    const saved = { activePBP: false, activeTimeline: false, unknown: 1, websiteId: '2001' };
    const forBasketball = resolveSettings('fixtureDetails', saved, basketball);
    expect(forBasketball).toHaveProperty('activePBP', false);
    expect(forBasketball).not.toHaveProperty('activeTimeline');
    expect(forBasketball).not.toHaveProperty('unknown');
    expect(forBasketball).not.toHaveProperty('websiteId');
    const forHockey = resolveSettings('fixtureDetails', saved, { sport: 'hockey', trackingData: false });
    expect(forHockey).toHaveProperty('activeTimeline', false);
    expect(forHockey).not.toHaveProperty('activePBP');

    const general = resolveSettings('general', {}, basketball);
    expect(general).not.toHaveProperty('competitions');
    expect(general).not.toHaveProperty('useTrackingDataSeasons');
    expect(
      resolveSettings('general', {}, { ...basketball, trackingData: true }).useTrackingDataSeasons,
    ).toEqual({});
  });

  it('never shares a default list between two documents', () => {
    const first = resolveSettings('leaders', {}, basketball);
    first.leadersStatistics.push('points');
    expect(resolveSettings('leaders', {}, basketball).leadersStatistics).toEqual([]);
  });
});

describe('settingsSchema', () => {
  it.each(
    featureList.flatMap((f) => (['basketball', 'hockey'] as const).map((sport) => [f.id, sport] as const)),
  )(
    '%s (%s): the settings resolveSettings makes of nothing fit the schema, every key of the type',
    (featureId, sport) => {
      const resolved = resolveSettings(featureId, {}, { sport, trackingData: true });
      expect(settingsSchema(featureId).parse(resolved)).toEqual(resolved);
    },
  );

  it('refuses a value of the wrong type or out of its limits, with the rule engine’s message', () => {
    const leaders = resolveSettings('leaders', {}, basketball);
    expect(settingsSchema('leaders').safeParse({ ...leaders, leadersCountPerStatistic: 51 }).success).toBe(
      false,
    );
    expect(settingsSchema('leaders').safeParse({ ...leaders, showPersonImage: 'yes' }).success).toBe(false);
  });

  it('takes a PUT body of any of the fields, null for a default, and refuses any other key', () => {
    expect(settingsBodySchema('leaders').safeParse({ leadersCountPerStatistic: null }).success).toBe(true);
    expect(settingsBodySchema('leaders').safeParse({ websiteId: '2001' }).success).toBe(true);
    expect(settingsBodySchema('leaders').safeParse({ showBib: true }).success).toBe(false);
  });
});

describe('publicGeneral', () => {
  it("reads General's resolved settings: a never-saved flag or locale is General's default, not a fallback of its own", () => {
    const general: GeneralSettings = resolveSettings('general', {}, basketball);
    const answer = publicGeneral(general);
    expect(answer.showMainNavigation).toBe(defaultOf('general', 'showMainNavigation'));
    expect(answer.localeDefault).toBe(defaultOf('general', 'localeDefault'));
    expect(answer.statisticsDecimalPlaces).toBe(defaultOf('general', 'statisticsDecimalPlaces'));
    expect(answer).not.toHaveProperty('referrerDomains');
  });

  it('gives a chosen lookup as text, nothing chosen as null, and only the ticked seasons', () => {
    const general = resolveSettings(
      'general',
      { timezone: 'UTC', roundLabel: 12, personImageType: '', allowedSeasons: { s1: true, s2: false } },
      basketball,
    );
    const answer = publicGeneral(general);
    expect(answer.timezone).toBe('UTC');
    expect(answer.roundLabel).toBe('12');
    expect(answer.personImageType).toBeNull();
    expect(answer.allowedSeasons).toEqual({ s1: true });
  });
});
