import { type QueryClient, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { memberRefreshInterval } from '../lib/memberRefresh';
import {
  activate,
  changePassword,
  confirmEmailChange,
  deleteAccount,
  getUserOrVisitor,
  login,
  logout,
  reactivate,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
  saveLanguage,
  saveProfileBasics,
  signup,
  undoEmailChange,
  type DeleteAccountInput,
  type ProfileBasicsAnswers,
  type ResetPasswordInput,
  type SignupInput,
  type User,
} from '../api/user';

export const userKeys = { me: ['user', 'me'] as const };
const deleteAccountKey = ['user', 'delete'] as const;

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
  return useMutation({
    mutationFn: (token: string) => activate(token),
    onSuccess: (activated) => {
      // The member who is logged in here sees the confirmation at once; the link may
      // also be opened where nobody (or someone else) is logged in.
      void qc.cancelQueries({ queryKey: userKeys.me });
      qc.setQueryData<User | null>(userKeys.me, (current) =>
        current && current.id === activated.id ? { ...current, ...activated, profile: { ...current.profile, status: activated.profile.status } } : current,
      );
      return qc.invalidateQueries({ queryKey: userKeys.me });
    },
  });
}

/** forgetMember turns the app back to a visitor's: no user, none of the member's data. */
function forgetMember(qc: QueryClient) {
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

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** useResetPasswordMutation sets a new password from a reset link; the server ends every session, so the user reloads. */
export function useResetPasswordMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(input), onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.me }) });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) => changePassword(oldPassword, newPassword),
  });
}

export function useChangeEmailMutation() {
  return useMutation({ mutationFn: ({ email, password }: { email: string; password: string }) => requestEmailChange(email, password) });
}

/**
 * useConfirmEmailChangeMutation sends the token of an e-mail change link. The link may
 * be opened where the member is not logged in, so the user reloads instead of taking
 * the answer.
 */
export function useConfirmEmailChangeMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (token: string) => confirmEmailChange(token), onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.me }) });
}

/**
 * useUndoEmailChangeMutation sends the token of the link in the e-mail to the old
 * address: the server ends every session of the account, so the app forgets the member,
 * and a load of the user that started before the undo must not bring them back.
 */
export function useUndoEmailChangeMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => undoEmailChange(token),
    onSuccess: async () => {
      await qc.cancelQueries({ queryKey: userKeys.me });
      forgetMember(qc);
    },
  });
}

/** useDeleteAccountMutation deletes the member's account; the server ends the session, so the app forgets the member. */
export function useDeleteAccountMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationKey: deleteAccountKey, mutationFn: (input: DeleteAccountInput) => deleteAccount(input), onSuccess: () => forgetMember(qc) });
}

/**
 * useAccountDeletion reports whether this page is deleting, or has deleted, the
 * member's account, so that member-only screens send the former member to
 * /account-deleted rather than to the login page when the user turns null.
 */
export function useAccountDeletion(): boolean {
  const deletions = useMutationState({ filters: { mutationKey: deleteAccountKey, predicate: (m) => m.state.status === 'pending' || m.state.status === 'success' } });
  return deletions.length > 0;
}

/** useReactivateMutation brings back a deleted account with the token of the reactivation link. */
export function useReactivateMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (token: string) => reactivate(token), onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.me }) });
}

export function useSaveProfileMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: ProfileBasicsAnswers) => saveProfileBasics(input), onSuccess: (user) => qc.setQueryData(userKeys.me, user) });
}
