// Reports the gzipped JavaScript of the landing route from the build manifest:
// the entry chunk and everything it imports, the landing screen, the English
// common translations, and the site-entry dialog a first-time visitor also loads.
// Usage: node scripts/bundle-size.mjs (after `npm run build`); exits 1 over the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const budgetKB = 150;
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imp of chunk.imports ?? []) closure(imp, seen);
  return seen;
}

const gz = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
const sum = (keys) => [...keys].reduce((n, k) => n + (manifest[k].file.endsWith('.js') ? gz(manifest[k].file) : 0), 0);

const entry = closure('index.html');
const returning = new Set([...entry, ...closure('src/features/landing/LandingPage.tsx'), ...closure('src/locales/en/common.json')]);
const firstVisit = new Set([...returning, ...closure('src/components/SiteEntryDialog.tsx')]);

const kb = (n) => (n / 1024).toFixed(1);
console.log(`landing route JS, gzipped: ${kb(sum(firstVisit))} kB on a first visit (with the site-entry dialog), ${kb(sum(returning))} kB afterwards`);
for (const k of [...firstVisit].sort()) console.log(`  ${kb(gz(manifest[k].file)).padStart(6)} kB  ${manifest[k].file}`);
if (sum(firstVisit) > budgetKB * 1024) {
  console.error(`over the ${budgetKB} kB budget`);
  process.exit(1);
}
