import { describe, expect, it } from 'vitest';
import {
  bodyToValidate,
  booleanValueForSubmit,
  formatDateInput,
  initialValues,
  lookupValueForSubmit,
  numberValueForSubmit,
  prepareForSubmit,
} from './transform';
import type { FeatureDefinition } from './types';

const feature = (fields: FeatureDefinition['fields']): FeatureDefinition => ({
  id: 'leaders',
  resource: 'leaders',
  title: 'Leaders',
  method: 'PUT',
  submitLabel: 'Update',
  successMessage: 'Leaders Configuration updated successfully.',
  fields,
});

describe('lookup values', () => {
  it('turns numeric values shorter than 4 characters into numbers', () => {
    expect(lookupValueForSubmit('12')).toBe(12);
    expect(lookupValueForSubmit('0')).toBe(0);
    expect(lookupValueForSubmit('-5')).toBe(-5);
  });
  it('leaves 4+ character and non-numeric values as they are', () => {
    expect(lookupValueForSubmit('1234')).toBe('1234');
    expect(lookupValueForSubmit('abc')).toBe('abc');
    expect(lookupValueForSubmit('points')).toBe('points');
  });
  it("turns 'null' and empty into null", () => {
    expect(lookupValueForSubmit('null')).toBeNull();
    expect(lookupValueForSubmit('')).toBeNull();
    expect(lookupValueForSubmit(undefined)).toBeNull();
  });
});

describe('numbers and booleans', () => {
  it('parses number fields as integers', () => {
    expect(numberValueForSubmit('42')).toBe(42);
    expect(numberValueForSubmit('7.9')).toBe(7);
    expect(numberValueForSubmit(3.2)).toBe(3);
    expect(numberValueForSubmit('')).toBeNull();
    expect(numberValueForSubmit('x')).toBeNull();
  });
  it("makes 'true'/'false' booleans and anything else false", () => {
    expect(booleanValueForSubmit('true')).toBe(true);
    expect(booleanValueForSubmit('false')).toBe(false);
    expect(booleanValueForSubmit('yes')).toBe(false);
    expect(booleanValueForSubmit(1)).toBe(false);
    expect(booleanValueForSubmit(true)).toBe(true);
    expect(booleanValueForSubmit(null)).toBeNull();
  });
});

describe('prepareForSubmit (before sending)', () => {
  const f = feature([
    { name: 'personName', label: 'Person name', type: 'lookupData', lookup: { key: 'personNameOptions' } },
    { name: 'roundLabel', label: 'Round label', type: 'lookupData', lookup: { key: 'roundLabel' } },
    { name: 'count', label: 'Count', type: 'number', default: 5 },
    { name: 'showLogo', label: 'Show logo', type: 'select-boolean' },
    { name: 'active', label: 'Active', type: 'checkbox', default: true },
    { name: 'activePBP', label: 'PBP', type: 'checkbox', condition: 'sport', conditionValue: 'basketball' },
    {
      name: 'activeTimeline',
      label: 'Timeline',
      type: 'checkbox',
      condition: 'sport',
      conditionValue: ['hockey'],
    },
    { name: 'group.name', label: 'Display only', type: 'text' },
    { name: 'note', label: 'Note', type: 'text', ignoreIfNull: true },
    { name: 'title', label: 'Title', type: 'text', default: '' },
    {
      name: 'competitions',
      label: 'Competitions',
      type: 'custom',
      widget: 'competitions',
      controls: ['seasonId'],
    },
    { name: 'seasonId', label: 'Season', type: 'text', hidden: true, default: null },
  ]);

  it('applies every rule and carries websiteId, never the sport pseudo-value', () => {
    const body = prepareForSubmit(f, {
      websiteId: 'w1',
      sport: 'basketball',
      personName: '12',
      roundLabel: 'null',
      count: '8',
      showLogo: 'true',
      active: null,
      activePBP: 'false',
      activeTimeline: true,
      'group.name': 'x',
      note: null,
      title: null,
      seasonId: 's1',
    });
    expect(body).toEqual({
      personName: 12,
      roundLabel: null,
      count: 8,
      showLogo: true,
      active: true,
      activePBP: false,
      title: '',
      seasonId: 's1',
      websiteId: 'w1',
    });
  });
  it('drops conditional fields that do not match and fills null with the default', () => {
    const body = prepareForSubmit(f, { sport: 'hockey', count: '', activeTimeline: 'true' }, 'w2');
    expect(body).not.toHaveProperty('activePBP');
    expect(body.activeTimeline).toBe(true);
    expect(body.count).toBe(5);
    expect(body.websiteId).toBe('w2');
  });
  it('keeps ignoreIfNull fields that have a value', () => {
    expect(prepareForSubmit(f, { note: 'hello' }).note).toBe('hello');
  });
  it('gives the console the same body to validate, but keeps a number parsing would change as typed', () => {
    const values = { websiteId: 'w1', sport: 'basketball', personName: '12', count: '8', showLogo: 'true' };
    const { websiteId: _, ...sent } = prepareForSubmit(f, values);
    expect(bodyToValidate(f, values)).toEqual(sent);
    expect(bodyToValidate(f, { count: '7.9' }).count).toBe('7.9');
    expect(bodyToValidate(f, { count: 'x' }).count).toBe('x');
    expect(bodyToValidate(f, { count: '' }).count).toBe(5);
  });
});

describe('formatDateInput (yyyy-mm-dd in local time)', () => {
  it('formats in local time', () => {
    expect(formatDateInput(new Date(2024, 0, 5, 23, 30))).toBe('2024-01-05');
    expect(formatDateInput(new Date(2024, 11, 31, 0, 1).getTime())).toBe('2024-12-31');
    const iso = '2024-03-10T12:00:00Z';
    const d = new Date(iso);
    const expected = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(formatDateInput(iso)).toBe(expected);
  });
  it('keeps plain dates and gives empty for non-dates', () => {
    expect(formatDateInput('2024-02-29')).toBe('2024-02-29');
    expect(formatDateInput('')).toBe('');
    expect(formatDateInput(null)).toBe('');
    expect(formatDateInput('not a date')).toBe('');
  });
});

describe('initialValues', () => {
  it('takes stored values, then initial, then default, and carries sport and trackingData', () => {
    const f2 = feature([
      { name: 'a', label: 'A', type: 'text', default: 'd' },
      { name: 'b', label: 'B', type: 'text', initial: 'i', default: 'd' },
      { name: 'c', label: 'C', type: 'text' },
      { name: 'when', label: 'When', type: 'date' },
    ]);
    const values = initialValues(f2, {
      websiteId: 'w1',
      config: { c: 'stored', when: new Date(2024, 5, 1).toISOString() },
      sport: 'hockey',
      trackingData: true,
    });
    expect(values).toEqual({
      websiteId: 'w1',
      sport: 'hockey',
      trackingData: true,
      a: 'd',
      b: 'i',
      c: 'stored',
      when: '2024-06-01',
    });
  });
});
