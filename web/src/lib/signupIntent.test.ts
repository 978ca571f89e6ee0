import { beforeEach, describe, expect, it } from 'vitest';
import { noteForMs, readIntent, returnForMs, saveIntent, takeIntentPath } from './signupIntent';

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
    expect(takeIntentPath(t0 + 60_000)).toBe('/members/42');
    expect(takeIntentPath(t0 + 60_000)).toBeNull();
  });

  it('does not lead back after the return window', () => {
    saveIntent('message', { id: 42, name: 'Evie' }, t0);
    expect(takeIntentPath(t0 + returnForMs + 1)).toBeNull();
  });

  it('ignores what it did not write', () => {
    localStorage.setItem('amora.signupIntent', '{"kind":"message","id":"/evil","name":"x","at":1}');
    expect(readIntent(returnForMs, 2)).toBeNull();
    localStorage.setItem('amora.signupIntent', 'not json');
    expect(readIntent(returnForMs, 2)).toBeNull();
    localStorage.setItem('amora.signupIntent', '{"kind":"wink","id":3,"name":"x","at":1}');
    expect(readIntent(returnForMs, 2)).toBeNull();
  });
});
