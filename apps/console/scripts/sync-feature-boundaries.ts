import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FEATURES_DIR, withFeatureBoundaries } from '../src/app/feature-boundaries';

/* Rewrites biome.json's feature overrides from the folders under src/features (decision 123). */
const root = resolve(import.meta.dirname, '../../..');
const features = readdirSync(resolve(root, FEATURES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const path = resolve(root, 'biome.json');
const config = withFeatureBoundaries(JSON.parse(readFileSync(path, 'utf8')), features);
writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
execFileSync('npx', ['biome', 'format', '--write', 'biome.json'], { cwd: root, stdio: 'inherit' });
