import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [6, 12, [1, 'gap', 5, 6, 7, 'gap', 12]],
    [10, 10, [1, 'gap', 9, 10]],
  ])('page %i of %i', (page, total, want) => {
    expect(pageItems(page, total)).toEqual(want);
  });
});
