import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSwipeDeck, swipeMember, type SwipeAction } from '../api/swipe';
import { likeKeys } from './likes';

export const swipeKeys = { deck: ['swipe', 'deck'] as const };

/** useSwipeDeckQuery loads the next cards; the game refetches when they run low. */
export function useSwipeDeckQuery() {
  return useQuery({ queryKey: swipeKeys.deck, queryFn: ({ signal }) => getSwipeDeck(signal), staleTime: Infinity });
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
