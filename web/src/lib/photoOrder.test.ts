import { describe, expect, it } from 'vitest';
import { inOrder, moveTo, sameOrder } from './photoOrder';

const photo = (id: number, status = 'active', main = false) => ({ id, status, main });

describe('photoOrder', () => {
  it('moves one id to a place, the others keeping their order', () => {
    expect(moveTo([1, 2, 3, 4], 4, 0)).toEqual([4, 1, 2, 3]);
    expect(moveTo([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
    expect(moveTo([1, 2, 3, 4], 2, 9)).toEqual([1, 3, 4, 2]);
    const same = [1, 2, 3];
    expect(moveTo(same, 1, -1)).toBe(same);
    expect(moveTo(same, 7, 0)).toBe(same);
  });

  it('puts photos in an order with the first one not rejected as the main photo, listed first', () => {
    const photos = [photo(1, 'active', true), photo(2), photo(3, 'rejected'), photo(4, 'pending')];
    expect(inOrder(photos, [4, 1, 2, 3]).map((p) => [p.id, p.main])).toEqual([[4, true], [1, false], [2, false], [3, false]]);
    expect(inOrder(photos, [3, 2, 1, 4]).map((p) => [p.id, p.main])).toEqual([[2, true], [3, false], [1, false], [4, false]]);
    expect(inOrder([photo(5, 'rejected')], [5]).map((p) => p.main)).toEqual([true]);
    expect(inOrder([], [])).toEqual([]);
  });

  it('compares orders', () => {
    expect(sameOrder([1, 2], [1, 2])).toBe(true);
    expect(sameOrder([1, 2], [2, 1])).toBe(false);
    expect(sameOrder([1], [1, 2])).toBe(false);
  });
});
