import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { correctCredits, getMember, memberAction, searchMembers } from '../api/members';
import type { BanGround, MemberAction } from '../api/types';

export const memberKeys = {
  all: ['admin', 'members'] as const,
  search: (q: string) => ['admin', 'members', 'search', q] as const,
  detail: (id: number) => ['admin', 'members', 'detail', id] as const,
};

export function useMemberSearchQuery(q: string) {
  return useQuery({ queryKey: memberKeys.search(q), queryFn: () => searchMembers(q) });
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
