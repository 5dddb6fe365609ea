// Builds the embeddable runtime (issue 9 item 3): one minified script, /widgets/v1/embed.js.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/embed.ts'],
  outfile: 'dist/embed.js',
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020'],
  legalComments: 'none',
  logLevel: 'warning',
});
