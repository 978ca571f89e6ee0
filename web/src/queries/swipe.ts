import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSwipeDeck, swipeMember, undoSwipePass, type SwipeAction } from '../api/swipe';
import { likeKeys } from './likes';

export const swipeKeys = { all: ['swipe'] as const, deck: (hideFictional: boolean) => ['swipe', 'deck', hideFictional] as const };

/** useSwipeDeckQuery loads the next cards; the game refetches when they run low. */
export function useSwipeDeckQuery(hideFictional = false) {
  return useQuery({ queryKey: swipeKeys.deck(hideFictional), queryFn: ({ signal }) => getSwipeDeck(hideFictional, signal), staleTime: Infinity });
}

/** useSwipeMutation likes or passes a member; a like also refreshes the likes. */
export function useSwipeMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: SwipeAction }) => swipeMember(id, action),
    onSuccess: (_, { action }) => {
      if (action === 'like') void qc.invalidateQueries({ queryKey: likeKeys.all });
    },
  });
}

/** useUndoPassMutation takes back the member's last pass in the game. */
export function useUndoPassMutation() {
  return useMutation({ mutationFn: (id: number) => undoSwipePass(id) });
}
