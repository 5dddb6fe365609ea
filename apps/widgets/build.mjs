// Builds the embeddable runtime (docs/product.md#widgets, decision 100): the loader, /widgets/v1/embed.js (a
// classic script: the snippet customers paste), and one ES module chunk per widget family under
// /widgets/v1/chunks/ with hashed names, which the loader imports by URL from its own origin when a widget of
// that family has content to show. Also copies the preview page the console frames. Prints each file's gzip
// size against the budgets: loader 15 kB, the chunks together 60 kB.
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const LOADER_BUDGET = 15 * 1024;
const CHUNKS_BUDGET = 60 * 1024;
const families = ['standings', 'fixtures', 'leaders', 'persons', 'teams', 'statistics', 'fixture'];
const common = { bundle: true, minify: true, target: ['es2020'], legalComments: 'none', logLevel: 'warning' };

await rm(join(dist, 'chunks'), { recursive: true, force: true });
await mkdir(dist, { recursive: true });

const chunks = await build({
  ...common,
  entryPoints: families.map((family) => join(here, `src/${family}.ts`)),
  outdir: join(dist, 'chunks'),
  format: 'esm',
  splitting: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'shared-[hash]',
  metafile: true,
});
/** family → its entry chunk's file name. */
const names = {};
for (const [file, output] of Object.entries(chunks.metafile.outputs)) {
  const family = output.entryPoint && basename(output.entryPoint, '.ts');
  if (family && families.includes(family)) names[family] = basename(file);
}

// In the loader, chunk-sources.ts becomes imports of those files from the script's origin.
const chunkUrls = {
  name: 'chunk-urls',
  setup(b) {
    b.onResolve({ filter: /\/chunk-sources$/ }, () => ({ path: 'chunk-sources', namespace: 'chunk-urls' }));
    b.onLoad({ filter: /.*/, namespace: 'chunk-urls' }, () => ({
      loader: 'js',
      contents: `const names = ${JSON.stringify(names)};
export const importChunk = (family, base) => import(\`\${base}/widgets/v1/chunks/\${names[family]}\`);`,
    }));
  },
};
await build({
  ...common,
  entryPoints: [join(here, 'src/embed.ts')],
  outfile: join(dist, 'embed.js'),
  format: 'iife',
  plugins: [chunkUrls],
});
await copyFile(join(here, 'src/preview.html'), join(dist, 'preview.html'));

const gzip = async (file) => gzipSync(await readFile(file), { level: 9 }).length;
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
const loader = await gzip(join(dist, 'embed.js'));
console.log(`embed.js: ${kB(loader)} gzip (budget ${kB(LOADER_BUDGET)})`);
let total = 0;
for (const file of Object.keys(chunks.metafile.outputs)) {
  const size = await gzip(join(here, file));
  total += size;
  console.log(`  ${relative(dist, join(here, file))}: ${kB(size)} gzip`);
}
console.log(`chunks together: ${kB(total)} gzip (budget ${kB(CHUNKS_BUDGET)})`);
if (loader > LOADER_BUDGET || total > CHUNKS_BUDGET) {
  console.error('the widget runtime is over its gzip budget');
  process.exit(1);
}
