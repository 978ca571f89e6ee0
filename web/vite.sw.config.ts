import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

// The service worker (src/sw/sw.ts) is built after the app, on its own, into one
// classic script at dist/sw.js: a worker cannot share the app's chunks. __BUILD__ is a
// hash of the app build's manifest, so every deployment gets a new worker and its own
// asset cache.
export default defineConfig(() => {
  const build = createHash('sha256').update(readFileSync('dist/.vite/manifest.json')).digest('hex').slice(0, 12);
  return {
    define: { __BUILD__: JSON.stringify(build) },
    publicDir: false as const,
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      lib: { entry: 'src/sw/sw.ts', formats: ['iife' as const], name: 'amoraServiceWorker', fileName: () => 'sw.js' },
    },
  };
});
