import { describe, expect, it } from 'vitest';
import { initialPushState, isPushMessage, pushPhase, pushReducer, type PushEvent, type PushState } from './pushState';

const sub = { endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };
const run = (...events: PushEvent[]) => events.reduce<PushState>(pushReducer, initialPushState);

describe('push state (SPEC §3/§4)', () => {
  it('starts unknown', () => {
    expect(pushPhase(initialPushState)).toBe('unknown');
  });

  it('is not capable without a key or browser support, and stays so', () => {
    const s = run({ type: 'detected', capable: false, permission: 'unsupported', subscription: null }, { type: 'subscribed', subscription: sub }, { type: 'denied' });
    expect(pushPhase(s)).toBe('notCapable');
    expect(s.isCapable).toBe(false);
  });

  it('goes capable, then subscribed with the subscription sent to the account', () => {
    const capable = run({ type: 'detected', capable: true, permission: 'default', subscription: null });
    expect(pushPhase(capable)).toBe('capable');
    const subscribed = pushReducer(capable, { type: 'subscribed', subscription: sub });
    expect(pushPhase(subscribed)).toBe('subscribed');
    expect(subscribed.isSubscribed).toEqual(sub);
  });

  it('stores denied when the browser refuses, at detection or at the question', () => {
    expect(run({ type: 'detected', capable: true, permission: 'denied', subscription: null }).isSubscribed).toBe('denied');
    const asked = run({ type: 'detected', capable: true, permission: 'default', subscription: null }, { type: 'denied' });
    expect(pushPhase(asked)).toBe('denied');
    expect(pushPhase(pushReducer(asked, { type: 'unsubscribed' }))).toBe('denied');
  });

  it('counts an existing subscription only while the permission is granted', () => {
    expect(pushPhase(run({ type: 'detected', capable: true, permission: 'granted', subscription: sub }))).toBe('subscribed');
    expect(pushPhase(run({ type: 'detected', capable: true, permission: 'default', subscription: sub }))).toBe('capable');
  });

  it('keeps the last message', () => {
    const message = { type: 'NEW_PUSH_MESSAGE' as const, checkUrl: '/api/chats', openUrl: '/chats/12' };
    expect(run({ type: 'message', message }).lastMessage).toEqual(message);
    expect(isPushMessage(message)).toBe(true);
    expect(isPushMessage({ type: 'OTHER', checkUrl: '', openUrl: '' })).toBe(false);
    expect(isPushMessage({ type: 'NEW_PUSH_CLICK', openUrl: '/x' })).toBe(false);
  });
});
