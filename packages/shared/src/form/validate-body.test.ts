import { describe, expect, it } from 'vitest';
import { features } from '../features';
import { defaultConfig } from './default-config';
import type { ValidationContext } from './feature-schema';
import {
  BODY_NOT_OBJECT,
  DEFAULT_SEASON_NOT_ALLOWED,
  DEFAULTS_TOGETHER,
  DUPLICATE_ITEM,
  INVALID_COLOUR,
  LOCALE_DEFAULT_NOT_SELECTED,
  LOCALES_EMPTY,
  NO_TRACKING_DATA,
  NOT_BOOLEAN,
  NOT_DEFAULT_SEASON_PLACE,
  NOT_INTEGER,
  NOT_SENT_FIELD,
  TRACKING_SEASON_NOT_ALLOWED,
  UNKNOWN_FIELD,
  UNKNOWN_SEASON,
  WEBSITE_MISMATCH,
} from './messages';
import { prepareForSubmit } from './transform';
import type { FeatureDefinition, Option } from './types';
import { validateConfigBody } from './validate-body';

const list = (...values: string[]): Option[] => values.map((value) => ({ value, text: value.toUpperCase() }));
const stats = list('points', 'reboundsTotal', 'assists', 'steals', 'blocks', 'turnovers', 'minutes');

const lookups: Record<string, Option[]> = {
  personStatistics: stats,
  entityStatistics: stats,
  personNameOptions: list('nameFullLocal', 'nameFullLatin'),
  entityNameOptions: list('nameFullLocal', 'codeLocal'),
  linkOptions: list('noLink', 'internalPage'),
  labelOptions: list('summary', 'roster', 'staff', 'players', 'gameLog'),
  statisticsGroupNames: list('general', 'shooting', 'defence', 'advanced'),
  standingsFields: list('played', 'won', 'lost', 'points', 'percentage', 'streak'),
  teamSummaryStandingsFields: list('played', 'won', 'lost', 'points', 'percentage', 'streak'),
  nameOptions: list('nameLocal', 'nameLatin'),
  personInfoFields: list('position', 'height', 'weight'),
  personImageType: list('headshot', 'silhouette'),
  roundLabel: list('round', 'matchday'),
  teamDisplayOrder: list('homeAway', 'awayHome'),
  unknownTeamLabel: list('toBeDecided', 'blank'),
  timezone: list('Europe/London', 'UTC', '123'),
};
const ctx: ValidationContext = { lookups, sport: 'basketball', trackingData: true };

const errorsOf = (feature: FeatureDefinition, body: unknown, context: ValidationContext = ctx) => {
  const result = validateConfigBody(feature, body, context);
  return result.ok ? [] : result.errors;
};
const okConfig = (feature: FeatureDefinition, body: unknown, context: ValidationContext = ctx) => {
  const result = validateConfigBody(feature, body, context);
  if (!result.ok) throw new Error(result.message);
  return result.config;
};

describe('validateConfigBody: shape', () => {
  it('rejects a body that is not an object', () => {
    for (const body of [null, [], 'x', 3]) {
      const result = validateConfigBody(features.leaders, body, ctx);
      expect(result).toEqual({
        ok: false,
        message: `Validation failed: ${BODY_NOT_OBJECT}`,
        errors: [{ field: '', message: BODY_NOT_OBJECT }],
      });
    }
  });
  it('treats the body as the whole document: missing fields take their defaults', () => {
    const config = okConfig(features.leaders, { websiteId: 'w1' });
    expect(config).toEqual({
      showPersonImage: true,
      showEntityLogo: true,
      showSeasonSelector: true,
      personName: null,
      personLink: null,
      entityName: null,
      leadersCountPerStatistic: 5,
      leadersStatistics: [],
    });
    expect(config).not.toHaveProperty('websiteId');
  });
  it('replaces null with the default', () => {
    expect(
      okConfig(features.leaders, { showEntityLogo: null, leadersCountPerStatistic: null }),
    ).toMatchObject({
      showEntityLogo: true,
      leadersCountPerStatistic: 5,
    });
  });
  it('rejects unknown fields, pseudo-values and the display-only competitions field', () => {
    expect(errorsOf(features.leaders, { colour: 'red', sport: 'hockey' })).toEqual([
      { field: 'colour', message: UNKNOWN_FIELD },
      { field: 'sport', message: UNKNOWN_FIELD },
    ]);
    expect(errorsOf(features.general, { competitions: {} })).toEqual([
      { field: 'competitions', message: NOT_SENT_FIELD },
    ]);
  });
  it('checks websiteId when the server names the website', () => {
    expect(errorsOf(features.leaders, { websiteId: 'w2' }, { ...ctx, websiteId: 'w1' })).toEqual([
      { field: 'websiteId', message: WEBSITE_MISMATCH },
    ]);
    expect(errorsOf(features.leaders, { websiteId: 7 })[0]?.field).toBe('websiteId');
  });
  it('summarises the first error in message', () => {
    const result = validateConfigBody(features.leaders, { leadersCountPerStatistic: 51, showBib: true }, ctx);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe('Validation failed: showBib: Unknown field. (and 1 more)');
  });
});

