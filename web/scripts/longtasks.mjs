// Lists the long tasks of a page load from a Chromium trace, each with what it did (layout,
// style, script) and, where the trace sampled the JavaScript, the functions it ran.
// Usage: node scripts/longtasks.mjs TRACE.json [--min MS] [--top N]
//   TRACE.json: a trace that `node scripts/lighthouse.mjs --reports DIR` kept
//   (DIR/<page>-<run>.trace.json), or one from Chromium's performance panel.
//   --min: the shortest task listed, in the trace's own milliseconds (default 12.5: a
//   Lighthouse trace is taken at full speed and simulated at 4x CPU, where 50 ms counts).
//   --top: how many functions a task lists (default 8).
// Builds without minification name the functions (vite build with build.minify false).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
let file;
let minMs = 12.5;
let top = 8;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--min') minMs = Number(args[++i]);
  else if (args[i] === '--top') top = Number(args[++i]);
  else file = args[i];
}
if (!file) {
  console.error('usage: node scripts/longtasks.mjs TRACE.json [--min MS] [--top N]');
  process.exit(2);
}
const parsed = JSON.parse(readFileSync(file, 'utf8'));
const events = parsed.traceEvents ?? parsed;

// The page's main thread: the renderer that loaded the page's document.
const documentRequest = events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.resourceType === 'Document');
const pid = documentRequest?.pid ?? events.find((e) => e.name === 'TracingStartedInBrowser')?.pid;
const tid = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
const start = events.find((e) => e.pid === pid && e.name === 'navigationStart')?.ts ?? events[0].ts;
const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');

// The JavaScript samples (the v8.cpu_profiler category), by time: the main thread's
// profile only (a service worker's shares the renderer's process), which the profiler's
// own thread writes out in chunks under the profile's id.
const nodes = new Map();
const parents = new Map();
const samples = [];
const profile = events.find((e) => e.pid === pid && e.tid === tid && e.name === 'Profile');
let clock = profile?.args.data.startTime ?? 0;
for (const e of events) {
  if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile?.id) continue;
  const cpu = e.args.data.cpuProfile ?? {};
  for (const n of cpu.nodes ?? []) {
    nodes.set(n.id, n);
    if (n.parent) parents.set(n.id, n.parent);
  }
  const deltas = e.args.data.timeDeltas ?? [];
  (cpu.samples ?? []).forEach((id, i) => {
    clock += deltas[i] ?? 0;
    samples.push([clock, id]);
  });
}

const nameOf = (n) => `${n.callFrame.functionName || '(anonymous)'} ${(n.callFrame.url ?? '').split('/').pop()}:${n.callFrame.lineNumber}`;
// React's and the engine's own frames say little about which of our code ran.
const plumbing = /^(\(root\)|\(program\)|\(idle\)|\(anonymous\)|performWorkUntilDeadline|performWorkOnRoot|renderRoot|workLoop|performUnitOfWork|beginWork|renderWithHooks|updateFunctionComponent|commit|recursively|flush|complete|processRootSchedule)/;
const kinds = ['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'ParseHTML', 'ParseAuthorStyleSheet', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireIdleCallback', 'RunMicrotasks', 'MinorGC', 'MajorGC'];

let blocking = 0;
for (const task of onMain.filter((e) => e.name === 'RunTask' && e.dur > minMs * 1000)) {
  const end = task.ts + task.dur;
  blocking += task.dur / 1000 - minMs;
  console.log(`\ntask at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms`);
  const byKind = new Map();
  for (const e of onMain) {
    if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end || !kinds.includes(e.name)) continue;
    byKind.set(e.name, (byKind.get(e.name) ?? 0) + e.dur / 1000);
  }
  const kindList = [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`  ${kindList.map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join(', ')} (nested, in ms)`);
  const counts = new Map();
  let inTask = 0;
  for (const [ts, id] of samples) {
    if (ts < task.ts || ts > end) continue;
    inTask++;
    const seen = new Set();
    for (let p = id; p !== undefined && nodes.has(p); p = parents.get(p)) {
      const name = nameOf(nodes.get(p));
      if (seen.has(name) || plumbing.test(name)) continue;
      seen.add(name);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  for (const [name, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${String(Math.round((n / inTask) * 100)).padStart(3)}%  ${name}`);
  }
}
console.log(`\nsum over the tasks of their time past ${minMs} ms: ${blocking.toFixed(0)} ms`);
