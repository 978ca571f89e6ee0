import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { correctCredits, getMember, memberAction, searchMembers } from '../api/members';
import type { BanGround, MemberAction } from '../api/types';

export const memberKeys = {
  all: ['admin', 'members'] as const,
  search: (q: string, beforeId?: number) => ['admin', 'members', 'search', q, beforeId] as const,
  detail: (id: number) => ['admin', 'members', 'detail', id] as const,
};

/** useMemberSearchQuery finds members; an empty term lists the newest. */
export function useMemberSearchQuery(q: string, beforeId?: number) {
  return useQuery({ queryKey: memberKeys.search(q, beforeId), queryFn: () => searchMembers(q, beforeId) });
}

export function useMemberQuery(id: number) {
  return useQuery({ queryKey: memberKeys.detail(id), queryFn: () => getMember(id) });
}

/** useMemberActionMutation runs one action (or a credit correction) and refreshes the member. */
export function useMemberActionMutation(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { action: MemberAction | 'credits'; reason: string; amount?: number; ground?: BanGround }) =>
      v.action === 'credits' ? correctCredits(id, v.amount ?? 0, v.reason) : memberAction(id, v.action, v.reason, v.ground),
    // The answer is the member page as it now is; the searches may list them differently.
    onSuccess: (detail) => {
      qc.setQueryData(memberKeys.detail(id), detail);
      void qc.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
