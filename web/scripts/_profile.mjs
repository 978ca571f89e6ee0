// CPU profile of a page load on a throttled phone (4x CPU), self time by function,
// and the long tasks with their heaviest functions. Usage: node profile.mjs URL [ms]
import { chromium } from 'playwright';
const url = process.argv[2];
const wait = Number(process.argv[3] ?? 9000);
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(wait);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
const total = new Map();
const dts = profile.timeDeltas;
let t = profile.startTime;
const samples = [];
for (let i = 0; i < profile.samples.length; i++) {
  t += dts[i];
  samples.push([t, profile.samples[i], dts[i + 1] ?? 0]);
}
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
for (const [, id, dt] of samples) {
  const n = nodes.get(id);
  const k = name(n);
  self.set(k, (self.get(k) ?? 0) + dt);
  const seen = new Set();
  for (let p = id; p !== undefined; p = parent.get(p)) {
    const kk = name(nodes.get(p));
    if (seen.has(kk)) continue;
    seen.add(kk);
    total.set(kk, (total.get(kk) ?? 0) + dt);
  }
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`).join('\n');
console.log('SELF\n' + top(self, 35));
console.log('TOTAL\n' + top(total, 60));
// Busy runs: consecutive non-idle samples (a gap of idle over 1 ms ends one).
const runs = [];
let cur = null;
for (const [ts, id, dt] of samples) {
  const n = nodes.get(id);
  const idle = n.callFrame.functionName === '(idle)';
  if (idle) {
    if (cur && dt > 1000) { runs.push(cur); cur = null; }
    continue;
  }
  if (!cur) cur = { start: ts, end: ts, ids: [] };
  cur.end = ts + dt;
  cur.ids.push([id, dt]);
}
if (cur) runs.push(cur);
const boring = /^(\(root\)|\(program\)|performWorkUntilDeadline|performWorkOnRoot|renderRootConcurrent|workLoop|performUnitOfWork|beginWork|renderWithHooks|updateFunctionComponent|commit|recursively|flush|completeUnitOfWork|completeWork|runWithFiberInDEV|\(anon\))/;
for (const r of runs) {
  const d = (r.end - r.start) / 1000;
  if (d < 50) continue;
  const selfm = new Map();
  const tot = new Map();
  for (const [id, dt] of r.ids) {
    const k = name(nodes.get(id));
    selfm.set(k, (selfm.get(k) ?? 0) + dt);
    const seen = new Set();
    for (let p = id; p !== undefined; p = parent.get(p)) {
      const kk = name(nodes.get(p));
      if (seen.has(kk) || boring.test(kk)) continue;
      seen.add(kk);
      tot.set(kk, (tot.get(kk) ?? 0) + dt);
    }
  }
  console.log(`\nRUN at ${((r.start - profile.startTime) / 1000).toFixed(0)} ms, ${d.toFixed(0)} ms`);
  console.log(top(tot, 12).split('\n').map((l) => '   ' + l).join('\n'));
}
