import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import base from './vite.config';

// The landers (issue 24: /landers/*, member landings) are built after the app, on their
// own, from landers.html into the same dist/, with Preact's React-compatible runtime in
// place of React: paid traffic lands here, and the whole first page must stay within
// 100 kB of gzipped JavaScript (scripts/bundle-size.mjs). Their manifest is
// dist/.vite/landers-manifest.json; the server serves landers.html on their paths.
// The stylesheet does not hold the first paint back: the page asks for it at once
// (preload) and paints its boot screen, whose style is inline; the entry puts the sheet
// in place before its first render (src/landers/stylesheet.ts), so nothing shows unstyled.
const stylesheetNotBlocking: Plugin = {
  name: 'amora-landers-css-not-blocking',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g, '<link rel="preload" as="style"$1 href="$2" data-amora-css>'),
  },
};

export default defineConfig({
  plugins: [react(), stylesheetNotBlocking],
  css: base.css,
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
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
