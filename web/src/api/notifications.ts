import { api, unwrap } from './client';
import type { components } from './schema';

/** NotificationType is one of SPEC §3's notification types. */
export type NotificationType = components['schemas']['NotificationType'];
/** NotificationTypeSetting says whether a type is on, and whether an unsubscribe link switched it off. */
export type NotificationTypeSetting = components['schemas']['NotificationTypeSetting'];
/** NotificationSettings is a member's notification settings (GET /api/notifications). */
export type NotificationSettings = components['schemas']['NotificationSettings'];

/**
 * getNotifications reads the settings of the logged-in member, or, with token (the
 * signed link of an e-mail), of the token's member without logging in.
 */
export const getNotifications = (token?: string) =>
  unwrap(api.GET('/api/notifications', { params: { query: token ? { token } : {} } }), '/api/notifications');

/** PushTypeSetting says whether a pushable type goes by push. */
export type PushTypeSetting = NonNullable<NotificationSettings['push_types']>[number];
/** NotificationChanges are the switches to change: e-mail types, push types, the lock-screen preview. */
export type NotificationChanges = {
  types?: Partial<Record<NotificationType, boolean>>;
  push_types?: Partial<Record<NotificationType, boolean>>;
  push_preview?: boolean;
};

/** putNotifications switches the given types (by e-mail or push) or the push preview on or off. */
export const putNotifications = (changes: NotificationChanges, token?: string) =>
  unwrap(api.PUT('/api/notifications', { params: { query: token ? { token } : {} }, body: { ...changes, types: changes.types ?? {} } }), '/api/notifications');

/** unsubscribe switches one type off through an e-mail's unsubscribe link. */
export const unsubscribe = (token: string, type: NotificationType) =>
  unwrap(api.POST('/api/notifications/unsubscribe', { params: { query: { token, type } } }), '/api/notifications/unsubscribe');

/** resendActivation sends the activation e-mail again, with a new link. */
export const resendActivation = () => unwrap(api.POST('/api/activate/resend'), '/api/activate/resend').then(() => undefined);
