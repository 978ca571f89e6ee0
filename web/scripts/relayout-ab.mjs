// Compares two running sites' layout cost on the same page, in Debian's Chromium: the page
// is loaded at a phone's width (360 px) and, once its content is drawn, laid out anew 40
// times over (the app's root a few pixels narrower, then wider: every line and card is
// laid out again); a run's figure is the median of its 40 layouts. The two sites are
// measured in turn, a fresh page each run, so that a busy moment of a shared machine hits
// both; the medians, and every run's figure, are printed for each.
// Usage: node scripts/relayout-ab.mjs RUNS URL_A URL_B [PATH] [SELECTOR]
//   PATH defaults to /members, SELECTOR (what shows that the content is drawn) to the
//   member cards. For an A/B of two builds: two `bin/amora serve` on copies of one data
//   directory.
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromiumPath.mjs';

const [runs, a, b, path = '/members', selector = '[data-testid=member-card]'] = process.argv.slice(2);
if (!runs || !a || !b) {
  console.error('usage: node scripts/relayout-ab.mjs RUNS URL_A URL_B [PATH] [SELECTOR]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: chromiumPath,
});

/** measure loads base+path at 360 px and returns the median time of a full layout, in ms. */
async function measure(base) {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await page.goto(base + path);
  await page.waitForSelector(selector);
  await page.waitForTimeout(1500); // the photos and the rest of the first screen's work
  const ms = await page.evaluate(() => {
    const root = document.getElementById('root') ?? document.body;
    const times = [];
    for (let i = 0; i < 40; i++) {
      root.style.width = i % 2 ? '352px' : '356px';
      const t0 = performance.now();
      void document.body.offsetHeight; // forces the layout
      times.push(performance.now() - t0);
    }
    return times.sort((x, y) => x - y)[20];
  });
  await page.close();
  return ms;
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const results = { A: [], B: [] };
for (let i = 0; i < Number(runs); i++) {
  results.A.push(await measure(a));
  results.B.push(await measure(b));
}
await browser.close();
for (const [name, ms] of Object.entries(results)) {
  console.log(`${name}: median ${median(ms).toFixed(2)} ms (runs: ${ms.map((m) => m.toFixed(2)).join(' ')})`);
}
console.log(`B/A: ${(median(results.B) / median(results.A)).toFixed(2)}`);
