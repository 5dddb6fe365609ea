// Builds the embeddable runtime (docs/product.md#widgets, decision 100): the loader, /widgets/v1/embed.js (a
// classic script: the snippet customers paste), and one ES module chunk per widget family under
// /widgets/v1/chunks/ with hashed names (one per folder under src/families/, decision 122), which the loader
// imports by URL from its own origin when a widget of that family has content to show. Also copies the
// preview page the console frames. Prints each file's gzip size against the budgets: loader 15 kB, the chunks
// together 60 kB.
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chunkSources } from './chunk-files.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const LOADER_BUDGET = 15 * 1024;
const CHUNKS_BUDGET = 60 * 1024;
const sources = chunkSources();
const common = {
  absWorkingDir: here,
  bundle: true,
  minify: true,
  target: ['es2020'],
  legalComments: 'none',
  logLevel: 'warning',
};

await rm(join(dist, 'chunks'), { recursive: true, force: true });
await mkdir(dist, { recursive: true });

const chunks = await build({
  ...common,
  entryPoints: Object.entries(sources).map(([family, file]) => ({ in: file, out: family })),
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
  const family = Object.keys(sources).find((name) => output.entryPoint === relative(here, sources[name]));
  if (family) names[family] = basename(file);
}

// The loader imports each family's chunk by that name from the script's origin (src/chunk-import.ts).
await build({
  ...common,
  entryPoints: [join(here, 'src/embed.ts')],
  outfile: join(dist, 'embed.js'),
  format: 'iife',
  define: { EUA_CHUNK_FILES: JSON.stringify(names) },
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
