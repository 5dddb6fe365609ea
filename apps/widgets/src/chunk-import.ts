/**
 * Where a family's chunk is imported from (decision 122): `EUA_CHUNK_FILES` names each family's chunk file,
 * defined by the build from the folders under families/ (build.mjs: the hashed files under
 * /widgets/v1/chunks/ of the script's origin) and by the tests from the same folders (the sources, as file
 * addresses). One import, the same in both.
 */
import type { FamilyName } from '@eua/shared/widgets';
import type { Chunk } from './families';

declare const EUA_CHUNK_FILES: Record<FamilyName, string>;

/** The chunk's address: a file name is under the chunks path of `base`; a full address is as it is. */
export const chunkAddress = (family: FamilyName, base: string): string => {
  const file = EUA_CHUNK_FILES[family];
  return /^[a-z]+:/.test(file) ? file : `${base}/widgets/v1/chunks/${file}`;
};

export const importChunk = (family: FamilyName, base: string): Promise<Chunk> =>
  import(/* @vite-ignore */ chunkAddress(family, base));
