import { describe, expect, it } from 'vitest';
import { delaySeconds } from './newLike';

describe('delaySeconds', () => {
  it.each([
    [null, null],
    ['', null],
    ['abc', null],
    ['-3', null],
    ['0', 0],
    ['5', 5],
    ['2.5', 2.5],
    ['99999', 3600],
  ])('reads t=%s as %s', (t, want) => {
    expect(delaySeconds(t)).toBe(want);
  });
});
