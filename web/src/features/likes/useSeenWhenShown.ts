import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markLikeSeen, type Likes } from '../../api/likes';
import { likeKeys, seenLikes as markedSeen } from '../../queries/likes';

/**
 * useSeenWhenShown marks a new like seen once its card has been on the screen (half of
 * it, in view), so that viewing the list clears the badge's count of those seen (SPEC §4
 * clears a like when its profile opens; this clears it on sight as well). The badge
 * drops at once; the card keeps its "New" mark until the likes reload, so that the
 * member still sees which were new on this visit.
 */
export function useSeenWhenShown<T extends Element>(memberId: number, isNew: boolean) {
  const ref = useRef<T>(null);
  const qc = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: markLikeSeen,
    onSuccess: () => qc.setQueryData<Likes>(likeKeys.list, (l) => l && { ...l, new_likes: Math.max(0, l.new_likes - 1) }),
  });
  useEffect(() => {
    const el = ref.current;
    // Once the likes say it is no longer new, a later like by the same member is new again.
    if (!isNew) markedSeen.delete(memberId);
    if (!isNew || !el || markedSeen.has(memberId)) return;
    const mark = () => {
      if (markedSeen.has(memberId)) return;
      markedSeen.add(memberId);
      mutate(memberId, { onError: () => markedSeen.delete(memberId) });
    };
    if (typeof IntersectionObserver === 'undefined') {
      mark();
      return;
    }
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          seen.disconnect();
          mark();
        }
      },
      { threshold: 0.5 },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [isNew, memberId, mutate]);
  return ref;
}

/** forgetSeenForTests clears what this tab marked, between tests. */
export function forgetSeenForTests() {
  markedSeen.clear();
}
