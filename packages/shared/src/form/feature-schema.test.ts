import { describe, expect, it } from 'vitest';
import { features } from '../features';
import { featureSchema, type ValidationContext, validateValues } from './feature-schema';
import {
  DEFAULT_SEASON_NOT_ALLOWED,
  DEFAULTS_TOGETHER,
  EMAIL_INVALID,
  LOCALE_DEFAULT_NOT_SELECTED,
  LOCALES_EMPTY,
  NOT_INTEGER,
  TRACKING_SEASON_NOT_ALLOWED,
} from './messages';
import type { FormValues } from './rules';
import { prepareForSubmit } from './transform';
import type { FeatureDefinition, FieldDefinition } from './types';
import { validateConfigBody } from './validate-body';

const field = (overrides: Partial<FieldDefinition>): FieldDefinition => ({
  name: 'name',
  label: 'Name',
  type: 'text',
  ...overrides,
});

const featureOf = (fields: FieldDefinition[]): FeatureDefinition => ({
  id: 'leaders',
  resource: 'leaders',
  title: 'Leaders',
  method: 'PUT',
  submitLabel: 'Update',
  successMessage: 'Updated.',
  fields,
});

/** One field checked as the console checks a form holding it: its first problem, or null. */
const check = (f: FieldDefinition, value: unknown, values: FormValues = {}): string | null =>
  validateValues(featureOf([f]), { ...values, [f.name]: value })[0]?.message ?? null;

describe('one field, as the console checks it', () => {
  it('shows the configured required message when empty, else a default', () => {
    const f = field({ required: true, errors: { required: 'Please enter a name' } });
    expect(check(f, '', {})).toBe('Please enter a name');
    expect(check(f, null, {})).toBe('Please enter a name');
    expect(check(field({ required: true }), undefined, {})).toBe('Name is required.');
    expect(check(field({ required: true, type: 'chooseAndSelect' }), [], {})).toBe('Name is required.');
    expect(check(f, 'x', {})).toBeNull();
  });
  it('skips required when the condition does not match', () => {
    const f = field({ required: true, condition: 'kind', conditionValue: 'link' });
    expect(check(f, '', { kind: 'none' })).toBeNull();
    expect(check(f, '', { kind: 'link' })).toBe('Name is required.');
  });
  it('applies maxLength with the configured message', () => {
    const f = field({ maxLength: 3, errors: { maxLength: 'Too long' } });
    expect(check(f, 'abcd', {})).toBe('Too long');
    expect(check(f, 'abc', {})).toBeNull();
    expect(check(field({ maxLength: 2 }), 'abc', {})).toBe('Name must be at most 2 characters.');
  });
  it('applies maxLength to each referrer domain and each colour rule value, as the server does', () => {
    const general = features.general.fields.find((f) => f.name === 'referrerDomains')!;
    const max = general.maxLength!;
    // A domain of `length` characters: labels of at most 63 joined by dots (each entry must be a domain).
    const domainOf = (length: number) =>
      Array.from({ length: Math.ceil(length / 64) }, (_, i) =>
        'x'.repeat(Math.min(63, length - i * 64)),
      ).join('.');
    expect(domainOf(max)).toHaveLength(max);
    expect(check(general, ['a.example', domainOf(max)], {})).toBeNull();
    expect(check(general, ['a.example', domainOf(max + 1)], {})).toBe(
      `Referrer domains must be at most ${max} characters.`,
    );
    const rules = features.standings.fields.find((f) => f.widget === 'colourRules')!;
    const ruleMax = rules.maxLength!;
    expect(check(rules, { ['r'.repeat(ruleMax)]: '#aabbcc' }, {})).toBeNull();
    expect(check(rules, { ['r'.repeat(ruleMax + 1)]: '#aabbcc' }, {})).toMatch(
      new RegExp(`must be at most ${ruleMax} characters`),
    );
  });
  it('checks email against a standard pattern, empty allowed', () => {
    const f = field({ type: 'email', errors: { email: 'Bad email' } });
    expect(check(f, '', {})).toBeNull();
    expect(check(f, 'someone@example.com', {})).toBeNull();
    expect(check(f, 'someone@', {})).toBe('Bad email');
    expect(check(f, 'not an email', {})).toBe('Bad email');
    expect(check(field({ type: 'email' }), 'a b@c.d', {})).toBe(EMAIL_INVALID);
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
    expect(check(f, {}, {})).toBe('Missing properties: Link URL, Link title');
    expect(check(f, { url: 'x' }, {})).toBe('Missing properties: Link title');
    expect(check(f, { url: 'x', title: 'y' }, {})).toBeNull();
  });
  it('bounds numbers and wants whole numbers', () => {
    const f = field({ type: 'number', label: 'Leaders', min: 1, max: 50 });
    expect(check(f, 51, {})).toBe('Must be 50 or less.');
    expect(check(f, '51', {})).toBe('Must be 50 or less.');
    expect(check(f, 50, {})).toBeNull();
    expect(check(f, 0, {})).toBe('Must be 1 or more.');
    expect(check(f, '2.5', {})).toBe(NOT_INTEGER);
    expect(check(f, 'abc', {})).toBe(NOT_INTEGER);
  });
  it('refuses more chooseAndSelect items than the limit', () => {
    const f = field({ type: 'chooseAndSelect', limit: 5 });
    expect(check(f, ['a', 'b', 'c', 'd', 'e', 'f'], {})).toBe('At most 5 items can be selected.');
    expect(check(f, ['a', 'b', 'c', 'd', 'e'], {})).toBeNull();
  });
});

