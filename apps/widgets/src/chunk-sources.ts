/**
 * Where each family's chunk comes from in the sources (tests, and the runtime run from source). The build
 * replaces this module in the loader with one that imports the hashed chunk files from the script's origin
 * (build.mjs; decision 100).
 */
import type { Chunk, Family } from './renderers';

export function importChunk(family: Family, _base: string): Promise<Chunk> {
  if (family === 'standings') return import('./standings');
  if (family === 'fixtures') return import('./fixtures');
  if (family === 'persons') return import('./persons');
  if (family === 'teams') return import('./teams');
  if (family === 'statistics') return import('./statistics');
  if (family === 'fixture') return import('./fixture');
  return import('./leaders');
}
