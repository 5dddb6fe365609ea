import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser downloads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `x.br` and `x.gz` beside every compressible file of the build, once, at their best settings, so the
 * server sends them as they are (@fastify/static `preCompressed`, decision 066) and compresses nothing per
 * request. A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'eua-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Keeps the console's shell in one chunk (decision 085). boot.ts starts a signed-in visit's page chunk together
 * with main-app.tsx (one hop fewer), so the pages are reachable without main-app; left alone, the bundler would
 * then cut everything main-app and a page share into many small chunks. This group puts main-app.tsx's whole
 * static graph — except what boot.ts itself holds, and @eua/shared — back in one chunk, which the pages import from, as they
 * did when only main-app led to them. The set is computed from the module graph once it is complete.
 */
function shellChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  const shell = new Set<string>();
  const src = (file: string) => resolve(import.meta.dirname, 'src', file);
  return {
    group: { name: 'main-app', test: (id) => shell.has(id) },
    plugin: {
      name: 'eua-shell-chunk',
      apply: 'build',
      buildEnd() {
        const closure = (root: string) => {
          const seen = new Set<string>();
          const stack = [root];
          while (stack.length > 0) {
            const id = stack.pop() as string;
            if (seen.has(id)) continue;
            seen.add(id);
            stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
          }
          return seen;
        };
        const boot = new Set([...closure(src('boot.ts')), ...closure(src('silent-callback.ts'))]);
        shell.clear();
        // @eua/shared's barrel re-exports every contract, zod schemas included: its modules are left to the
        // bundler, which keeps in the shell only what the shell uses (decision 085).
        for (const id of closure(src('main-app.tsx')))
          if (!boot.has(id) && !/[\\/](packages[\\/]shared|zod)[\\/]/.test(id)) shell.add(id);
      },
    },
  };
}

const shell = shellChunk();

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress(), shell.plugin],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Two pages: the app, and the hidden frame of a silent sign-in (docs/product.md#users-and-sign-in), each
    // with a module script because the Content-Security-Policy forbids inline scripts.
    rolldownOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        silent: resolve(import.meta.dirname, 'silent-callback.html'),
      },
      output: {
        // Only the shell's modules are captured, not what they import from boot.ts's chunk (which stays there).
        codeSplitting: { includeDependenciesRecursively: false, groups: [shell.group] },
      },
    },
  },
  server: {
    proxy: {
      '/v1': 'http://localhost:3000',
      '/idp': 'http://localhost:3000',
      '/runtime-config.json': 'http://localhost:3000',
    },
  },
});
