import type { SwipeAction } from '../../api/swipe';

// The swipe card's motion, kept apart from the components so that it can be tested
// without a browser: what a release of the card means, where a swiped card flies
// to, and which photo a tap on the card shows.

/** swipeThreshold is how far (px) a card must be dragged to count as a swipe. */
export const swipeThreshold = 90;

/** tapSlop is how far (px) a pointer may move and still count as a tap on the card. */
export const tapSlop = 8;

/** flyOutMs is how long a swiped card takes to leave the screen. */
export const flyOutMs = 260;

/** Release is what letting go of the card does: swipe, go through the photos, or spring back. */
export type Release = { kind: 'swipe'; action: SwipeAction } | { kind: 'tap'; side: 'prev' | 'next' } | { kind: 'back' };

/**
 * release reads a drag of dx px that ended x px from the card's left edge on a card
 * width px wide: far enough is a swipe in its direction (right likes, left passes);
 * hardly a move is a tap, on the left third back to the previous photo and elsewhere
 * on to the next; anything between springs back.
 */
export function release(dx: number, x: number, width: number): Release {
  if (Math.abs(dx) >= swipeThreshold) return { kind: 'swipe', action: dx > 0 ? 'like' : 'pass' };
  if (Math.abs(dx) <= tapSlop) return { kind: 'tap', side: x < width / 3 ? 'prev' : 'next' };
  return { kind: 'back' };
}

/**
 * flyOut is the card's transform as it leaves: off the screen in the direction of the
 * swipe, from where the drag left it (dx), turning a little more on the way.
 */
export function flyOut(action: SwipeAction, dx = 0): string {
  const dir = action === 'like' ? 1 : -1;
  const x = Math.max(Math.abs(dx), 0) + window.innerWidth;
  return `translateX(${dir * x}px) rotate(${dir * 24}deg)`;
}

/** dragTransform is the card's transform while it is dragged dx px. */
export function dragTransform(dx: number): string {
  return `translateX(${dx}px) rotate(${dx / 18}deg)`;
}

/**
 * stepPhoto is the photo index after a tap on side, among count photos (null while
 * they are not known yet: the next one is asked for and shown once they arrive).
 * It stops at either end rather than going round.
 */
export function stepPhoto(index: number, side: 'prev' | 'next', count: number | null): number {
  if (side === 'prev') return Math.max(0, index - 1);
  if (count === null) return index + 1;
  return Math.min(Math.max(0, count - 1), index + 1);
}
