import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '../api/user';
import { getGifts, sendGift } from '../api/gifts';
import { userKeys } from './user';

export const giftKeys = { catalogue: ['gifts'] as const };

/** useGiftsQuery loads the gift catalogue once, when first enabled. */
export function useGiftsQuery(enabled = true) {
  return useQuery({ queryKey: giftKeys.catalogue, queryFn: getGifts, staleTime: Infinity, enabled });
}

/**
 * useSendGiftMutation sends a gift; the member's credits show the debit at once and
 * the conversations load again, as the gift shows in the chat.
 */
export function useSendGiftMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, giftId }: { memberId: number; giftId: string }) => sendGift(memberId, giftId),
    onSuccess: (sent) => {
      qc.setQueryData<User | null>(userKeys.me, (u) => u && { ...u, credits: sent.credits });
      return qc.invalidateQueries({ queryKey: ['chats'] });
    },
  });
}
