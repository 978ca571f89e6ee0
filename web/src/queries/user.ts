import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { activate, getUser, login, logout, saveLanguage, signup, type SignupInput, type User } from '../api/user';

export const userKeys = { me: ['user', 'me'] as const };

// SPEC §4: the user reloads every 60 s (300 s with push), the first time after 5 s.
export const userRefreshMs = 60_000;

/** fetchUser answers null for a visitor instead of failing. */
export async function fetchUser(): Promise<User | null> {
  try {
    return await getUser();
  } catch (err) {
    if (err instanceof ApiError && err.code === 'authentication_required') return null;
    throw err;
  }
}

export function useUserQuery() {
  return useQuery({ queryKey: userKeys.me, queryFn: fetchUser, staleTime: 5_000, refetchInterval: userRefreshMs });
}

/** useUser returns the logged-in member, or null for a visitor (and while loading). */
export function useUser(): User | null {
  return useUserQuery().data ?? null;
}

export function useLoginMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => login(email, password),
    onSuccess: (user) => qc.setQueryData(userKeys.me, user),
  });
}

export function useSignupMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: SignupInput) => signup(input), onSuccess: (user) => qc.setQueryData(userKeys.me, user) });
}

export function useActivateMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (token: string) => activate(token), onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.me }) });
}

export function useLogoutMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      qc.setQueryData(userKeys.me, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'site' && q.queryKey[0] !== 'user' });
    },
  });
}

export function useSaveLanguageMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveLanguage, onSuccess: (user) => qc.setQueryData(userKeys.me, user) });
}
