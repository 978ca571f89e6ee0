import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import base, { routerProduction } from './vite.config';
import { compileHints } from './vite/compileHints';
import { precompress } from './vite/precompress';
import { unusedCss } from './vite/unusedCss';

// The landers (issue 24: /landers/*, member landings) are built after the app, on their
// own, from landers.html into the same dist/, with Preact's React-compatible runtime in
// place of React: paid traffic lands here, and the whole first page must stay within
// 100 kB of gzipped JavaScript (scripts/bundle-size.mjs). Their manifest is
// dist/.vite/landers-manifest.json; the server serves landers.html on their paths. Their
// stylesheet keeps only the rules their code names (vite/unusedCss.ts), and the code
// they run at start is compiled as it streams in (vite/compileHints.ts); each asset has a
// Brotli copy beside it for the server to send (vite/precompress.ts).
export default defineConfig({
  plugins: [react(), unusedCss(), compileHints(), precompress()],
  css: base.css,
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      ...routerProduction,
    ],
  },
  publicDir: false,
  build: {
    manifest: '.vite/landers-manifest.json',
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    target: 'es2022',
    rollupOptions: { input: { landers: 'landers.html' } },
  },
});
