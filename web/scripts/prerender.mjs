// Renders the public pages at build time (issue 22, docs/decisions.md "Prerendered
// public pages"): after `vite build`, builds src/prerender/entry.tsx for Node, renders
// each page in each language for a visitor and writes dist/prerendered/<page>.<lang>.html,
// the built index.html with the page's HTML in #root. The Go server picks the variant
// for the request's language (internal/httpapi/prerender.go); main.tsx hydrates it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { pageStyles, withStylesheets } from './pageStyles.mjs';

// page name (the route's name in paths.json) -> the path rendered for it, and the source
// of its screen (src/app/screens.ts), whose stylesheets the page carries (pageStyles.mjs).
const pages = {
  index: { path: '/', screen: 'src/features/landing/LandingPage.tsx' },
  members: { path: '/members', screen: 'src/features/members/MembersPage.tsx' },
  'members-id': { path: '/members/0', screen: 'src/features/members/MemberPage.tsx' },
};
const settings = JSON.parse(readFileSync('src/prerender/settings.json', 'utf8'));

const outDir = '.prerender';
await build({
  logLevel: 'error',
  ssr: { noExternal: true },
  build: { ssr: 'src/prerender/entry.tsx', outDir, emptyOutDir: true, target: 'node20', rollupOptions: { output: { entryFileNames: 'entry.mjs' } } },
});

// The browser globals the app reads while rendering: a visitor with nothing stored.
const memory = new Map();
globalThis.localStorage = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => memory.set(k, String(v)),
  removeItem: (k) => memory.delete(k),
};
globalThis.location = new URL('http://localhost/');
globalThis.window ??= globalThis;

const { render, renderSiteEntry, languages, firstSearch } = await import(pathToFileURL(`${outDir}/entry.mjs`).href);
const template = readFileSync('dist/index.html', 'utf8');
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const rootTag = /<div id="root">[\s\S]*?<\/div><\/div>/;
if (!rootTag.test(template)) throw new Error('dist/index.html: no #root with the loading screen');
rmSync('dist/prerendered', { recursive: true, force: true });
mkdirSync('dist/prerendered');
for (const [name, { path, screen }] of Object.entries(pages)) {
  const withStyles = withStylesheets(template, pageStyles(manifest, screen));
  for (const lang of languages) {
    const html = await render(path, lang, settings);
    const page = withStyles
      .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
      .replace(rootTag, () => `<div id="root" data-prerendered="${lang}">${html}</div>`);
    writeFileSync(`dist/prerendered/${name}.${lang}.html`, page);
  }
}
// The site-entry warning, which the server puts in a page where SPEC §2 says it shows
// (internal/httpapi/siteentry.go).
for (const lang of languages) writeFileSync(`dist/prerendered/site-entry.${lang}.html`, await renderSiteEntry(lang, settings));
writeFileSync('dist/prerendered/settings.json', JSON.stringify(settings));
// The first screen's call the server answers in the page (internal/httpapi/firstscreen.go).
writeFileSync('dist/prerendered/first.json', JSON.stringify({ search: firstSearch(settings) }));
rmSync(outDir, { recursive: true, force: true });
console.log(`prerendered ${Object.keys(pages).length} pages in ${languages.length} languages`);
// The query clients' timers would keep Node running for minutes.
process.exit(0);
