import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('goes on in a later task, after the tasks queued before it, not in a microtask', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    queueMicrotask(() => order.push('microtask'));
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['microtask', 'queued task', 'after nextTask']);
  });

  it("takes the browser's scheduler.yield where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await nextTask();
    expect(yieldFn).toHaveBeenCalledOnce();
  });
});
