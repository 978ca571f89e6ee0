import { api, unwrap } from './client';
import type { components } from './schema';

/** PushSubscriptionBody is a browser's push subscription as PushSubscription.toJSON() gives it. */
export type PushSubscriptionBody = components['schemas']['PushSubscription'];

/** sendPushSubscription stores this device's push subscription for the logged-in member (SPEC §7 POST /api/user.php?push=1). */
export const sendPushSubscription = (subscription: PushSubscriptionBody) =>
  unwrap(api.POST('/api/user', { params: { query: { push: '1' } }, body: subscription }), '/api/user').then(() => undefined);