describe('validateConfigBody: types and limits', () => {
  it('rejects wrong types', () => {
    expect(errorsOf(features.leaders, { showEntityLogo: 'true', leadersCountPerStatistic: '5' })).toEqual([
      { field: 'showEntityLogo', message: NOT_BOOLEAN },
      { field: 'leadersCountPerStatistic', message: NOT_INTEGER },
    ]);
    expect(errorsOf(features.leaders, { leadersCountPerStatistic: 2.5 })[0]?.message).toBe(NOT_INTEGER);
    expect(errorsOf(features.leaders, { leadersStatistics: 'points' })[0]?.message).toBe('Must be a list.');
  });
  it('caps leadersCountPerStatistic at 50', () => {
    expect(errorsOf(features.leaders, { leadersCountPerStatistic: 51 })).toEqual([
      { field: 'leadersCountPerStatistic', message: 'Must be 50 or less.' },
    ]);
    expect(okConfig(features.leaders, { leadersCountPerStatistic: 50 }).leadersCountPerStatistic).toBe(50);
  });
  it('caps teamSummaryStandingsFields at 5 and personAverages at 4', () => {
    expect(
      errorsOf(features.teamDetails, {
        teamSummaryStandingsFields: ['played', 'won', 'lost', 'points', 'percentage', 'streak'],
      }),
    ).toEqual([{ field: 'teamSummaryStandingsFields', message: 'At most 5 items can be selected.' }]);
    expect(
      errorsOf(features.personDetail, {
        personAverages: ['points', 'assists', 'steals', 'blocks', 'minutes'],
      }),
    ).toEqual([{ field: 'personAverages', message: 'At most 4 items can be selected.' }]);
  });
  it('wants lookup and multi-select values from their lists, without duplicates', () => {
    expect(errorsOf(features.leaders, { personName: 'nickname' })).toEqual([
      { field: 'personName', message: "'nickname' is not one of the listed choices." },
    ]);
    expect(errorsOf(features.leaders, { leadersStatistics: ['points', 'dunks'] })[0]?.message).toBe(
      "'dunks' is not one of the listed choices.",
    );
    expect(errorsOf(features.leaders, { leadersStatistics: ['points', 'points'] })[0]?.message).toBe(
      DUPLICATE_ITEM,
    );
    expect(
      okConfig(features.leaders, { leadersStatistics: ['assists', 'points'] }).leadersStatistics,
    ).toEqual(['assists', 'points']);
  });
  it('accepts a short numeric lookup value sent as a number', () => {
    expect(okConfig(features.general, { timezone: 123 }).timezone).toBe(123);
  });
  it('wants local select values among the options', () => {
    expect(errorsOf(features.schedule, { labelPage: 'Calendar' })[0]?.field).toBe('labelPage');
    expect(okConfig(features.schedule, { labelPage: 'Match' }).labelPage).toBe('Match');
  });
  it('applies maxLength', () => {
    expect(errorsOf(features.fixturesFragment, { fixtureLinkPath: 'x'.repeat(256) })).toEqual([
      { field: 'fixtureLinkPath', message: 'Fixture link path must be at most 255 characters.' },
    ]);
  });
  it('checks colour rules', () => {
    expect(
      okConfig(features.standings, { promotionRelegationColours: { '1': '#00ff00', '16': '#f00' } }),
    ).toMatchObject({ promotionRelegationColours: { '1': '#00ff00', '16': '#f00' } });
    expect(errorsOf(features.standings, { promotionRelegationColours: { '1': 'green' } })).toEqual([
      { field: 'promotionRelegationColours', message: INVALID_COLOUR },
    ]);
    expect(errorsOf(features.standings, { promotionRelegationColours: { '1': '#abcd' } })[0]?.message).toBe(
      INVALID_COLOUR,
    );
    expect(errorsOf(features.standings, { promotionRelegationColours: { ' ': '#aabbcc' } })[0]?.message).toBe(
      'Rule values must not be empty.',
    );
    expect(
      errorsOf(features.standings, { promotionRelegationColours: { ['x'.repeat(51)]: '#aabbcc' } }),
    ).toEqual([
      {
        field: 'promotionRelegationColours',
        message: 'Promotion and relegation colours must be at most 50 characters.',
      },
    ]);
    expect(errorsOf(features.standings, { promotionRelegationColours: ['#aabbcc'] })[0]?.message).toBe(
      'Must be an object.',
    );
  });
  it('accepts referrer domains without a duplicate check but refuses empty items', () => {
    expect(okConfig(features.general, { referrerDomains: ['a.com', 'a.com'] }).referrerDomains).toEqual([
      'a.com',
      'a.com',
    ]);
    expect(errorsOf(features.general, { referrerDomains: [' '] })[0]?.field).toBe('referrerDomains');
  });
});

