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
    expect([now.result.current, photos.result.current, form.result.current]).toEqual([true, false, false]);

    await act(async () => vi.advanceTimersToNextFrame()); // the frame: nothing yet
    expect([photos.result.current, form.result.current]).toEqual([false, false]);
    await act(async () => vi.advanceTimersToNextTimer()); // the task after it: the photos
    expect([photos.result.current, form.result.current]).toEqual([true, false]);
    await act(async () => vi.advanceTimersToNextTimer()); // the next: the form
    expect(form.result.current).toBe(true);

    // Later comers, once their wave is out, show at once.
    expect(renderHook(() => useAfterFirstPaint(false, 1)).result.current).toBe(true);
  });
});
