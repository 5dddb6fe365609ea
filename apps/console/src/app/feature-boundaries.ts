/*
 * The console's lint boundary between features (decisions 069, 123), derived from the folders under
 * src/features: every feature has one biome override that forbids importing app/ and every other feature.
 * The test beside this file fails when biome.json's overrides and the folders disagree; scripts/
 * sync-feature-boundaries.ts rewrites them. Pure: it reads nothing, so the test and the script share it.
 */

export const FEATURES_DIR = 'apps/console/src/features';

const MESSAGE =
  'A feature imports neither another feature nor app/ (decisions 069, 123): move what both need to lib/, components/ or form-engine/.';

/** How deep a file may sit under its feature's folder (features/x/components/preview/y.tsx is three). */
const DEPTH = 3;

type Override = { includes?: string[]; [key: string]: unknown };
type BiomeConfig = { overrides?: Override[]; [key: string]: unknown };

const includesOf = (feature: string) => [`${FEATURES_DIR}/${feature}/**`];

/** The import specifiers that reach `other` from a file 1..DEPTH folders below its feature's folder. */
function pathsTo(other: string): string[] {
  const paths: string[] = [];
  for (let up = 1; up <= DEPTH; up++) {
    const prefix = '../'.repeat(up);
    paths.push(`${prefix}${other}`, `${prefix}${other}/**`);
  }
  return paths;
}

/** The override of one feature: app/ and every other feature are out of bounds. */
export function featureOverride(feature: string, features: readonly string[]): Override {
  const others = [...features].sort().filter((other) => other !== feature);
  return {
    includes: includesOf(feature),
    linter: {
      rules: {
        style: {
          noRestrictedImports: {
            level: 'error',
            options: {
              patterns: [
                {
                  group: ['**/app', '**/app/**', '**/features/**', ...others.flatMap(pathsTo)],
                  message: MESSAGE,
                },
              ],
            },
          },
        },
      },
    },
  };
}

const isFeatureOverride = (override: Override) =>
  override.includes?.length === 1 && override.includes[0]!.startsWith(`${FEATURES_DIR}/`);

/**
 * biome.json with one override per feature folder, in the folders' order, where the feature overrides stood
 * (others' overrides keep their place).
 */
export function withFeatureBoundaries(config: BiomeConfig, features: readonly string[]): BiomeConfig {
  const overrides = config.overrides ?? [];
  const first = overrides.findIndex(isFeatureOverride);
  const rest = overrides.filter((override) => !isFeatureOverride(override));
  const at =
    first === -1 ? rest.length : overrides.slice(0, first).filter((o) => !isFeatureOverride(o)).length;
  const generated = [...features].sort().map((feature) => featureOverride(feature, features));
  return { ...config, overrides: [...rest.slice(0, at), ...generated, ...rest.slice(at)] };
}
