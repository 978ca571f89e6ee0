import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { memberRefreshInterval } from '../lib/memberRefresh';
import { getUserOrVisitor, logout, saveLanguage, type User } from '../api/user';


export const userKeys = { me: ['user', 'me'] as const };

// SPEC §4: the user reloads every 60 s (300 s with push; see lib/memberRefresh.ts), the first time after 5 s.

/** fetchUser answers null for a visitor instead of failing. */
export async function fetchUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    // The signal lets a refetch abort an older request, whose answer may be stale.
    return await getUserOrVisitor(signal);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'authentication_required') return null;
    throw err;
  }
}

export function useUserQuery() {
  return useQuery({ queryKey: userKeys.me, queryFn: fetchUser, staleTime: 5_000, refetchInterval: memberRefreshInterval });
}

/** forgetMember turns the app back to a visitor's: no user, none of the member's data. */
export function forgetMember(qc: QueryClient) {
  qc.setQueryData(userKeys.me, null);
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'site' && q.queryKey[0] !== 'user' });
}

export function useLogoutMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => forgetMember(qc) });
}

export function useSaveLanguageMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveLanguage, onSuccess: (user) => qc.setQueryData(userKeys.me, user) });
}
