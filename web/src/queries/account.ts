// The account's mutations beyond the first screen's (log out, language): the screens that
// use them load this with their own code, so the landing page does not (issue 22).
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import {
  activate,
  changePassword,
  confirmEmailChange,
  deleteAccount,
  login,
  reactivate,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
  saveProfileBasics,
  signup,
  undoEmailChange,
} from '../api/account';
import { type DeleteAccountInput, type ProfileBasicsAnswers, type ResetPasswordInput, type SignupInput, type User } from '../api/user';

import { forgetMember, userKeys } from './user';

const deleteAccountKey = ['user', 'delete'] as const;

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
