import { describe, expect, it } from 'vitest';
import { features } from '../features';
import {
  DEFAULT_SEASON_NOT_ALLOWED,
  DEFAULTS_TOGETHER,
  EMAIL_INVALID,
  LOCALE_DEFAULT_NOT_SELECTED,
  LOCALES_EMPTY,
  NOT_INTEGER,
  TRACKING_SEASON_NOT_ALLOWED,
} from './messages';
import {
  canSelectMore,
  columnSize,
  isCheckboxName,
  isVisible,
  sortOptions,
  validateField,
  validateValues,
} from './rules';
import type { FeatureDefinition, FieldDefinition } from './types';

const field = (overrides: Partial<FieldDefinition>): FieldDefinition => ({
  name: 'name',
  label: 'Name',
  type: 'text',
  ...overrides,
});

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

describe('validateField (SPEC §5)', () => {
  it('shows the configured required message when empty, else a default', () => {
    const f = field({ required: true, errors: { required: 'Please enter a name' } });
    expect(validateField(f, '', {})).toBe('Please enter a name');
    expect(validateField(f, null, {})).toBe('Please enter a name');
    expect(validateField(field({ required: true }), undefined, {})).toBe('Name is required.');
    expect(validateField(field({ required: true, type: 'chooseAndSelect' }), [], {})).toBe(
      'Name is required.',
    );
    expect(validateField(f, 'x', {})).toBeNull();
  });
  it('skips required when the condition does not match', () => {
    const f = field({ required: true, condition: 'kind', conditionValue: 'link' });
    expect(validateField(f, '', { kind: 'none' })).toBeNull();
    expect(validateField(f, '', { kind: 'link' })).toBe('Name is required.');
  });
  it('applies maxLength with the configured message', () => {
    const f = field({ maxLength: 3, errors: { maxLength: 'Too long' } });
    expect(validateField(f, 'abcd', {})).toBe('Too long');
    expect(validateField(f, 'abc', {})).toBeNull();
    expect(validateField(field({ maxLength: 2 }), 'abc', {})).toBe('Name must be at most 2 characters.');
  });
  it('applies maxLength to each referrer domain and each colour rule value, as the server does', () => {
    const general = features.general.fields.find((f) => f.name === 'referrerDomains')!;
    const max = general.maxLength!;
    expect(validateField(general, ['a.example', 'x'.repeat(max)], {})).toBeNull();
    expect(validateField(general, ['a.example', 'x'.repeat(max + 1)], {})).toBe(
      `Referrer domains must be at most ${max} characters.`,
    );
    const rules = features.standings.fields.find((f) => f.widget === 'colourRules')!;
    const ruleMax = rules.maxLength!;
    expect(validateField(rules, { ['r'.repeat(ruleMax)]: '#aabbcc' }, {})).toBeNull();
    expect(validateField(rules, { ['r'.repeat(ruleMax + 1)]: '#aabbcc' }, {})).toMatch(
      new RegExp(`must be at most ${ruleMax} characters`),
    );
  });
  it('checks email against a standard pattern, empty allowed', () => {
    const f = field({ type: 'email', errors: { email: 'Bad email' } });
    expect(validateField(f, '', {})).toBeNull();
    expect(validateField(f, 'someone@example.com', {})).toBeNull();
    expect(validateField(f, 'someone@', {})).toBe('Bad email');
    expect(validateField(f, 'not an email', {})).toBe('Bad email');
    expect(validateField(field({ type: 'email' }), 'a b@c.d', {})).toBe(EMAIL_INVALID);
  });
  it("lists missing required sub-fields by placeholder after 'Missing properties: '", () => {
    const f = field({
      type: 'subFields',
      subFields: [
        { name: 'url', label: 'URL', type: 'text', required: true, placeholder: 'Link URL' },
        { name: 'title', label: 'Title', type: 'text', required: true, placeholder: 'Link title' },
        { name: 'note', label: 'Note', type: 'text' },
      ],
    });
    expect(validateField(f, {}, {})).toBe('Missing properties: Link URL, Link title');
    expect(validateField(f, { url: 'x' }, {})).toBe('Missing properties: Link title');
    expect(validateField(f, { url: 'x', title: 'y' }, {})).toBeNull();
  });
  it('bounds numbers and wants whole numbers', () => {
    const f = field({ type: 'number', label: 'Leaders', min: 1, max: 50 });
    expect(validateField(f, 51, {})).toBe('Must be 50 or less.');
    expect(validateField(f, '51', {})).toBe('Must be 50 or less.');
    expect(validateField(f, 50, {})).toBeNull();
    expect(validateField(f, 0, {})).toBe('Must be 1 or more.');
    expect(validateField(f, '2.5', {})).toBe(NOT_INTEGER);
    expect(validateField(f, 'abc', {})).toBe(NOT_INTEGER);
  });
  it('refuses more chooseAndSelect items than the limit', () => {
    const f = field({ type: 'chooseAndSelect', limit: 5 });
    expect(validateField(f, ['a', 'b', 'c', 'd', 'e', 'f'], {})).toBe('At most 5 items can be selected.');
    expect(validateField(f, ['a', 'b', 'c', 'd', 'e'], {})).toBeNull();
    expect(canSelectMore(f, ['a', 'b', 'c', 'd'])).toBe(true);
    expect(canSelectMore(f, ['a', 'b', 'c', 'd', 'e'])).toBe(false);
    expect(canSelectMore({}, new Array(100).fill('x'))).toBe(true);
  });
});

