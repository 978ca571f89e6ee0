import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getNotifications, putNotifications, resendActivation, unsubscribe, type NotificationChanges, type NotificationSettings, type NotificationType } from '../api/notifications';
import { userKeys } from './user';

export const notificationKeys = {
  all: ['notifications'] as const,
  settings: (token?: string) => ['notifications', token ?? ''] as const,
};

/** useNotificationsQuery reads the notification settings (of the token's member when token is given). */
export function useNotificationsQuery(token?: string) {
  return useQuery({ queryKey: notificationKeys.settings(token), queryFn: () => getNotifications(token), retry: false });
}

/**
 * useSaveNotificationsMutation switches types on or off and shows the answer at once;
 * the user loads again, as its notifications_disabled may change.
 */
export function useSaveNotificationsMutation(token?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (types: Partial<Record<NotificationType, boolean>>) => putNotifications({ types }, token),
    onSuccess: (settings: NotificationSettings) => {
      qc.setQueryData(notificationKeys.settings(token), settings);
      return qc.invalidateQueries({ queryKey: userKeys.me });
    },
  });
}

/** useSavePushSettingsMutation switches push per type, or the lock-screen preview, for the logged-in member. */
export function useSavePushSettingsMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (changes: Omit<NotificationChanges, 'types'>) => putNotifications(changes),
    onSuccess: (settings: NotificationSettings) => qc.setQueryData(notificationKeys.settings(), settings),
  });
}

/** useUnsubscribeMutation switches one type off from an e-mail's unsubscribe link. */
export function useUnsubscribeMutation(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (type: NotificationType) => unsubscribe(token, type),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: notificationKeys.all }), qc.invalidateQueries({ queryKey: userKeys.me })]),
  });
}

/** useResendActivationMutation asks for the activation e-mail again. */
export function useResendActivationMutation() {
  return useMutation({ mutationFn: resendActivation });
}