describe('validateConfigBody: general rules', () => {
  it("never stores empty locales: 'At least 1 locale should be included'", () => {
    expect(errorsOf(features.general, { locales: [] })).toEqual([
      { field: 'locales', message: LOCALES_EMPTY },
    ]);
  });
  it('wants known locales and a default among them', () => {
    expect(errorsOf(features.general, { locales: ['xx-XX'] })[0]?.field).toBe('locales');
    expect(errorsOf(features.general, { locales: ['fr-FR'], localeDefault: 'en-EN' })).toEqual([
      { field: 'localeDefault', message: LOCALE_DEFAULT_NOT_SELECTED },
    ]);
    expect(
      okConfig(features.general, { locales: ['fr-FR', 'de-AT'], localeDefault: 'de-AT' }).localeDefault,
    ).toBe('de-AT');
  });
  const placeOfS1 = { competitionId: 'c1', organizationId: 'o1' };
  const season = {
    defaultOrganizationId: 'o1',
    defaultCompetitionId: 'c1',
    defaultSeasonId: 's1',
    allowedSeasons: { s1: true, s2: true },
  };
  it('wants the default season allowed', () => {
    expect(okConfig(features.general, season)).toMatchObject(season);
    expect(errorsOf(features.general, { ...season, allowedSeasons: { s2: true } })).toEqual([
      { field: 'defaultSeasonId', message: DEFAULT_SEASON_NOT_ALLOWED },
    ]);
    expect(errorsOf(features.general, { ...season, allowedSeasons: { s1: false } })).toEqual([
      { field: 'defaultSeasonId', message: DEFAULT_SEASON_NOT_ALLOWED },
    ]);
  });
  it('keeps any season id as data, even one named like a prototype key', () => {
    const body = JSON.parse('{"allowedSeasons": {"__proto__": true, "s1": true}}');
    expect(Object.keys(okConfig(features.fixturesFragment, body).allowedSeasons as object)).toEqual([
      '__proto__',
      's1',
    ]);
    expect(errorsOf(features.leaders, JSON.parse('{"__proto__": 1}'))).toEqual([
      { field: '__proto__', message: UNKNOWN_FIELD },
    ]);
  });
  it('keeps only ticked seasons and wants the three defaults together', () => {
    expect(
      okConfig(features.fixturesFragment, { allowedSeasons: { s1: true, s2: false } }).allowedSeasons,
    ).toEqual({
      s1: true,
    });
    expect(
      errorsOf(features.fixturesFragment, { defaultSeasonId: 's1', allowedSeasons: { s1: true } }),
    ).toEqual([{ field: 'defaultSeasonId', message: DEFAULTS_TOGETHER }]);
  });
  it('wants season ids among the website seasons when the server knows them', () => {
    const known = { ...ctx, seasons: new Map([['s1', placeOfS1]]) };
    expect(errorsOf(features.general, season, known)).toEqual([
      { field: 'allowedSeasons', message: UNKNOWN_SEASON },
    ]);
    expect(
      errorsOf(
        features.general,
        { ...season, defaultSeasonId: 's9', allowedSeasons: { s9: true } },
        known,
      )[0],
    ).toEqual({ field: 'allowedSeasons', message: UNKNOWN_SEASON });
  });
  it('offers tracking-data seasons only for websites with tracking data, and only allowed ones', () => {
    expect(
      okConfig(features.general, { ...season, useTrackingDataSeasons: { s2: true } }).useTrackingDataSeasons,
    ).toEqual({ s2: true });
    expect(errorsOf(features.general, { ...season, useTrackingDataSeasons: { s3: true } })).toEqual([
      { field: 'useTrackingDataSeasons', message: TRACKING_SEASON_NOT_ALLOWED },
    ]);
    const noTracking = { ...ctx, trackingData: false };
    expect(okConfig(features.general, { useTrackingDataSeasons: {} }, noTracking)).not.toHaveProperty(
      'useTrackingDataSeasons',
    );
    expect(errorsOf(features.general, { useTrackingDataSeasons: { s1: true } }, noTracking)).toEqual([
      { field: 'useTrackingDataSeasons', message: NO_TRACKING_DATA },
    ]);
  });
  it('refuses a value for a field whose sport condition does not match, and stores only applicable fields', () => {
    expect(okConfig(features.fixtureDetails, { activePBP: false })).toMatchObject({ activePBP: false });
    const onHockey = { ...ctx, sport: 'hockey' as const };
    expect(errorsOf(features.fixtureDetails, { activePBP: false }, onHockey)).toEqual([
      { field: 'activePBP', message: 'This field does not apply to hockey websites.' },
    ]);
    const hockey = okConfig(features.fixtureDetails, { activePBP: null }, onHockey);
    expect(hockey).not.toHaveProperty('activePBP');
    expect(hockey.activeTimeline).toBe(true);
  });
  it("wants the default competition and organisation to be the default season's own", () => {
    const seasons = new Map([
      ['s1', placeOfS1],
      ['s2', { competitionId: 'c2', organizationId: 'o1' }],
    ]);
    const placed = { ...ctx, seasons };
    expect(errorsOf(features.general, season, placed)).toEqual([]);
    expect(errorsOf(features.general, { ...season, defaultSeasonId: 's2' }, placed)).toEqual([
      { field: 'defaultCompetitionId', message: NOT_DEFAULT_SEASON_PLACE },
    ]);
    expect(
      errorsOf(
        features.general,
        { ...season, defaultOrganizationId: 'o9', defaultCompetitionId: 'c9' },
        placed,
      ),
    ).toEqual([
      { field: 'defaultCompetitionId', message: NOT_DEFAULT_SEASON_PLACE },
      { field: 'defaultOrganizationId', message: NOT_DEFAULT_SEASON_PLACE },
    ]);
  });
  it('keeps the stored value of a field the body leaves out; null takes the default', () => {
    const stored = okConfig(features.leaders, { leadersCountPerStatistic: 12, showPersonImage: false });
    const withStored = { ...ctx, stored };
    const partial = okConfig(features.leaders, { leadersCountPerStatistic: 20 }, withStored);
    expect(partial.leadersCountPerStatistic).toBe(20);
    expect(partial.showPersonImage).toBe(false);
    const reset = okConfig(features.leaders, { showPersonImage: null }, withStored);
    expect(reset.leadersCountPerStatistic).toBe(12);
    expect(reset.showPersonImage).toBe(
      features.leaders.fields.find((f) => f.name === 'showPersonImage')!.default,
    );
  });
  it('refuses a partial body that breaks a rule together with the stored fields', () => {
    const stored = okConfig(features.general, season);
    expect(errorsOf(features.general, { allowedSeasons: { s2: true } }, { ...ctx, stored })).toEqual([
      {
        field: 'defaultSeasonId',
        message: 'You must select another default season before deselecting this one',
      },
    ]);
  });
});

