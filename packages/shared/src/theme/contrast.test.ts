import { describe, expect, it } from 'vitest';
import { features, themeDefaults } from '../features';
import { featureSchema } from '../form/feature-schema';
import { contrastRatio, formatRatio, nearestPassingColour, parseHex, relativeLuminance } from './contrast';
import { contrastFailures } from './theme-rules';

describe('contrast (WCAG 2.2)', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Values every WCAG contrast checker agrees on.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(3.998, 3);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(relativeLuminance([255, 255, 255])).toBe(1);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
  });

  it('is symmetric and refuses what is not a colour', () => {
    expect(contrastRatio('#5b6470', '#f3f5f8')).toBe(contrastRatio('#f3f5f8', '#5b6470'));
    expect(contrastRatio('red', '#ffffff')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex('#AbC')).toEqual([170, 187, 204]);
  });

  it('never rounds a ratio up', () => {
    expect(formatRatio(4.48)).toBe('4.4:1');
    expect(formatRatio(4.5)).toBe('4.5:1');
    expect(formatRatio(3.14)).toBe('3.1:1');
    expect(formatRatio(21)).toBe('21:1');
  });

  it('finds the nearest passing colour, which passes and moves as little as it must', () => {
    const near = nearestPassingColour('#777777', '#ffffff', 4.5)!;
    expect(contrastRatio(near, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(near).toBe('#767676');
    const light = nearestPassingColour('#444444', '#000000', 7)!;
    expect(contrastRatio(light, '#000000')).toBeGreaterThanOrEqual(7);
    expect(parseHex(light)![0]).toBeGreaterThan(0x44);
    expect(nearestPassingColour('#767676', '#ffffff', 4.5)).toBe('#767676');
    // Mid grey cannot reach 21:1 against anything but black or white.
    expect(nearestPassingColour('#808080', '#808080', 22)).toBeNull();
  });
});

const defaults = () =>
  Object.fromEntries(
    (['light', 'dark'] as const).flatMap((mode) =>
      Object.entries(themeDefaults[mode]).map(([colour, hex]) => [`${mode}${colour}`, hex]),
    ),
  );

describe('the theme’s contrast rules', () => {
  it('pass for the look every widget has without a theme', () => {
    expect(contrastFailures(defaults())).toEqual([]);
  });

  it('name the pair and its ratio, and suggest a colour that passes', () => {
    const failures = contrastFailures({ ...defaults(), lightSecondaryText: '#8a919b' });
    expect(failures).toHaveLength(1);
    expect(failures[0]!.field).toBe('lightSecondaryText');
    expect(failures[0]!.message).toBe('Secondary text on background: 3.1:1, needs 4.5:1');
    // The suggestion passes every pair of the field: the header background's too.
    expect(contrastRatio(failures[0]!.suggestion!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(failures[0]!.suggestion!, '#f3f5f8')).toBeGreaterThanOrEqual(4.5);
    expect(contrastFailures({ ...defaults(), lightSecondaryText: failures[0]!.suggestion })).toEqual([]);
  });

  it('check the header background too, for each mode on its own', () => {
    const failures = contrastFailures({ ...defaults(), darkHeaderBackground: '#707070' });
    expect(failures.map((f) => [f.field, f.message])).toEqual([
      ['darkText', 'Text on header background: 4.1:1, needs 4.5:1'],
      ['darkSecondaryText', 'Secondary text on header background: 2.1:1, needs 4.5:1'],
      ['darkAccent', 'Links on header background: 2.3:1, needs 4.5:1'],
    ]);
  });

  it('refuse a failing theme in the one rule engine, field by field', () => {
    const schema = featureSchema(features.theme);
    const refused = schema.safeParse({ ...defaults(), lightText: '#aaaaaa' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lightText', 'Text on background: 2.3:1, needs 4.5:1'],
    ]);
    expect(schema.safeParse({ ...defaults(), lightAccent: '#1b7a3e' }).success).toBe(true);
    expect(schema.safeParse({ ...defaults(), lightAccent: 'green' }).success).toBe(false);
  });
});
