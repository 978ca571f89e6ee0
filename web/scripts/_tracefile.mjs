// Long tasks of a page load on a throttled phone (4x CPU) from a Chromium trace, each
// with the functions that took its time. Usage: node trace.mjs URL [ms]
import { readFileSync } from 'node:fs';
const file = process.argv[2];
const url = process.argv[3];
const parsed = JSON.parse(readFileSync(file, 'utf8'));
const events = parsed.traceEvents ?? parsed;
const host = new URL(url).host;
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ResourceSendRequest' && x.args?.data?.url?.includes(host)));
const pid = main.pid, tid = main.tid;
const nav = events.find((e) => e.pid === pid && e.name === 'navigationStart') ?? events.find((e) => e.name === 'TracingStartedInBrowser');
const t0 = nav.ts;
const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask' && e.dur > Number(process.env.MIN ?? 50) * 1000);
// CPU profile samples
const nodes = new Map();
const parent = new Map();
const samples = [];
for (const e of events) {
  if (e.pid !== pid || e.name !== 'ProfileChunk') continue;
  const c = e.args.data.cpuProfile ?? {};
  for (const n of c.nodes ?? []) {
    nodes.set(n.id, n);
    if (n.parent) parent.set(n.id, n.parent);
  }
}
let ts = null;
for (const e of events) {
  if (e.pid !== pid) continue;
  if (e.name === 'Profile') ts = e.args.data.startTime;
  if (e.name !== 'ProfileChunk') continue;
  const c = e.args.data.cpuProfile ?? {};
  const d = e.args.data.timeDeltas ?? [];
  (c.samples ?? []).forEach((s, i) => {
    ts += d[i];
    samples.push([ts, s]);
  });
}
samples.sort((a, b) => a[0] - b[0]);
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${(n.callFrame.url ?? '').split('/').pop()}:${n.callFrame.lineNumber}`;
const boring = /^(\(root\)|\(program\)|\(idle\)|performWorkUntilDeadline|performWorkOnRoot|renderRootConcurrent|workLoop|performUnitOfWork|beginWork|renderWithHooks|updateFunctionComponent|commit|recursively|flush|completeUnitOfWork|completeWork|runWithFiberInDEV|\(anon\)|completeRoot|processRootSchedule|exports\.|mountIndeterminate|callCallback)/;
const marks = events.filter((e) => e.pid === pid && e.name?.startsWith('amora:'));
for (const m of marks) console.log(`MARK ${m.name} at ${((m.ts - t0) / 1000).toFixed(0)}`);
let tbt = 0;
for (const t of tasks) {
  tbt += Math.max(0, t.dur / 1000 - Number(process.env.MIN ?? 50));
  const tot = new Map();
  let nsamp = 0;
  for (const [sts, id] of samples) {
    if (sts < t.ts || sts > t.ts + t.dur) continue;
    nsamp++;
    const seen = new Set();
    for (let p = id; p !== undefined; p = parent.get(p)) {
      const n = nodes.get(p);
      if (!n) break;
      const kk = name(n);
      if (seen.has(kk) || boring.test(kk)) continue;
      seen.add(kk);
      tot.set(kk, (tot.get(kk) ?? 0) + 1);
    }
  }
  console.log(`\nTASK at ${((t.ts - t0) / 1000).toFixed(0)} ms: ${(t.dur / 1000).toFixed(0)} ms`);
  const kinds = new Map();
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid || e.ph !== 'X' || e.ts < t.ts || e.ts + (e.dur ?? 0) > t.ts + t.dur || e === t) continue;
    if (!['Layout', 'UpdateLayoutTree', 'ParseHTML', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'Paint', 'FunctionCall', 'ParseAuthorStyleSheet', 'PrePaint', 'Layerize', 'HitTest', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'RunMicrotasks', 'TimerFire', 'FireIdleCallback', 'EventDispatch', 'v8.run'].includes(e.name)) continue;
    kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
  }
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid || e.ph !== 'X' || e.ts < t.ts || e.ts > t.ts + t.dur) continue;
    if ((e.name === 'FunctionCall' || e.name === 'TimerFire' || e.name === 'EventDispatch' || e.name === 'FireIdleCallback') && e.dur > 3000) {
      const d = e.args?.data ?? {};
      console.log(`     ${e.name} ${(e.dur / 1000).toFixed(0)} ms ${d.functionName ?? d.type ?? ''} ${(d.url ?? '').split('/').pop()}:${d.lineNumber ?? ''}`);
    }
  }
  console.log('   ' + [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', '));
  const top = [...tot].sort((a, b) => b[1] - a[1]).slice(0, 10);
  for (const [k, v] of top) console.log(`   ${((v / Math.max(nsamp, 1)) * 100).toFixed(0).padStart(3)}%  ${k}`);
}
console.log(`\nsum of (task - 50 ms) over all long tasks: ${tbt.toFixed(0)} ms`);
