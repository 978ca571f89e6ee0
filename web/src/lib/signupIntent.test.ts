import { beforeEach, describe, expect, it } from 'vitest';
import { noteForMs, readIntent, returnForMs, returnToForSignup, safeReturnPath, saveIntent, takeIntentPath } from './signupIntent';

beforeEach(() => localStorage.clear());

describe('signup intent', () => {
  const t0 = Date.parse('2026-11-26T08:00:00Z');

  it('remembers what the visitor wanted and with whom', () => {
    saveIntent('message', { id: 42, name: 'Evie' }, t0);
    expect(readIntent(noteForMs, t0 + 1000)).toEqual({ kind: 'message', id: 42, name: 'Evie', at: t0 });
  });

  it('forgets the intent once it is older than asked', () => {
    saveIntent('like', { id: 42, name: 'Evie' }, t0);
    expect(readIntent(noteForMs, t0 + noteForMs + 1)).toBeNull();
    expect(readIntent(returnForMs, t0 + noteForMs + 1)).not.toBeNull();
  });

  it('leads back to the profile once, after activation', () => {
    saveIntent('like', { id: 42, name: 'Evie' }, t0);
    expect(takeIntentPath(null, t0 + 60_000)).toBe('/members/42?intent=like');
    expect(takeIntentPath(null, t0 + 60_000)).toBeNull();
  });

  it('does not lead back after the return window', () => {
    saveIntent('message', { id: 42, name: 'Evie' }, t0);
    expect(takeIntentPath(null, t0 + returnForMs + 1)).toBeNull();
  });

  it('ignores what it did not write', () => {
    localStorage.setItem('amora.signupIntent', '{"kind":"message","id":"/evil","name":"x","at":1}');
    expect(readIntent(returnForMs, 2)).toBeNull();
    localStorage.setItem('amora.signupIntent', 'not json');
    expect(readIntent(returnForMs, 2)).toBeNull();
    localStorage.setItem('amora.signupIntent', '{"kind":"wink","id":3,"name":"x","at":1}');
    expect(readIntent(returnForMs, 2)).toBeNull();
  });

  it("sends the way back along with sign-up while the note shows", () => {
    saveIntent('message', { id: 42, name: 'Evie' }, t0);
    expect(returnToForSignup(t0 + 1000)).toBe('/members/42?intent=message');
    expect(returnToForSignup(t0 + noteForMs + 1)).toBeUndefined();
  });

  it("prefers the activation link's way back, and takes only a profile with the intent", () => {
    saveIntent('message', { id: 42, name: 'Evie' }, t0);
    expect(takeIntentPath('/members/7?intent=like', t0 + 1000)).toBe('/members/7?intent=like');
    expect(readIntent(returnForMs, t0 + 1000)).toBeNull(); // forgotten all the same
    saveIntent('message', { id: 42, name: 'Evie' }, t0);
    expect(takeIntentPath('https://evil.example/members/7?intent=like', t0 + 1000)).toBe('/members/42?intent=message');
    for (const bad of ['//evil.example/members/7?intent=like', '/members/7', '/members/7?intent=hug', '/members/07?intent=like', '/members/7?intent=like&x=1', '/\\evil.example?intent=like', '/chats?intent=like', '']) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    expect(safeReturnPath('/members/7?intent=message')).toBe('/members/7?intent=message');
  });
});
