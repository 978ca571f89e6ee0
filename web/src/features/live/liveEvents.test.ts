import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { likeKeys } from '../../queries/likes';
import { userKeys } from '../../queries/user';
import { applyLiveEvent, sendPageHidden } from './liveEvents';

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

describe('sendPageHidden', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('sends the beacon with an empty JSON body to the SPEC path', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    sendPageHidden();
    expect(sendBeacon).toHaveBeenCalledWith('/api/page-hidden.php', '{}');
  });
});
