import { notifyManager, timeoutManager, type TimeoutProvider } from '@tanstack/react-query';

/*
 * TanStack Query schedules many timers while a page loads: a zero timeout for each batch
 * of notifications, and a timeout per query for its garbage collection and staleness,
 * each cleared and set again as observers come and go (68 timer calls on a loaded search,
 * 48 of them from the query library). A timer call is cheap in a plain browser (1-2 µs),
 * but a traced one (Lighthouse, the performance panel) records its script's stack: 100-180 µs
 * from inside a React render (a /tmp probe, 80 frames deep). This module keeps the same
 * timings with far fewer calls into the browser's timers (issue 22).
 */

/**
 * messageTask runs fn in a task of its own, soon, as setTimeout(fn, 0) would, but on a message
 * port: no timer, and no 4 ms clamp once timeouts nest. One message per callback, so each
 * still runs in its own task. Not lib/nextTask: that one resumes a start-up that yields
 * (scheduler.yield, ahead of tasks queued meanwhile); notifications keep their turn.
 */
export const messageTask: (fn: () => void) => void = (() => {
  if (typeof MessageChannel === 'undefined') return (fn: () => void) => void setTimeout(fn, 0);
  const queue: Array<() => void> = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => queue.shift()?.();
  return (fn: () => void) => {
    queue.push(fn);
    channel.port2.postMessage(null);
  };
})();

interface Timer {
  at: number;
  fn: () => void;
  every?: number;
}

/**
 * coalescedTimers is a TimeoutProvider that keeps its timers in a map and sets one browser
 * timer, for the earliest of them: setting a five-minute garbage collection and clearing it
 * again costs no call into the browser.
 */
export function coalescedTimers(now: () => number = () => performance.now()): TimeoutProvider<number> {
  const timers = new Map<number, Timer>();
  let nextId = 1;
  let armed: { at: number; handle: ReturnType<typeof setTimeout> } | undefined;

  const arm = () => {
    let earliest = Infinity;
    for (const t of timers.values()) if (t.at < earliest) earliest = t.at;
    if (earliest === Infinity || (armed && armed.at <= earliest)) return;
    if (armed) clearTimeout(armed.handle);
    armed = { at: earliest, handle: setTimeout(fire, Math.max(0, earliest - now())) };
  };
  const fire = () => {
    armed = undefined;
    const t0 = now();
    const due = [...timers].filter(([, t]) => t.at <= t0).sort((a, b) => a[1].at - b[1].at);
    for (const [id, t] of due) {
      // An earlier callback may have cleared this one.
      if (timers.get(id) !== t) continue;
      if (t.every === undefined) timers.delete(id);
      else t.at = t0 + t.every;
      try {
        t.fn();
      } catch (err) {
        // Reported as a browser timer's error would be, and the other timers still run.
        queueMicrotask(() => {
          throw err;
        });
      }
    }
    arm();
  };
  const add = (fn: () => void, delay: number | undefined, every?: number) => {
    const id = nextId++;
    timers.set(id, { at: now() + Math.max(0, delay ?? 0), fn, every });
    arm();
    return id;
  };
  const remove = (id: number | undefined) => {
    if (id !== undefined) timers.delete(id);
  };
  return {
    setTimeout: (fn, delay) => add(fn, delay),
    clearTimeout: remove,
    setInterval: (fn, delay) => add(fn, delay, Math.max(0, delay ?? 0)),
    clearInterval: remove,
  };
}

/** fewerQueryTimers sets the query library's schedulers to the ones above; call it before the first QueryClient. */
export function fewerQueryTimers() {
  notifyManager.setScheduler(messageTask);
  timeoutManager.setTimeoutProvider(coalescedTimers());
}
