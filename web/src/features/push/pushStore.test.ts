import { describe, expect, it } from 'vitest';
import { memberRefreshInterval } from '../../lib/memberRefresh';
import { applicationServerKey, PushStore } from './pushStore';
import { body, fakeEnv, publicKey } from './testing';
import { pushPhase } from './pushState';

describe('PushStore', () => {
  it('decodes the base64url key', () => {
    const key = applicationServerKey(publicKey);
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4); // an uncompressed point
  });

  it('is not capable without the public key setting', async () => {
    const store = new PushStore(fakeEnv('default').env);
    await store.detect('');
    expect(pushPhase(store.getState())).toBe('notCapable');
  });

  it('subscribes on request, sends the subscription to the account and refreshes every 300 s', async () => {
    const { env, pushManager } = fakeEnv('default', 'granted');
    const store = new PushStore(env);
    await store.detect(publicKey);
    expect(pushPhase(store.getState())).toBe('capable');
    expect(memberRefreshInterval()).toBe(60_000);
    await store.enable(publicKey);
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(env.sent).toEqual([body]);
    expect(pushPhase(store.getState())).toBe('subscribed');
    expect(memberRefreshInterval()).toBe(300_000);
  });

  it('stores denied when the member refuses, and changes nothing when the prompt is closed', async () => {
    const closed = new PushStore(fakeEnv('default', 'default').env);
    await closed.detect(publicKey);
    await closed.enable(publicKey);
    expect(pushPhase(closed.getState())).toBe('capable');
    const refused = new PushStore(fakeEnv('default', 'denied').env);
    await refused.detect(publicKey);
    await refused.enable(publicKey);
    expect(refused.getState().isSubscribed).toBe('denied');
  });

  it('finds an existing subscription and sends it again once per member and page load', async () => {
    const { env } = fakeEnv('granted', 'granted', body);
    const store = new PushStore(env);
    await store.detect(publicKey);
    expect(pushPhase(store.getState())).toBe('subscribed');
    await store.resendFor(7);
    await store.resendFor(7);
    expect(env.sent).toHaveLength(1);
    await store.resendFor(8); // another member logged in on this device
    expect(env.sent).toHaveLength(2);
  });
});
