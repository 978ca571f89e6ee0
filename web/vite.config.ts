import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compileHints } from './vite/compileHints';
import { precompress } from './vite/precompress';
import { screenPrefetch } from './vite/screenPrefetch';
import { unusedCss } from './vite/unusedCss';

// React Router's package points every import at its development build (its warnings on,
// remix-run/react-router#14102); the build takes the production one beside it, the same
// code with ENABLE_DEV_WARNINGS off. The tests keep the warnings.
export const routerProduction = process.env.VITEST ? [] : [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }];

// The members' stylesheet keeps only the rules the app's code names (vite/unusedCss.ts):
// half of Bootstrap's utilities and parts go, 31 kB to 18 kB gzipped, less to fetch before
// the first paint and fewer rules to match on each style pass of a phone (issue 22).
// react-bootstrap builds its Modal's and Toast's classes from parts at run time
// (`${prefix}-dialog-centered`, `bg-${bg}`) and the transitions add fade/show: kept.
const builtByLibraries = [/^modal/, /^toast/, /^(fade|show|showing|hide)$/, /^bg-/];

// The Go server serves the built app from web/dist and the API on the same origin;
// `npm run dev` proxies /api to a server started with `make serve`; the staff console
// is at /admin.html in the dev server.
export default defineConfig({
  plugins: [react(), screenPrefetch(), unusedCss({ stylesheets: /^assets\/index-[^/]*\.css$/, keep: builtByLibraries }), compileHints(), precompress()],
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3 still uses Sass @import and global functions.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'legacy-js-api'] },
    },
  },
  resolve: { alias: routerProduction },
  build: {
    manifest: true,
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    // A page asks for what its entry imports (its modulepreloads); a screen loaded later
    // brings its own imports. Vite's loader would add a modulepreload link for each of
    // them as the screen loads: about 20 links on a profile, 5-14 ms of a phone's main
    // thread at the page's start (issue 22). The browser finds them in the screen's chunk
    // a round trip later, and screens visited later are in the cache by then (screens.ts).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // Two pages: the members' app and the staff console (served at /admin/*), each with
    // its own chunks, so that the members' bundle never carries the console.
    rollupOptions: {
      input: { index: 'index.html', admin: 'admin.html' },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'eslint/**/*.test.js', 'vite/**/*.test.ts', 'scripts/**/*.test.js'],
    css: false,
    // Tests are not timed: a busy shared machine types slowly into a long form.
    testTimeout: 30_000,
  },
});