describe('validateValues', () => {
  const feature: FeatureDefinition = {
    id: 'general',
    resource: 'general',
    title: 'General',
    method: 'PUT',
    submitLabel: 'Update Configuration',
    successMessage: 'Configuration updated successfully.',
    fields: [
      { name: 'locales', label: 'Locales', type: 'custom', widget: 'locales', default: ['en-EN'] },
      { name: 'localeDefault', label: 'Default locale', type: 'select' },
      { name: 'count', label: 'Count', type: 'number', max: 50 },
      { name: 'activePBP', label: 'PBP', type: 'checkbox', condition: 'sport', conditionValue: 'basketball' },
      {
        name: 'competitions',
        label: 'Competitions',
        type: 'custom',
        widget: 'competitions',
        controls: ['defaultSeasonId', 'allowedSeasons'],
      },
      { name: 'defaultSeasonId', label: 'Default season', type: 'text', hidden: true },
      { name: 'allowedSeasons', label: 'Allowed seasons', type: 'custom', hidden: true, shape: 'seasonSet' },
    ],
  };
  const ok = {
    locales: ['en-EN'],
    localeDefault: 'en-EN',
    count: 5,
    defaultSeasonId: null,
    allowedSeasons: {},
  };

  it('passes a valid form', () => {
    expect(validateValues(feature, ok)).toEqual([]);
  });
  it("never lets locales become empty: 'At least 1 locale should be included'", () => {
    expect(validateValues(feature, { ...ok, locales: [] })).toContainEqual({
      field: 'locales',
      message: LOCALES_EMPTY,
    });
  });
  it('wants the default locale among the selected locales', () => {
    expect(validateValues(feature, { ...ok, locales: ['fr-FR'], localeDefault: 'en-EN' })).toEqual([
      { field: 'localeDefault', message: LOCALE_DEFAULT_NOT_SELECTED },
    ]);
  });
  it('wants the default season allowed', () => {
    expect(validateValues(feature, { ...ok, defaultSeasonId: 's1', allowedSeasons: { s2: true } })).toEqual([
      { field: 'defaultSeasonId', message: DEFAULT_SEASON_NOT_ALLOWED },
    ]);
    expect(validateValues(feature, { ...ok, defaultSeasonId: 's1', allowedSeasons: { s1: true } })).toEqual(
      [],
    );
  });
  it('reports field problems by field name', () => {
    expect(validateValues(feature, { ...ok, count: 51 })).toEqual([
      { field: 'count', message: 'Must be 50 or less.' },
    ]);
  });
});

describe('season rules on the general form (SPEC §4)', () => {
  const base = {
    sport: 'basketball',
    trackingData: true,
    locales: ['en-EN'],
    localeDefault: 'en-EN',
    defaultOrganizationId: 'o1',
    defaultCompetitionId: 'c1',
    defaultSeasonId: 's1',
    allowedSeasons: { s1: true, s2: true },
    useTrackingDataSeasons: { s2: true },
  };
  it('passes a consistent selection', () => {
    expect(validateValues(features.general, base)).toEqual([]);
  });
  it('sets organisation, competition and season together', () => {
    expect(validateValues(features.general, { ...base, defaultCompetitionId: null })).toEqual([
      { field: 'defaultSeasonId', message: DEFAULTS_TOGETHER },
    ]);
    expect(
      validateValues(features.general, {
        ...base,
        defaultOrganizationId: null,
        defaultCompetitionId: null,
        defaultSeasonId: null,
      }),
    ).toEqual([]);
  });
  it('flags tracking data only for allowed seasons, and only where the website has tracking data', () => {
    const bad = { ...base, useTrackingDataSeasons: { s3: true } };
    expect(validateValues(features.general, bad)).toEqual([
      { field: 'useTrackingDataSeasons', message: TRACKING_SEASON_NOT_ALLOWED },
    ]);
    expect(validateValues(features.general, { ...bad, trackingData: false })).toEqual([]);
  });
});
