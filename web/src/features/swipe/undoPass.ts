import type { MemberSummary } from '../../api/members';
import type { SwipeAction } from '../../api/swipe';

// Undo in the swipe game: only the member's last swipe, and only when it was a pass
// (the server takes back the latest pass today, DELETE /api/swipe/{id}).

/** lastPassAfter is the pass to offer undoing after swiping member with action. */
export function lastPassAfter(member: MemberSummary, action: SwipeAction): MemberSummary | null {
  return action === 'pass' ? member : null;
}

/**
 * dealOrder is the deck as the member sees it: the members brought back by an undo
 * first (newest first), then the dealt cards, without those already swiped and without
 * doubles (a refetched deck may hold a member brought back).
 */
export function dealOrder(back: MemberSummary[], dealt: MemberSummary[], gone: number[]): MemberSummary[] {
  const seen = new Set<number>(gone);
  const out: MemberSummary[] = [];
  for (const m of [...back, ...dealt]) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    out.push(m);
  }
  return out;
}
