// Compares two running sites' main-thread blocking on the same pages, in Debian's Chromium
// with the CPU slowed 4x (as Lighthouse's mobile preset; the network is the machine's own):
// the time past 50 ms of each long task after the first contentful paint, until 6 s after
// the load (the TBT of a real run rather than Lighthouse's simulation). The two sites are
// measured in turn, page by page, so that a busy moment of a shared machine hits both.
// Usage: node scripts/blocking-ab.mjs RUNS URL_A URL_B PATH... (for an A/B of two builds:
// two `bin/amora serve` on copies of one data directory).
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromiumPath.mjs';

const [runs, a, b, ...paths] = process.argv.slice(2);
if (!runs || !a || !b || paths.length === 0) {
  console.error('usage: node scripts/blocking-ab.mjs RUNS URL_A URL_B PATH...');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: chromiumPath,
});

/** measure loads base+path as a first visit on a phone and returns its blocking time after FCP. */
async function measure(base, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    let blocking = 0;
    let longest = 0;
    for (const [start, duration] of window.__longTasks) {
      longest = Math.max(longest, duration);
      const after = start + duration - Math.max(start, fcp);
      if (after > 50) blocking += after - 50;
    }
    return { blocking: Math.round(blocking), longest: Math.round(longest) };
  });
  await context.close();
  return result;
}

const results = new Map();
for (let i = 0; i < Number(runs); i++) {
  for (const path of paths) {
    for (const [name, base] of [['A', a], ['B', b]]) {
      const key = `${path} ${name}`;
      if (!results.has(key)) results.set(key, []);
      results.get(key).push(await measure(base.replace(/\/$/, ''), path));
    }
  }
}
await browser.close();

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
console.log('| page | site | blocking after FCP: median (min–max) | each run | longest task, median |');
console.log('|---|---|---|---|---|');
for (const [key, rs] of results) {
  const [path, name] = key.split(' ');
  const bs = rs.map((r) => r.blocking);
  console.log(`| \`${path}\` | ${name} | ${median(bs)} ms (${Math.min(...bs)}–${Math.max(...bs)}) | ${bs.join(' / ')} | ${median(rs.map((r) => r.longest))} ms |`);
}
for (const path of paths) {
  const as = results.get(`${path} A`).map((r) => r.blocking);
  const bs = results.get(`${path} B`).map((r) => r.blocking);
  const lower = bs.filter((v, i) => v < as[i]).length;
  console.log(`\`${path}\`: B blocked less than A in ${lower} of ${bs.length} pairs`);
}