describe('defaultConfig', () => {
  it('is valid for every feature and fills lists realistically', () => {
    for (const feature of Object.values(features)) {
      const config = defaultConfig(feature, ctx);
      expect(validateConfigBody(feature, config, ctx), feature.id).toEqual({ ok: true, config });
    }
    const groups = defaultConfig(features.personStatistics, ctx);
    expect(groups.group1Statistics).toEqual(['points', 'reboundsTotal', 'assists', 'steals', 'blocks']);
    expect(groups.group2Statistics).not.toEqual(groups.group1Statistics);
    expect([groups.group1Name, groups.group2Name]).toEqual(['general', 'shooting']);
    expect(defaultConfig(features.personDetail, ctx).personAverages).toHaveLength(4);
    expect(defaultConfig(features.teamDetails, ctx).labelRosterStaff).toBe('staff');
    expect(defaultConfig(features.personDetail, ctx).labelLog).toBe('gameLog');
    expect(defaultConfig(features.players, ctx).labelPage).toBe('players');
  });
});

describe('console output is accepted by the server', () => {
  it('accepts what prepareForSubmit builds from a default form', () => {
    for (const feature of Object.values(features)) {
      const values = {
        ...defaultConfig(feature, ctx),
        sport: 'basketball',
        trackingData: true,
        websiteId: 'w1',
      };
      const body = prepareForSubmit(feature, values);
      expect(validateConfigBody(feature, body, { ...ctx, websiteId: 'w1' }).ok, feature.id).toBe(true);
    }
  });
});
