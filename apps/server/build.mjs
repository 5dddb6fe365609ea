/**
 * `npm run build -w @eua/server` (part of `npm run build`, so of `npm start`): the server as plain
 * JavaScript in `dist/`, so that a start loads a few bundled files with Node's own loader instead of
 * compiling every TypeScript module through tsx at each start (decision 088). Dependencies stay in
 * node_modules (external); the workspace's own `@eua/shared` is bundled. The dynamic imports `server.ts`
 * makes while the database opens stay separate chunks, so that overlap is kept.
 *
 * A module that finds a file next to itself (`new URL('./x', import.meta.url)`: migrations, the PGlite
 * worker, the identity provider's assets, the built console and widgets) still finds it: in each module
 * under `src/`, `import.meta.url` is replaced by that module's own address relative to the bundle.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');
const src = `${path.join(here, 'src')}${path.sep}`;

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-external',
      setup(builder) {
        // Every package import is left to Node, except this repository's own workspace packages.
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@eua/') || path.isAbsolute(args.path)
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
    {
      name: 'module-own-url',
      setup(builder) {
        builder.onLoad({ filter: /\.ts$/ }, async (args) => {
          if (!args.path.startsWith(src)) return undefined;
          const contents = await readFile(args.path, 'utf8');
          if (!contents.includes('import.meta.url')) return undefined;
          // Chunks sit in dist/ itself (no subfolders), so one relative address fits every chunk.
          const own = path.relative(outdir, args.path).split(path.sep).join('/');
          return {
            contents: contents.replaceAll(
              'import.meta.url',
              `new URL(${JSON.stringify(own)}, import.meta.url).href`,
            ),
            loader: 'ts',
          };
        });
      },
    },
  ],
});
