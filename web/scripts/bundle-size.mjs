// Reports the gzipped JavaScript of the landing route from the build manifest:
// the entry chunk and everything it imports, the landing screen, the English
// common translations, and the site-entry dialog a first-time visitor also loads.
// A second budget holds the landers (issue 24), a build of their own (landers-manifest.json):
// their entry (landers.html) with the heaviest lander, the translations a first visit loads
// (common, landers, and the sign-up form's account and errors) and the site-entry dialog.
// The budgets are in gzip; each summary also gives the bytes a browser that takes Brotli
// gets (the build's name.br copies, vite/precompress.ts).
// Usage: node scripts/bundle-size.mjs (after `npm run build`); exits 1 over a budget.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { closure } from './manifest.mjs';

const budgetKB = 150;
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));


const gz = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
const br = (file) => (existsSync(`dist/${file}.br`) ? statSync(`dist/${file}.br`).size : gz(file));
const sum = (keys, m = manifest, size = gz) => [...keys].reduce((n, k) => n + (m[k].file.endsWith('.js') ? size(m[k].file) : 0), 0);

const entry = closure(manifest, 'index.html');
const returning = new Set([...entry, ...closure(manifest, 'src/features/landing/LandingPage.tsx'), ...closure(manifest, 'src/locales/en/common.json')]);
const firstVisit = new Set([...returning, ...closure(manifest, 'src/components/SiteEntryDialog.tsx')]);

const kb = (n) => (n / 1024).toFixed(1);
console.log(`landing route JS, gzipped: ${kb(sum(firstVisit))} kB on a first visit (with the site-entry dialog), ${kb(sum(returning))} kB afterwards; in Brotli ${kb(sum(firstVisit, manifest, br))} kB`);
for (const k of [...firstVisit].sort()) console.log(`  ${kb(gz(manifest[k].file)).padStart(6)} kB  ${manifest[k].file}`);
let over = sum(firstVisit) > budgetKB * 1024;
if (over) console.error(`over the ${budgetKB} kB budget`);

// The landers: paid traffic's first page, so a budget of its own.
const landerBudgetKB = 100;
const lm = JSON.parse(readFileSync('dist/.vite/landers-manifest.json', 'utf8'));
const lclosure = (key) => closure(lm, key);
const landerCommon = ['landers.html', 'src/locales/en/common.json', 'src/locales/en/landers.json', 'src/locales/en/account.json',
  'src/locales/en/errors.json', 'src/components/SiteEntryDialog.tsx'].flatMap((k) => [...lclosure(k)]);
const landerPages = Object.keys(lm).filter((k) => k.startsWith('src/landers/pages/') || k.startsWith('src/landers/member/'));
const pageSet = (page) => new Set([...landerCommon, ...lclosure(page), ...(page.includes('/member/') ? lclosure('src/locales/en/profile.json') : [])]);
let heaviest = { key: '', set: new Set() };
for (const page of landerPages) {
  if (sum(pageSet(page), lm) > sum(heaviest.set, lm)) heaviest = { key: page, set: pageSet(page) };
}
console.log(`\nlanders JS, gzipped: ${kb(sum(heaviest.set, lm))} kB for the heaviest page (${heaviest.key}) on a first visit (${kb(sum(heaviest.set, lm, br))} kB in Brotli); the entry alone ${kb(sum(lclosure('landers.html'), lm))} kB`);
for (const page of landerPages.sort()) console.log(`  ${kb(sum(pageSet(page), lm)).padStart(6)} kB  ${page}`);
if (sum(heaviest.set, lm) > landerBudgetKB * 1024) {
  console.error(`landers over the ${landerBudgetKB} kB budget`);
  over = true;
}
if (over) process.exit(1);
