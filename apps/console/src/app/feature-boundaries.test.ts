import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES_DIR, withFeatureBoundaries } from './feature-boundaries';

const root = resolve(__dirname, '../../../..');
const features = readdirSync(resolve(root, FEATURES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const biome = JSON.parse(readFileSync(resolve(root, 'biome.json'), 'utf8'));

describe('the lint boundary between features (decision 123)', () => {
  it('has an override for every folder under features/, forbidding app/ and every other feature', () => {
    expect(features.length).toBeGreaterThan(0);
    // On a failure: node --import tsx apps/console/scripts/sync-feature-boundaries.ts
    expect(biome).toEqual(withFeatureBoundaries(biome, features));
  });

  it('names every feature in every other feature’s override', () => {
    const generated = withFeatureBoundaries({}, ['a', 'b', 'c']).overrides ?? [];
    const groups = generated.map((override) => JSON.stringify(override));
    expect(groups[0]).toContain('"../b"');
    expect(groups[0]).toContain('"../../../c/**"');
    expect(groups[0]).not.toContain('"../a"');
  });
});
