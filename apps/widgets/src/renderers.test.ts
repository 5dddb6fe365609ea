import { familyNames } from '@eua/shared/widgets';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./chunk-import');
  vi.resetModules();
});

/** A fresh registry whose chunk imports are `importChunk`. */
async function registry(importChunk: (family: string, base: string) => Promise<unknown>) {
  vi.resetModules();
  vi.doMock('./chunk-import', () => ({ importChunk }));
  return import('./renderers');
}

describe('the widget chunks', () => {
  it("fetches a family's chunk once, from the script's origin, for every widget of the family", async () => {
    const standings = () => ['standings'];
    const importChunk = vi.fn(async () => ({ renderers: { standings, standingsFragment: standings } }));
    const { loadRenderer, rendererFor } = await registry(importChunk);
    expect(rendererFor('standings')).toBeNull();
    const [a, b] = await Promise.all([
      loadRenderer('standings', 'https://api.test'),
      loadRenderer('standingsFragment', 'https://api.test'),
    ]);
    expect(a).toBe(standings);
    expect(b).toBe(standings);
    expect(importChunk).toHaveBeenCalledTimes(1);
    expect(importChunk).toHaveBeenCalledWith('standings', 'https://api.test');
    expect(rendererFor('standingsFragment')).toBe(standings);
    expect(rendererFor('leaders')).toBeNull();
  });

  it('forgets a failed import, so the next attempt fetches again', async () => {
    const leaders = () => ['leaders'];
    const importChunk = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ renderers: { leaders } });
    const { loadRenderer } = await registry(importChunk);
    await expect(loadRenderer('leaders', '')).rejects.toThrow('Failed to fetch');
    expect(await loadRenderer('leaders', '')).toBe(leaders);
    expect(importChunk).toHaveBeenCalledTimes(2);
  });

  it('in the sources, each family is its own module with the renderers of its widgets', async () => {
    const { importChunk } = await import('./chunk-import');
    expect(Object.keys((await importChunk('standings', '')).renderers).sort()).toEqual([
      'standings',
      'standingsFragment',
    ]);
    expect(Object.keys((await importChunk('fixtures', '')).renderers).sort()).toEqual([
      'fixturesFragment',
      'schedule',
    ]);
    expect(Object.keys((await importChunk('leaders', '')).renderers)).toEqual(['leaders']);
    expect(Object.keys((await importChunk('statistics', '')).renderers).sort()).toEqual([
      'personStatistics',
      'teamStatistics',
    ]);
  });

  it("imports every family's chunk from its folder, and a built file name from the script's origin", async () => {
    const { chunkAddress } = await import('./chunk-import');
    for (const family of familyNames) {
      expect(chunkAddress(family, 'https://api.test')).toMatch(
        new RegExp(`^file:.*/families/${family}/chunk\\.ts$`),
      );
    }
  });
});
