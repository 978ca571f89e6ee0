import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { completeSetup, endAllSessions, getMe, getSessions, getSetup, login, logout } from '../api/staff';
import type { StaffMe } from '../api/types';

export const staffKeys = {
  me: ['admin', 'me'] as const,
  /** ended is true once a call found the session over (a 401), until the next login. */
  ended: ['admin', 'ended'] as const,
  sessions: ['admin', 'sessions'] as const,
  setup: (token: string) => ['admin', 'setup', token] as const,
};

/**
 * signedOut forgets everything loaded for the staff member and sets who is signed in
 * to nobody (which the layout's observer hears, and answers with the login page);
 * ended says whether the session ended by itself (a 401) rather than by logging out.
 */
export function signedOut(qc: QueryClient, ended: boolean): void {
  qc.setQueryData(staffKeys.ended, ended);
  qc.setQueryData(staffKeys.me, null);
  qc.removeQueries({ predicate: (q) => q.queryKey[1] !== 'me' && q.queryKey[1] !== 'ended' });
}

/** useMeQuery is the signed-in staff member, or null when nobody is (a 401). */
export function useMeQuery() {
  return useQuery({
    queryKey: staffKeys.me,
    queryFn: async (): Promise<StaffMe | null> => {
      try {
        return await getMe();
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    },
    staleTime: Infinity,
  });
}

export function useLoginMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { email: string; password: string; totp: string }) => login(v.email, v.password, v.totp),
    onSuccess: (me) => {
      qc.setQueryData(staffKeys.ended, false);
      qc.setQueryData(staffKeys.me, me);
    },
  });
}

export function useLogoutMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => signedOut(qc, false),
  });
}

export function useSessionsQuery() {
  return useQuery({ queryKey: staffKeys.sessions, queryFn: getSessions });
}

export function useEndAllSessionsMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: endAllSessions,
    onSuccess: () => signedOut(qc, false),
  });
}

export function useSetupQuery(token: string) {
  return useQuery({ queryKey: staffKeys.setup(token), queryFn: () => getSetup(token), enabled: token !== '', staleTime: Infinity });
}

export function useCompleteSetupMutation() {
  return useMutation({ mutationFn: (v: { token: string; password: string; totp: string }) => completeSetup(v.token, v.password, v.totp) });
}
