// Builds the embeddable runtime (docs/product.md#widgets): one minified script, /widgets/v1/embed.js, and the
// preview page the console frames (/widgets/v1/preview.html). Prints the gzip size against its 35 kB budget.
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const BUDGET = 35 * 1024;

await build({
  entryPoints: [join(here, 'src/embed.ts')],
  outfile: join(here, 'dist/embed.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020'],
  legalComments: 'none',
  logLevel: 'warning',
});
await mkdir(join(here, 'dist'), { recursive: true });
await copyFile(join(here, 'src/preview.html'), join(here, 'dist/preview.html'));

const script = await readFile(join(here, 'dist/embed.js'));
const gzip = gzipSync(script, { level: 9 }).length;
console.log(
  `embed.js: ${(script.length / 1024).toFixed(1)} kB, ${(gzip / 1024).toFixed(1)} kB gzip (budget 35 kB)`,
);
if (gzip > BUDGET) {
  console.error('embed.js is over its gzip budget');
  process.exit(1);
}
