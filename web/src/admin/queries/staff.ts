import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { completeSetup, endAllSessions, getMe, getSessions, getSetup, login, logout } from '../api/staff';
import type { StaffMe } from '../api/types';

export const staffKeys = {
  me: ['admin', 'me'] as const,
  sessions: ['admin', 'sessions'] as const,
  setup: (token: string) => ['admin', 'setup', token] as const,
};

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
    onSuccess: (me) => qc.setQueryData(staffKeys.me, me),
  });
}

export function useLogoutMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      qc.clear();
      qc.setQueryData(staffKeys.me, null);
    },
  });
}

export function useSessionsQuery() {
  return useQuery({ queryKey: staffKeys.sessions, queryFn: getSessions });
}

export function useEndAllSessionsMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: endAllSessions,
    onSuccess: () => {
      qc.clear();
      qc.setQueryData(staffKeys.me, null);
    },
  });
}

export function useSetupQuery(token: string) {
  return useQuery({ queryKey: staffKeys.setup(token), queryFn: () => getSetup(token), enabled: token !== '', staleTime: Infinity });
}

export function useCompleteSetupMutation() {
  return useMutation({ mutationFn: (v: { token: string; password: string; totp: string }) => completeSetup(v.token, v.password, v.totp) });
}
