/**
 * The maps a newcomer reads first stay true: docs/architecture.md names every module and every folder of each
 * app's source, and the README's folder map names every top-level folder and every source folder of the apps
 * and packages. A folder added without a line in them fails here (decision 126).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

/** The folders git tracks directly below `dir` (a path from the repository's root). */
function trackedFolders(dir: string): string[] {
  const files = execFileSync('git', ['ls-files', '--', dir], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const prefix = dir === '.' ? '' : `${dir}/`;
  const names = files.map((file) => file.slice(prefix.length)).filter((rest) => rest.includes('/'));
  return [...new Set(names.map((rest) => rest.split('/')[0]!))].sort();
}

/** A document's text with `{a,b}` lists spelled out, so `modules/{config,drafts}` names both. */
function expanded(text: string): string {
  let out = text;
  for (let round = 0; round < 3; round += 1) {
    out = out.replace(/([\w./-]*)\{([\w.,/ -]+)\}/g, (_all, head: string, list: string) =>
      list
        .split(',')
        .map((item) => `${head}${item.trim()}`)
        .join(' '),
    );
  }
  return out;
}

const architecture = expanded(readFileSync(join(root, 'docs/architecture.md'), 'utf8'));
const readme = expanded(readFileSync(join(root, 'README.md'), 'utf8'));

/** Source folders the architecture page must name, each as `{parent}/{folder}` (e.g. `modules/drafts`). */
const sourceParents = [
  'apps/server/src',
  'apps/server/src/modules',
  'apps/console/src',
  'apps/console/src/features',
  'apps/console/src/form-engine',
  'apps/widgets/src',
  'apps/widgets/src/families',
  'packages/shared/src',
];

const named = (text: string, parent: string, folder: string) => {
  const last = parent.split('/').at(-1)!;
  return text.includes(`${parent}/${folder}`) || text.includes(`${last}/${folder}`);
};

describe('docs/architecture.md', () => {
  it.each(sourceParents)('names every folder of %s', (parent) => {
    const missing = trackedFolders(parent).filter((folder) => !named(architecture, parent, folder));
    expect(missing, `folders of ${parent} the architecture page does not name`).toEqual([]);
  });

  it('names every top-level folder', () => {
    const missing = trackedFolders('.').filter((folder) => !architecture.includes(`${folder}/`));
    expect(missing).toEqual([]);
  });
});

/** The README map's entry of a folder: its line and the indented lines that follow it. */
function mapEntry(folder: string): string | undefined {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.startsWith(folder));
  if (start === -1) return undefined;
  const end = lines.findIndex((line, index) => index > start && !line.startsWith(' '));
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

describe("the README's folder map", () => {
  it('names every top-level folder', () => {
    const missing = trackedFolders('.').filter((folder) => !readme.includes(`${folder}/`));
    expect(missing).toEqual([]);
  });

  it.each(['apps', 'packages'])('names every folder of %s and the folders of its source', (top) => {
    const missing: string[] = [];
    for (const pkg of trackedFolders(top)) {
      const entry = mapEntry(`${top}/${pkg}/`);
      if (entry === undefined) missing.push(`${top}/${pkg}/`);
      for (const folder of trackedFolders(`${top}/${pkg}/src`)) {
        if (!entry?.includes(`${folder}/`)) missing.push(`${top}/${pkg}/src/${folder}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
