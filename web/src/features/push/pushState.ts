import type { PushSubscriptionBody } from '../../api/push';

/** PushMessage is what the service worker posted about the last push (SPEC §7). */
export type PushMessage = { type: 'NEW_PUSH_MESSAGE' | 'NEW_PUSH_CLICK'; checkUrl: string; openUrl: string };

/**
 * PushState is SPEC §3's push state: isCapable (null while unknown), isSubscribed
 * (false, the subscription sent to the account, or 'denied') and the last message.
 */
export type PushState = {
  isCapable: boolean | null;
  isSubscribed: false | PushSubscriptionBody | 'denied';
  lastMessage: PushMessage | null;
};

/** PushPhase names the SPEC §4 states: unknown, then capable or not capable, then subscribed or denied. */
export type PushPhase = 'unknown' | 'notCapable' | 'capable' | 'subscribed' | 'denied';

/** PushEvent is what moves the state. */
export type PushEvent =
  | { type: 'detected'; capable: boolean; permission: NotificationPermission | 'unsupported'; subscription: PushSubscriptionBody | null }
  | { type: 'subscribed'; subscription: PushSubscriptionBody }
  | { type: 'denied' }
  | { type: 'unsubscribed' }
  | { type: 'message'; message: PushMessage };

export const initialPushState: PushState = { isCapable: null, isSubscribed: false, lastMessage: null };

/** pushReducer is the push state machine. */
export function pushReducer(state: PushState, event: PushEvent): PushState {
  switch (event.type) {
    case 'detected': {
      if (!event.capable) return { ...state, isCapable: false, isSubscribed: false };
      if (event.permission === 'denied') return { ...state, isCapable: true, isSubscribed: 'denied' };
      // A subscription counts only while the permission stands (it can be revoked in the browser).
      const sub = event.permission === 'granted' ? event.subscription : null;
      return { ...state, isCapable: true, isSubscribed: sub ?? false };
    }
    case 'subscribed':
      return state.isCapable ? { ...state, isSubscribed: event.subscription } : state;
    case 'denied':
      return state.isCapable ? { ...state, isSubscribed: 'denied' } : state;
    case 'unsubscribed':
      return state.isSubscribed === 'denied' ? state : { ...state, isSubscribed: false };
    case 'message':
      return { ...state, lastMessage: event.message };
  }
}

/** pushPhase tells which SPEC §4 state a push state is in. */
export function pushPhase(state: PushState): PushPhase {
  if (state.isCapable === null) return 'unknown';
  if (!state.isCapable) return 'notCapable';
  if (state.isSubscribed === 'denied') return 'denied';
  return state.isSubscribed ? 'subscribed' : 'capable';
}

/** isPushMessage tells whether data posted by the service worker is one of its push messages. */
export function isPushMessage(data: unknown): data is PushMessage {
  if (data === null || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  return (m.type === 'NEW_PUSH_MESSAGE' || m.type === 'NEW_PUSH_CLICK') && typeof m.checkUrl === 'string' && typeof m.openUrl === 'string';
}
