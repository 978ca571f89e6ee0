import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from './coalesce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** reloads counts the runs and lets the test end each one. */
function reloads() {
  const ends: Array<() => void> = [];
  let inFlight = 0;
  let most = 0;
  const run = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        inFlight++;
        most = Math.max(most, inFlight);
        ends.push(() => {
          inFlight--;
          resolve();
        });
      }),
  );
  return { run, end: () => ends.shift()?.(), most: () => most };
}

describe('coalesce', () => {
  it('runs once for a burst of calls', async () => {
    const r = reloads();
    const reload = coalesce(r.run, 100);
    const done = Promise.all(Array.from({ length: 25 }, () => reload()));
    await vi.advanceTimersByTimeAsync(100);
    expect(r.run).toHaveBeenCalledTimes(1);
    r.end();
    await done;
  });

  it('never overlaps: calls during a run make exactly one more run after it', async () => {
    const r = reloads();
    const reload = coalesce(r.run, 100);
    const first = reload();
    await vi.advanceTimersByTimeAsync(100);
    expect(r.run).toHaveBeenCalledTimes(1);
    let laterDone = false;
    const later = Promise.all([reload(), reload(), reload()]).then(() => (laterDone = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(r.run).toHaveBeenCalledTimes(1); // still the first run
    r.end();
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(r.run).toHaveBeenCalledTimes(2);
    expect(laterDone).toBe(false); // they wait for the run that covers them
    r.end();
    await later;
    expect(r.most()).toBe(1);
  });

  it('goes on after a failed run', async () => {
    let n = 0;
    const reload = coalesce(() => (++n === 1 ? Promise.reject(new Error('offline')) : Promise.resolve()), 10);
    const a = reload();
    await vi.advanceTimersByTimeAsync(10);
    await a;
    const b = reload();
    await vi.advanceTimersByTimeAsync(10);
    await b;
    expect(n).toBe(2);
  });
});
