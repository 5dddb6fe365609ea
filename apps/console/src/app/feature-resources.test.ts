import { featureList } from '@eua/shared';
import { describe, expect, it } from 'vitest';
import { featureResources, resourceOf } from './feature-resources';

describe('featureResources (decision 089)', () => {
  it("names every feature's own resource, and no other", () => {
    expect(featureResources).toEqual(
      Object.fromEntries(featureList.map((feature) => [feature.id, feature.resource])),
    );
  });

  it('knows no resource for an address that is not a feature', () => {
    expect(resourceOf('general')).toBe('general');
    expect(resourceOf('schedule')).toBe('fixtures');
    expect(resourceOf('nonsense')).toBeUndefined();
    expect(resourceOf('toString')).toBeUndefined();
  });
});
