import { describe, expect, it } from 'vitest';
import { badgeLabel } from './badge';

describe('badgeLabel', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('shows %i as "%s"', (count, want) => {
    expect(badgeLabel(count)).toBe(want);
  });
});
