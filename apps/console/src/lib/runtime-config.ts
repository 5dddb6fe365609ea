import type { RuntimeConfig } from '@eua/shared';
import { createContext, useContext } from 'react';

/** What the console reads at start from `GET /runtime-config.json` (docs/api.md), so it needs no rebuild. */
export type { RuntimeConfig };

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/runtime-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The runtime configuration could not be loaded (${response.status}).`);
  const config = (await response.json()) as RuntimeConfig;
  return { ...config, launcher: config.launcher ?? {} };
}

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs a RuntimeConfigContext provider');
  return config;
}
