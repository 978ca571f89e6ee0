import { describe, expect, it } from 'vitest';
import { firstLoadOnDevice, shouldAskForPush, type AskFacts } from './askMoment';

const base: AskFacts = { phase: 'capable', permission: 'default', dismissed: false, hasConversation: true, firstLoad: false, engagedNow: false };

describe('when the push alert asks', () => {
  it('asks a capable member with a conversation on a later page load', () => {
    expect(shouldAskForPush(base)).toBe(true);
  });
  it('never on the first load, unless a message is sent or received while it is open', () => {
    expect(shouldAskForPush({ ...base, firstLoad: true })).toBe(false);
    expect(shouldAskForPush({ ...base, firstLoad: true, engagedNow: true })).toBe(true);
  });
  it('not before the first message', () => {
    expect(shouldAskForPush({ ...base, hasConversation: false })).toBe(false);
  });
  it('asks when the browser allowed notifications earlier but this device is not subscribed', () => {
    expect(shouldAskForPush({ ...base, permission: 'granted' })).toBe(true);
  });
  it('not when dismissed, subscribed, denied, not capable or unknown', () => {
    expect(shouldAskForPush({ ...base, dismissed: true })).toBe(false);
    for (const phase of ['subscribed', 'denied', 'notCapable', 'unknown'] as const) expect(shouldAskForPush({ ...base, phase })).toBe(false);
    expect(shouldAskForPush({ ...base, permission: 'denied' })).toBe(false);
  });
  it('remembers the first load on the device', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(firstLoadOnDevice(storage)).toBe(true);
    expect(firstLoadOnDevice(storage)).toBe(false);
  });
});
