import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { likeKeys } from '../../queries/likes';
import { userKeys } from '../../queries/user';
import { applyLiveEvent, chatReloadDelayMs, sendPageHidden } from './liveEvents';
import { noteTyping, typingShownMs, useTyping } from './typing';
import { act, renderHook } from '@testing-library/react';

describe('applyLiveEvent', () => {
  it.each([
    ['like', likeKeys.list],
    ['credits', userKeys.me],
    ['message', ['chats']],
    ['read', ['chats']],
  ] as const)('%s reloads %j', async (type, key) => {
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    await applyLiveEvent(qc, type);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({ queryKey: key });
  });
});

describe('chat events coalesce their reloads', () => {
  afterEach(() => vi.useRealTimers());
  it('a burst of 25 message and read events reloads the chats once, and a later one once more', async () => {
    vi.useFakeTimers();
    const qc = new QueryClient();
    let release: () => void = () => undefined;
    const spy = vi.spyOn(qc, 'invalidateQueries').mockImplementation(() => new Promise<void>((r) => (release = r)));
    const burst = Promise.all(Array.from({ length: 25 }, (_, i) => applyLiveEvent(qc, i % 2 ? 'read' : 'message')));
    await vi.advanceTimersByTimeAsync(chatReloadDelayMs);
    expect(spy).toHaveBeenCalledTimes(1);
    // Events while that reload runs wait for it, instead of cancelling it, then reload once.
    const later = Promise.all([applyLiveEvent(qc, 'message'), applyLiveEvent(qc, 'read')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(spy).toHaveBeenCalledTimes(1);
    release();
    await burst;
    await vi.advanceTimersByTimeAsync(0);
    expect(spy).toHaveBeenCalledTimes(2);
    release();
    await later;
  });
});

describe('typing events', () => {
  afterEach(() => vi.useRealTimers());
  it('show typing in their conversation for a few seconds, until the partner’s message', async () => {
    vi.useFakeTimers();
    const qc = new QueryClient();
    vi.spyOn(qc, 'invalidateQueries').mockResolvedValue();
    const { result } = renderHook(() => [useTyping(40), useTyping(41)]);
    expect(result.current).toEqual([false, false]);
    act(() => void applyLiveEvent(qc, 'typing', '{"conversation":40,"sender":5}'));
    expect(result.current).toEqual([true, false]);
    act(() => vi.advanceTimersByTime(typingShownMs + 1));
    expect(result.current).toEqual([false, false]);
    act(() => noteTyping(40));
    act(() => void applyLiveEvent(qc, 'message', '{"id":1,"conversation":40,"sender":5,"mine":false,"text":"hoi","gift":null}'));
    expect(result.current).toEqual([false, false]);
    // Bad data changes nothing.
    act(() => void applyLiveEvent(qc, 'typing', 'not json'));
    expect(result.current).toEqual([false, false]);
  });
});

describe('sendPageHidden', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('sends the beacon with an empty JSON body to the SPEC path', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    sendPageHidden();
    expect(sendBeacon).toHaveBeenCalledWith('/api/page-hidden.php', '{}');
  });
});
