import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('useAfterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.resetModules(); // the waves are the page's: a fresh page for each test
  });
  afterEach(() => vi.useRealTimers());

  it('shows each wave in a task of its own after the first frame, and now at once', async () => {
    const { useAfterFirstPaint } = await import('./afterPaint');
    const now = renderHook(() => useAfterFirstPaint(true));
    const photos = renderHook(() => useAfterFirstPaint());
    const form = renderHook(() => useAfterFirstPaint(false, 1));
    const footer = renderHook(() => useAfterFirstPaint(false, 2));
    const shown = () => [photos.result.current, form.result.current, footer.result.current];
    expect(now.result.current).toBe(true);
    expect(shown()).toEqual([false, false, false]);

    await act(async () => vi.advanceTimersToNextFrame()); // the frame: nothing yet
    expect(shown()).toEqual([false, false, false]);
    await act(async () => vi.advanceTimersToNextTimer()); // the task after it: the photos
    expect(shown()).toEqual([true, false, false]);
    await act(async () => vi.advanceTimersToNextTimer()); // the next: the form
    expect(shown()).toEqual([true, true, false]);
    await act(async () => vi.advanceTimersToNextTimer()); // the last: the footer
    expect(shown()).toEqual([true, true, true]);

    // Later comers, once their wave is out, show at once.
    expect(renderHook(() => useAfterFirstPaint(false, 1)).result.current).toBe(true);
  });
});
