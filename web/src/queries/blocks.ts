import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockMember, unblockMember } from '../api/blocks';
import { likeKeys } from './likes';
import { matchKeys } from './matchfinder';
import { memberKeys } from './members';
import { swipeKeys } from './swipe';

/**
 * useBlockMutation blocks (blocked: true) or unblocks a member. Afterwards the profile,
 * the likes, search, the swipe deck and the match finder load again: a block takes the two out of each
 * other's lists.
 */
export function useBlockMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: number; blocked: boolean }) => (blocked ? blockMember(id) : unblockMember(id)),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: memberKeys.all }),
        qc.invalidateQueries({ queryKey: likeKeys.all }),
        qc.invalidateQueries({ queryKey: [...swipeKeys.all, 'deck'] }),
        qc.invalidateQueries({ queryKey: matchKeys.all }),
      ]),
  });
}
