import { featureList } from '@eua/shared';
import { describe, expect, it } from 'vitest';
import { lazyWidgetKindOf } from '../form-engine/widget-loaders';
import { featureWidgets, resourceOf } from './feature-resources';

describe('feature-resources (decisions 089, 092)', () => {
  it("names the widget chunks every feature's fields need, and no other (decision 092)", () => {
    const needed = (id: string) =>
      [...new Set(featureList.find((feature) => feature.id === id)?.fields.map(lazyWidgetKindOf))]
        .filter((kind) => kind !== undefined)
        .sort();
    for (const feature of featureList)
      expect([...featureWidgets[feature.id]].sort(), feature.id).toEqual(needed(feature.id));
    expect(Object.keys(featureWidgets).sort()).toEqual(featureList.map((feature) => feature.id).sort());
  });

  it('knows no resource for an address that is not a feature', () => {
    expect(resourceOf('general')).toBe('general');
    expect(resourceOf('schedule')).toBe('fixtures');
    expect(resourceOf('nonsense')).toBeUndefined();
    expect(resourceOf('toString')).toBeUndefined();
  });
});
