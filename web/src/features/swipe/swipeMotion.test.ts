import { describe, expect, it } from 'vitest';
import { flyOut, release, stepPhoto, swipeThreshold, tapSlop } from './swipeMotion';
import { dealOrder, lastPassAfter } from './undoPass';
import { testCard } from '../members/testing';

describe('release', () => {
  it('swipes in the direction of a far enough drag', () => {
    expect(release(swipeThreshold, 200, 300)).toEqual({ kind: 'swipe', action: 'like' });
    expect(release(-swipeThreshold - 40, 10, 300)).toEqual({ kind: 'swipe', action: 'pass' });
  });

  it('reads hardly a move as a tap: the left third goes back a photo, the rest on', () => {
    expect(release(0, 50, 300)).toEqual({ kind: 'tap', side: 'prev' });
    expect(release(tapSlop, 99, 300)).toEqual({ kind: 'tap', side: 'prev' });
    expect(release(-3, 100, 300)).toEqual({ kind: 'tap', side: 'next' });
    expect(release(2, 290, 300)).toEqual({ kind: 'tap', side: 'next' });
  });

  it('springs back between a tap and a swipe', () => {
    expect(release(tapSlop + 1, 150, 300)).toEqual({ kind: 'back' });
    expect(release(-(swipeThreshold - 1), 150, 300)).toEqual({ kind: 'back' });
  });
});

describe('flyOut', () => {
  it('sends the card off the screen on the side of the swipe, from where the drag left it', () => {
    const w = window.innerWidth;
    expect(flyOut('like')).toBe(`translateX(${w}px) rotate(24deg)`);
    expect(flyOut('pass', -120)).toBe(`translateX(${-(w + 120)}px) rotate(-24deg)`);
    expect(flyOut('like', 150)).toBe(`translateX(${w + 150}px) rotate(24deg)`);
  });
});

describe('stepPhoto', () => {
  it('goes through the photos and stops at either end', () => {
    expect(stepPhoto(0, 'next', 3)).toBe(1);
    expect(stepPhoto(2, 'next', 3)).toBe(2);
    expect(stepPhoto(1, 'prev', 3)).toBe(0);
    expect(stepPhoto(0, 'prev', 3)).toBe(0);
    expect(stepPhoto(0, 'next', 1)).toBe(0);
  });

  it('asks for the next photo while the photos are not known yet', () => {
    expect(stepPhoto(0, 'next', null)).toBe(1);
  });
});

describe('undo', () => {
  const a = testCard({ id: 1, name: 'A' });
  const b = testCard({ id: 2, name: 'B' });
  const c = testCard({ id: 3, name: 'C' });

  it('offers to undo a pass only', () => {
    expect(lastPassAfter(a, 'pass')).toBe(a);
    expect(lastPassAfter(a, 'like')).toBeNull();
  });

  it('deals members brought back first, without the swiped and without doubles', () => {
    expect(dealOrder([], [a, b, c], [1])).toEqual([b, c]);
    expect(dealOrder([a], [b, c], [])).toEqual([a, b, c]);
    expect(dealOrder([a], [a, b, c], [])).toEqual([a, b, c]);
    expect(dealOrder([a], [b, c], [1, 2])).toEqual([c]);
  });
});
