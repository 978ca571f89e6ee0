import { describe, expect, it } from 'vitest';
import { attemptEnded, attemptKeys, newIdempotencyKey } from './idempotency';

describe('attemptKeys', () => {
  it('keeps the key while the request is the same and the attempt runs', () => {
    let n = 0;
    const keys = attemptKeys(() => `key-${++n}-abcdef`);
    const order = { package_id: 2, method: 'ideal' };
    const first = keys.keyFor(order);
    expect(keys.keyFor({ package_id: 2, method: 'ideal' })).toBe(first);
    expect(keys.keyFor({ package_id: 3, method: 'ideal' })).not.toBe(first);
    const second = keys.keyFor(order);
    expect(second).not.toBe(first);
    keys.finish();
    expect(keys.keyFor(order)).not.toBe(second);
  });

  it('makes keys the server accepts, different each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(a).not.toBe(b);
  });

  it('ends the attempt on an answer, not on a lost one or a server error', () => {
    expect(attemptEnded(201)).toBe(true);
    expect(attemptEnded(409)).toBe(true);
    expect(attemptEnded(undefined)).toBe(false);
    expect(attemptEnded(503)).toBe(false);
  });
});
