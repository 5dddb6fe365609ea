import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Two pages: the app, and the hidden frame of a silent sign-in (SPEC.md §4), each with a module script
    // because the Content-Security-Policy forbids inline scripts.
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        silent: resolve(import.meta.dirname, 'silent-callback.html'),
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