describe('validateValues: a form as the console checks it', () => {
  const feature: FeatureDefinition = {
    ...features.general,
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

describe('season rules on the general form', () => {
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

describe('one engine: the console and the server give the same answer (decision 065)', () => {
  const statistics = ['a', 'b', 'c', 'd', 'e'].map((value) => ({ value, text: value }));
  const ctx: ValidationContext = {
    lookups: { personStatistics: statistics },
    sport: 'basketball',
    trackingData: true,
  };
  const onServer = (feature: FeatureDefinition, values: FormValues) => {
    const result = validateConfigBody(feature, prepareForSubmit(feature, values, 'w1'), {
      ...ctx,
      websiteId: 'w1',
    });
    return result.ok ? [] : result.errors;
  };
  const contact = field({ name: 'contact', type: 'email', errors: { email: 'Bad email' } });
  const link = field({
    name: 'link',
    type: 'subFields',
    subFields: [{ name: 'url', label: 'URL', type: 'text', required: true, placeholder: 'Link URL' }],
  });
  const forms: [string, FeatureDefinition, FormValues][] = [
    ['an address with spaces around it', featureOf([contact]), { contact: ' someone@example.com ' }],
    ['a sub-field left empty', featureOf([link]), { link: { url: ' ' } }],
    ['a required field left empty', featureOf([field({ required: true })]), { name: '' }],
    ['a count past its limit', features.leaders, { leadersCountPerStatistic: '51' }],
    ['too many items', features.personDetail, { personAverages: ['a', 'b', 'c', 'd', 'e'] }],
    ['no locale', features.general, { sport: 'basketball', trackingData: true, locales: [] }],
    [
      'a default locale not selected',
      features.general,
      { sport: 'basketball', trackingData: true, locales: ['fr-FR'], localeDefault: 'de-DE' },
    ],
    [
      'a default season not allowed',
      features.general,
      {
        sport: 'basketball',
        trackingData: true,
        defaultOrganizationId: 'o1',
        defaultCompetitionId: 'c1',
        defaultSeasonId: 's1',
        allowedSeasons: { s1: false, s2: true },
      },
    ],
  ];
  it.each(forms)('refuses %s with the same words on both sides', (_, feature, values) => {
    const errors = validateValues(feature, values);
    expect(errors).toHaveLength(1);
    expect(onServer(feature, values)).toEqual(errors);
  });
  it('matches an email as sent, without trimming it', () => {
    expect(check(contact, 'someone@example.com')).toBeNull();
    expect(check(contact, ' someone@example.com ')).toBe('Bad email');
  });
  it('refuses a number input the console would have to change to send, rather than sending another number', () => {
    const count = field({ name: 'count', type: 'number', default: 5 });
    expect(check(count, '7')).toBeNull();
    expect(check(count, '')).toBeNull();
    expect(check(count, '1e2')).toBe(NOT_INTEGER);
    expect(check(count, 3.2)).toBe(NOT_INTEGER);
  });
  it('leaves lookup lists to the server, which knows the website', () => {
    const values = { personName: 'nickname' };
    expect(validateValues(features.leaders, values)).toEqual([]);
    expect(onServer(features.leaders, values)).toEqual([
      { field: 'personName', message: "'nickname' is not one of the listed choices." },
    ]);
  });
  it('answers with the document to store, each issue at its field', () => {
    const schema = featureSchema(features.leaders);
    expect(schema.parse({ leadersCountPerStatistic: 7 })).toMatchObject({ leadersCountPerStatistic: 7 });
    expect(schema.safeParse({ leadersCountPerStatistic: 51 }).error?.issues).toMatchObject([
      { path: ['leadersCountPerStatistic'], message: 'Must be 50 or less.' },
    ]);
  });
});
