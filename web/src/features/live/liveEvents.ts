import type { QueryClient } from '@tanstack/react-query';
import { likeKeys } from '../../queries/likes';
import { userKeys } from '../../queries/user';

/** liveEventTypes are the events GET /api/events sends, each named by its type. */
export const liveEventTypes = ['like', 'message', 'read', 'credits'] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

/**
 * applyLiveEvent brings what an event changes up to date at once, instead of at the
 * next 60 s refresh (SPEC §4 stays the fallback): a like reloads the likes, so that
 * the badge and the new-like modal show it; a credit change reloads the member.
 * Messages and read receipts reload the conversations once chat exists.
 */
export function applyLiveEvent(qc: QueryClient, type: LiveEventType) {
  switch (type) {
    case 'like':
      return qc.invalidateQueries({ queryKey: likeKeys.list });
    case 'credits':
      return qc.invalidateQueries({ queryKey: userKeys.me });
    case 'message':
    case 'read':
      return qc.invalidateQueries({ queryKey: ['chats'] });
  }
}

/**
 * sendPageHidden tells the server the page became hidden (SPEC §7: a beacon with an
 * empty JSON body), so that the member shows offline at once.
 */
export function sendPageHidden() {
  if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon('/api/page-hidden.php', '{}');
}
