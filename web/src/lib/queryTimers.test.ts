import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimers, messageTask } from './queryTimers';

describe('coalescedTimers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const provider = () => coalescedTimers(() => Date.now());

  it('runs timeouts in the order of their deadlines, each once', () => {
    const t = provider();
    const ran: string[] = [];
    t.setTimeout(() => ran.push('late'), 300);
    t.setTimeout(() => ran.push('early'), 100);
    t.setTimeout(() => ran.push('middle'), 200);
    vi.advanceTimersByTime(150);
    expect(ran).toEqual(['early']);
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual(['early', 'middle', 'late']);
  });

  it('keeps one browser timer however many timeouts wait', () => {
    const t = provider();
    const spy = vi.spyOn(globalThis, 'setTimeout');
    for (let i = 0; i < 20; i++) t.setTimeout(() => {}, 300_000 + i);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('does not run a cleared timeout, even one cleared by a callback due at the same time', () => {
    const t = provider();
    const ran: string[] = [];
    const a = t.setTimeout(() => ran.push('a'), 50);
    t.clearTimeout(a);
    let c = 0;
    t.setTimeout(() => {
      ran.push('b');
      t.clearTimeout(c);
    }, 100);
    c = t.setTimeout(() => ran.push('c'), 100);
    t.clearTimeout(undefined);
    vi.advanceTimersByTime(500);
    expect(ran).toEqual(['b']);
  });

  it('runs the other timers when one throws, and reports the error', async () => {
    const t = provider();
    const ran: string[] = [];
    const reported: unknown[] = [];
    const onError = (err: unknown) => reported.push(err);
    process.on('uncaughtException', onError);
    t.setTimeout(() => {
      throw new Error('broken');
    }, 100);
    t.setTimeout(() => ran.push('after'), 100);
    t.setTimeout(() => ran.push('later'), 200);
    vi.advanceTimersByTime(300);
    expect(ran).toEqual(['after', 'later']);
    await vi.waitFor(() => expect(reported).toHaveLength(1));
    process.off('uncaughtException', onError);
  });

  it('repeats an interval until it is cleared', () => {
    const t = provider();
    let n = 0;
    const id = t.setInterval(() => n++, 100);
    vi.advanceTimersByTime(350);
    expect(n).toBe(3);
    t.clearInterval(id);
    vi.advanceTimersByTime(1000);
    expect(n).toBe(3);
  });

  it('moves its browser timer earlier when an earlier timeout arrives', () => {
    const t = provider();
    const ran: number[] = [];
    t.setTimeout(() => ran.push(1000), 1000);
    t.setTimeout(() => ran.push(10), 10);
    vi.advanceTimersByTime(20);
    expect(ran).toEqual([10]);
  });
});

describe('messageTask', () => {
  it('runs callbacks after the current task, in order', async () => {
    const ran: number[] = [];
    messageTask(() => ran.push(1));
    messageTask(() => ran.push(2));
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toEqual([1, 2]));
  });
});
